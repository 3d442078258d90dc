/**
 * When a search on the clock stops. It is asked between iterations, and stops the search while
 * there is still time for one more iteration as long as the longest step the clock has taken
 * between two readings in this decision: an iteration, a garbage collection, or a tick of a
 * coarse clock (a thread's CPU time on Linux moves in steps of up to 4 ms), and a small margin
 * besides. Asking only whether the deadline had passed let the last iteration end past it, by
 * up to that step.
 */

/**
 * The most of its budget a search keeps in reserve, e.g. 0.1 of 150 ms: one stray long step
 * (a collection early in the decision) must not cost the rest of the decision its thinking.
 */
export const MOST_RESERVED = 0.1;

/**
 * The share of its budget a search keeps back besides, e.g. 0.02 of 150 ms (3 ms): a step a
 * little longer than any before it (a collection as the tree grows, a tick that comes late)
 * still ends in time.
 */
export const MARGIN = 0.02;

export class Deadline {
  private readonly clock: () => number;
  /** The clock's reading by which the search has answered, less the margin, e.g. 1,147.5. */
  private readonly at: number;
  /** The longest reserve allowed, in milliseconds, e.g. 15. */
  private readonly cap: number;
  /** The clock's last reading. */
  private last: number;
  /** The longest step seen between two readings, capped, in milliseconds, e.g. 4. */
  private reserve = 0;

  /** Starts the budget of `milliseconds` now, on `clock`. */
  constructor(clock: () => number, milliseconds: number) {
    this.clock = clock;
    this.last = clock();
    this.at = this.last + milliseconds * (1 - MARGIN);
    this.cap = milliseconds * MOST_RESERVED;
  }

  /** Whether one more iteration, as long as the longest step seen, could end past the deadline. */
  near(): boolean {
    const now = this.clock();
    const step = now - this.last;
    this.last = now;
    if (step > this.reserve) this.reserve = Math.min(step, this.cap);
    return now + this.reserve > this.at;
  }
}
