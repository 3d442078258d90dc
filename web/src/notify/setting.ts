/**
 * Whether this browser shows the system's notifications for "your move" while the page is in
 * the background: off until the player turns "Notify me" on, which asks the browser's
 * permission then, after their click (never on load). Kept in localStorage.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'matchday.notify';
const listeners = new Set<() => void>();

/** 'on', 'off', 'denied' (the browser refused), or 'unsupported' (no Notification API). */
export type NotifySetting = 'on' | 'off' | 'denied' | 'unsupported';

function read(): NotifySetting {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const wanted = localStorage.getItem(KEY) === 'on';
  return wanted && Notification.permission === 'granted' ? 'on' : 'off';
}

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useNotifySetting(): NotifySetting {
  return useSyncExternalStore(subscribe, read);
}

/** Whether a notification may be shown now. */
export function notifying(): boolean {
  return read() === 'on';
}

/** Turns the system's notifications on (asking permission: call from a click) or off. */
export async function setNotify(on: boolean): Promise<void> {
  if (typeof Notification === 'undefined') return;
  if (on && Notification.permission === 'default') await Notification.requestPermission();
  localStorage.setItem(KEY, on ? 'on' : 'off');
  changed();
}
