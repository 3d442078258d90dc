/**
 * A table stored in a data directory before the server starts on it, the way the server
 * stores any table (its seed, parsed options, seats and moves): browser tests open a table
 * whose seed — and so every roll, deal and shuffle — the test chose, instead of one the
 * server drew at random. The server rebuilds it by replaying its moves
 * (src/server/tables/restore.ts), so a page can open right at a wanted moment.
 */
import { join } from 'node:path';
import { setupChecked } from '../../src/core/checked.ts';
import type { Action, AnyGame, Seat } from '../../src/core/game.ts';
import { loadFinder } from '../../src/games/registry.ts';
import { openDatabase } from '../../src/server/storage/database.ts';
import type { StoredSeat, StoredTable } from '../../src/server/storage/rows.ts';
import { prepareWrites, type WriteOp } from '../../src/server/storage/writes.ts';
import { newTableId } from '../../src/server/tables/ids.ts';
import { invitePath } from '../../src/server/tables/setup.ts';
import { hashToken, newToken } from '../../src/server/tables/tokens.ts';

const findGame = await loadFinder();

/** A registered game's engine, by id, e.g. 'golazo'. */
export function engineOf(game: string): AnyGame {
  const found = findGame(game);
  if (!found.ok) throw new Error(found.error.message);
  return found.value.engine;
}

/**
 * A seat as the test wants it: a person (set up as the creator's own seat, 'me', or a
 * friend's) whose invite link the test is given, or a bot of a level, e.g. 'easy'.
 */
export type SeatPlan =
  | { readonly name: string; readonly person: 'me' | 'friend' }
  | { readonly name: string; readonly bot: string };

export interface TablePlan {
  /** The game's registry id, e.g. 'golazo'. */
  readonly game: string;
  readonly seed: string;
  /** The options, raw or already parsed: the engine parses them again, e.g. { target: 1 }. */
  readonly options?: Readonly<Record<string, unknown>>;
  readonly seats: readonly SeatPlan[];
  /** Moves already played, as [seat, action]: the table opens after them. */
  readonly moves?: readonly (readonly [Seat, Action])[];
  /** How long a response window stays open (the server's default is 10). */
  readonly windowSeconds?: number;
  /** Seconds per decision, e.g. 86400: one day per move (default 0: no clock). */
  readonly turnSeconds?: number;
}

export interface Stored {
  readonly tableId: string;
  /** Each person's invite path by seat, e.g. '/table/q3Z_x8aK0bLm?seat=1#token=…'. */
  readonly invites: ReadonlyMap<Seat, string>;
}

function storedSeat(seat: Seat, plan: SeatPlan, token: string | null): StoredSeat {
  const person = 'person' in plan;
  return {
    seat,
    name: plan.name,
    invite: person ? plan.person : 'bot',
    agent: person ? 'human' : `bot:${plan.bot}`,
    tokenHash: token === null ? null : hashToken(token),
    claimed: false,
    deviceHash: null,
  };
}

/** The options as the engine parses them; a bad plan is the test's error, thrown at once. */
function parsedOptions(game: AnyGame, plan: TablePlan): Record<string, unknown> {
  const setup = setupChecked(game, {
    options: plan.options ?? {},
    seats: plan.seats.length,
    seed: plan.seed,
  });
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value.options as Record<string, unknown>;
}

/** Stores `plan` as an unfinished table in `dataDir`, before the server starts on it. */
export function storeTable(dataDir: string, plan: TablePlan): Stored {
  const game = engineOf(plan.game);
  const tokens = plan.seats.map((seat) => ('person' in seat ? newToken() : null));
  const table: StoredTable = {
    id: newTableId(),
    game: plan.game,
    engineVersion: game.facts.version,
    options: parsedOptions(game, plan),
    seed: plan.seed,
    turnSeconds: plan.turnSeconds ?? 0,
    windowSeconds: plan.windowSeconds ?? 10,
    listed: false,
    createdAt: new Date().toISOString(),
    finishedAt: null,
    outcome: null,
    rematch: null,
    hostHash: null,
    abandonedAt: null,
    seats: plan.seats.map((seat, i) => storedSeat(i, seat, tokens[i] ?? null)),
  };
  const ops: WriteOp[] = [
    { kind: 'table', table },
    ...(plan.moves ?? []).map(([seat, action], idx): WriteOp => ({
      kind: 'action',
      row: { tableId: table.id, idx, seat, action, timeout: false, at: Date.now() },
    })),
  ];
  const db = openDatabase(join(dataDir, 'matchday.sqlite'));
  try {
    prepareWrites(db)(ops);
  } finally {
    db.close();
  }
  const invites = new Map<Seat, string>();
  tokens.forEach((token, seat) => {
    if (token !== null) invites.set(seat, invitePath(table.id, seat, token));
  });
  return { tableId: table.id, invites };
}
