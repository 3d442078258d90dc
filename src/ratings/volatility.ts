/**
 * Glicko-2 step 5: the new volatility σ′ is the root of Glickman's f(x), x = ln σ′², found with
 * the Illinois algorithm (a regula falsi that halves the stale end's value so it cannot stall).
 */

/** Stop when the bracket is this narrow, Glickman's ε. */
const EPSILON = 0.000001;
/** A guard against a bracket that never closes (it closes in under ten steps in practice). */
const MAX_STEPS = 100;

/** What step 5 reads: the current φ and σ, the step 3 variance v and step 4 improvement Δ. */
export interface VolatilityInput {
  readonly phi: number;
  readonly sigma: number;
  readonly v: number;
  readonly delta: number;
  readonly tau: number;
}

/**
 * The new volatility σ′, e.g. 0.05999 for Glickman's worked example
 * (φ 1.1513, σ 0.06, v 1.7785, Δ −0.4834, τ 0.5).
 */
export function newVolatility({ phi, sigma, v, delta, tau }: VolatilityInput): number {
  const a = Math.log(sigma * sigma);
  const phi2 = phi * phi;
  const delta2 = delta * delta;
  // Step 5.1: f, whose root is ln σ′²; τ² weighs how far σ may move from its last value.
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const denominator = phi2 + v + ex;
    return (
      (ex * (delta2 - phi2 - v - ex)) / (2 * denominator * denominator) - (x - a) / (tau * tau)
    );
  };
  // Step 5.2: a bracket [A, B] around the root.
  let lowEnd = a;
  let highEnd: number;
  if (delta2 > phi2 + v) highEnd = Math.log(delta2 - phi2 - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    highEnd = a - k * tau;
  }
  let fLow = f(lowEnd);
  let fHigh = f(highEnd);
  // Step 5.4: Illinois steps until the bracket is narrower than ε.
  for (let step = 0; Math.abs(highEnd - lowEnd) > EPSILON && step < MAX_STEPS; step++) {
    const c = lowEnd + ((lowEnd - highEnd) * fLow) / (fHigh - fLow);
    const fC = f(c);
    if (fC * fHigh <= 0) {
      lowEnd = highEnd;
      fLow = fHigh;
    } else fLow /= 2;
    highEnd = c;
    fHigh = fC;
  }
  // Step 5.5: σ′ = e^(A/2).
  return Math.exp(lowEnd / 2);
}
