/** Dice in words, by the faces' names in the game's vocabulary (GK-1.1). */
import { FACE_NAMES, type Face } from '../../../../src/games/goalkeepers/vocabulary.ts';

export function diceWord(n: number, face?: Face): string {
  return `${n} ${face ? `${FACE_NAMES[face]} ` : ''}${n === 1 ? 'die' : 'dice'}`;
}
