/** What the messages of all of one client address's socket connections are charged to. */
export interface AddressBudget {
  /** Takes one message from the address's allowance, synchronously; false when it is spent. */
  take(address: string): boolean;
  /**
   * Gets the address's allowance ready as one of its sockets connects, e.g. a cluster's first
   * block of messages from Redis (cluster/shared-messages.ts); none for one process.
   */
  prepare?(address: string): Promise<void>;
}
