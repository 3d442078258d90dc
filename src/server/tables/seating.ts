/**
 * Who sits where: joining a table (as seats by their tokens and this device's token, or as a
 * spectator), leaving it, and the lobby, where listed tables offer the friend seats nobody
 * has opened yet, a page at a time.
 */
import { SPECTATOR, type Seat, type Viewer } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import { whyNamesClash } from '../names.ts';
import type { ClaimedSeat, JoinedTable, LobbyEntry, LobbyPage } from '../protocol.ts';
import type { LobbyCursor, TableRow } from '../storage/reader.ts';
import { badToken, type TableAccess } from './access.ts';
import { broadcast, sendJoined } from './broadcast.ts';
import { bindSeats, deviceOf, type Binding } from './devices.ts';
import { closed } from './house.ts';
import { makeCursor } from './lobby-cursor.ts';
import { abandoned } from './referee.ts';
import type { Table, Watcher } from './table.ts';
import { hashToken, newToken } from './tokens.ts';
import { storedSummary, tableSummary } from './views.ts';

export type Reply<T> = (result: Result<T, Refusal>) => void;

export class Seating {
  private readonly access: TableAccess;

  constructor(access: TableAccess) {
    this.access = access;
  }

  /**
   * Watches a table as the seats whose tokens are given, or as a spectator. A seat nobody has
   * claimed is bound to this device, on disk before the answer; a seat bound to another
   * device is refused.
   */
  join(
    watcher: Watcher,
    tableId: string,
    tokens: readonly string[],
    device: string | undefined,
    reply: Reply<JoinedTable>,
    words = true,
  ): void {
    void this.access.table(tableId).then((found) => {
      if (found.ok) this.joinAt(found.value, watcher, tokens, device, reply, words);
      else reply(found);
    });
  }

  private joinAt(
    found: Table,
    watcher: Watcher,
    tokens: readonly string[],
    device: string | undefined,
    reply: Reply<JoinedTable>,
    words: boolean,
  ): void {
    const tableId = found.id;
    // Nobody may see a move that is not on disk yet.
    this.access.queue.whenSettled(found, () => {
      const table = this.access.house.peek(tableId) ?? found;
      const seats = seatsOf(table, tokens);
      if (!seats.ok) {
        reply(seats);
        return;
      }
      const sorted = seats.value;
      if (sorted.length === 0) {
        this.watch(table, watcher, [SPECTATOR], words);
        reply(ok({ seats: [], device: null }));
        return;
      }
      const { player } = watcher;
      const proceed = (): void => {
        const binding = bindSeats(table, sorted, device, player);
        if (!binding.ok) {
          reply(binding);
          return;
        }
        const joined = { seats: sorted, device: binding.value.device };
        this.bind(table, binding.value, sorted, player).then(
          () => {
            const now = this.access.house.peek(tableId) ?? table;
            this.access.queue.whenSettled(now, () => {
              // The host may have given a seat a new link while the claim was being saved.
              const still = seatsOf(now, tokens);
              const mine = still.ok ? bindSeats(now, still.value, joined.device, player) : still;
              if (!mine.ok) {
                reply(mine);
                return;
              }
              this.watch(now, watcher, sorted, words);
              reply(ok(joined));
            });
          },
          (error: unknown) => {
            this.access.log(`could not save the claim of a seat of ${tableId}: ${String(error)}`);
            reply(err(refusal('unavailable', 'The seat could not be claimed; try again.')));
          },
        );
      };
      // A signed-in player taking a seat no player holds yet: a rated table's rules first
      // (ratings/abandons.ts: a cool-down, the table's rating range).
      const adopting = player !== undefined && sorted.some((s) => !table.seats[s]?.playerId);
      const check = adopting ? this.access.seatRefusal?.(table, player) : undefined;
      if (!check) {
        proceed();
        return;
      }
      check.then(
        (why) => {
          if (why) reply(err(why));
          else proceed();
        },
        (error: unknown) => {
          this.access.log(`could not check a seat of ${tableId} for its player: ${String(error)}`);
          reply(err(refusal('unavailable', 'The seat could not be claimed; try again.')));
        },
      );
    });
  }

