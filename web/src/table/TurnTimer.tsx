/** The running turn timer: whose decision it is for and how long is left. */
import { useEffect, useState, type ReactElement } from 'react';
import type { TableUpdate } from '../protocol.ts';
import { timeLeft } from '../games-list/timeLeft.ts';
import { localDeadline } from './deadline.ts';
import { clock } from './words.ts';

interface TurnTimerProps {
  readonly timer: TableUpdate['timer'];
  readonly name: (seat: number) => string;
}

export function TurnTimer({ timer, name }: TurnTimerProps): ReactElement | null {
  const [now, setNow] = useState(() => Date.now());
  // The deadline on this device's clock, from the time left when the update was sent: the
  // server's epoch deadline would be off by however far the two clocks are apart.
  const [deadline, setDeadline] = useState(() => localDeadline(timer));
  useEffect(() => {
    setDeadline(localDeadline(timer));
    setNow(Date.now());
    if (!timer) return undefined;
    const tick = window.setInterval(() => {
      setNow(Date.now());
    }, 250);
    return () => {
      window.clearInterval(tick);
    };
  }, [timer]);
  if (!timer) return null;
  const left = Math.max(0, deadline - now) / 1000;
  return (
    <p className={`timer${left < 10 ? ' timer--short' : ''}`} aria-label="Turn timer">
      {/* A game over days counts in days and hours (games-list/timeLeft.ts). */}
      Time left for {name(timer.seat)}: {left >= 3600 ? timeLeft(left * 1000) : clock(left)}
    </p>
  );
}
