/**
 * The options of Next Goal Wins as Matchday registers it (NGW-20): a whole season by default,
 * or the one match of NGW-1 … NGW-19 on its own. The match options carry over unchanged.
 */
import { z } from 'zod';
import type { GameFacts } from '../../../core/game.ts';
import { NEXT_GOAL_WINS_FACTS, matchOptionFields, refineMatchOptions } from '../facts.ts';

const match = matchOptionFields;

export const seasonOptions = z
  .strictObject({
    mode: z
      .enum(['season', 'match'])
      .default('season')
      // Words for each choice, as a form offers them.
      .meta({ choiceLabels: { season: 'A whole season', match: 'One match' } })
      .describe('A whole season (draft, league, champion) or one match between 2 random squads.'),
    attacks: match.attacks,
    firstTo: match.firstTo,
    noRepeat: match.noRepeat,
    edition: match.edition,
    managers: z
      .boolean()
      .default(false)
      .describe(
        'Manager mode: every seat is dealt a manager with an ability and a transfer policy.',
      ),
    exchange: z
      .boolean()
      .default(false)
      .describe(
        'At the start of each round every seat loans one footballer to another until it ends.',
      ),
  })
  .superRefine(refineMatchOptions);

export type SeasonOptions = z.infer<typeof seasonOptions>;

/** The seats a season takes (NGW-20.1); the one-match mode takes exactly two. */
export const MIN_SEATS = 2;
export const MAX_SEATS = 6;

/** NGW-20.1: why a seat count does not go with the options, or undefined. */
export function seatsProblem(options: SeasonOptions, seats: number): string | undefined {
  if (options.mode === 'match' && seats !== 2)
    return `next-goal-wins in mode 'match' takes exactly 2 seats, not ${seats}.`;
  if (options.mode === 'match' && (options.managers || options.exchange))
    return `next-goal-wins in mode 'match' has no managers nor loans: they belong to a season.`;
  return undefined;
}

export const SEASON_FACTS: GameFacts<SeasonOptions> = {
  id: 'next-goal-wins',
  title: 'Next Goal Wins',
  version: NEXT_GOAL_WINS_FACTS.version,
  earlierVersions: NEXT_GOAL_WINS_FACTS.earlierVersions,
  earlierVersionOptions: NEXT_GOAL_WINS_FACTS.earlierVersionOptions,
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  chance: true,
  hiddenInformation: true,
  options: seasonOptions,
  // 15 matches of a 6-seat season at most, each far below the match's own bound, and the
  // season's own decisions around them.
  actionBound: 30_000,
  seatsProblem,
};
