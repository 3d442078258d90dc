/**
 * Paired matches between two bots in a 2-seat game: every seed is played twice, once with
 * each bot in each seat, so that the seat and the luck of the deal (the same seed gives the
 * same dice and cards, as far as the bots' choices leave them alike) weigh on both alike.
 * Results are counted from the first bot's side.
 */
import type { AgentFactory } from '../../core/agent.ts';
import type { AnyGame, Outcome, Seat } from '../../core/game.ts';
import { runMatch } from '../../core/match.ts';
import { wilson, type Interval } from '../../core/wilson.ts';

export interface Entrant {
  /** The name in tables and records, e.g. 'bot:hard'. */
  readonly name: string;
  readonly make: AgentFactory;
}

export interface PairingSettings {
  /** Seeds played; each is played twice, seats swapped, so games = 2 × pairs. */
  readonly pairs: number;
  /** The first seed's number (default 0): seeds `firstPair` to `firstPair + pairs - 1` are played. */
  readonly firstPair?: number;
  /** Prefixed to each game's seed, e.g. 'bench/goal': the same prefix replays the same games. */
  readonly seedPrefix: string;
  /** The game's options (raw; the runner parses them), e.g. { rounds: 3 }. */
  readonly options?: unknown;
  /** Called after each game, e.g. for a progress line. */
  readonly onGame?: (result: GameResult) => void;
}

export type GameResult = 'win' | 'draw' | 'loss';

/** How two bots fared, from `first`'s side. */
export interface PairingResult {
  readonly first: string;
  readonly second: string;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** The same counts split by the first bot's seat: [as seat 1, as seat 2]. */
  readonly bySeat?: readonly [SeatResults, SeatResults];
}

type SeatCounts = { -readonly [K in keyof SeatResults]: SeatResults[K] };

export interface SeatResults {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

/** A 2-seat outcome from `seat`'s side: first alone is a win, a shared first a draw. */
export function resultFor(outcome: Outcome, seat: Seat): GameResult {
  const mine = outcome.places[seat];
  const theirs = outcome.places[1 - seat];
  if (mine === theirs) return 'draw';
  return mine === 1 ? 'win' : 'loss';
}

export function playPairing(
  game: AnyGame,
  first: Entrant,
  second: Entrant,
  settings: PairingSettings,
): PairingResult {
  const tally = { wins: 0, draws: 0, losses: 0 };
  const bySeat: [SeatCounts, SeatCounts] = [
    { wins: 0, draws: 0, losses: 0 },
    { wins: 0, draws: 0, losses: 0 },
  ];
  const firstPair = settings.firstPair ?? 0;
  for (let pair = firstPair; pair < firstPair + settings.pairs; pair++) {
    const seed = `${settings.seedPrefix}/${pair}`;
    for (const seat of [0, 1] as const) {
      const seated = seat === 0 ? [first, second] : [second, first];
      const record = runMatch(game, {
        players: seated.map((e, i) => ({ name: `Seat ${i + 1}`, agent: e.name, make: e.make })),
        seed,
        options: settings.options,
      });
      if (!record.ok) throw new Error(record.error.message);
      const outcome = record.value.outcome;
      if (!outcome) throw new Error(`${game.facts.id}: a tournament game did not finish`);
      const result = resultFor(outcome, seat);
      for (const counts of [tally, bySeat[seat]]) {
        if (result === 'win') counts.wins++;
        else if (result === 'draw') counts.draws++;
        else counts.losses++;
      }
      settings.onGame?.(result);
    }
  }
  return { first: first.name, second: second.name, ...tally, bySeat };
}

/**
 * Every pair of entrants once, each pairing from the earlier entrant's side. All pairings
 * play the same seeds (common random numbers), so differences between them are the bots'.
 */
export function roundRobin(
  game: AnyGame,
  entrants: readonly Entrant[],
  settings: PairingSettings,
): PairingResult[] {
  const results: PairingResult[] = [];
  for (let i = 0; i < entrants.length; i++) {
    for (let j = i + 1; j < entrants.length; j++) {
      const a = entrants[i] as Entrant;
      const b = entrants[j] as Entrant;
      results.push(playPairing(game, a, b, settings));
    }
  }
  return results;
}

/** The first bot's win rate among decided games, with its 95% interval. */
export function decidedWinRate(result: PairingResult): Interval {
  return wilson(result.wins, result.wins + result.losses);
}

/** The same pairing seen from the second bot's side. */
export function reversed(result: PairingResult): PairingResult {
  return {
    first: result.second,
    second: result.first,
    wins: result.losses,
    draws: result.draws,
    losses: result.wins,
    ...(result.bySeat && {
      bySeat: [turned(result.bySeat[1]), turned(result.bySeat[0])] as const,
    }),
  };
}

/** Seat results seen from the other bot's side. */
const turned = (r: SeatResults): SeatResults => ({
  wins: r.losses,
  draws: r.draws,
  losses: r.wins,
});
