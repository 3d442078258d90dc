/**
 * The conformance suite on the season engine beyond its defaults (which
 * src/games/conformance/next-goal-wins.long.test.ts covers at 2 to 6 seats): manager mode with loans at every seat
 * count, and the one-match mode at its 2 seats.
 */
import { z } from 'zod';
import { randomAgent } from '../../../bots/random.ts';
import type { AnyGame } from '../../../core/game.ts';
import { conformanceSuite } from '../../../core/testing/conformance.ts';
import { nextGoalWinsSeason } from './engine.ts';
import { seasonHeuristic } from './heuristic.ts';
import { seasonOptions } from './options.ts';

/** The season engine with other default options (and seat range), as its own game. */
function variant(defaults: Record<string, unknown>, seats?: [number, number]): AnyGame {
  const options = z.preprocess(
    (raw) => ({ ...defaults, ...(raw as Record<string, unknown>) }),
    seasonOptions,
  );
  const facts = {
    ...nextGoalWinsSeason.facts,
    id: `next-goal-wins ${JSON.stringify(defaults)}`,
    options,
    ...(seats ? { minSeats: seats[0], maxSeats: seats[1] } : {}),
  };
  const game: AnyGame = { ...nextGoalWinsSeason, facts };
  return game;
}

const agents = [randomAgent, seasonHeuristic];
conformanceSuite(variant({ managers: true, exchange: true }), { gamesPerSeatCount: 2, agents });
conformanceSuite(variant({ mode: 'match' }, [2, 2]), { gamesPerSeatCount: 3, agents });
