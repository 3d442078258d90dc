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
    const [a, b, c, d] = hashSeed(seed);
    const rng = new Rng(a, b, c, d);
    // Discard the first outputs so that similar seeds diverge fully.
    for (let i = 0; i < 12; i++) rng.nextUint32();
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

  /** Copies another generator's state into this one, allocating nothing. */
  copyFrom(other: Rng): void {
    this.s.set(other.s);
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

/** cyrb128: a fast string hash with four 32-bit outputs, used only to turn seeds into state. */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
