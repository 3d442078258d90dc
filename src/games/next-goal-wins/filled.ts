/**
 * New arrays of zeros or of -1 (none), for the blank states every match, season and
 * determinized search iteration starts from. Each is a slice of a template kept per length:
 * `new Array(n).fill(v)` costs several times a slice, and leaves a holey array that every
 * later read must check for holes.
 */
const ZEROS: number[][] = [];
const MINUS_ONES: number[][] = [];

function repeated(length: number, value: number): number[] {
  const made: number[] = [];
  for (let i = 0; i < length; i++) made.push(value);
  return made;
}

/** A new array of `length` zeros, e.g. zeros(3) is [0, 0, 0]. */
export const zeros = (length: number): number[] => (ZEROS[length] ??= repeated(length, 0)).slice();

/** A new array of `length` entries -1, e.g. minusOnes(2) is [-1, -1]. */
export const minusOnes = (length: number): number[] =>
  (MINUS_ONES[length] ??= repeated(length, -1)).slice();
