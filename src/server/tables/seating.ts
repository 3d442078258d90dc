/**
 * Who sits where: joining a table (as seats by their tokens, or as a spectator), leaving it,
 * and the lobby, where listed tables offer the friend seats nobody has opened yet, a page at a
 * time.
 */
import { SPECTATOR, type Seat, type Viewer } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import type { ClaimedSeat, LobbyEntry, LobbyPage } from '../protocol.ts';
import type { LobbyCursor } from '../storage/reader.ts';
import { badToken, type TableAccess } from './access.ts';
import { broadcast, sendJoined } from './broadcast.ts';
import { closed } from './house.ts';
import { makeCursor } from './lobby-cursor.ts';
import { abandoned } from './referee.ts';
import type { Table, Watcher } from './table.ts';
import { hashToken, newToken } from './tokens.ts';
import { tableSummary } from './views.ts';

export type Reply<T> = (result: Result<T, Refusal>) => void;

export class Seating {
  private readonly access: TableAccess;

  constructor(access: TableAccess) {
    this.access = access;
  }

  /** Watches a table as the seats whose tokens are given, or as a spectator. */
  join(
    watcher: Watcher,
    tableId: string,
    tokens: readonly string[],
    reply: Reply<undefined>,
  ): void {
    const found = this.access.table(tableId);
    if (!found.ok) {
      reply(found);
      return;
    }
    // Nobody may see a move that is not on disk yet.
    this.access.queue.whenSettled(found.value, () => {
      const table = this.access.house.peek(tableId) ?? found.value;
      const seats = new Set<Viewer>();
      for (const token of tokens) {
        const seat = table.seatOfToken(token);
        if (seat === undefined) {
          reply(err(badToken()));
          return;
        }
        seats.add(seat);
      }
      for (const seat of seats) this.markClaimed(table, seat);
      const viewers = seats.size > 0 ? [...seats].sort((a, b) => a - b) : [SPECTATOR];
      const sub = { watcher, seats: viewers, cursor: 0 };
      const before = presence(table);
      table.subscriptions.set(watcher.id, sub);
      sendJoined(table, sub);
      if (presence(table) !== before) broadcast(table, watcher.id);
      reply(ok(undefined));
    });
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
  lobby(limit: number, after?: LobbyCursor): LobbyPage {
    const rows = this.access.reader.lobby(limit + 1, after);
    const page = rows.slice(0, limit);
    const entries: LobbyEntry[] = [];
    for (const { id } of page) {
      const table = this.access.house.peek(id);
      const freeSeats = table ? offered(table) : [];
      if (table && freeSeats.length > 0) entries.push({ table: tableSummary(table), freeSeats });
    }
    const last = page[page.length - 1];
    return { entries, next: rows.length > limit && last ? makeCursor(last) : null };
  }

  /**
   * Takes a free lobby seat with a fresh token: an invite link sent earlier for that seat
   * stops working, so the seat has exactly one owner.
   */
  async claim(id: string, wanted: Seat | undefined): Promise<Result<ClaimedSeat, Refusal>> {
    const found = this.access.table(id);
    if (!found.ok) return found;
    const table = found.value;
    if (table.abandonedAt !== null) return err(abandoned());
    const free = offered(table);
    const seat = wanted ?? free[0];
    const tableSeat = seat === undefined ? undefined : table.seats[seat];
    if (seat === undefined || !tableSeat || !free.includes(seat)) {
      return err(refusal('seat-taken', 'That seat is not free in the lobby any more.'));
    }
    const token = newToken();
    tableSeat.tokenHash = hashToken(token);
    tableSeat.claimed = true;
    const tokenHash = tableSeat.tokenHash;
    await this.access.queue.write({ kind: 'token', tableId: id, seat, tokenHash, claimed: true });
    this.access.publish(table);
    return ok({ tableId: table.id, seat, token });
  }

  /** A seat is claimed the first time its token joins; saving that needs no wait. */
  private markClaimed(table: Table, seat: Seat): void {
    const tableSeat = table.seats[seat];
    if (!tableSeat || tableSeat.claimed) return;
    tableSeat.claimed = true;
    this.access.queue
      .write({ kind: 'claimed', tableId: table.id, seat })
      .catch((error: unknown) => {
        this.access.log(
          `could not save that seat ${seat} of ${table.id} is claimed: ${String(error)}`,
        );
      });
  }
}

/** What the lobby offers: a listed table's friend seats nobody has opened yet, while it plays. */
function offered(table: Table): number[] {
  if (!table.listed || closed(table)) return [];
  return table.seats.flatMap((s, seat) => (s.invite === 'friend' && !s.claimed ? [seat] : []));
}

/** Which seats are claimed and connected, to notice when others should hear of it. */
function presence(table: Table): string {
  return table.seats.map((s, seat) => `${+s.claimed}${+table.connected(seat)}`).join('');
}
