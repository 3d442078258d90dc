import { z } from 'zod';
import type { GameFacts } from '../../core/game.ts';
import { teamSeats } from './teams.ts';

/**
 * The edition a record may name: the rules of engine version 1.0.0, kept so that its records
 * replay (docs/records.md). Not a choice for a new game: the option is a single constant, which
 * the create form does not offer. What 1.0.0 played differently is listed in design.md
 * ("Options and versions") and read once, at setup, into `SsState.firstEdition`.
 */
export const EDITION_1_0 = '1.0.0';

// SS-4.3: the points that win the game.
export const supernaturalOptions = z.strictObject({
  target: z
    .number()
    .int()
    .min(1)
    .max(7)
    .default(3)
    .describe('Points a team needs to win (1 to 7; the booklet plays to 3).'),
  edition: z
    .literal(EDITION_1_0)
    .optional()
    .describe(
      "The rules of engine version 1.0.0, under which that version's records replay; left out, today's rules.",
    ),
});

export type SupernaturalOptions = z.infer<typeof supernaturalOptions>;

// SS-3.1: the teams, kept in a module the board may import (it would not bundle zod).
export { controllers, teamSeats } from './teams.ts';

/**
 * Random play can pass the ball about for a long time without a goal, so the bound is a stop
 * (GameFacts.endless): the lab and simulations stop a game there and count it. See design.md
 * for how often seeded random games reach it.
 */
export const ACTION_BOUND = 40_000;

export const SUPERNATURAL_FACTS: GameFacts<SupernaturalOptions> = {
  id: 'supernatural-soccer',
  title: 'Supernatural Soccer',
  version: '1.1.0',
  // Version 1.0.0's records replay on this version under its own rules (design.md).
  earlierVersions: { '1.0.0': { edition: EDITION_1_0 } },
  earlierVersionOptions: ['edition'],
  minSeats: 2,
  maxSeats: 4,
  chance: true,
  hiddenInformation: true,
  options: supernaturalOptions,
  actionBound: ACTION_BOUND,
  // SS-2.1: the field's 87 hexes; the four wizards are the pieces a board moves. Numbers, not
  // board.ts's constants: the catalogue reads facts without loading the engine (board-size.test).
  board: { cells: 87, pieces: 4 },
  endless: true,
  teams: teamSeats,
};
