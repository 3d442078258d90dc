import { z } from 'zod';
import type { GameFacts } from '../../core/game.ts';

/** Version 1.0.0: a shot no card in the defender's hand could save was a goal at once (GL-4.6). */
export const EDITION_1_0 = '1.0.0';

/**
 * Goal! as printed has no variants; the schema still refuses unknown options. Its one option
 * restores an earlier version's rules for that version's records (GL-4.6): a string matched by
 * a pattern, so no form offers it, and refused for a new game (earlierVersionOptions).
 */
export const goalOptions = z.strictObject({
  edition: z
    .string()
    .regex(/^1\.0\.0$/)
    .optional()
    .describe(
      "The rules of engine version 1.0.0, under which its records replay; left out, today's rules.",
    ),
});
export type GoalOptions = z.infer<typeof goalOptions>;

/**
 * GL-2.1: the seats of each side by seat count, ascending (seating.ts SIDES grouped; kept here,
 * as data, so the catalogue loads no other module of the game), e.g. 3 seats: [[0], [1, 2]].
 */
const TEAMS: readonly (readonly (readonly number[])[])[] = [
  [],
  [],
  [[0], [1]],
  [[0], [1, 2]],
  [
    [0, 2],
    [1, 3],
  ],
];

export const GOAL_FACTS: GameFacts<GoalOptions> = {
  id: 'goal',
  title: 'Goal!',
  version: '1.1.0',
  // 1.0.0 gave a shot the defender's hand could not save as a goal without asking (GL-4.6).
  earlierVersions: { '1.0.0': { edition: EDITION_1_0 } },
  earlierVersionOptions: ['edition'],
  minSeats: 2,
  maxSeats: 4,
  chance: true,
  hiddenInformation: true,
  options: goalOptions,
  actionBound: 2_000,
  // GL-2.1: two sides; with 3 players seat 1 alone against seats 2 and 3, with 4 seats 1 and 3
  // against 2 and 4. Partners share a place but never see each other's hands.
  teams: (seats) => TEAMS[seats] ?? [],
  teamsShareHands: false,
};
