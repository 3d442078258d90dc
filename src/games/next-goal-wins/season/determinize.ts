/**
 * NGW-30.6: a full season a seat cannot tell from the real one, built from its view alone.
 * Everything the view shows is put back where it shows it; every card the seat cannot place
 * is dealt at random into the places it cannot see, position by position (hand counts by
 * position are public), and the match in play is rebuilt from the match's own view with the
 * other side's secret footballers and tactics taken from the sampled season hands.
 */
import type { Seat } from '../../../core/game.ts';
import { Rng } from '../../../core/rng.ts';
import { DECKS, FOOTBALLER_COUNT, TACTIC_DECK } from '../cards.ts';
import { nextGoalWins } from '../engine.ts';
import { reopenPicks } from '../reopen.ts';
import type { MatchState } from '../state.ts';
import { STAT_COUNT } from '../stats.ts';
import type { NextGoalWinsView, TeamView } from '../view.ts';
import { EVENT_DECK } from './catalogue.ts';
import { emptySeason } from './empty.ts';
import type { SeasonOptions } from './options.ts';
import { positionOf } from './squad.ts';
import { PUBLIC, bit, type SeasonState, type SeasonPhase } from './state.ts';
import {
  SEASON_PHASES,
  type DeckView,
  type FixtureView,
  type KnownCard,
  type SeasonView,
} from './view.ts';

export function determinizeSeason(v: SeasonView, seat: Seat, rng: Rng): SeasonState {
  const o = v.options;
  const options: SeasonOptions = {
    mode: v.mode,
    attacks: o.attacks,
    firstTo: o.firstTo,
    noRepeat: o.noRepeat,
    edition: o.edition,
    managers: o.managers,
    exchange: o.exchange,
  };
  const s = emptySeason(options, v.seats, Rng.fromRng(rng));
  s.phase = SEASON_PHASES.indexOf(v.phase) as SeasonPhase;
  if (v.mode === 'match') {
    if (v.match) s.match = nextGoalWins.determinize(v.match, seat, rng);
    return s;
  }
  copyPublic(s, v, seat);
  placeFootballers(s, v, seat, rng);
  placeTactics(s, v, seat, rng);
  placeEvents(s, v, rng);
  loanPicks(s, v, seat);
  if (v.match && v.matchSeats) s.match = rebuildMatch(s, v.match, v.matchSeats, seat, rng);
  return s;
}

/** Scalars, results, managers, injuries, boosts, loans, the program and the log. */
function copyPublic(s: SeasonState, v: SeasonView, seat: Seat): void {
  s.round = v.round;
  s.fixture = v.fixture;
  s.noted = v.noted;
  for (const step of v.program) s.todo.push(step);
  const p = v.pending;
  s.actor = p ? p.seat : -1;
  s.picksLeft = p?.picksLeft ?? 0;
  s.windowLeft = p?.windowLeft ?? 0;
  s.event = p?.event ?? -1;
  s.drawer = p?.drawer ?? -1;
  s.eventTeam = p?.eventTeam ?? -1;
  s.discardPosition = p?.discardPosition ?? -1;
  for (let i = 0; i < v.schedule.length; i++) {
    const f = v.schedule[i] as FixtureView;
    if (f.goals) {
      s.goals[2 * i] = f.goals[0];
      s.goals[2 * i + 1] = f.goals[1];
    }
    s.forfeits[i] = f.forfeit ? 1 : 0;
  }
  for (const id of v.eventsUsed) s.eventsUsed.push(id);
  for (const drawer of v.eventDrawers) s.eventDrawers.push(drawer);
  for (const card of v.retired) {
    s.retired.push(card);
    s.known[card] = PUBLIC;
  }
  for (const player of v.players) {
    s.manager[player.seat] = player.manager;
    s.transfersUsed[player.seat] = player.transfersUsed;
    for (const o of player.out) s.out[o.card] = (o.injured ? 1 : 0) | (o.banned ? 2 : 0);
    for (const b of player.boosts) s.boosts.push(b[0], b[1], b[2]);
    for (const loan of player.loanedIn) s.lender[loan.card] = loan.from;
  }
  for (const entry of v.log)
    s.log.push({ text: entry.text, mask: entry.public ? PUBLIC : bit(seat) });
}

/** Takes a random element out of `pool`. */
function draw(pool: number[], rng: Rng): number {
  const i = rng.int(pool.length);
  const item = pool[i] as number;
  pool[i] = pool[pool.length - 1] as number;
  pool.pop();
  return item;
}

