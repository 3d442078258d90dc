/**
 * The order in which bot decisions reach the workers. One lane per table: a table's bots act
 * in turn, so at most one of its tasks runs at a time and the rest wait in its lane. Lanes take
 * turns (round-robin), and lanes of tables where a person plays go before all-bot ones: a
 * person's bot opponent never waits behind other tables' bots, only for a worker to come free.
 */

interface Lane<T> {
  /** A person sits at (or is awaited at) the lane's table. */
  person: boolean;
  readonly waiting: T[];
  running: boolean;
}

export class FairQueue<T> {
  /** In turn order: a lane that was just served goes to the back. */
  private readonly lanes = new Map<string, Lane<T>>();

  /** Queues an item in its lane; a lane is a person's once any of its items says so. */
  push(lane: string, person: boolean, item: T): void {
    const found = this.lanes.get(lane);
    if (found) {
      found.person ||= person;
      found.waiting.push(item);
      return;
    }
    this.lanes.set(lane, { person, waiting: [item], running: false });
  }

  /** The next item to run (its lane is running until `finished`), or undefined if none may. */
  take(): { readonly lane: string; readonly item: T } | undefined {
    const key = this.next(true) ?? this.next(false);
    if (key === undefined) return undefined;
    const lane = this.lanes.get(key) as Lane<T>;
    const item = lane.waiting.shift() as T;
    lane.running = true;
    this.lanes.delete(key);
    this.lanes.set(key, lane);
    return { lane: key, item };
  }

  /** The lane's running item is done: its next item may run. */
  finished(key: string): void {
    const lane = this.lanes.get(key);
    if (!lane) return;
    lane.running = false;
    if (lane.waiting.length === 0) this.lanes.delete(key);
  }

  /** Takes every waiting item out (running ones stay until `finished`). */
  clear(): T[] {
    const items: T[] = [];
    for (const [key, lane] of this.lanes) {
      items.push(...lane.waiting.splice(0));
      if (!lane.running) this.lanes.delete(key);
    }
    return items;
  }

  /** Items waiting to run. */
  get waiting(): number {
    let count = 0;
    for (const lane of this.lanes.values()) count += lane.waiting.length;
    return count;
  }

  private next(person: boolean): string | undefined {
    for (const [key, lane] of this.lanes) {
      if (lane.person === person && !lane.running && lane.waiting.length > 0) return key;
    }
    return undefined;
  }
}
