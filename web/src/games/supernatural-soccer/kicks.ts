/**
 * Where a kick can land for each face of the eight-sided die (SS-7.2, SS-7.3), read from the
 * view: the ball flies along its line the die's number of hexes (half, rounded up, under
 * Heavy Ball; two more under Long Ball), stops at the field's edge, and stops on the first
 * wizard in its way unless Ghost Ball lets it through. The test checks it against the engine.
 */
import { NONE, neighbour } from '../../../../src/games/supernatural-soccer/board.ts';
import type { SupernaturalView } from './view.ts';

/** The die's faces, 1 to 8. */
export const FACES = 8;

type KickView = Pick<SupernaturalView, 'ball' | 'wizards' | 'ghost' | 'heavy' | 'long'>;

/** The hex the ball lands on for each face 1…8 of a kick along `direction`. */
export function kickLandings(view: KickView, direction: number): number[] {
  const occupied = new Set(view.wizards);
  const landings: number[] = [];
  for (let face = 1; face <= FACES; face++) {
    let steps = view.heavy ? Math.ceil(face / 2) : face;
    if (view.long) steps += 2;
    let cell = view.ball;
    for (let k = 0; k < steps; k++) {
      const next = neighbour(cell, direction);
      if (next === NONE) break;
      cell = next;
      if (!view.ghost && occupied.has(cell)) break;
    }
    landings.push(cell);
  }
  return landings;
}

/** The faces landing on each hex, e.g. 41 → [1], 42 → [2, 3] when a wizard stops the ball. */
export function facesByHex(landings: readonly number[]): Map<number, number[]> {
  const faces = new Map<number, number[]>();
  landings.forEach((cell, i) => {
    faces.set(cell, [...(faces.get(cell) ?? []), i + 1]);
  });
  return faces;
}

/** Faces in short, runs joined: [1, 2, 3, 5] → '1–3, 5'. */
export function facesText(faces: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < faces.length;) {
    let j = i;
    while (j + 1 < faces.length && faces[j + 1] === (faces[j] as number) + 1) j++;
    runs.push(j === i ? String(faces[i]) : `${String(faces[i])}–${String(faces[j])}`);
    i = j + 1;
  }
  return runs.join(', ');
}
