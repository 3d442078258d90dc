/**
 * The seat advantage of a game at every seat count it allows: the same bot in every seat, so
 * only the seat can make a difference, and each seat's share of its head-to-heads (tally.ts
 * headToHead) with its 95% interval. 50% is fair at any count; the band a designer aims for is
 * FAIR_BAND. What `matchday seats` prints, and the tables in docs/bots.md and the design notes.
 */
import { parseOptions } from '../core/checked.ts';
import { loadGame } from '../games/registry.ts';
import { resolveLab, type LabConfig, type ResolvedLab } from './config.ts';
import { matchdayError } from '../core/errors.ts';
import { LabError, unwrapLab } from './errors.ts';
import type { Executor } from './run.ts';
import { runStudy } from './study.ts';
import type { Interval } from './stats.ts';

/** Head-to-head shares a seat may have and still count as fair, e.g. 45% to 55%. */
export const FAIR_BAND = { low: 0.45, high: 0.55 } as const;

export interface SeatAdvantageStudy {
  readonly game: string;
  /** The bot in every seat, e.g. 'heuristic'. */
  readonly bot: string;
  /** Raw options, parsed by the game's schema, e.g. { rounds: 5 }. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Games per seat count. */
  readonly games: number;
  /** Seat count n plays from seed `${seed}/seats/${n}`. */
  readonly seed: string;
  /** Only these seat counts (default: every count the game allows with these options). */
  readonly seats?: readonly number[];
}

export interface SeatAdvantageRow {
  readonly seats: number;
  readonly games: number;
  /** Each seat's share of its head-to-heads, in seat order. */
  readonly field: readonly Interval[];
  /** Each seat's share of games won outright or shared first, in seat order. */
  readonly win: readonly Interval[];
  /** Whether every seat's share lies within FAIR_BAND. */
  readonly fair: boolean;
}

/** The seat counts a game allows with these options, e.g. [2, 3, 4, 5]. */
export async function seatCounts(
  gameId: string,
  options: Readonly<Record<string, unknown>>,
): Promise<number[]> {
  const { engine } = unwrapLab(await loadGame(gameId));
  const { facts } = engine;
  const parsed = unwrapLab(parseOptions(engine, options));
  const counts: number[] = [];
  for (let n = facts.minSeats; n <= facts.maxSeats; n++)
    if (facts.seatsProblem?.(parsed, n) === undefined) counts.push(n);
  return counts;
}

/** Plays the study, one lab run per seat count, and reads each seat's shares. */
export async function runSeatAdvantage(
  study: SeatAdvantageStudy,
  executor: (lab: ResolvedLab) => Executor,
  onCount?: (seats: number) => void,
): Promise<SeatAdvantageRow[]> {
  const options = study.options ?? {};
  const allowed = await seatCounts(study.game, options);
  const counts = study.seats ?? allowed;
  const refused = counts.find((n) => !allowed.includes(n));
  if (refused !== undefined)
    throw new LabError(
      matchdayError(
        'bad-seats',
        `${study.game} with these options takes ${allowed.join(', ')} seats, not ${refused}.`,
      ),
    );
  const rows: SeatAdvantageRow[] = [];
  for (const seats of counts) {
    onCount?.(seats);
    const config: LabConfig = {
      game: study.game,
      seats,
      bots: [study.bot],
      options,
      seed: `${study.seed}/seats/${seats}`,
      games: study.games,
      probe: false,
    };
    const report = await runStudy(unwrapLab(await resolveLab(config)), executor);
    const variant = report.variants[0];
    if (!variant) throw new Error('A lab run returned no variant.');
    const field = variant.seats.map((s) => s.field ?? { value: NaN, low: NaN, high: NaN });
    rows.push({
      seats,
      games: variant.games,
      field,
      win: variant.seats.map((s) => s.win),
      fair: field.every((f) => f.value >= FAIR_BAND.low && f.value <= FAIR_BAND.high),
    });
  }
  return rows;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The study as a Markdown table: a row per seat count, a column per seat. */
export function seatAdvantageTable(rows: readonly SeatAdvantageRow[]): string {
  const most = Math.max(0, ...rows.map((r) => r.seats));
  const seatHeads = Array.from({ length: most }, (_, i) => `Seat ${i + 1}`);
  const lines = [
    `| Seats | Games | ${seatHeads.join(' | ')} | Within ${pct(FAIR_BAND.low)}–${pct(FAIR_BAND.high)} |`,
    `| ---: | ---: | ${seatHeads.map(() => ':---:').join(' | ')} | :---: |`,
  ];
  for (const row of rows) {
    const cells = seatHeads.map((_, i) => {
      const f = row.field[i];
      return f ? `${pct(f.value)} [${pct(f.low)}, ${pct(f.high)}]` : '';
    });
    lines.push(
      `| ${row.seats} | ${row.games} | ${cells.join(' | ')} | ${row.fair ? 'yes' : '**no**'} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
