/**
 * How fast boards animate other people's and bots' steps, remembered on this device for every
 * table: off, normal or fast. A person who asks the system for reduced motion starts with off.
 * Boards read the length of one step from `stepMillis` and draw the end position at once when
 * it is zero, so "off" never delays what the table shows.
 */
import type { KeyValueStore } from '../table/seatTokens.ts';

export type MotionSpeed = 'off' | 'normal' | 'fast';

const KEY = 'matchday.motion';

/** The speeds with the words the control shows, in its order. */
export const MOTION_CHOICES: readonly { readonly value: MotionSpeed; readonly label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'normal', label: 'Normal' },
  { value: 'fast', label: 'Fast' },
];

/** Milliseconds per step (one cell, one hex, one die tumble) at each speed. */
const STEP_MILLIS: Readonly<Record<MotionSpeed, number>> = { off: 0, normal: 320, fast: 120 };

export function stepMillis(speed: MotionSpeed): number {
  return STEP_MILLIS[speed];
}

/** The saved speed; without one, off for a person who asked for reduced motion, else normal. */
export function loadMotion(store: KeyValueStore, reducedMotion: boolean): MotionSpeed {
  const saved = store.getItem(KEY);
  const known = MOTION_CHOICES.find((c) => c.value === saved)?.value;
  return known ?? (reducedMotion ? 'off' : 'normal');
}

export function saveMotion(speed: MotionSpeed, store: KeyValueStore): void {
  store.setItem(KEY, speed);
}