// Scratch for one determinize, which never runs inside itself: the footballers placed so far,
// the footballers a match has shown (in the order first shown, with their holders), and what
// is left of each position's deck to deal from.
const placed = new Uint8Array(FOOTBALLER_COUNT);
const inShown = new Uint8Array(FOOTBALLER_COUNT);
const shownHolder = new Int8Array(FOOTBALLER_COUNT);
const shownOrder: number[] = [];
const pools: number[][] = DECKS.map(() => []);

/** Who knows where a placed footballer is: the viewer (or everybody), and its holder. */
const maskOf = (seat: Seat, isPublic: boolean, holder: number): number =>
  (isPublic ? PUBLIC : bit(seat)) | (holder >= 0 ? bit(holder) : 0);

/** Whether the first entry for `card` among `known` is public (false without one). */
function knownPublic(known: readonly KnownCard[], card: number): boolean {
  for (const k of known) if (k.card === card) return k.public;
  return false;
}

function placeFootballers(s: SeasonState, v: SeasonView, seat: Seat, rng: Rng): void {
  placed.fill(0);
  for (const card of v.retired) placed[card] = 1;
  // Footballers the match has shown are in their seat's hand, known or not to the season yet.
  inShown.fill(0);
  let shown = 0;
  if (v.match && v.matchSeats)
    for (let side = 0; side < 2; side++)
      for (const card of matchKnown(v.match.teams[side as 0 | 1])) {
        if (inShown[card] === 0) {
          inShown[card] = 1;
          shownOrder[shown++] = card;
        }
        shownHolder[card] = v.matchSeats[side as 0 | 1];
      }
  for (const player of v.players) {
    const hand = s.hands[player.seat] as number[];
    const ownHand = player.seat === seat && v.hand ? v.hand.footballers : null;
    const count = ownHand ? ownHand.length : player.known.length;
    for (let i = 0; i < count; i++) {
      const card = ownHand ? (ownHand[i] as number) : (player.known[i] as KnownCard).card;
      hand.push(card);
      placed[card] = 1;
      s.known[card] = maskOf(seat, knownPublic(player.known, card), player.seat);
    }
  }
  for (let i = 0; i < shown; i++) {
    const card = shownOrder[i] as number;
    if (placed[card] === 1) continue;
    const holder = shownHolder[card] as number;
    (s.hands[holder] as number[]).push(card);
    placed[card] = 1;
    s.known[card] = bit(holder);
  }
  // The decks as the viewer sees them, -1 where it cannot tell; dealt into below.
  for (let pos = 0; pos < v.decks.length; pos++) {
    const d = v.decks[pos] as DeckView;
    const deck = s.decks[pos] as number[];
    for (let i = 0; i < d.size; i++) deck.push(-1);
    for (const k of d.known) {
      deck[d.size - 1 - k.depth] = k.card;
      placed[k.card] = 1;
      s.known[k.card] = k.public ? PUBLIC : bit(seat);
    }
  }
  const p = v.pending;
  const lookDeck = p?.phase === 'look' ? p.offerDeck : -1;
  if (p && (p.phase === 'look' || p.phase === 'event-target') && p.offer) {
    for (const card of p.offer) {
      if (p.phase === 'look') {
        s.offer.push(card);
        placed[card] = 1;
        s.known[card] = bit(seat);
      } else s.offer.push(card);
    }
  }
  for (let pos = 0; pos < 4; pos++) {
    const pool = pools[pos] as number[];
    let n = 0;
    for (const card of DECKS[pos] as readonly number[]) if (placed[card] === 0) pool[n++] = card;
    cut(pool, n);
  }
  if (p && p.phase === 'look' && !p.offer && lookDeck >= 0)
    for (let i = 0; i < p.offerSize; i++) {
      const card = draw(pools[lookDeck] as number[], rng);
      s.offer.push(card);
      s.known[card] = bit(p.seat);
    }
  for (const player of v.players) {
    if (player.seat === seat) continue;
    const hand = s.hands[player.seat] as number[];
    const have = [0, 0, 0, 0];
    for (const card of hand) (have[positionOf(card)] as number)++;
    for (let pos = 0; pos < 4; pos++)
      for (let k = have[pos] as number; k < (player.byPosition[pos] as number); k++) {
        const card = draw(pools[pos] as number[], rng);
        hand.push(card);
        s.known[card] = bit(player.seat);
      }
  }
  // Level footballers of a drawer's own squad that the viewer may not see: from its hand.
  if (p?.phase === 'event-target' && !p.offer) {
    const hand = (s.hands[p.seat] as number[]).slice();
    for (let i = 0; i < p.offerSize && hand.length > 0; i++) s.offer.push(draw(hand, rng));
    s.offer.sort((a, b) => a - b);
  }
  for (let pos = 0; pos < v.decks.length; pos++) {
    const deck = s.decks[pos] as number[];
    for (let i = 0; i < deck.length; i++)
      if (deck[i] === -1) deck[i] = draw(pools[pos] as number[], rng);
  }
}

