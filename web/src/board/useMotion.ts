/**
 * The animation speed as React state shared by every board and control on the page: one
 * control changes it for all of them, and it is saved for the next visit.
 */
import { useSyncExternalStore } from 'react';
import { loadMotion, saveMotion, type MotionSpeed } from './motion.ts';

const listeners = new Set<() => void>();
let current: MotionSpeed | undefined;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function read(): MotionSpeed {
  current ??= loadMotion(localStorage, reducedMotion());
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setMotion(speed: MotionSpeed): void {
  current = speed;
  saveMotion(speed, localStorage);
  for (const listener of listeners) listener();
}

export function useMotion(): MotionSpeed {
  return useSyncExternalStore(subscribe, read);
}
