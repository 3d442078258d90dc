/** A new match: squads and tactics dealt from shuffled decks (NGW-2). */
import type { Rng } from '../../core/rng.ts';
import { NO_ABILITIES, NO_POWERS, type MatchAbilities, type Powers } from './abilities.ts';
import { DECKS, TACTIC_DECK } from './cards.ts';
import { minusOnes, zeros } from './filled.ts';
import { matchRules } from './edition.ts';
import { TACTICS_DEALT, TACTIC_SLOTS, editionOf, type NextGoalWinsOptions } from './facts.ts';
import { Phase, Resume, type MatchState } from './state.ts';
import { STAT_COUNT } from './stats.ts';

// The decks a deal draws from: refilled for every match instead of copied anew (a deal runs
// for every random match the bench, the lab and the bots' playouts play). Never shared: a deal
// does not call out while it holds them.
const footballerDecks: number[][] = DECKS.map(() => []);
const tacticDeck: number[] = [];

/** Makes `deck` hold exactly the cards of `full`, in its order, without allocating. */
function refill(deck: number[], full: readonly number[]): number[] {
  for (let i = 0; i < full.length; i++) deck[i] = full[i] as number;
  while (deck.length > full.length) deck.pop();
  return deck;
}

export function newMatch(options: NextGoalWinsOptions, rng: Rng): MatchState {
  const s = emptyMatch(options, rng);
  dealSquads(s.squad, rng);
  const deck = refill(tacticDeck, TACTIC_DECK);
  for (let seat = 0; seat < 2; seat++)
    for (let i = 0; i < TACTICS_DEALT; i++)
      s.tactics[seat * TACTIC_SLOTS + i] = takeAt(deck, rng.int(deck.length));
  return s;
}

/**
 * NGW-2.1: one card from each shuffled position deck, then three from decks chosen at random
 * in proportion to what they hold (a uniformly random card of those left), seat by seat. The
 * top card of a shuffled deck is a uniformly random card of it, so each draw takes one at
 * random instead of shuffling whole decks for the few cards a match deals.
 */
function dealSquads(squad: number[], rng: Rng): void {
  const decks = footballerDecks;
  for (let position = 0; position < 4; position++)
    refill(decks[position] as number[], DECKS[position] as readonly number[]);
  for (let seat = 0; seat < 2; seat++) {
    for (let position = 0; position < 4; position++) {
      const deck = decks[position] as number[];
      squad[seat * 7 + position] = takeAt(deck, rng.int(deck.length));
    }
    for (let extra = 4; extra < 7; extra++) {
      let left = 0;
      for (const deck of decks) left += deck.length;
      let r = rng.int(left);
      for (const deck of decks) {
        if (r < deck.length) {
          squad[seat * 7 + extra] = takeAt(deck, r);
          break;
        }
        r -= deck.length;
      }
    }
  }
}

/** Takes the card at `i` out of `deck` (the last card fills its place); -1 if none. */
function takeAt(deck: number[], i: number): number {
  const card = deck[i] ?? -1;
  deck[i] = deck[deck.length - 1] as number;
  deck.pop();
  return card;
}

/**
 * NGW-19.4: a one-match game names its sides Seat 1 and Seat 2. Shared by every such match,
 * read-only by its type; not frozen, as V8 reads a frozen array's elements through a generic
 * lookup and a season reads these on every decision.
 */
const ONE_MATCH_SEATS: readonly number[] = [0, 1];

/** Who the two sides are: season seats, manager abilities and those compiled (NGW-19). */
export interface MatchSides {
  readonly seats: readonly number[];
  readonly abilities: readonly MatchAbilities[];
  readonly powers: readonly Powers[];
}

/**
 * A match with nobody dealt anything yet: the shape every state shares. Without `sides`, the
 * two sides of a single match (Seat 1 and Seat 2, no managers).
 */
export function emptyMatch(options: NextGoalWinsOptions, rng: Rng, sides?: MatchSides): MatchState {
  // Field by field, not spread: a spread in a literal gives V8 no fixed shape to start from.
  const rules = matchRules(options);
  return {
    rng,
    attacks: options.attacks,
    firstTo: options.firstTo,
    noRepeat: options.noRepeat,
    edition: editionOf(options.edition),
    attackLimit: rules.attackLimit,
    finalAtMatchPoint: rules.finalAtMatchPoint,
    tacticRules: rules.tacticRules,
    autoPlayByHand: rules.autoPlayByHand,
    seats: sides ? sides.seats : ONE_MATCH_SEATS,
    abilities: sides ? sides.abilities : [NO_ABILITIES, NO_ABILITIES],
    powers: sides ? sides.powers : [NO_POWERS, NO_POWERS],
    squad: minusOnes(14),
    status: zeros(14),
    seen: zeros(14),
    lineup: minusOnes(8),
    picked: [0, 0],
    tactics: minusOnes(2 * TACTIC_SLOTS),
    played: [],
    tacticUsed: [0, 0],
    mods: zeros(14 * STAT_COUNT),
    goals: [0, 0],
    lastActs: zeros(14),
    actsNow: zeros(14),
    sentOff: [],
    starter: -1,
    attackNo: 0,
    attacker: 0,
    phase: Phase.Pick,
    holder: 0,
    place: 0,
    canShoot: false,
    canHead: false,
    beaten: false,
    firstAction: false,
    wonWith: -1,
    nextPlace: 0,
    nextWonBy: -1,
    nextWonWith: -1,
    kind: 0,
    speed: false,
    atkBonus: 0,
    defBonus: 0,
    atkAdvantage: false,
    defAdvantage: false,
    unopposed: false,
    taker: 0,
    header: 0,
    defPick: 0,
    foulPlace: 0,
    subSeat: -1,
    subsMask: 0,
    subOut: 0,
    replaceSeat: -1,
    replacePlace: 0,
    resume: Resume.None,
    targetSeat: -1,
    targetMask: 0,
    targetStat: 0,
    targetAmount: 0,
    targetResume: Resume.None,
    steps: 0,
  };
}
