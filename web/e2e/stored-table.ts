/**
 * A table stored in a data directory before the server starts on it, the way the server
 * stores any table (its seed, parsed options, seats and moves): browser tests open a table
 * whose seed — and so every roll, deal and shuffle — the test chose, instead of one the
 * server drew at random. The server rebuilds it by replaying its moves
 * (src/server/tables/restore.ts), so a page can open right at a wanted moment.
 */
import { join } from 'node:path';
import { setupChecked } from '../../src/core/checked.ts';
import type { Action, AnyGame, Outcome, Seat } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
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
  /** The moves end the game: stored finished, with their outcome, as the server keeps a table at full time. */
  readonly finished?: boolean;
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

/**
 * A whole game of `game` played through the engine, every seat choosing at random from one
 * generator seeded by `seed`: its moves and outcome, for a table stored at full time.
 */
export function playedOut(
  game: string,
  seats: number,
  seed: string,
  options: Readonly<Record<string, unknown>> = {},
): { moves: [Seat, Action][]; outcome: Outcome } {
  const engine = engineOf(game);
  const setup = setupChecked(engine, { options, seats, seed });
  if (!setup.ok) throw new Error(setup.error.message);
  const state = setup.value.state;
  const rng = Rng.fromSeed(`${seed}/players`);
  const moves: [Seat, Action][] = [];
  const legal: Action[] = [];
  for (let step = 0; step < engine.facts.actionBound; step++) {
    const outcome = engine.outcome(state);
    if (outcome) return { moves, outcome };
    const seat = engine.actors(state)[0] as Seat;
    engine.legalActions(state, seat, legal);
    const action = legal[rng.int(legal.length)] as Action;
    engine.apply(state, seat, action);
    moves.push([seat, action]);
  }
  throw new Error(`${game} ${seed}: no full time in ${String(engine.facts.actionBound)} moves`);
}

/** The outcome `moves` reach from `plan`'s set-up; throws when the game goes on after them. */
function outcomeOf(game: AnyGame, plan: TablePlan): Outcome {
  const setup = setupChecked(game, {
    options: plan.options ?? {},
    seats: plan.seats.length,
    seed: plan.seed,
  });
  if (!setup.ok) throw new Error(setup.error.message);
  for (const [seat, action] of plan.moves ?? []) game.apply(setup.value.state, seat, action);
  const outcome = game.outcome(setup.value.state);
  if (!outcome) throw new Error(`${plan.game} ${plan.seed}: the moves do not end the game`);
  return outcome;
}

/** Stores `plan` as a table in `dataDir` (unfinished unless told), before the server starts on it. */
export function storeTable(dataDir: string, plan: TablePlan): Stored {
  const game = engineOf(plan.game);
  const outcome = plan.finished ? outcomeOf(game, plan) : null;
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
    ...(outcome
      ? [
          {
            kind: 'finish',
            row: { tableId: table.id, outcome, finishedAt: new Date().toISOString() },
          } as const,
        ]
      : []),
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
