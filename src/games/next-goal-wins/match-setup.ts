/**
 * A match played inside a season (NGW-19): the season gives each side its squad, who may not
 * play, its tactics, its stat changes and its manager's abilities; the finished match leaves a
 * report for the season. The one-match game (deal.ts) is the same match with a random deal.
 */
import { z } from 'zod';
import type { Rng } from '../../core/rng.ts';
import { compileAbilities, matchAbilitiesSchema, type MatchAbilities } from './abilities.ts';
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

const cardId = z
  .number()
  .int()
  .min(0)
  .max(FOOTBALLER_COUNT - 1);

const sideSetupSchema = z
  .strictObject({
    seat: z.number().int().min(0).max(63),
    squad: z.array(cardId).min(1).max(SQUAD),
    unavailable: z.array(cardId),
    tactics: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(TACTICS.length - 1),
      )
      .max(TACTIC_SLOTS),
    mods: z.array(
      z.strictObject({
        card: cardId,
        stat: z
          .number()
          .int()
          .min(0)
          .max(STAT_COUNT - 1),
        amount: z.number().int().min(-4).max(4),
      }),
    ),
    abilities: matchAbilitiesSchema,
  })
  .superRefine((side, ctx) => {
    if (new Set(side.squad).size !== side.squad.length)
      ctx.addIssue({ code: 'custom', message: `seat ${side.seat}: a card is twice in the squad` });
    for (const card of side.unavailable)
      if (!side.squad.includes(card))
        ctx.addIssue({
          code: 'custom',
          message: `seat ${side.seat}: unavailable card ${card} is not in the squad`,
        });
    for (const mod of side.mods)
      if (!side.squad.includes(mod.card))
        ctx.addIssue({
          code: 'custom',
          message: `seat ${side.seat}: a stat change names card ${mod.card}, not in the squad`,
        });
  });

/**
 * NGW-19.1: a match between two sides set by a season; options as the match options. Bad
 * input throws a clear error (and builds nothing).
 */
export function newMatchFromSetup(
  options: NextGoalWinsOptions,
  sides: readonly [SideSetup, SideSetup],
  rng: Rng,
): MatchState {
  const checked = z.tuple([sideSetupSchema, sideSetupSchema]).safeParse(sides);
  if (!checked.success)
    throw new Error(`Next Goal Wins match setup: ${z.prettifyError(checked.error)}`);
  const [a, b] = sides;
  if (a.seat === b.seat)
    throw new Error(`Next Goal Wins match setup: both sides are seat ${a.seat}`);
  if (a.squad.some((card) => b.squad.includes(card)))
    throw new Error('Next Goal Wins match setup: a card is in both squads');
  const s: MatchState = {
    ...emptyMatch(options, rng),
    seats: [a.seat, b.seat],
    abilities: [a.abilities, b.abilities],
    powers: [compileAbilities(a.abilities), compileAbilities(b.abilities)],
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
