/**
 * When this device's person is stopped at response windows (see StopSetting in the server's
 * protocol): kept in localStorage for every table this browser plays, sent on every join.
 */
import type { StopSetting } from '../protocol.ts';
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
