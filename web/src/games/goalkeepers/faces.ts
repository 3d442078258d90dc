/** The four pictures on a Goalkeepers die (GK-1.1), in the order a roll is dealt with. */
import type { Face } from './view.ts';

export const FACES: readonly Face[] = ['team', 'goal', 'penalty', 'shootOut'];

/** The word on each face, as the rules write it. */
export const FACE_NAMES: Readonly<Record<Face, string>> = {
  team: 'TEAM',
  goal: 'GOAL',
  penalty: 'PENALTY',
  shootOut: 'SHOOT-OUT',
};

export function diceWord(n: number, face?: Face): string {
  return `${n} ${face ? `${FACE_NAMES[face]} ` : ''}${n === 1 ? 'die' : 'dice'}`;
}
