/**
 * `node bench/server/broadcast-micro.ts [ROOT]`: the serving thread's own work per action
 * apart from sockets and the database, for comparing two versions of the code in one
 * process's minutes (bench:server's CPU figure moves ±10% with the machine's load). TABLES
 * two-person Goalkeepers tables, each watched by one client holding both seats, as
 * bench:server's clients do; each step plays a random legal action at every table, then
 * broadcasts it (frames, packets, the 'table' message's text, the WebSocket frame). Prints
 * CPU µs per action, best of ROUNDS. ROOT (default: this checkout) is where src/ is read
 * from, e.g. an unpacked copy of another commit.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(process.argv[2] ?? new URL('../..', import.meta.url).pathname);
const TABLES = Number(process.env.MICRO_TABLES ?? 1000);
const STEPS = Number(process.env.MICRO_STEPS ?? 40);
const ROUNDS = Number(process.env.MICRO_ROUNDS ?? 5);

const load = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(resolve(root, path)).href)) as T;

interface Seatable {
  subscriptions: Map<string, unknown>;
  actors(): number[];
  legalActions(seat: number): readonly number[];
  play(seat: number, action: number, timeout: boolean): void;
  outcome: unknown;
  committed: number;
  actions: unknown[];
}

const { findGame } = await load<{ findGame: unknown }>('src/server/games.ts');
const { freshTable } = await load<{
  freshTable: (stored: unknown, find: unknown) => { ok: boolean; value: Seatable };
}>('src/server/tables/restore.ts');
const { broadcast } = await load<{ broadcast: (table: Seatable) => void }>(
  'src/server/tables/broadcast.ts',
);
const { eventMessage } = await load<{ eventMessage: (e: string, d: unknown) => string }>(
  'src/server/realtime/json-parser.ts',
);
const { engineMessageFrame } = await load<{ engineMessageFrame: (p: string[]) => Buffer }>(
  'src/server/realtime/text-frame.ts',
);

let bytes = 0;
let seed = 1;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};

function newTable(i: number): Seatable {
  const seat = (s: number) => ({
    seat: s,
    name: `Seat ${String(s + 1)}`,
    invite: 'me',
    agent: 'human',
    tokenHash: 'x',
    claimed: true,
    deviceHash: null,
    playerId: null,
  });
  const stored = {
    id: `t${String(i).padStart(11, '0')}`,
    game: 'goalkeepers',
    engineVersion: '',
    options: {},
    seed: `micro-${String(i)}-${String(seed++)}`,
    turnSeconds: 0,
    windowSeconds: 10,
    listed: false,
    createdAt: new Date(0).toISOString(),
    hostHash: null,
    finishedAt: null,
    abandonedAt: null,
    rematch: null,
    seats: [seat(0), seat(1)],
  };
  const made = freshTable(stored, findGame);
  if (!made.ok) throw new Error('no table');
  const table = made.value;
  table.subscriptions.set(`w${String(i)}`, {
    watcher: {
      id: `w${String(i)}`,
      update: (packet: unknown) => {
        bytes += engineMessageFrame([eventMessage('table', packet)]).length;
      },
      offer: () => undefined,
      refused: () => undefined,
    },
    seats: [0, 1],
    cursor: 0,
    words: false,
  });
  broadcast(table);
  return table;
}

const tables = Array.from({ length: TABLES }, (_, i) => newTable(i));
let best = Infinity;
for (let round = 0; round < ROUNDS; round++) {
  let actions = 0;
  const start = process.cpuUsage();
  for (let step = 0; step < STEPS; step++) {
    for (let i = 0; i < tables.length; i++) {
      let table = tables[i] as Seatable;
      if (table.outcome) table = tables[i] = newTable(i);
      const seat = table.actors()[0] ?? 0;
      const legal = table.legalActions(seat);
      table.play(seat, legal[random(legal.length)] ?? 0, false);
      table.committed = table.actions.length;
      broadcast(table);
      actions++;
    }
  }
  const used = process.cpuUsage(start);
  const us = (used.user + used.system) / actions;
  best = Math.min(best, us);
  console.error(`round ${String(round + 1)}: ${us.toFixed(2)} µs per action`);
}
console.log(`${root}: best ${best.toFixed(2)} µs per action (${String(bytes)} bytes framed)`);
