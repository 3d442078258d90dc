import { z } from 'zod';
import type { GameFacts } from '../../core/game.ts';

// GK-2.2: the agreed number of rounds.
export const goalkeepersOptions = z.strictObject({
  rounds: z
    .number()
    .int()
    .min(3)
    .max(5)
    .default(3)
    .describe('Rounds to play before the points are compared (3 to 5).'),
  // GK-4.4: the book's winner "can take" a reward; the first version made the winner take one.
  reward: z
    .enum(['choice', 'compulsory'])
    .default('choice')
    // Words for each choice, as a form offers them (the description names the values).
    .meta({
      choiceLabels: {
        choice: 'The winner may take a reward',
        compulsory: 'The winner must take a reward (version 1.0.0)',
      },
    })
    .describe(
      "The shoot-out's winner: may take no reward ('choice'), or must take one that takes something ('compulsory', the rules of version 1.0.0).",
    ),
  // GK-2.3: who starts the first round; versions before 1.2.0 always started with the first seat.
  starter: z
    .enum(['drawn', 'first-seat'])
    .default('drawn')
    .meta({
      choiceLabels: {
        drawn: 'A player drawn at random',
        'first-seat': 'The first seat (before version 1.2.0)',
      },
    })
    .describe(
      "Who starts the first round: a player drawn at random ('drawn'), or the first seat ('first-seat', the rules before version 1.2.0).",
    ),
});

export type GoalkeepersOptions = z.infer<typeof goalkeepersOptions>;

export const GOALKEEPERS_FACTS: GameFacts<GoalkeepersOptions> = {
  id: 'goalkeepers',
  title: 'Goalkeepers',
  version: '1.2.0',
  // Version 1.0.0's records replay on this version under its compulsory reward (GK-4.4), and
  // both earlier versions' with the first seat starting (GK-2.3: 1.2.0 draws the starter). 1.2.0
  // is also a version of its own because 1.1.0's view gained `rewardOptional` after its release
  // (commit 5f9f3d4), so the checks of a 1.1.0 record sealed before that no longer matched; an
  // earlier version's checks are not compared, and both kinds of 1.1.0 record replay
  // (src/games/records/released/).
  earlierVersions: {
    '1.0.0': { reward: 'compulsory', starter: 'first-seat' },
    '1.1.0': { starter: 'first-seat' },
  },
  minSeats: 2,
  maxSeats: 5,
  chance: true,
  hiddenInformation: false,
  options: goalkeepersOptions,
  actionBound: 20_000,
};

// GK-2.1: dice in hand at the start of a round, by number of players.
export function startingDice(seats: number): number {
  return seats === 4 ? 5 : seats === 5 ? 4 : 6;
}

// GK-9.2: every player starts a tie-breaker round with this many dice.
export const TIEBREAK_DICE = 3;
