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
});

export type GoalkeepersOptions = z.infer<typeof goalkeepersOptions>;

export const GOALKEEPERS_FACTS: GameFacts<GoalkeepersOptions> = {
  id: 'goalkeepers',
  title: 'Goalkeepers',
  version: '1.1.0',
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
