/**
 * Rematches: after full time a seated person asks, and the first ask makes a new table with
 * the same game, options and seats and a new seed; every watcher of the old table is offered
 * the new tokens of the seats it watches. Later asks get the same new table. Making it counts
 * as creating a table for the asker's address; asking before the end is refused.
 */
import type { Viewer } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { fromEngine, refusal, type Refusal } from '../errors.ts';
import type { RematchOffer } from '../protocol.ts';
import { badToken, notSeated, type TableAccess } from './access.ts';
import { abandoned } from './referee.ts';
import { planRematch } from './setup.ts';
import type { Table, Watcher } from './table.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * Takes one table creation from the asker's allowance; false when it has none left. A
 * cluster's allowance is in Redis, so its answer comes later.
 */
export type Charge = () => boolean | Promise<boolean>;

/**
 * Told of each rematch made, before anyone can play at it (ratings/finish.ts: a rematch of a
 * rated table is rated too). Never throws.
 */
export type Rematched = (from: Table, to: Table) => Promise<void>;

export class Rematches {
  private readonly access: TableAccess;
  private readonly rematched: Rematched | undefined;
  /** New tables being stored, by the id of the table they replace. */
  private readonly opening = new Map<string, Promise<Result<Table, Refusal>>>();

  constructor(access: TableAccess, rematched?: Rematched) {
    this.access = access;
    this.rematched = rematched;
  }

  async ask(
    watcher: Watcher,
    tableId: string,
    token: string,
    charge: Charge,
  ): Promise<Result<RematchOffer, Refusal>> {
    const found = await this.access.table(tableId);
    if (!found.ok) return found;
    const table = found.value;
    const seat = table.seatOfToken(token);
    if (seat === undefined) return err(badToken());
    // A closed table refuses everyone (its summary says it is closed); then the seat, then
    // whether its game is over.
    if (table.abandonedAt !== null) return err(abandoned());
    if (!table.subscriptions.get(watcher.id)?.seats.includes(seat)) return err(notSeated());
    if (!table.finished) return err(notFinished());
    const next = await this.nextTable(table, watcher, charge);
    if (!next.ok) return next;
    const watched = table.subscriptions.get(watcher.id)?.seats ?? [];
    const offer = await this.offer(table, next.value, [...watched, seat]);
    watcher.offer(offer);
    return ok(offer);
  }

  private async nextTable(
    table: Table,
    asker: Watcher,
    charge: Charge,
  ): Promise<Result<Table, Refusal>> {
    if (table.rematch !== null) {
      const existing = await this.access.table(table.rematch);
      if (existing.ok || existing.error.code !== 'unknown-table') return existing;
    }
    let opening = this.opening.get(table.id);
    if (!opening) {
      // Only the ask that makes the table pays for it; a refused one makes nothing.
      const paid = charge();
      if (paid === false) return err(tooFast());
      // While a cluster's answer is on its way, later asks wait for the same table (or refusal).
      opening = (
        paid === true ? this.open(table, asker) : this.openIfPaid(paid, table, asker)
      ).finally(() => this.opening.delete(table.id));
      this.opening.set(table.id, opening);
    }
    return opening;
  }

  private async openIfPaid(
    paid: Promise<boolean>,
    table: Table,
    asker: Watcher,
  ): Promise<Result<Table, Refusal>> {
    return (await paid) ? this.open(table, asker) : err(tooFast());
  }

  private async open(table: Table, asker: Watcher): Promise<Result<Table, Refusal>> {
    const plan = planRematch(table);
    const opened = await this.access.house.open(plan.stored, table.id);
    if (!opened.ok) return err(fromEngine(opened.error));
    const next = opened.value;
    await this.rematched?.(table, next);
    // The table may have left memory and come back meanwhile, read before the rematch was.
    const current = this.access.house.peek(table.id);
    for (const old of current && current !== table ? [table, current] : [table]) {
      old.rematch = next.id;
      for (const [seat, token] of plan.tokens) old.rematchTokens.set(seat, token);
    }
    this.access.changed(next);
    for (const sub of table.subscriptions.values()) {
      if (sub.watcher.id !== asker.id) sub.watcher.offer(await this.offer(table, next, sub.seats));
    }
    this.access.publish(table);
    return ok(next);
  }

  private async offer(table: Table, next: Table, seats: readonly Viewer[]): Promise<RematchOffer> {
    const tokens: { seat: number; token: string }[] = [];
    for (const seat of new Set(seats)) {
      const token = table.rematchTokens.get(seat) ?? (await this.reissue(table, next, seat));
      if (token !== undefined) tokens.push({ seat, token });
    }
    return { from: table.id, to: next.id, tokens: tokens.sort((a, b) => a.seat - b.seat) };
  }

  /**
   * After a restart the rematch's tokens are gone from memory: a seat nobody has opened yet
   * gets a new one (still bound to the device of the old table's seat); a seat someone has
   * opened keeps its token, and its owner.
   */
  private async reissue(table: Table, next: Table, seat: Viewer): Promise<string | undefined> {
    const nextSeat = next.seats[seat];
    if (!nextSeat || nextSeat.tokenHash === null || nextSeat.claimed) return undefined;
    const token = newToken();
    nextSeat.tokenHash = hashToken(token);
    table.rematchTokens.set(seat, token);
    const tokenHash = nextSeat.tokenHash;
    await this.access.queue.write({
      kind: 'token',
      tableId: next.id,
      seat,
      tokenHash,
      claimed: false,
      deviceHash: nextSeat.deviceHash,
    });
    return token;
  }
}

function notFinished(): Refusal {
  return refusal('not-finished', 'A rematch can be asked for only once the game is over.');
}

function tooFast(): Refusal {
  return refusal('rate-limited', 'Too many new tables from your address; wait a little.');
}
