/**
 * An action space as named ranges of codes, so a game says once how its integers are laid out
 * and encodes, decodes and labels them from that one table instead of by hand-kept offsets
 * (e.g. Golazo's AIM = 8, SAVE = 14 … MOVE = 96). A range starts where the one before ends,
 * unless it names its own start (a gap left for codes that must never move). Built once at
 * load; encode is one addition and decode a short scan, nothing allocated but the decoded pair.
 */

/** An action's code, as the protocol has it (game.ts's Action; not imported, which would be a cycle). */
type Action = number;

/** One named range of codes, e.g. { name: 'aim', start: 8, size: 6 }. */
export interface ActionRange {
  readonly name: string;
  readonly start: number;
  readonly size: number;
}

/** A range as declared: its size, and its start when it is not the end of the one before. */
export interface RangeSpec {
  readonly name: string;
  readonly size: number;
  readonly start?: number;
}

export class ActionSpace {
  /** The ranges in code order. */
  readonly ranges: readonly ActionRange[];
  /** One past the last code, e.g. 1000. */
  readonly end: number;
  readonly #byName: ReadonlyMap<string, ActionRange>;

  constructor(specs: readonly RangeSpec[]) {
    const ranges: ActionRange[] = [];
    let next = 0;
    for (const { name, size, start = next } of specs) {
      if (!Number.isInteger(size) || size < 1) throw new Error(`range ${name}: size ${size}`);
      if (start < next) throw new Error(`range ${name} starts at ${start}, inside the one before`);
      ranges.push({ name, start, size });
      next = start + size;
    }
    this.ranges = ranges;
    this.end = next;
    this.#byName = new Map(ranges.map((r) => [r.name, r]));
    if (this.#byName.size !== ranges.length) throw new Error('range names must be unique');
  }

  /** The range named `name`; throws for a name the space does not hold. */
  range(name: string): ActionRange {
    const range = this.#byName.get(name);
    if (!range) throw new Error(`no action range '${name}'`);
    return range;
  }

  /** The first code of range `name`, e.g. 'aim' → 8. */
  start(name: string): Action {
    return this.range(name).start;
  }

  /** The code of the `index`-th action of range `name`, e.g. ('aim', 3) → 11. */
  encode(name: string, index = 0): Action {
    const range = this.range(name);
    if (!Number.isInteger(index) || index < 0 || index >= range.size)
      throw new Error(`index ${index} outside range '${name}' of ${range.size}`);
    return range.start + index;
  }

  /** The range and index of `action`, or undefined for a code in no range (a gap, or past the end). */
  decode(action: Action): { readonly name: string; readonly index: number } | undefined {
    for (let i = this.ranges.length - 1; i >= 0; i--) {
      const range = this.ranges[i] as ActionRange;
      if (action >= range.start)
        return action < range.start + range.size
          ? { name: range.name, index: action - range.start }
          : undefined;
    }
    return undefined;
  }

  /** A plain label for a code, for logs and tests, e.g. 'aim 3'; 'unknown 95' in a gap. */
  label(action: Action): string {
    const decoded = this.decode(action);
    if (!decoded) return `unknown ${action}`;
    const range = this.range(decoded.name);
    return range.size === 1 ? decoded.name : `${decoded.name} ${decoded.index}`;
  }
}
