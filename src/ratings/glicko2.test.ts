import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { near } from './testing/near.ts';
import { expectedScore, g, glicko2Period } from './glicko2.ts';
import { newVolatility } from './volatility.ts';

/** Glickman's worked example ("Example of the Glicko-2 system", 2013): τ 0.5, three games. */
const PLAYER = { rating: 1500, deviation: 200, volatility: 0.06 };
const GAMES = [
  { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
  { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
  { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
];

describe("Glicko-2 against Glickman's worked example", () => {
  it("step 3: g(φⱼ) and E match the paper's table", () => {
    // The paper's μ = 0 against μⱼ −0.5756, 0.2878, 1.1513 with φⱼ 0.1727, 0.5756, 1.7269.
    const opponents = [
      { mu: -0.5756, phi: 0.1727, g: 0.9955, e: 0.639 },
      { mu: 0.2878, phi: 0.5756, g: 0.9531, e: 0.432 },
      { mu: 1.1513, phi: 1.7269, g: 0.7242, e: 0.303 },
    ];
    for (const o of opponents) {
      // The paper prints four places, truncated (0.95316 as 0.9531).
      near(g(o.phi), o.g, 0.0001, 'g');
      near(expectedScore(0, o.mu, o.phi), o.e, 0.0005, 'E');
    }
  });

  it("step 5: the Illinois algorithm finds the paper's σ′ = 0.05999(6)", () => {
    const sigma = newVolatility({ phi: 1.1513, sigma: 0.06, v: 1.7785, delta: -0.4834, tau: 0.5 });
    near(sigma, 0.059996, 0.0000005, 'σ′');
  });

  it('steps 1–8: 1500 ± 200 becomes 1464.05 ± 151.52 with volatility 0.059996', () => {
    const after = glicko2Period(PLAYER, GAMES, 0.5);
    near(after.rating, 1464.05, 0.005, 'rating');
    near(after.deviation, 151.52, 0.005, 'deviation');
    near(after.volatility, 0.059996, 0.0000005, 'volatility');
  });

  it('a period without games only widens the deviation, by step 6 alone', () => {
    const after = glicko2Period(PLAYER, [], 0.5);
    assert.equal(after.rating, 1500);
    assert.equal(after.volatility, 0.06);
    // √(200² + (0.06 · 173.7178)²) = 200.27
    near(after.deviation, 200.27, 0.005, 'deviation');
  });

  it('a big upset raises the volatility (step 5.2 brackets from ln(Δ² − φ² − v))', () => {
    const settled = { rating: 2000, deviation: 50, volatility: 0.06 };
    const upset = glicko2Period(
      settled,
      [{ opponent: { rating: 1000, deviation: 50, volatility: 0.06 }, score: 0 }],
      0.75,
    );
    assert.ok(upset.volatility > 0.06, `${upset.volatility}`);
    const expected = glicko2Period(
      settled,
      [{ opponent: { rating: 1000, deviation: 50, volatility: 0.06 }, score: 1 }],
      0.75,
    );
    assert.ok(expected.volatility < 0.06, `${expected.volatility}`);
  });
});
