/** Reading a person's answer at the prompt. */

export const QUIT = 'quit';

/**
 * The 0-based index of the action chosen by typing its number (1..count), QUIT for 'q' or
 * 'quit', or undefined for anything else, which the prompt asks again about.
 */
export function readAnswer(text: string, count: number): number | typeof QUIT | undefined {
  const answer = text.trim().toLowerCase();
  if (answer === 'q' || answer === QUIT) return QUIT;
  if (!/^\d+$/.test(answer)) return undefined;
  const n = Number(answer);
  return n >= 1 && n <= count ? n - 1 : undefined;
}
