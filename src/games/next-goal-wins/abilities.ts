/**
 * A manager's powers inside a match (NGW-19.5 to NGW-19.8), as a season gives them, and the
 * compiled form the rules read without allocating. A one-match game has none (NO_ABILITIES).
 */
import { z } from 'zod';
import type { Seat } from '../../core/game.ts';
import { CONTESTS } from './stats.ts';

/** A manager's powers inside a match (NO_ABILITIES: no manager). */
export interface MatchAbilities {
  /** The side may also make substitutions at the start of its opponent's attacks. */
  readonly substituteOnDefence: boolean;
  /** The side starts the match without a kick-off roll (both sides: roll as usual). */
  readonly winsKickOff: boolean;
  /** Tactics the side may play in one attack: 1 as the rules say, 2 with this ability. */
  readonly tacticsPerAttack: 1 | 2;
  /** +amount to the side's own total in these contests (CONTESTS names of stats.ts), when the
   * side is acting, defending or either, and optionally only at these scores. */
  readonly bonuses: readonly {
    readonly contests: readonly string[];
    readonly as: 'acting' | 'defending' | 'either';
    readonly score?: readonly ('behind' | 'level' | 'ahead')[];
    readonly amount: number;
  }[];
}

export const NO_ABILITIES: MatchAbilities = Object.freeze({
  substituteOnDefence: false,
  winsKickOff: false,
  tacticsPerAttack: 1,
  bonuses: Object.freeze([]),
});

/** The schema a season's abilities are checked against (bad input changes nothing). */
export const matchAbilitiesSchema = z.strictObject({
  substituteOnDefence: z.boolean(),
  winsKickOff: z.boolean(),
  tacticsPerAttack: z.union([z.literal(1), z.literal(2)]),
  bonuses: z.array(
    z.strictObject({
      contests: z.array(z.enum(CONTESTS)).min(1),
      as: z.enum(['acting', 'defending', 'either']),
      score: z
        .array(z.enum(['behind', 'level', 'ahead']))
        .min(1)
        .optional(),
      amount: z.number().int().min(-3).max(3),
    }),
  ),
});

/** One bonus as masks: contests over CONTESTS, sides (1 acting, 2 defending), scores. */
export interface CompiledBonus {
  readonly contests: number;
  readonly sides: number;
  /** Bit 0 behind, 1 level, 2 ahead (team.ts scoreBand). */
  readonly score: number;
  readonly amount: number;
}

export interface Powers {
  readonly substituteOnDefence: boolean;
  readonly winsKickOff: boolean;
  readonly tacticsPerAttack: number;
  readonly bonuses: readonly CompiledBonus[];
}

const SCORES = ['behind', 'level', 'ahead'] as const;

export function compileAbilities(a: MatchAbilities): Powers {
  return {
    substituteOnDefence: a.substituteOnDefence,
    winsKickOff: a.winsKickOff,
    tacticsPerAttack: a.tacticsPerAttack,
    bonuses: a.bonuses.map((b) => ({
      contests: b.contests.reduce((m, c) => m | (1 << CONTESTS.indexOf(c as never)), 0),
      sides: b.as === 'acting' ? 1 : b.as === 'defending' ? 2 : 3,
      score: b.score ? b.score.reduce((m, sc) => m | (1 << SCORES.indexOf(sc)), 0) : 7,
      amount: b.amount,
    })),
  };
}

export const NO_POWERS: Powers = compileAbilities(NO_ABILITIES);

/** What abilities and powers a state needs to read: per side, and the score. */
interface Holder {
  readonly powers: readonly Powers[];
  readonly goals: readonly number[];
}

/**
 * NGW-19.8: the bonus `seat`'s manager adds to its own total in a contest over `kind`
 * (a CONTESTS index), acting or defending, at the present score.
 */
export function abilityBonus(s: Holder, seat: Seat, kind: number, acting: boolean): number {
  const bonuses = (s.powers[seat] as Powers).bonuses;
  if (bonuses.length === 0) return 0;
  const diff = (s.goals[seat] as number) - (s.goals[1 - seat] as number);
  const band = diff < 0 ? 1 : diff === 0 ? 2 : 4;
  const side = acting ? 1 : 2;
  let total = 0;
  for (const b of bonuses)
    if ((b.contests >> kind) & 1 && b.sides & side && b.score & band) total += b.amount;
  return total;
}
