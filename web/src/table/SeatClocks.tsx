/** Every person's real-time clock at a table with one (issue #35), beside the turn timer. */
import { useEffect, useState, type ReactElement } from 'react';
import type { TableSummary, TableUpdate } from '../protocol.ts';
import { clockOffset, clockWords, shownClocks } from './seatClocks.ts';
import { clock } from './words.ts';

interface SeatClocksProps {
  readonly table: TableSummary;
  readonly timer: TableUpdate['timer'];
  readonly name: (seat: number) => string;
}

export function SeatClocks({ table, timer, name }: SeatClocksProps): ReactElement | null {
  const [now, setNow] = useState(() => Date.now());
  const [offset, setOffset] = useState(() => clockOffset(timer, Date.now()));
  const { clocks } = table;
  useEffect(() => {
    setOffset(clockOffset(timer, Date.now()));
    setNow(Date.now());
    if (!clocks?.some((c) => c.deadline !== null)) return undefined;
    const tick = window.setInterval(() => {
      setNow(Date.now());
    }, 250);
    return () => {
      window.clearInterval(tick);
    };
  }, [timer, clocks]);
  if (!table.clock || !clocks || clocks.length === 0) return null;
  return (
    <ul className="seat-clocks" aria-label={`Clocks, ${clockWords(table.clock)}`}>
      {shownClocks(clocks, offset, now).map(({ seat, seconds, running }) => (
        <li
          key={seat}
          className={`timer${running ? ' seat-clocks__running' : ''}${running && seconds < 10 ? ' timer--short' : ''}`}
        >
          {name(seat)}: {clock(seconds)}
        </li>
      ))}
    </ul>
  );
}
