/**
 * The round-robin of bench:bots: per game, every pair of bots (hard, normal, easy, heuristic,
 * random; and the optimal bot where a game is solved) plays the same paired seeds, seats
 * swapped, with the levels on iteration budgets so that a run is reproducible.
 */
import { botFor } from '../../src/bots/agents.ts';
import {
  decidedWinRate,
  playPairing,
  type Entrant,
  type PairingResult,
} from '../../src/bots/tournament/pairing.ts';
import { formatInterval, wilson } from '../../src/core/wilson.ts';
import type { PlayableGame } from '../../src/games/registry.ts';

/** Strongest first, so every row reads from the side of the bot expected to win. */
const ENTRANTS = ['bot:hard', 'bot:normal', 'bot:easy', 'bot:heuristic', 'bot:random'] as const;

export interface GameTournament {
  /** The game and its variant, e.g. 'next-goal-wins (season)'. */
  readonly game: string;
  readonly pairs: number;
  readonly results: readonly PairingResult[];
  /**
   * Each pairing's results by end: from the first bot's side with it in seat 1, then in seat 2
   * (a target may name both ends of a pitch, e.g. Golazo's hard level against the heuristic).
   */
  readonly ends: readonly (readonly [PairingResult, PairingResult])[];
  readonly seconds: number;
}

/** The entrants for a game, all of them or only those named in `only` (e.g. ['bot:hard', 'bot:random']). */
export function entrantsOf(game: PlayableGame, only?: readonly string[]): Entrant[] {
  const all = game.optimal ? ['bot:optimal', ...ENTRANTS] : [...ENTRANTS];
  const names = only ? all.filter((name) => only.includes(name)) : all;
  return names.map((name) => {
    const found = botFor(name, game, 'iterations');
    if (!found.ok) throw new Error(found.error.message);
    return { name, make: found.value };
  });
}

export function runTournament(
  game: PlayableGame,
  label: string,
  options: unknown,
  pairs: number,
  progress: (line: string) => void,
  only?: readonly string[],
): GameTournament {
  const id = label;
  const entrants = entrantsOf(game, only);
  const started = performance.now();
  const results: PairingResult[] = [];
  const ends: [PairingResult, PairingResult][] = [];
  for (let i = 0; i < entrants.length; i++) {
    for (let j = i + 1; j < entrants.length; j++) {
      const a = entrants[i] as Entrant;
      const b = entrants[j] as Entrant;
      const t = performance.now();
      const byEnd = [0, 1].map(() => ({ wins: 0, draws: 0, losses: 0 }));
      let played = 0;
      const result = playPairing(game.engine, a, b, {
        pairs,
        seedPrefix: `bench-bots/${id}`,
        options,
        // playPairing plays each seed with the first bot in seat 1, then in seat 2.
        onGame: (r) => {
          const tally = byEnd[played++ % 2] as { wins: number; draws: number; losses: number };
          if (r === 'win') tally.wins++;
          else if (r === 'draw') tally.draws++;
          else tally.losses++;
        },
      });
      results.push(result);
      ends.push(
        [0, 1].map((seat) => ({
          first: `${a.name.replace('bot:', '')} (seat ${seat + 1})`,
          second: b.name,
          ...(byEnd[seat] as { wins: number; draws: number; losses: number }),
        })) as [PairingResult, PairingResult],
      );
      progress(`${id}: ${row(result)}  (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    }
  }
  return { game: id, pairs, results, ends, seconds: (performance.now() - started) / 1000 };
}

/** One pairing as a line: 'bot:hard vs bot:random   18  1  1   94.7% [ 75.4,  99.1]'. */
export function row(r: PairingResult): string {
  const pairing = `${r.first} vs ${r.second}`.padEnd(30);
  const counts = [r.wins, r.draws, r.losses].map((n) => String(n).padStart(4)).join('');
  return `${pairing}${counts}   ${formatInterval(decidedWinRate(r))}${bySeat(r)}`;
}

/** The first bot's win rate of decided games from each seat, e.g. '  as seat 1 61.0% [..]'. */
function bySeat(r: PairingResult): string {
  if (!r.bySeat) return '';
  return r.bySeat
    .map((s, seat) => `  as seat ${seat + 1} ${formatInterval(wilson(s.wins, s.wins + s.losses))}`)
    .join('');
}

export const HEADER = `${'pairing'.padEnd(30)}${'W'.padStart(4)}${'D'.padStart(4)}${'L'.padStart(4)}   win rate of decided games [95% Wilson]`;
