/**
 * Glicko-2's internal scale (Glickman, "Example of the Glicko-2 system", step 2): a rating r
 * becomes μ = (r − 1500) / 173.7178 and a deviation φ = RD / 173.7178. The factor is
 * 400 / ln 10, so a difference of d displayed points is d / 173.7178 on the logistic's natural
 * scale: the same odds as Elo's 10^(d/400).
 */

/** Displayed points per Glicko-2 unit: 400 / ln 10 ≈ 173.7178. */
export const GLICKO2_SCALE = 400 / Math.LN10;

/** The rating everyone's μ is measured from, 1500. */
export const GLICKO2_CENTRE = 1500;

/** μ of a displayed rating, e.g. toMu(1673.7178) ≈ 1. */
export function toMu(rating: number): number {
  return (rating - GLICKO2_CENTRE) / GLICKO2_SCALE;
}

/** The displayed rating of μ, e.g. fromMu(-1) ≈ 1326.28. */
export function fromMu(mu: number): number {
  return GLICKO2_CENTRE + mu * GLICKO2_SCALE;
}

/** φ of a displayed deviation (or a displayed rating difference), e.g. toPhi(200) ≈ 1.1513. */
export function toPhi(deviation: number): number {
  return deviation / GLICKO2_SCALE;
}

/** The displayed deviation of φ, e.g. fromPhi(1) ≈ 173.72. */
export function fromPhi(phi: number): number {
  return phi * GLICKO2_SCALE;
}
