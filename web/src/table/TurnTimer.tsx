/** The running turn timer: whose decision it is for and how long is left. */
import { useEffect, useState, type ReactElement } from 'react';
import type { TableUpdate } from '../protocol.ts';
import { clock } from './words.ts';

interface TurnTimerProps {
  readonly timer: TableUpdate['timer'];
  readonly name: (seat: number) => string;
}

export function TurnTimer({ timer, name }: TurnTimerProps): ReactElement | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!timer) return undefined;
    const tick = window.setInterval(() => {
      setNow(Date.now());
    }, 250);
    return () => {
      window.clearInterval(tick);
    };
  }, [timer]);
  if (!timer) return null;
  const left = (timer.deadline - now) / 1000;
  return (
    <p className={`timer${left < 10 ? ' timer--short' : ''}`} aria-label="Turn timer">
      Time left for {name(timer.seat)}: {clock(left)}
    </p>
  );
}