/** Makes `list` exactly its first `length` entries (a shorter list draws as a fresh one). */
function cut(list: number[], length: number): void {
  while (list.length > length) list.pop();
}

/**
 * The tactic deck's instances by tactic id (ascending), and the ids in the order they first
 * appear in the deck: a placed tactic takes its id's highest instance still free, and the
 * cards left to deal are the free instances, id by id, in that order.
 */
const INSTANCES: number[][] = [];
const ID_ORDER: number[] = [];
TACTIC_DECK.forEach((id, instance) => {
  let list = INSTANCES[id];
  if (!list) {
    INSTANCES[id] = list = [];
    ID_ORDER.push(id);
  }
  list.push(instance);
});
// Scratch for placeTactics: which instances are still free, and those left to deal.
const tacticFree = new Uint8Array(TACTIC_DECK.length);
const tacticPool: number[] = [];

function takeTactic(id: number): number {
  const list = INSTANCES[id] ?? [];
  for (let i = list.length - 1; i >= 0; i--) {
    const instance = list[i] as number;
    if (tacticFree[instance] === 1) {
      tacticFree[instance] = 0;
      return instance;
    }
  }
  throw new Error(`determinize: no tactic card ${id} left to place`);
}

function placeTactics(s: SeasonState, v: SeasonView, seat: Seat, rng: Rng): void {
  tacticFree.fill(1);
  for (const player of v.players) {
    const hand = s.tactics[player.seat] as number[];
    if (player.seat === seat && v.hand) {
      const shown = player.knownTactics.filter((k) => k.public).map((k) => k.card);
      for (const id of v.hand.tactics) {
        const instance = takeTactic(id);
        hand.push(instance);
        const at = shown.indexOf(id);
        if (at >= 0) shown.splice(at, 1);
        s.tacticKnown[instance] = bit(seat) | (at >= 0 ? PUBLIC : 0);
      }
      continue;
    }
    for (const k of player.knownTactics) {
      const instance = takeTactic(k.card);
      hand.push(instance);
      s.tacticKnown[instance] = (k.public ? PUBLIC : bit(seat)) | bit(player.seat);
    }
  }
  // The deck as the viewer sees it, -1 where it cannot tell; dealt into below.
  const deck = s.tacticDeck;
  for (let i = 0; i < v.tacticDeck.size; i++) deck.push(-1);
  for (const k of v.tacticDeck.known) {
    const instance = takeTactic(k.card);
    deck[v.tacticDeck.size - 1 - k.depth] = instance;
    s.tacticKnown[instance] = k.public ? PUBLIC : bit(seat);
  }
  const p = v.pending;
  const drafting = p?.phase === 'draft-tactic';
  if (drafting && p.offer)
    for (const id of p.offer) {
      const instance = takeTactic(id);
      s.offer.push(instance);
      s.tacticKnown[instance] = bit(seat);
    }
  const pool = tacticPool;
  let n = 0;
  for (const id of ID_ORDER)
    for (const instance of INSTANCES[id] as number[])
      if (tacticFree[instance] === 1) pool[n++] = instance;
  cut(pool, n);
  if (drafting && !p.offer)
    for (let i = 0; i < p.offerSize; i++) {
      const instance = draw(pool, rng);
      s.offer.push(instance);
      s.tacticKnown[instance] = bit(p.seat);
    }
  for (const player of v.players) {
    if (player.seat === seat) continue;
    const hand = s.tactics[player.seat] as number[];
    while (hand.length < player.tacticCount) {
      const instance = draw(pool, rng);
      hand.push(instance);
      s.tacticKnown[instance] = bit(player.seat);
    }
  }
  for (let i = 0; i < deck.length; i++) if (deck[i] === -1) deck[i] = draw(pool, rng);
}

function placeEvents(s: SeasonState, v: SeasonView, rng: Rng): void {
  const left = EVENT_DECK.slice();
  const remove = (id: number): void => {
    const i = left.indexOf(id);
    if (i >= 0) left.splice(i, 1);
  };
  for (const id of v.eventsUsed) remove(id);
  if (v.pending?.phase === 'event-choice' && v.pending.offer)
    for (const id of v.pending.offer) {
      remove(id);
      s.offer.push(id);
    }
  rng.shuffle(left);
  for (const id of left.slice(0, v.eventDeck)) s.eventDeck.push(id);
}

/**
 * NGW-29: the loans are chosen face down at once, so another seat's choice, made or not, is
 * left to be made again (the protocol's `determinize`): the search then weighs what that seat
 * would choose instead of guessing it.
 */
