import { z } from 'zod';
import type { GameFacts } from '../../core/game.ts';

// NGW-2.4: the match options.
export const nextGoalWinsOptions = z.strictObject({
  attacks: z
    .number()
    .int()
    .min(3)
    .max(5)
    .default(3)
    .describe('Attacks each side gets in the match (3 to 5).'),
  firstTo: z
    .number()
    .int()
    .min(0)
    .max(9)
    .default(0)
    .describe('First side to this many goals wins at once (0: off).'),
  noRepeat: z
    .boolean()
    .default(false)
    .describe('A footballer may not repeat an action it made in its side’s previous attack.'),
});

export type NextGoalWinsOptions = z.infer<typeof nextGoalWinsOptions>;

export const NEXT_GOAL_WINS_FACTS: GameFacts<NextGoalWinsOptions> = {
  id: 'next-goal-wins',
  title: 'Next Goal Wins',
  version: '0.2.0',
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