  /**
   * Binds a join's unclaimed seats to its device, and gives each of its seats no player holds
   * yet to the signed-in `player` joining (its seat then follows it to any device): in memory
   * at once, so that a second device racing for the seat is refused, then on disk; undone if
   * the disk refuses.
   */
  private async bind(
    table: Table,
    binding: Binding,
    seats: readonly Seat[],
    player: string | undefined,
  ): Promise<void> {
    const adopted = player === undefined ? [] : seats.filter((s) => !table.seats[s]?.playerId);
    const changed = [...new Set([...binding.claims, ...adopted])];
    const before = changed.map((seat) => {
      const tableSeat = table.seats[seat];
      return {
        tableSeat,
        deviceHash: tableSeat?.deviceHash ?? null,
        claimed: !!tableSeat?.claimed,
        playerId: tableSeat?.playerId ?? null,
      };
    });
    for (const seat of binding.claims) {
      const tableSeat = table.seats[seat];
      if (!tableSeat) continue;
      tableSeat.deviceHash = binding.deviceHash;
      tableSeat.claimed = true;
    }
    for (const seat of adopted) {
      const tableSeat = table.seats[seat];
      if (tableSeat) tableSeat.playerId = player;
    }
    try {
      await Promise.all(
        changed.map((seat) =>
          this.access.queue.write({
            kind: 'bind',
            tableId: table.id,
            seat,
            deviceHash: table.seats[seat]?.deviceHash ?? binding.deviceHash,
            ...(player !== undefined && adopted.includes(seat) ? { playerId: player } : {}),
          }),
        ),
      );
    } catch (error) {
      for (const { tableSeat, deviceHash, claimed, playerId } of before) {
        if (!tableSeat) continue;
        tableSeat.deviceHash = deviceHash;
        tableSeat.claimed = claimed;
        tableSeat.playerId = playerId;
      }
      throw error;
    }
    if (adopted.length > 0) this.access.playersSeated?.(table);
  }

  private watch(table: Table, watcher: Watcher, viewers: readonly Viewer[], words: boolean): void {
    const sub = { watcher, seats: viewers, cursor: 0, words };
    const before = presence(table);
    table.subscriptions.set(watcher.id, sub);
    sendJoined(table, sub);
    if (presence(table) !== before) broadcast(table, watcher.id);
  }

  /** Stops watching; a seat stays reserved for its token. */
  leave(watcher: Watcher, tableId: string): void {
    const table = this.access.house.peek(tableId);
    if (!table?.subscriptions.has(watcher.id)) return;
    const before = presence(table);
    table.subscriptions.delete(watcher.id);
    if (presence(table) !== before) this.access.publish(table);
  }

  /**
   * A page of listed tables still playing with friend seats nobody has opened, newest first:
   * the database's index finds the page, the tables in memory say how things stand now (a
   * seat opened a moment ago is not offered), so the work is the page's, not the house's.
   */
  async lobby(limit: number, after?: LobbyCursor): Promise<LobbyPage> {
    const rows = await this.access.reader.lobby(limit + 1, after);
    const page = rows.slice(0, limit);
    // The rows of tables not in memory are read together; the live ones are read as they are
    // once those have come (a seat opened meanwhile is not offered).
    const stored = await Promise.all(
      page.map(({ id }) =>
        this.access.house.peek(id) ? Promise.resolve(undefined) : this.access.reader.tableRow(id),
      ),
    );
    const entries: LobbyEntry[] = [];
    for (const [i, { id }] of page.entries()) {
      const table = this.access.house.peek(id);
      const row = stored[i];
      const entry = table ? liveEntry(table) : row && this.storedEntry(row);
      if (entry) entries.push(entry);
    }
    const last = page[page.length - 1];
    return { entries, next: rows.length > limit && last ? makeCursor(last) : null };
  }

