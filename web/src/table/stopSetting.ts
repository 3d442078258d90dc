/**
 * When this device's person is stopped at response windows (see StopSetting in the server's
 * protocol): kept in localStorage for every table this browser plays, sent on every join.
 */
import type { StopSetting, TableUpdate } from '../protocol.ts';
import type { KeyValueStore } from './seatTokens.ts';

const KEY = 'matchday.stop';

/** The settings with the words the radio group shows, in its order. */
export const STOP_CHOICES: readonly { readonly value: StopSetting; readonly label: string }[] = [
  { value: 'always', label: 'Always stop' },
  { value: 'can-respond', label: 'Stop when I can respond' },
  { value: 'never', label: 'Never stop' },
];

/** What the server assumes until told otherwise. */
export const DEFAULT_STOP: StopSetting = 'can-respond';

export function loadStop(store: KeyValueStore = localStorage): StopSetting {
  const saved = store.getItem(KEY);
  return STOP_CHOICES.find((c) => c.value === saved)?.value ?? DEFAULT_STOP;
}

export function saveStop(setting: StopSetting, store: KeyValueStore = localStorage): void {
  store.setItem(KEY, setting);
}

/**
 * The pass this device plays at once for a seat, or null: with 'can-respond', a seat asked at
 * a window whose only legal action is the window's pass is not stopped. Only the seat's own
 * client knows that it holds nothing to play (issue #31: the engine asks every eligible seat,
 * whatever it holds), so this device passes, and the server's countdown and what everyone else
 * receives stay as they are. 'always' stops the person anyway; 'never' the server passes for.
 */
export function passAtOnce(setting: StopSetting, update: TableUpdate): number | null {
  const pause = update.window;
  if (setting !== 'can-respond' || pause?.asked !== 'respond' || pause.pass === null) return null;
  const [only, ...more] = update.actions;
  return only === pause.pass && more.length === 0 ? only : null;
}
