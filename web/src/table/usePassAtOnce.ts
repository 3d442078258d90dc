/**
 * 'can-respond' at a window where pass is all a seat may do: this device passes for it at once
 * (see passAtOnce), for every seat it holds, once per version of the table.
 */
import { useEffect, useRef } from 'react';
import type { StopSetting } from '../protocol.ts';
import type { SeatFeed } from './feed.ts';
import { passAtOnce } from './stopSetting.ts';

export function usePassAtOnce(
  setting: StopSetting,
  seats: ReadonlyMap<number, SeatFeed>,
  tokenOf: (seat: number) => string | undefined,
  act: (token: string, action: number, version: number) => void,
): void {
  const sent = useRef(new Set<string>());
  useEffect(() => {
    for (const [seat, { update }] of seats) {
      const pass = passAtOnce(setting, update);
      const token = tokenOf(seat);
      if (pass === null || token === undefined) continue;
      const key = `${update.table.id}/${String(seat)}/${String(update.table.version)}`;
      if (sent.current.has(key)) continue;
      sent.current.add(key);
      act(token, pass, update.table.version);
    }
  });
}
