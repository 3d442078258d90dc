/**
 * All-bot tables per creating address: a table with no human seat costs the server bot time
 * until its game ends, and no person needs more than a few at once. Held in memory only: such
 * games end by themselves within minutes, so after a restart an address can at worst start
 * its few again, and the database never holds an address (personal data).
 */
export class BotTableQuota {
  /** The address that created each unfinished all-bot table, by table id. */
  private readonly owners = new Map<string, string>();
  /** How many unfinished all-bot tables each address has, e.g. 2. */
  private readonly counts = new Map<string, number>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** Counts a table for `address` if it has room; false (counting nothing) when it has not. */
  reserve(address: string, tableId: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.limit) return false;
    this.owners.set(tableId, address);
    this.counts.set(address, count + 1);
    return true;
  }

  /** The table ended (finished, abandoned, or never opened): its address has room again. */
  release(tableId: string): void {
    const address = this.owners.get(tableId);
    if (address === undefined) return;
    this.owners.delete(tableId);
    const count = (this.counts.get(address) ?? 1) - 1;
    if (count > 0) this.counts.set(address, count);
    else this.counts.delete(address);
  }

  /** Unfinished all-bot tables counted, for the metrics. */
  get size(): number {
    return this.owners.size;
  }
}
