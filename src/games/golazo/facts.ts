import { z } from 'zod';
import type { GameFacts } from '../../core/game.ts';
import { golazoTeams } from './constants.ts';

/** The earlier versions whose rules an `edition` names (edition.ts). */
export const EDITION_PATTERN = /^1\.[01]\.0$/;

export const golazoOptions = z.strictObject({
  // GZ-11.1: how a drawn match is settled.
  draw: z
    .enum(['stands', 'golden-goal', 'penalties'])
    .default('stands')
    // Words for each choice, as a form offers them (the description names the values).
    .meta({
      choiceLabels: {
        stands: 'The draw stands',
        'golden-goal': 'Golden goal',
        penalties: 'Penalties',
      },
    })
    .describe(
      "A drawn match: stands ('stands'), goes on until a goal ('golden-goal'), or goes to penalties ('penalties').",
    ),
  // GZ-11.4: a match that is only the shoot-out, which a competition plays to settle a level
  // tie. Optional with no default, so that every other match's options (and the ratings' keys
  // of them) read as before; one value, not a boolean, so that no form offers it.
  match: z
    .literal('shoot-out')
    .optional()
    .describe(
      "A penalty shoot-out alone ('shoot-out'): after the start roll the teams take penalties; absent, a whole match.",
    ),
  // GZ-13.2: the advanced rule of the slide tackle.
  slideTackle: z
    .boolean()
    .default(false)
    .describe('Slide tackles: the loser of the roll may gamble all its moves on one classic die.'),
  // GZ-13.3: the Managers expansion.
  managers: z
    .boolean()
    .default(false)
    .describe('Managers: each team picks a manager with three single-use abilities.'),
  // GZ-13.1: the advanced rule Tactical Golazo.
  tactical: z
    .boolean()
    .default(false)
    .describe('Tactical Golazo: the loser of the roll moves first and may not tackle.'),
  // Records of earlier engine versions replay under their own rules (edition.ts). Refused for a
  // new game (earlierVersionOptions); a string matched by a pattern, so no form offers it.
  edition: z
    .string()
    .regex(EDITION_PATTERN)
    .optional()
    .describe(
      "The rules of an earlier engine version ('1.0.0' or '1.1.0'), under which its records replay; left out, today's rules.",
    ),
});

export type GolazoOptions = z.infer<typeof golazoOptions>;

export const GOLAZO_FACTS: GameFacts<GolazoOptions> = {
  id: 'golazo',
  title: 'Golazo',
  version: '1.2.0',
  // Earlier versions' records replay on this one under their own rules (edition.ts): 1.0.0's
  // 20-card deck and action numbering, 1.1.0's rules before issue #31.
  earlierVersions: { '1.0.0': { edition: '1.0.0' }, '1.1.0': { edition: '1.1.0' } },
  // Only records of those versions may name an edition: a new game cannot choose one.
  earlierVersionOptions: ['edition'],
  minSeats: 2,
  maxSeats: 4,
  chance: true,
  hiddenInformation: true,
  options: golazoOptions,
  // Random play averages about 260 actions a match, at most 650 seen (design.md); penalties
  // add a few dozen.
  actionBound: 8000,
  // GZ-1.1, GZ-1.2: 9 × 14 cells; 22 counters and the ball, which a pass moves. Numbers, not
  // board.ts's constants: the catalogue reads facts without loading the engine (board-size.test).
  board: { cells: 126, pieces: 23 },
  // GZ-11.2: golden goal between random players rarely ends (they score once in four matches).
  endless: true,
  teams: golazoTeams,
};

// GZ-2.4, GZ-12.1: kept in constants.ts, which the board may import (it would not bundle zod).
export { FULL_TIME, HALF_TIME, golazoTeams } from './constants.ts';
/** GZ-7.1, GZ-7.2: how many targets a keeper picks. */
export const SHOT_SAVES = 2;
export const LONG_SHOT_SAVES = 4;
/** GZ-6.4: the most counters a team may have in its own box. */
export const BOX_LIMIT = 5;