  /**
   * A listed table another process of a cluster runs (one process holds every playing table
   * in memory): its entry from its row, which has every claim committed.
   */
  private storedEntry(row: TableRow): LobbyEntry | undefined {
    const game = this.access.find(row.stored.game);
    if (!game.ok) return undefined;
    const { stored } = row;
    if (!stored.listed || stored.finishedAt !== null || stored.abandonedAt !== null)
      return undefined;
    const freeSeats = stored.seats.flatMap((s) =>
      s.invite === 'friend' && !s.claimed ? [s.seat] : [],
    );
    return freeSeats.length > 0 ? { table: storedSummary(row, game.value), freeSeats } : undefined;
  }

  /**
   * Takes a free lobby seat with a fresh token: an invite link sent earlier for that seat
   * stops working, so the seat has exactly one owner. A signed-in `player` (an account or a
   * guest) holds the seat from now on, so leaving it before its page connects is theirs; a
   * rated table's rules (a cool-down, its rating range) are checked first, as for a join.
   */
  async claim(
    id: string,
    wanted: Seat | undefined,
    device: string | undefined,
    name?: string,
    player?: string,
  ): Promise<Result<ClaimedSeat, Refusal>> {
    const found = await this.access.table(id);
    if (!found.ok) return found;
    if (found.value.abandonedAt !== null) return err(abandoned());
    if (player !== undefined) {
      const why = await this.access.seatRefusal?.(found.value, player);
      if (why) return err(why);
    }
    const table = this.access.house.peek(id) ?? found.value;
    if (table.abandonedAt !== null) return err(abandoned());
    const free = offered(table);
    const seat = wanted ?? free[0];
    const tableSeat = seat === undefined ? undefined : table.seats[seat];
    if (seat === undefined || !tableSeat || !free.includes(seat)) {
      return err(refusal('seat-taken', 'That seat is not free in the lobby any more.'));
    }
    const clash = name === undefined ? undefined : whyRenameClashes(table, seat, name);
    if (clash) return err(refusal('bad-message', clash));
    const token = newToken();
    const owner = deviceOf(table, device);
    tableSeat.tokenHash = hashToken(token);
    tableSeat.claimed = true;
    tableSeat.deviceHash = owner.deviceHash;
    if (name !== undefined) tableSeat.name = name;
    if (player !== undefined) tableSeat.playerId = player;
    const tokenHash = tableSeat.tokenHash;
    await this.access.queue.write({
      kind: 'token',
      tableId: id,
      seat,
      tokenHash,
      claimed: true,
      deviceHash: owner.deviceHash,
      ...(name === undefined ? {} : { name }),
      ...(player === undefined ? {} : { playerId: player }),
    });
    // Every watcher hears of the new name (and that the seat is taken) in its next update.
    this.access.publish(table);
    if (player !== undefined) this.access.playersSeated?.(table);
    return ok({ tableId: table.id, seat, token, device: owner.device });
  }
}

/** The seats of a join's tokens, ascending, or 'bad-token' if one is no seat's. */
function seatsOf(table: Table, tokens: readonly string[]): Result<Seat[], Refusal> {
  const seats = new Set<Seat>();
  for (const token of tokens) {
    const seat = table.seatOfToken(token);
    if (seat === undefined) return err(badToken());
    seats.add(seat);
  }
  return ok([...seats].sort((a, b) => a - b));
}

/** Why `seat` may not be called `name` beside the table's other seats, or undefined. */
function whyRenameClashes(table: Table, seat: Seat, name: string): string | undefined {
  return whyNamesClash(table.seats.map((s, i) => (i === seat ? name : s.name)));
}

/** What the lobby offers: a listed table's friend seats nobody has opened yet, while it plays. */
function liveEntry(table: Table): LobbyEntry | undefined {
  const freeSeats = offered(table);
  return freeSeats.length > 0 ? { table: tableSummary(table), freeSeats } : undefined;
}

function offered(table: Table): number[] {
  if (!table.listed || closed(table)) return [];
  return table.seats.flatMap((s, seat) => (s.invite === 'friend' && !s.claimed ? [seat] : []));
}

/** Which seats are claimed and connected, to notice when others should hear of it. */
function presence(table: Table): string {
  return table.seats.map((s, seat) => `${+s.claimed}${+table.connected(seat)}`).join('');
}
