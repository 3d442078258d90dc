/**
 * How much better than the heuristic bot one can play, where no one has solved the game: the
 * rollout bot (src/bots/search/rollout.ts, one better decision at a time on sampled worlds,
 * the heuristic playing on) against the heuristic itself, on paired seeds. In 2-player
 * Goalkeepers, which is solved, it lands where the exact optimum does (about 52% of decided
 * games); elsewhere it is the reference for the hard bot's margin over the heuristic.
 */
import { rolloutAgent } from '../../src/bots/search/rollout.ts';
import { playPairing, type PairingResult } from '../../src/bots/tournament/pairing.ts';
import type { PlayableGame } from '../../src/games/registry.ts';

export interface BestResponse {
  /** The game and its variant, e.g. 'next-goal-wins (match)'. */
  readonly game: string;
  /** Worlds per decision, each played once after every legal action, e.g. 200. */
  readonly worlds: number;
  readonly result: PairingResult;
  readonly seconds: number;
}

export function measureBestResponse(
  game: PlayableGame,
  label: string,
  options: unknown,
  worlds: number,
  pairs: number,
): BestResponse {
  const started = performance.now();
  const bot = rolloutAgent(game.engine, {
    worlds,
    policy: game.heuristic,
    evaluation: game.evaluation,
  });
  const result = playPairing(
    game.engine,
    { name: 'rollout', make: bot },
    { name: 'bot:heuristic', make: game.heuristic },
    { pairs, seedPrefix: `bench-bots/best-response/${label}`, options },
  );
  return { game: label, worlds, result, seconds: (performance.now() - started) / 1000 };
}
