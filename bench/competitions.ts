/**
 * Competitions at scale (issue #35):
 *
 * 1. Pairing a Swiss round of 1,000 players (target: under 1 s): a 9-round Swiss played with
 *    results from a seeded generator, each round's pairing timed (the maths alone,
 *    src/competitions/swiss-pairing.ts, as the server calls it through next-round.ts).
 * 2. A 256-player knockout created and driven to the end through the server's lifecycle
 *    (CompetitionService on node:sqlite): 256 accounts join, the host starts it, each round's
 *    128… tables are made through the tables interface, where bots play each game at once
 *    (the match runner, bot:heuristic against bot:random and so on by seed) and report their
 *    finish through the finish hook, as the table service does. Time per round: from the
 *    round's pairing to the last result recorded and the next round paired, wall and CPU.
 *
 * 3. The tick at many competitions: `--running` (1,000) running knockouts of four on node:sqlite,
 *    each with its two semi-finals being played at open tables (a time per decision, so the
 *    tick looks for no-shows), and the time of a tick over all of them (the server ticks every
 *    5 s), with the table reads it made (the tables' store answers at once here: the figure is
 *    the competitions' own work).
 *
 *   node bench/competitions.ts                     # all three parts
 *   node bench/competitions.ts --players 1000 --rounds 9 --knockout 256 --game goalkeepers --running 1000
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { botGame, type LabEntrant } from '../src/cli/commands/tournament-run.ts';
import type { Competition } from '../src/server/competitions/model.ts';
import { pairNext } from '../src/server/competitions/pairing.ts';
import { ok } from '../src/core/result.ts';
import { Rng } from '../src/core/rng.ts';
import { loadGame } from '../src/games/registry.ts';
import { registryGames } from '../src/server/games.ts';
import { CompetitionService, type CompetitionTables } from '../src/server/competitions/service.ts';
import { SqliteCompetitionBook } from '../src/server/competitions/sqlite-book.ts';
import { runningCompetition } from '../src/server/competitions/testing.ts';
import type { CreatedTable } from '../src/server/protocol.ts';
import type { TableState } from '../src/server/storage/contract.ts';
import type { TableRequest } from '../src/server/tables/setup.ts';
import type { Table } from '../src/server/tables/table.ts';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '9' },
    knockout: { type: 'string', default: '256' },
    game: { type: 'string', default: 'goalkeepers' },
    running: { type: 'string', default: '1000' },
    'only-tick': { type: 'boolean', default: false },
  },
});

const ms = (t: number): string => `${t.toFixed(1)} ms`;

function swissBench(players: number, rounds: number): void {
  const rng = Rng.fromSeed('bench-swiss');
  const entrants = Array.from({ length: players }, (_, i) => ({
    player: `p${i}`,
    name: `p${i}`,
    rating: 1000 + rng.int(1000),
    joinedAt: i,
    withdrawnAt: null,
  }));
  const settings = { rounds, maxEntrants: players, botLevel: 'normal', turnSeconds: 0 } as const;
  let c: Competition = runningCompetition('swiss', entrants, [], settings, 'bench');
  const times: number[] = [];
  // CPU time beside the wall time: on a shared machine the wall time includes others' work.
  const cpuTimes: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const began = performance.now();
    const cpu = process.cpuUsage();
    const next = pairNext(c);
    times.push(performance.now() - began);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    if (next.kind !== 'round') throw new Error(`round ${round}: ${next.kind}`);
    const played = next.fixtures.map((f) => {
      const roll = rng.int(10);
      const places = roll < 4 ? [1, 2] : roll < 8 ? [2, 1] : [1, 1];
      return { ...f, tableId: null, result: f.second === null ? null : { scores: [0, 0], places } };
    });
    c = { ...c, fixtures: [...c.fixtures, ...played] };
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `Swiss of ${players} players, ${rounds} rounds: pairing per round ${times.map((t) => t.toFixed(0)).join(', ')} ms; ` +
      `median ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)}, slowest ${ms(sorted.at(-1) ?? 0)} (target < 1000 ms); ` +
      `CPU per round ${cpuTimes.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
}

type Play = (
  a: LabEntrant,
  b: LabEntrant,
  seed: string,
) => { scores: readonly number[]; places: readonly number[] };

/** Tables whose games bots play at once, each finish told to the competitions as the table service does. */
class BotTables implements CompetitionTables {
  private readonly made = new Map<string, { id: string; outcome: Table['outcome'] }>();
  private count = 0;
  readonly queue = { write: () => Promise.resolve() } as unknown as CompetitionTables['queue'];
  readonly reader = {
    /** Bots never run out of time. */
    loadActions: () => Promise.resolve([]),
    tableStates: (ids: readonly string[]): Promise<TableState[]> =>
      Promise.resolve(
        ids.flatMap((id) => {
          const table = this.made.get(id);
          if (!table) return [];
          const { outcome } = table;
          return [{ id, outcome, finishedAt: '', abandonedAt: null, timedOut: [] }];
        }),
      ),
  };
  finished: (table: Pick<Table, 'id' | 'outcome'>) => Promise<void> = () => Promise.resolve();
  games = 0;

