/**
 * Turn deadlines kept in Redis (a hash per table, seat → decision and deadline), so that a
 * process taking a table over re-arms each seat's clock for the time it had left instead of
 * a fresh turn. Written as each clock starts; a lost write only costs that seat a fresh turn.
 */
import type { Redis } from 'ioredis';
import type { Seat } from '../../core/game.ts';
import type { SeatDeadline } from '../tables/turn-timer.ts';

/** How long a deadline outlives its moment: long enough for any takeover to read it. */
const KEEP_MS = 10 * 60_000;

const key = (tableId: string) => `matchday:turn:${tableId}`;

export class TurnDeadlines {
  private readonly redis: Redis;
  private readonly log: (message: string) => void;

  constructor(redis: Redis, log: (message: string) => void) {
    this.redis = redis;
    this.log = log;
  }

  /** Records a seat's deadline; the table's hash lives on past its latest deadline. */
  record(tableId: string, seat: Seat, deadline: SeatDeadline): void {
    const ttl = Math.max(0, deadline.deadline - Date.now()) + KEEP_MS;
    this.redis
      .multi()
      .hset(key(tableId), String(seat), JSON.stringify(deadline))
      .pexpire(key(tableId), ttl)
      .exec()
      .catch((error: unknown) => {
        this.log(`table ${tableId}: could not record seat ${seat}'s deadline (${String(error)})`);
      });
  }

  /** The deadlines last recorded for a table; entries that do not parse are left out. */
  async read(tableId: string): Promise<Map<Seat, SeatDeadline>> {
    const fields = await this.redis.hgetall(key(tableId));
    const deadlines = new Map<Seat, SeatDeadline>();
    for (const [field, text] of Object.entries(fields)) {
      const parsed = parseDeadline(text);
      const seat = Number(field);
      if (parsed && Number.isInteger(seat) && seat >= 0) deadlines.set(seat, parsed);
    }
    return deadlines;
  }
}

function parseDeadline(text: string): SeatDeadline | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { since, deadline } = value as Record<string, unknown>;
    if (typeof since !== 'number' || typeof deadline !== 'number') return undefined;
    return { since, deadline };
  } catch {
    return undefined;
  }
}
