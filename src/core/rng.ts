/**
 * The seeded generator behind every die and shuffle.
 *
 * sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator): 128 bits of state, passes
 * PractRand to many terabytes, and needs only 32-bit integer arithmetic, which V8 keeps in
 * registers. The state lives in four fields, so cloning is four copies and nothing is
 * allocated per draw. An `Rng` belongs to whoever owns the game state: views, bots and
 * clients never see one (the conformance suite checks that views never carry its words).
 */
export class Rng {
  // The four 32-bit words of sfc32's state. An Int32Array keeps them as untagged integers:
  // number fields holding unsigned words would be boxed doubles, converted on every draw.
  private readonly s: Int32Array;

  private constructor(a: number, b: number, c: number, d: number) {
    this.s = Int32Array.of(a, b, c, d);
  }

  /** A generator seeded from any string: the same seed gives the same sequence everywhere. */
  static fromSeed(seed: string): Rng {
    return Rng.fromHash(new SeedHash().text(seed));
  }

  /** A generator seeded from a hashed seed: `Rng.fromSeed(s)` is `fromHash` of s hashed. */
  static fromHash(hash: SeedHash): Rng {
    const rng = new Rng(0, 0, 0, 0);
    hash.seed(rng);
    return rng;
  }

  /** A generator seeded by drawing from another one: how a caller hands out child seeds. */
  static fromRng(parent: Rng): Rng {
    const rng = new Rng(parent.nextUint32(), parent.nextUint32(), parent.nextUint32(), 1);
    for (let i = 0; i < 12; i++) rng.nextUint32();
    return rng;
  }

  clone(): Rng {
    const [a, b, c, d] = this.s as unknown as [number, number, number, number];
    return new Rng(a, b, c, d);
  }

  /**
   * Copies another generator's state into this one, allocating nothing: word by word, which the
   * compiler inlines, where TypedArray#set is a call (an agent's reset does this every game).
   */
  copyFrom(other: Rng): void {
    const s = this.s;
    const o = other.s;
    s[0] = o[0] as number;
    s[1] = o[1] as number;
    s[2] = o[2] as number;
    s[3] = o[3] as number;
  }

  /**
   * Starts this generator afresh from four words, in place, exactly as a new generator seeded
   * with them would start (see SeedHash.seed).
   */
  restart(a: number, b: number, c: number, d: number): void {
    // Discard the first outputs so that similar seeds diverge fully: nextUint32's step twelve
    // times, in locals (every game of a simulation restarts several generators).
    for (let i = 0; i < 12; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
    }
    const s = this.s;
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    const s = this.s;
    const a = s[0] as number;
    const b = s[1] as number;
    const c = s[2] as number;
    const d = s[3] as number;
    const t = (((a + b) | 0) + d) | 0;
    s[3] = d + 1;
    s[0] = b ^ (b >>> 9);
    s[1] = c + (c << 3);
    s[2] = ((c << 21) | (c >>> 11)) + t;
    return t >>> 0;
  }

  /**
   * A uniform integer in [0, n) for 1 <= n <= 2^32, without bias. For the small n of dice and
   * shuffles this is Lemire's multiply-shift with rejection: the high word of x·n, redrawn in
   * the rare case the low word falls below 2^32 mod n. Larger n fall back to rejection modulo.
   */
  int(n: number): number {
    if (n <= 0x200000) {
      for (;;) {
        const x = this.nextUint32();
        const low = Math.imul(x, n) >>> 0;
        if (low >= n || low >= (0x100000000 - n) % n) return Math.floor((x * n) / 0x100000000);
      }
    }
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return this.nextUint32() / 0x100000000;
  }

  /** Shuffles the array in place (Fisher–Yates). */
  shuffle(items: unknown[]): void {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
  }

  /** A fresh seed string drawn from this generator, for handing to an agent or a child game. */
  seed(): string {
    return this.nextUint32().toString(36) + '-' + this.nextUint32().toString(36);
  }

  /** The state words, for tests that check no view ever carries them. */
  words(): readonly number[] {
    return Array.from(this.s, (w) => w >>> 0);
  }
}

// The character codes to hash, last first: a scratch buffer, so that hashing allocates nothing.
const codes = new Uint16Array(64);

/** Refuses what has no digits to hash: anything but a non-negative safe integer. */
function checkWhole(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`cannot hash ${n} as digits`);
}

/**
 * A seed string being hashed (cyrb128: a fast string hash with four 32-bit outputs), kept open
 * so that many related seeds are derived without building their strings or hashing their common
 * start again: `new SeedHash().text('7/').decimal(12).seed(rng)` seeds `rng` exactly as
 * `Rng.fromSeed('7/12')` does. Simulations and the lab derive every game's and every agent's
 * generator this way, so their games are the very games runMatch plays from those seeds.
 */
export class SeedHash {
  // cyrb128's starting words, as signed 32-bit integers so V8 keeps them untagged.
  private h1 = 1779033703 | 0;
  private h2 = 3144134277 | 0;
  private h3 = 1013904242 | 0;
  private h4 = 2773480762 | 0;

  /** Makes this hash the same as `other`, text so far included. */
  copyFrom(other: SeedHash): this {
    this.h1 = other.h1;
    this.h2 = other.h2;
    this.h3 = other.h3;
    this.h4 = other.h4;
    return this;
  }

  /** Adds a string, one UTF-16 code unit at a time. */
  text(text: string): this {
    for (let start = 0; start < text.length; start += codes.length) {
      const count = Math.min(text.length - start, codes.length);
      for (let i = 0; i < count; i++) codes[count - 1 - i] = text.charCodeAt(start + i);
      this.absorb(count);
    }
    return this;
  }

  /** Adds the decimal digits of a non-negative safe integer, as `String(n)` writes them. */
  decimal(n: number): this {
    checkWhole(n);
    let count = 0;
    // The digits' character codes, least significant first: last first, as absorb takes them.
    // Above 32 bits in doubles; below (every game number) in unsigned integers, divided by a
    // constant, which the compiler turns into a multiplication.
    for (; n > 0xffffffff; n = Math.floor(n / 10)) codes[count++] = 48 + (n % 10);
    let u = n >>> 0;
    do {
      const rest = (u / 10) >>> 0;
      codes[count++] = 48 + u - rest * 10;
      u = rest;
    } while (u > 0);
    return this.absorb(count);
  }

  /** Seeds `rng` in place as `Rng.fromSeed` seeds a new generator from the text added so far. */
  seed(rng: Rng): void {
    let h1 = Math.imul(this.h3 ^ (this.h1 >>> 18), 597399067);
    const h2 = Math.imul(this.h4 ^ (this.h2 >>> 22), 2869860233);
    const h3 = Math.imul(h1 ^ (this.h3 >>> 17), 951274213);
    const h4 = Math.imul(h2 ^ (this.h4 >>> 19), 2716044179);
    h1 ^= h2 ^ h3 ^ h4;
    rng.restart(h1, h2 ^ h1, h3 ^ h1, h4 ^ h1);
  }

  /**
   * Adds the first `count` codes of the scratch buffer, which holds them last first (so digits
   * go in as they are found): cyrb128's step, with the words in locals, since this runs for
   * every game and agent of a simulation.
   */
  private absorb(count: number): this {
    let h1 = this.h1;
    let h2 = this.h2;
    let h3 = this.h3;
    let h4 = this.h4;
    for (let i = count - 1; i >= 0; i--) {
      const k = codes[i] as number;
      h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
      h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
      h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
      h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
    }
    this.h1 = h1;
    this.h2 = h2;
    this.h3 = h3;
    this.h4 = h4;
    return this;
  }
}
