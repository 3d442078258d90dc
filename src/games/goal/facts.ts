import { z } from 'zod';
import type { GameFacts } from '../../core/game.ts';

/** Goal! as printed has no variants; the schema still refuses unknown options. */
export const goalOptions = z.strictObject({});
export type GoalOptions = z.infer<typeof goalOptions>;

export const GOAL_FACTS: GameFacts<GoalOptions> = {
  id: 'goal',
  title: 'Goal!',
  version: '1.0.0',
  minSeats: 2,
  maxSeats: 4,
  chance: true,
  hiddenInformation: true,
  options: goalOptions,
  actionBound: 2_000,
};