  private readonly play: Play;

  constructor(play: Play) {
    this.play = play;
  }

  create(request: TableRequest) {
    const id = `bench${String(++this.count).padStart(6, '0')}`;
    const levels = ['bot:heuristic', 'bot:random'];
    const [a, b] = request.seats.map((_, seat) => ({
      id: `s${seat}`,
      agent: levels[(this.count + seat) % 2] as string,
      rating: 0,
    })) as [LabEntrant, LabEntrant];
    const outcome = this.play(a, b, id);
    this.games++;
    const table = { id, outcome: { scores: [...outcome.scores], places: [...outcome.places] } };
    this.made.set(id, table);
    // The finish arrives after the table is made and bound, as a played game's would.
    setImmediate(() => void this.finished(table));
    return Promise.resolve(ok({ table: { id }, host: 'h', seats: [] } as unknown as CreatedTable));
  }

  table(id: string) {
    const found = this.made.get(id);
    return Promise.resolve(ok({ ...found, seats: [] } as unknown as Table));
  }

  publish(): void {}
}

async function knockoutBench(size: number, gameId: string): Promise<void> {
  const game = await loadGame(gameId);
  if (!game.ok) throw new Error(game.error.message);
  const dir = mkdtempSync(join(tmpdir(), 'bench-competitions-'));
  const book = new SqliteCompetitionBook(join(dir, 'c.sqlite'));
  const tables = new BotTables(botGame(game.value, {}));
  const service = new CompetitionService({
    book,
    tables,
    find: registryGames,
    tickMs: 0,
    log: console.error,
  });
  const rounds: { round: number; games: number; ms: number; cpuMs: number }[] = [];
  let last = performance.now();
  // CPU beside the wall time (the bots play in this thread): on a shared machine the wall
  // time includes others' work.
  let lastCpu = process.cpuUsage();
  let done!: () => void;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  let id = '';
  let seenRound = 1;
  tables.finished = async (table) => {
    await service.tableFinished(table);
    const c = await book.get(id);
    if (!c) return;
    const round = Math.max(...c.fixtures.map((f) => f.round));
    if (round > seenRound || c.row.status === 'finished') {
      const now = performance.now();
      const used = process.cpuUsage(lastCpu);
      const games = c.fixtures.filter((f) => f.round === seenRound && f.second !== null).length;
      rounds.push({
        round: seenRound,
        games,
        ms: now - last,
        cpuMs: (used.user + used.system) / 1000,
      });
      last = now;
      lastCpu = process.cpuUsage();
      seenRound = round;
      if (c.row.status === 'finished') done();
    }
  };
  const began = performance.now();
  const made = await service.create(
    { id: 'host', name: 'Host' },
    {
      name: 'Bench cup',
      game: gameId,
      format: 'knockout',
      maxEntrants: size,
    },
  );
  if (!made.ok) throw new Error(made.error.message);
  id = made.value.row.id;
  for (let i = 0; i < size; i++) {
    const joined = await service.join(id, { id: `player${i}`, name: `Player ${i}` });
    if (!joined.ok) throw new Error(joined.error.message);
  }
  const entered = performance.now();
  last = entered;
  lastCpu = process.cpuUsage();
  const started = await service.start(id, 'host');
  if (!started.ok) throw new Error(started.error.message);
  await finished;
  const total = performance.now() - began;
  console.log(
    `Knockout of ${size} (${gameId}, bots heuristic v random), created and ${size} joined in ${ms(entered - began)}; ` +
      `driven to the end in ${ms(performance.now() - entered)} (${tables.games} games):`,
  );
  for (const r of rounds)
    console.log(
      `  round ${r.round}: ${r.games} games, ${ms(r.ms)} (${ms(r.ms / r.games)} a game), CPU ${ms(r.cpuMs)}`,
    );
  console.log(`  total ${ms(total)}`);
  await service.close();
  await book.close();
  rmSync(dir, { recursive: true, force: true });
}

