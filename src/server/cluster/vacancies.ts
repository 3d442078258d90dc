/**
 * Which playing tables nobody holds the lease of a process takes over now. A lease that lapsed
 * with its fence still in Redis means its owner stopped renewing (died, paused, cut off): the
 * table is taken at once. A lease missing with its fence means Redis lost its keys (restarted
 * empty): the owner, if alive, takes its lease back at its next renewal (a third of a lease),
 * so others wait a whole lease before taking the table; otherwise every Redis restart would
 * move tables and close their watchers' connections for nothing.
 */

/** A playing table nobody holds the lease of; `fenced`: Redis still has its fence. */
export interface Vacancy {
  readonly id: string;
  readonly fenced: boolean;
}

export class Vacancies {
  private readonly leaseMs: number;
  /** Tables found vacant without their fence, with when first found so (epoch ms). */
  private unfencedSince = new Map<string, number>();

  constructor(leaseMs: number) {
    this.leaseMs = leaseMs;
  }

  /** Of the tables found vacant at `now` (epoch ms), those to take over now. */
  due(vacant: readonly Vacancy[], now: number): string[] {
    const waiting = new Map<string, number>();
    const due: string[] = [];
    for (const { id, fenced } of vacant) {
      const since = fenced ? -Infinity : (this.unfencedSince.get(id) ?? now);
      if (now - since >= this.leaseMs) due.push(id);
      else waiting.set(id, since);
    }
    // A table found held again (its owner came back) or gone starts over.
    this.unfencedSince = waiting;
    return due;
  }
}
