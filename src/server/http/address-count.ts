/** Things held open per client address (TCP connections, sockets), each address up to a cap. */
export class AddressCount {
  private readonly open = new Map<string, number>();
  private readonly cap: number;

  constructor(cap: number) {
    this.cap = cap;
  }

  /** Counts one more for `address`; false, counting nothing, when it already holds the cap. */
  enter(address: string): boolean {
    const held = this.open.get(address) ?? 0;
    if (held >= this.cap) return false;
    this.open.set(address, held + 1);
    return true;
  }

  /** One fewer for `address`; its entry goes once it holds nothing, so memory follows use. */
  leave(address: string): void {
    const held = this.open.get(address) ?? 0;
    if (held <= 1) this.open.delete(address);
    else this.open.set(address, held - 1);
  }

  held(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