/** Tables always playing: each read answers at once (every table playing, none timed out). */
class PlayingTables implements CompetitionTables {
  /** Reads of the tables' store this tick, and the tables they asked about. */
  reads = 0;
  tablesRead = 0;
  readonly queue = { write: () => Promise.resolve() } as unknown as CompetitionTables['queue'];
  readonly reader = {
    loadActions: () => {
      this.reads++;
      return Promise.resolve([]);
    },
    tableStates: (ids: readonly string[]): Promise<TableState[]> => {
      this.reads++;
      this.tablesRead += ids.length;
      return Promise.resolve(
        ids.map((id) => ({ id, outcome: null, finishedAt: null, abandonedAt: null, timedOut: [] })),
      );
    },
  };
  create(): never {
    throw new Error('no table is made at this tick');
  }
  table(): never {
    throw new Error('no table is opened at this tick');
  }
  publish(): void {}
}

/** The tick bench's competitions: knockouts of four, 5 minutes a decision (so no-shows are looked for). */
const KNOCKOUT_OF_FOUR = { rounds: 1, maxEntrants: 4, botLevel: 'easy', turnSeconds: 300 } as const;

/** Ticks timed: enough that the median stands on a shared machine. */
const TICKS = 15;

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function tickBench(running: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-competitions-tick-'));
  const book = new SqliteCompetitionBook(join(dir, 'c.sqlite'));
  const tables = new PlayingTables();
  const service = new CompetitionService({
    book,
    tables,
    find: registryGames,
    tickMs: 0,
    log: console.error,
  });
  for (let i = 0; i < running; i++) {
    const id = `crunning${String(i).padStart(6, '0')}`;
    const { row } = runningCompetition('knockout', [], [], KNOCKOUT_OF_FOUR, id);
    await book.create({ ...row, status: 'entry', createdAt: i, startedAt: null });
    const players = [0, 1, 2, 3].map((p) => `${id}-p${String(p)}`);
    const set = await book.update(id, () =>
      ok([
        ...players.map((player, p) => ({
          kind: 'enter' as const,
          entrant: { player, name: player, rating: 1500 + p, joinedAt: p, withdrawnAt: null },
        })),
        { kind: 'status' as const, status: 'running' as const, at: 0 },
        {
          kind: 'round' as const,
          round: 1,
          fixtures: [0, 1].map((index) => ({
            round: 1,
            index,
            stage: 1,
            tie: index,
            first: players[index] ?? '',
            second: players[3 - index] ?? '',
          })),
        },
        ...[0, 1].map((index) => ({
          kind: 'table' as const,
          round: 1,
          index,
          tableId: `${id}-t${String(index)}`,
        })),
      ]),
    );
    if (!set.ok) throw new Error(String(set.error));
  }
  // How many competitions each tick read whole.
  let readWhole = 0;
  const getMany = book.getMany.bind(book);
  book.getMany = (ids) => {
    readWhole += ids.length;
    return getMany(ids);
  };
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let reads = 0;
  let tablesRead = 0;
  for (let tick = 0; tick < TICKS; tick++) {
    tables.reads = 0;
    tables.tablesRead = 0;
    readWhole = 0;
    const began = performance.now();
    const cpu = process.cpuUsage();
    await service.tick();
    times.push(performance.now() - began);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    reads = tables.reads;
    tablesRead = tables.tablesRead;
  }
  console.log(
    `Tick over ${running} running knockouts (2 games playing each), ${TICKS} ticks: median ${ms(median(times))} ` +
      `(CPU median ${ms(median(cpuTimes))}, each ${cpuTimes.map((t) => t.toFixed(0)).join(', ')} ms), ` +
      `${reads} table reads a tick (of ${tablesRead} tables), ${readWhole} competitions read whole`,
  );
  await service.close();
  await book.close();
  rmSync(dir, { recursive: true, force: true });
}

if (!values['only-tick']) {
  swissBench(Number(values.players), Number(values.rounds));
  await knockoutBench(Number(values.knockout), values.game);
}
await tickBench(Number(values.running));
