/**
 * The round-robin of bench:bots: per game, every pair of bots (hard, normal, easy, heuristic,
 * random; and the optimal bot where a game is solved) plays the same paired seeds, seats
 * swapped, with the levels on iteration budgets so that a run is reproducible; or, at the
 * live pace, the levels on the server's live budgets (milliseconds a decision) read from
 * this thread's CPU clock, so that a loaded machine plays them as a quiet core would.
 */
import { botFor } from '../../src/bots/agents.ts';
import { levelAgent, type BotLevel, type Pace } from '../../src/bots/levels.ts';
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

/**
 * The pairings played at the live pace unless named: each level against the level below
 * and against random (the heuristic is no level: BENCH_PAIRINGS may add it).
 */
export const LIVE_LADDER: readonly (readonly [string, string])[] = [
  ['bot:hard', 'bot:normal'],
  ['bot:normal', 'bot:easy'],
  ['bot:easy', 'bot:random'],
  ['bot:normal', 'bot:random'],
  ['bot:hard', 'bot:random'],
];

/** This thread's CPU time in milliseconds: a live budget's clock that the machine's load does not shorten. */
export function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/** A bot by its descriptor, its levels at `pace` (at the live pace on the thread's CPU clock). */
function entrant(name: string, game: PlayableGame, pace: Pace): Entrant {
  const level = name.replace('bot:', '');
  if (pace === 'live' && ['easy', 'normal', 'hard'].includes(level))
    return { name, make: levelAgent(level as BotLevel, game, 'live', 1, threadCpuMs) };
  const found = botFor(name, game, 'iterations');
  if (!found.ok) throw new Error(found.error.message);
  return { name, make: found.value };
}

/** The entrants for a game, all of them or only those named in `only` (e.g. ['bot:hard', 'bot:random']). */
export function entrantsOf(
  game: PlayableGame,
  only?: readonly string[],
  pace: Pace = 'iterations',
): Entrant[] {
  const all = game.optimal ? ['bot:optimal', ...ENTRANTS] : [...ENTRANTS];
  const names = only ? all.filter((name) => only.includes(name)) : all;
  return names.map((name) => entrant(name, game, pace));
}

/** What a tournament plays beyond its game: the pace of the levels and, if named, its pairings. */
export interface TournamentPlan {
  /** 'iterations' (default: reproducible) or 'live' (the server's budgets, on the CPU clock). */
  readonly pace?: Pace;
  /** Pairs of descriptors, the stronger first, e.g. [['bot:normal', 'bot:easy']]; default: every pair. */
  readonly pairings?: readonly (readonly [string, string])[];
  /** The first seed's number (default 0), so that processes can share a run's seeds. */
  readonly firstPair?: number;
}

export function runTournament(
  game: PlayableGame,
  label: string,
  options: unknown,
  pairs: number,
  progress: (line: string) => void,
  only?: readonly string[],
  plan: TournamentPlan = {},
): GameTournament {
  const id = label;
  const pace = plan.pace ?? 'iterations';
  const entrants = entrantsOf(game, only, pace);
  const pairings: [Entrant, Entrant][] = plan.pairings
    ? plan.pairings.map(([a, b]) => [entrant(a, game, pace), entrant(b, game, pace)])
    : entrants.flatMap((a, i) => entrants.slice(i + 1).map((b): [Entrant, Entrant] => [a, b]));
  const started = performance.now();
  const results: PairingResult[] = [];
  const ends: [PairingResult, PairingResult][] = [];
  for (const [a, b] of pairings) {
    const t = performance.now();
    const byEnd = [0, 1].map(() => ({ wins: 0, draws: 0, losses: 0 }));
    let played = 0;
    const result = playPairing(game.engine, a, b, {
      pairs,
      firstPair: plan.firstPair,
      // The same seeds at either pace, so that a pairing's two rows differ by the budgets.
      seedPrefix: `bench-bots/${id}`,
      options,
      // playPairing plays each seed with the first bot in seat 1, then in seat 2.
      onGame: (r) => {
        const tally = byEnd[played++ % 2] as { wins: number; draws: number; losses: number };
        if (r === 'win') tally.wins++;
        else if (r === 'draw') tally.draws++;
        else tally.losses++;
        // A live game takes up to minutes: say each one.
        if (pace === 'live')
          progress(`${id}: ${a.name} vs ${b.name}, game ${played} of ${2 * pairs}: ${r}`);
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
