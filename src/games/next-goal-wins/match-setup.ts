/**
 * A match played inside a season (NGW-19): the season gives each side its squad, who may not
 * play, its tactics, its stat changes and its manager's abilities; the finished match leaves a
 * report for the season. The one-match game (deal.ts) is the same match with a random deal.
 */
import { z } from 'zod';
import type { Rng } from '../../core/rng.ts';
import {
  compileAbilities,
  matchAbilitiesSchema,
  type MatchAbilities,
  type Powers,
} from './abilities.ts';
import { FOOTBALLER_COUNT, TACTICS } from './cards.ts';
import { emptyMatch } from './deal.ts';
import { SQUAD, TACTIC_SLOTS, type NextGoalWinsOptions } from './facts.ts';
import { Phase, Status, type MatchState } from './state.ts';
import { STAT_COUNT } from './stats.ts';

export { NO_ABILITIES, type MatchAbilities } from './abilities.ts';

/** One side of a match played inside a season. */
export interface SideSetup {
  /** The season seat this side is, for the words of labels and events ("Seat 3"). */
  readonly seat: number;
  /** Card ids of the squad: 1 to 7 entries (a season can leave fewer than 7). */
  readonly squad: readonly number[];
  /** Card ids of `squad` that may not play this match (injured, banned). */
  readonly unavailable: readonly number[];
  /** Tactic ids held, 0 to 3. */
  readonly tactics: readonly number[];
  /** Stat changes for this match only: a card of `squad`, a stat index of stats.ts STATS, ±n. */
  readonly mods: readonly {
    readonly card: number;
    readonly stat: number;
    readonly amount: number;
  }[];
  readonly abilities: MatchAbilities;
}

const isInt = (n: unknown, min: number, max: number): boolean =>
  Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

/**
 * What is wrong with one side, or undefined. Plain loops rather than a zod schema: a season
 * sets up a match every few hundred actions, and parsing there cost a fifth of a season's time.
 */
function sideProblem(side: SideSetup): string | undefined {
  const who = `seat ${String(side.seat)}`;
  if (!isInt(side.seat, 0, 63)) return `${who}: not a seat`;
  const { squad, unavailable, tactics, mods } = side;
  if (!Array.isArray(squad) || squad.length < 1 || squad.length > SQUAD)
    return `${who}: a squad holds 1 to ${SQUAD} footballers`;
  for (let i = 0; i < squad.length; i++) {
    if (!isInt(squad[i], 0, FOOTBALLER_COUNT - 1)) return `${who}: no footballer ${squad[i]}`;
    if (squad.indexOf(squad[i] as number) !== i) return `${who}: a card is twice in the squad`;
  }
  for (const card of unavailable)
    if (!squad.includes(card)) return `${who}: unavailable card ${card} is not in the squad`;
  if (tactics.length > TACTIC_SLOTS) return `${who}: at most ${TACTIC_SLOTS} tactics`;
  for (const id of tactics) if (!isInt(id, 0, TACTICS.length - 1)) return `${who}: no tactic ${id}`;
  for (const mod of mods) {
    if (!squad.includes(mod.card))
      return `${who}: a stat change names card ${mod.card}, not in the squad`;
    if (!isInt(mod.stat, 0, STAT_COUNT - 1) || !isInt(mod.amount, -4, 4))
      return `${who}: a stat change must name a stat and change it by -4 to 4`;
  }
  return undefined;
}

/**
 * Abilities checked by their schema and compiled, once per abilities object: a season hands the
 * same manager's abilities to every match it plays.
 */
const compiled = new WeakMap<MatchAbilities, Powers>();
function powersOf(abilities: MatchAbilities): Powers {
  const known = compiled.get(abilities);
  if (known) return known;
  const checked = matchAbilitiesSchema.safeParse(abilities);
  if (!checked.success)
    throw new Error(`Next Goal Wins match setup: ${z.prettifyError(checked.error)}`);
  const powers = compileAbilities(abilities);
  compiled.set(abilities, powers);
  return powers;
}

