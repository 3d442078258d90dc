/**
 * A competition's view kept up to date for whoever watches its page (issue #35: standings,
 * brackets, pairings and next fixtures "update live for everyone watching"): read once, then
 * again each time the server tells this page's socket that the competition changed
 * (src/server/competitions/live.ts), and at every connection, so that what changed while the
 * socket was away is caught up. Nothing is read on a timer. The server sends only that it
 * changed: the view is the asker's own (their part, the host's link), read as any page reads it.
 */
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import type { ApiError } from '../api/http.ts';
import { jsonParser } from '../../../src/server/realtime/json-parser.ts';
import { competitionsApi, type CompetitionView } from './api.ts';

export interface LiveCompetition {
  readonly view: CompetitionView | null;
  readonly setView: (view: CompetitionView) => void;
  readonly error: ApiError | null;
  readonly setError: (error: ApiError | null) => void;
  /**
   * Whether the socket that tells of changes is connected and the view read since it
   * connected, e.g. false while it reconnects.
   */
  readonly live: boolean;
}

/** Competition `id`'s view, read again on every change; `who` (the player's id) reads it afresh. */
export function useLiveCompetition(id: string, who: string | undefined): LiveCompetition {
  const [view, setView] = useState<CompetitionView | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    let open = true;
    // One read at a time; a change told during a read asks for one more after it. `settled`
    // callbacks run once the reads are done, the last one having read what was asked.
    let reading = false;
    let again = false;
    let settled: (() => void)[] = [];
    const read = (then?: () => void): void => {
      if (then) settled.push(then);
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      void competitionsApi.get(id).then((reply) => {
        reading = false;
        if (!open) return;
        if (reply.ok) setView(reply.value);
        else setError(reply.error);
        if (again) {
          again = false;
          read();
          return;
        }
        const done = settled;
        settled = [];
        for (const f of done) f();
      });
    };
    read();
    const socket = io({ query: { competition: id }, parser: jsonParser });
    // Live once connected and read afresh: nothing before the connection is missed.
    socket.on('connect', () => {
      read(() => {
        setLive(socket.connected);
      });
    });
    socket.on('disconnect', () => {
      setLive(false);
    });
    socket.on('competition', () => {
      read();
    });
    return () => {
      open = false;
      socket.disconnect();
      setLive(false);
    };
  }, [id, who]);
  return { view, setView, error, setError, live };
}
