/**
 * New tables as the database will hold them: from a creator's request, or as the rematch of
 * an existing table. Every human seat gets its own token, and a created table a host token;
 * only their hashes are kept.
 */
import type { z } from 'zod';
import { botFor } from '../../bots/agents.ts';
import { checkSeats, parseOptions } from '../../core/checked.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { seatName } from '../../core/seats.ts';
import type { PlayableGame } from '../../games/registry.ts';
import { fromEngine, refusal, type Refusal } from '../errors.ts';
import type { GameFinder } from '../games.ts';
import { whyNamesClash } from '../names.ts';
import type { SeatRequest, createTableSchema } from '../protocol.ts';
import type { StoredSeat, StoredTable } from '../storage/rows.ts';
import { newSeed, newTableId } from './ids.ts';
import type { Table } from './table.ts';
import { hashToken, newToken } from './tokens.ts';

export type TableRequest = z.output<typeof createTableSchema>;

/** A table about to be stored, with the plain tokens of its human seats (by seat). */
export interface PlannedTable {
  readonly stored: StoredTable;
  readonly tokens: ReadonlyMap<number, string>;
}

/** A created table, with the creator's plain host token. */
export interface PlannedNewTable extends PlannedTable {
  readonly host: string;
}

/**
 * A seat as planned: a rematch's seat keeps the device its table's seat was bound to, and
 * the player who held it.
 */
type SeatPlan = Omit<StoredSeat, 'tokenHash' | 'claimed' | 'deviceHash' | 'playerId'> & {
  readonly deviceHash?: Buffer | null;
  readonly playerId?: string | null;
};
type TableSettings = Pick<
  StoredTable,
  'options' | 'turnSeconds' | 'windowSeconds' | 'listed' | 'hostHash'
> & { readonly clock: StoredTable['clock'] };

/**
 * A table as `request` asks; `player`, the signed-in creator (an account or a guest), holds
 * its 'me' seats from the start, so leaving them before the page connects is theirs too.
 */
export function planTable(
  request: TableRequest,
  find: GameFinder,
  player?: string,
): Result<PlannedNewTable, Refusal> {
  const found = find(request.game);
  if (!found.ok) return err(fromEngine(found.error));
  const game = found.value;
  const seats = checkSeats(game.engine, request.seats.length);
  if (!seats.ok) return err(fromEngine(seats.error));
  const options = parseOptions(game.engine, request.options);
  if (!options.ok) return err(fromEngine(options.error));
  const plans: SeatPlan[] = [];
  for (const [seat, seatRequest] of request.seats.entries()) {
    const plan = planSeat(seatRequest, seat, game);
    if (!plan.ok) return plan;
    const mine = player !== undefined && seatRequest.kind === 'me';
    plans.push(mine ? { ...plan.value, playerId: player } : plan.value);
  }
  const clash = whyNamesClash(plans.map((plan) => plan.name));
  if (clash) return err(refusal('bad-message', clash));
  const host = newToken();
  const settings = {
    options: options.value as Record<string, unknown>,
    turnSeconds: request.turnSeconds,
    clock: request.clock ?? null,
    windowSeconds: request.windowSeconds,
    listed: request.listed,
    hostHash: hashToken(host),
  };
  return ok({ ...newTable(game, settings, plans), host });
}

/**
 * The same game, options, seats and host as `table`, with a new id, seed and tokens; each
 * seat stays bound to the device that claimed it, so its new token works only there.
 */
export function planRematch(table: Table): PlannedTable {
  const plans = table.seats.map(({ name, invite, agent, deviceHash, playerId }, seat) => ({
    seat,
    name,
    invite,
    agent,
    deviceHash,
    playerId,
  }));
  return newTable(table.game, table, plans);
}

function planSeat(
  request: SeatRequest,
  seat: number,
  game: PlayableGame,
): Result<SeatPlan, Refusal> {
  const name = request.name ?? seatName(seat);
  if (request.kind !== 'bot') return ok({ seat, name, invite: request.kind, agent: 'human' });
  const agent = `bot:${request.level}`;
  const bot = botFor(agent, game);
  return bot.ok ? ok({ seat, name, invite: 'bot', agent }) : err(fromEngine(bot.error));
}

function newTable(
  game: PlayableGame,
  settings: TableSettings,
  plans: readonly SeatPlan[],
): PlannedTable {
  const tokens = new Map<number, string>();
  const seats = plans.map(({ deviceHash, playerId, ...plan }): StoredSeat => {
    if (plan.agent !== 'human') {
      return { ...plan, tokenHash: null, claimed: false, deviceHash: null, playerId: null };
    }
    const token = newToken();
    tokens.set(plan.seat, token);
    const tokenHash = hashToken(token);
    return {
      ...plan,
      tokenHash,
      claimed: false,
      deviceHash: deviceHash ?? null,
      playerId: playerId ?? null,
    };
  });
  const { facts } = game.engine;
  const stored: StoredTable = {
    id: newTableId(),
    game: facts.id,
    engineVersion: facts.version,
    options: settings.options,
    seed: newSeed(),
    turnSeconds: settings.turnSeconds,
    clock: settings.clock,
    windowSeconds: settings.windowSeconds,
    listed: settings.listed,
    createdAt: new Date().toISOString(),
    finishedAt: null,
    outcome: null,
    rematch: null,
    hostHash: settings.hostHash,
    abandonedAt: null,
    seats,
  };
  return { stored, tokens };
}

/** The path a seat's invite link opens, e.g. '/table/q3Z_x8aK0bLm?seat=1#token=…'. */
export function invitePath(tableId: string, seat: number, token: string): string {
  return `/table/${tableId}?seat=${seat}#token=${token}`;
}
