import { z } from 'zod';
import type { GameFacts } from '../../core/game.ts';

/** NGW-2.4: attacks each side gets when the option is left out. */
export const DEFAULT_ATTACKS = 3;

/**
 * NGW-16.3 RULING: the most attacks each side gets in a first-to match, a safety cap that
 * only a match where neither side can score any more ever reaches.
 */
export const FIRST_TO_CAP = 50;

/** NGW-4.2, NGW-16.1: the most attacks each side gets: the option, or the first-to cap. */
export const attacksPerSide = (o: { readonly attacks: number; readonly firstTo: number }): number =>
  o.firstTo > 0 ? FIRST_TO_CAP : o.attacks;

/** "3 of 6", or "3 (first to 2)" in a first-to match, which has no attack limit (NGW-16.1). */
export const attackCount = (s: {
  readonly attackNo: number;
  readonly attacks: number;
  readonly firstTo: number;
}): string =>
  s.firstTo > 0
    ? `${s.attackNo + 1} (first to ${s.firstTo})`
    : `${s.attackNo + 1} of ${2 * s.attacks}`;

/**
 * The editions a record may name: the rules of an earlier engine version, kept so that its
 * records replay (edition.ts). Not a choice for a new game: the option is a single constant,
 * which the create form does not offer, and a new game that sets it is refused as
 * 'bad-options' (GameFacts.earlierVersionOptions).
 */
export const EDITION_0_2 = '0.2.0';
/**
 * Versions 0.3.0 and 0.3.1: today's rules, but a decision left with one option by the tactic
 * cards in hand was played by itself (NGW-17.4).
 */
export const EDITION_0_3 = '0.3.1';
export const EDITIONS = [EDITION_0_2, EDITION_0_3] as const;
export type Edition = (typeof EDITIONS)[number];
/** The editions, as the options' schema matches them: a pattern, so that no form offers one. */
const EDITION_PATTERN = /^0\.(2\.0|3\.1)$/;

/** An edition option as the engine keeps it (the schema lets only these through). */
export const editionOf = (edition: string | undefined): Edition | undefined =>
  EDITIONS.find((e) => e === edition);

/** The match options' fields, shared with the season's options (NGW-20.2). */
export const matchOptionFields = {
  attacks: z
    .number()
    .int()
    .min(3)
    .max(5)
    .default(DEFAULT_ATTACKS)
    .describe('Attacks each side gets in the match (3 to 5); a first-to match has no such limit.'),
  firstTo: z
    .number()
    .int()
    .min(0)
    .max(9)
    .default(0)
    .describe('Play until a side has this many goals, with no attack limit (0: off).'),
  noRepeat: z
    .boolean()
    .default(false)
    .describe('A footballer may not repeat an action it made in its side’s previous attack.'),
  edition: z
    .string()
    .regex(EDITION_PATTERN)
    .optional()
    .describe(
      "The rules of an earlier engine version (0.2.0, or 0.3.1 for 0.3.0 and 0.3.1), under which its records replay; left out, today's rules.",
    ),
};

/**
 * NGW-16.1: why the match options cannot all hold, or undefined. A first-to match is played
 * until a side reaches its target, so an attack limit other than the default contradicts it.
 */
export function matchOptionsProblem(o: {
  readonly attacks: number;
  readonly firstTo: number;
  readonly edition?: string | undefined;
}): string | undefined {
  // Version 0.2.0 stopped a first-to match at its attack limit, so both could be set.
  if (o.edition === EDITION_0_2) return undefined;
  if (o.firstTo > 0 && o.attacks !== DEFAULT_ATTACKS)
    return `a first-to match (firstTo ${o.firstTo}) is played until a side has ${o.firstTo} goals, so it cannot also be ${o.attacks} attacks each: leave attacks at ${DEFAULT_ATTACKS} or set firstTo to 0`;
  return undefined;
}

/** Refuses option sets that cannot all hold (NGW-16.1), as an issue on `attacks`. */
export function refineMatchOptions(
  o: { readonly attacks: number; readonly firstTo: number; readonly edition?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const problem = matchOptionsProblem(o);
  if (problem) ctx.addIssue({ code: 'custom', path: ['attacks'], message: problem });
}

// NGW-2.4: the match options.
export const nextGoalWinsOptions = z
  .strictObject(matchOptionFields)
  .superRefine(refineMatchOptions);

export type NextGoalWinsOptions = z.infer<typeof nextGoalWinsOptions>;

export const NEXT_GOAL_WINS_FACTS: GameFacts<NextGoalWinsOptions> = {
  id: 'next-goal-wins',
  title: 'Next Goal Wins',
  version: '0.4.0',
  // Earlier versions' records replay on this one under their own rules (edition.ts): 0.2.0's
  // edition, and 0.3.1's for 0.3.0 and 0.3.1, which played a decision by itself where the
  // tactic cards in hand left it one option (NGW-17.4). 0.3.1 only named seats by placeholder
  // in the season's log, which views carry: 0.3.0's records replay under the same rules (their
  // checks, of views, are not compared).
  earlierVersions: {
    '0.2.0': { edition: EDITION_0_2 },
    '0.3.0': { edition: EDITION_0_3 },
    '0.3.1': { edition: EDITION_0_3 },
  },
  // Only earlier versions' records set the edition; a new game plays today's rules.
  earlierVersionOptions: ['edition'],
  minSeats: 2,
  maxSeats: 2,
  chance: true,
  hiddenInformation: true,
  options: nextGoalWinsOptions,
  actionBound: 2_000,
};

/** NGW-2.1: footballers in a squad; NGW-3.1: starters, one per place. */
export const SQUAD = 7;
export const PLACES = 4;
/** The most tactic cards a player may hold (3 in a season; 2 are dealt for a match). */
export const TACTIC_SLOTS = 3;
export const TACTICS_DEALT = 2;
