/** A position in a list of frames, moved by buttons and by the arrow, Home and End keys. */
import { useEffect, useState } from 'react';

export interface Stepper {
  readonly at: number;
  readonly go: (to: number) => void;
}

const KEYS: Readonly<Record<string, (at: number, last: number) => number>> = {
  ArrowLeft: (at) => at - 1,
  ArrowRight: (at) => at + 1,
  Home: () => 0,
  End: (_, last) => last,
};

export function useStepper(count: number): Stepper {
  const [at, setAt] = useState(0);
  const last = Math.max(0, count - 1);
  const clamp = (n: number): number => Math.min(last, Math.max(0, n));
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      const move = KEYS[event.key];
      const target = event.target as HTMLElement | null;
      if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
      if (target?.closest('input, select, textarea')) return;
      event.preventDefault();
      setAt((old) => Math.min(last, Math.max(0, move(old, last))));
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [last]);
  return {
    at: clamp(at),
    go: (to) => {
      setAt(clamp(to));
    },
  };
}