function loanPicks(s: SeasonState, v: SeasonView, seat: Seat): void {
  for (const player of v.players) {
    const hand = s.hands[player.seat] as number[];
    if (v.phase !== 'loan') s.loanPick[player.seat] = -1;
    else if (player.seat === seat)
      s.loanPick[seat] = player.loanCard ?? (hand.length > 0 ? -1 : -2);
    else s.loanPick[player.seat] = hand.length > 0 ? -1 : -2;
  }
}

/**
 * The match in play, side by side: each side's team as its owner sees it (the viewer's own
 * from the view, the others from the sampled season hand), each rebuilt by the match's own
 * determinize from its owner's seat, and the two halves joined.
 */
function rebuildMatch(
  s: SeasonState,
  mv: NextGoalWinsView,
  seats: readonly [number, number],
  seat: Seat,
  rng: Rng,
): MatchState {
  const own = seats[0] === seat ? 0 : seats[1] === seat ? 1 : -1;
  const sideView = (side: 0 | 1): NextGoalWinsView =>
    side === own ? mv : ownedView(s, mv, side, seats[side], rng);
  const a = nextGoalWins.determinize(sideView(0), 0, rng);
  const b = nextGoalWins.determinize(sideView(1), 1, rng);
  joinSide(a, b, 1);
  if (mv.phase === 'pick') {
    // NGW-3.1: each half took back its opponent's picks; the join keeps both sides' own, so
    // the picks hidden from `seat` are taken back here, from the real count of steps.
    a.steps = mv.match.steps;
    for (const side of [0, 1] as const) if (side !== own) reopenPicks(a, side);
  }
  return a;
}

/** Copies side `side`'s per-side arrays of `from` into `to` (squads, lineups, tactics …). */
function joinSide(to: MatchState, from: MatchState, side: number): void {
  const copy = (a: number[], b: readonly number[], per: number): void => {
    for (let i = side * per; i < (side + 1) * per; i++) a[i] = b[i] as number;
  };
  copy(to.squad, from.squad, 7);
  copy(to.status, from.status, 7);
  copy(to.seen, from.seen, 7);
  copy(to.lastActs, from.lastActs, 7);
  copy(to.actsNow, from.actsNow, 7);
  copy(to.lineup, from.lineup, 4);
  copy(to.tactics, from.tactics, 3);
  copy(to.mods, from.mods, 7 * STAT_COUNT);
  copy(to.picked, from.picked, 1);
  copy(to.tacticUsed, from.tacticUsed, 1);
  copy(to.goals, from.goals, 1);
}

/**
 * Cards of a match team its opponent may know: on the pitch, seen, gone, out, changed; each
 * once, in that order.
 */
export function matchKnown(t: TeamView): number[] {
  const cards: number[] = [];
  for (const card of t.lineup) if (card !== null) addOnce(cards, card);
  for (const card of t.seenBench) addOnce(cards, card);
  for (const g of t.gone) addOnce(cards, g.card);
  for (const card of t.unavailable) addOnce(cards, card);
  for (const c of t.changes) addOnce(cards, c[0]);
  for (const c of t.acts) addOnce(cards, c[0]);
  return cards;
}

function addOnce(cards: number[], card: number): void {
  if (!cards.includes(card)) cards.push(card);
}

/** A side's team as its owner would see it, from the season's sampled hand. */
function ownedView(
  s: SeasonState,
  mv: NextGoalWinsView,
  side: 0 | 1,
  holder: number,
  rng: Rng,
): NextGoalWinsView {
  const t = mv.teams[side];
  const known = matchKnown(t);
  const hand = s.hands[holder] as number[];
  const secret = hand.filter((c) => !known.includes(c));
  rng.shuffle(secret);
  const lineup = t.lineup.slice();
  const onPitch: number[] = [];
  if (!mv.revealed)
    for (let place = 0; place < t.picked; place++) {
      const card = secret[place] as number;
      lineup[place] = card;
      onPitch.push(card);
    }
  const squad = [...hand.filter((c) => known.includes(c)), ...secret];
  while (squad.length < 7) squad.push(-1);
  const ids = (s.tactics[holder] as number[]).map((i) => TACTIC_DECK[i] as number);
  // Tactics already played this match are likelier gone from the hand.
  ids.sort((x, y) => Number(mv.played.includes(x)) - Number(mv.played.includes(y)));
  const tactics = ids.slice(0, t.tacticCount);
  while (tactics.length < 3) tactics.push(-1);
  const team: TeamView = {
    ...t,
    lineup,
    squad,
    secretBench: secret.filter((c) => !onPitch.includes(c)),
    tactics,
  };
  const teams: [TeamView, TeamView] = side === 0 ? [team, mv.teams[1]] : [mv.teams[0], team];
  return { ...mv, viewer: side, teams };
}