/**
 * NGW-19.1: a match between two sides set by a season; options as the match options. Bad
 * input throws a clear error (and builds nothing).
 */
export function newMatchFromSetup(
  options: NextGoalWinsOptions,
  sides: readonly [SideSetup, SideSetup],
  rng: Rng,
): MatchState {
  const [a, b] = sides;
  const problem = sideProblem(a) ?? sideProblem(b);
  if (problem !== undefined) throw new Error(`Next Goal Wins match setup: ${problem}`);
  if (a.seat === b.seat)
    throw new Error(`Next Goal Wins match setup: both sides are seat ${a.seat}`);
  if (a.squad.some((card) => b.squad.includes(card)))
    throw new Error('Next Goal Wins match setup: a card is in both squads');
  const s: MatchState = {
    ...emptyMatch(options, rng),
    seats: [a.seat, b.seat],
    abilities: [a.abilities, b.abilities],
    powers: [powersOf(a.abilities), powersOf(b.abilities)],
  };
  sides.forEach((side, seat) => {
    for (let slot = 0; slot < SQUAD; slot++) {
      const card = side.squad[slot] ?? -1;
      const i = seat * SQUAD + slot;
      s.squad[i] = card;
      // NGW-19.2: an unavailable footballer, like an empty slot, is out of this match (and
      // known to both: it is the season's public record).
      if (card < 0 || side.unavailable.includes(card)) {
        s.status[i] = Status.Out;
        s.seen[i] = 1;
      }
    }
    side.tactics.forEach((id, i) => (s.tactics[seat * TACTIC_SLOTS + i] = id));
    for (const mod of side.mods) {
      const slot = side.squad.indexOf(mod.card);
      (s.mods[(seat * SQUAD + slot) * STAT_COUNT + mod.stat] as number) += mod.amount; // NGW-19.9
    }
  });
  return s;
}

/** What a finished match leaves for the season (only when the match is over). */
export interface MatchReport {
  readonly goals: readonly [number, number];
  /** The side that kicked off (0 or 1): it draws its event, tactics and transfer first. */
  readonly starter: 0 | 1;
  /** Card ids shown a red card, per side (banned from that seat's next match). */
  readonly sentOff: readonly [readonly number[], readonly number[]];
  /** Card ids injured in the match, per side (they miss that seat's next match). */
  readonly injured: readonly [readonly number[], readonly number[]];
  /** Tactic ids still held, per side (they go back to the season hand). */
  readonly tacticsLeft: readonly [readonly number[], readonly number[]];
  /** Tactic ids played, in order (they go to the bottom of the tactic deck). */
  readonly tacticsPlayed: readonly number[];
}

/** NGW-19.10: the report of a finished match; throws while the match is still on. */
export function matchReport(s: MatchState): MatchReport {
  if (s.phase !== Phase.Over) throw new Error('Next Goal Wins: the match is not over yet');
  const withStatus = (seat: number, status: number): number[] => {
    const cards: number[] = [];
    for (let slot = 0; slot < SQUAD; slot++)
      if (s.status[seat * SQUAD + slot] === status)
        cards.push(s.squad[seat * SQUAD + slot] as number);
    return cards;
  };
  const held = (seat: number): number[] =>
    s.tactics.slice(seat * TACTIC_SLOTS, (seat + 1) * TACTIC_SLOTS).filter((id) => id >= 0);
  return {
    goals: [s.goals[0] as number, s.goals[1] as number],
    starter: s.starter === 1 ? 1 : 0,
    sentOff: [withStatus(0, Status.SentOff), withStatus(1, Status.SentOff)],
    injured: [withStatus(0, Status.Injured), withStatus(1, Status.Injured)],
    tacticsLeft: [held(0), held(1)],
    tacticsPlayed: s.played.slice(),
  };
}
