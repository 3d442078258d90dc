/**
 * Goalkeepers' words (GK-1.1): the four pictures on a die and the word on each. Data only,
 * imported by the engine and by the board alike, so the board keeps no copy and no engine
 * code reaches the browser's bundle.
 */

/** The four pictures, in the order a roll is dealt with (GK-3). */
export const FACES = ['team', 'goal', 'penalty', 'shootOut'] as const;
export type Face = (typeof FACES)[number];

/** The word on each face, as the rules write it. */
export const FACE_NAMES: Readonly<Record<Face, string>> = {
  team: 'TEAM',
  goal: 'GOAL',
  penalty: 'PENALTY',
  shootOut: 'SHOOT-OUT',
};
