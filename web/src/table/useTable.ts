/**
 * The realtime side of a table page: one socket that joins with the seat tokens this browser
 * holds (none = spectator) and its device token, follows the table's updates, rejoins after
 * any reconnection and sends the player's actions and rematch requests. Reconnecting is
 * Redial's job (redial.ts): socket.io's own gives up when the server disconnects the socket.
 * A join answered 'unavailable' dials again the same way, and a request the table could not
 * take just now is sent again (Resend): a table whose server died plays on where it is taken
 * over, without a reload.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ApiError } from '../api/http.ts';
import type { RematchOffer } from '../protocol.ts';
import { EMPTY_FEED, type Feed } from './feed.ts';
import { dial, follow, hangUp, type Connection, type Device, type Line } from './tableLine.ts';
import { useTableRequests, type TableRequests } from './useTableRequests.ts';
import { WordsSetting } from './wordsSetting.ts';

export type { Connection, Device } from './tableLine.ts';

export interface TableFeed extends TableRequests {
  readonly connection: Connection;
  /**
   * When the next try to reconnect, or to send again what the table could not take, is due
   * (Date.now() time), or null while none is waiting.
   */
  readonly retryAt: number | null;
  readonly feed: Feed;
  /** The last refusal or connection error, until the next update. */
  readonly failure: ApiError | null;
  /** True from sending an action until the table moves on or refuses. */
  readonly pending: boolean;
  /** A rematch the server offered this browser. */
  readonly offer: RematchOffer | null;
}

export function useTable(tableId: string, tokens: readonly string[], device?: Device): TableFeed {
  // Kept across tables and reconnections: every join says it again.
  const wordsRef = useRef(new WordsSetting());
  const line = useTableLine(tableId, tokens.join(','), device, wordsRef);
  const { lineRef, setPending, setFailure, ...shown } = line;
  const requests = useTableRequests(tableId, lineRef, wordsRef, setPending, setFailure);
  return { ...shown, ...requests };
}

interface TableLine extends Omit<TableFeed, keyof TableRequests> {
  /** The socket while the page is on a table; null between tables. */
  readonly lineRef: RefObject<Line | null>;
  readonly setPending: (pending: boolean) => void;
  readonly setFailure: (failure: ApiError | null) => void;
}

/** The socket of the table for these seat tokens (a comma-separated key), and what it shows. */
function useTableLine(
  tableId: string,
  tokenKey: string,
  device: Device | undefined,
  wordsRef: RefObject<WordsSetting>,
): TableLine {
  const [connection, setConnection] = useState<Connection>('connecting');
  const [redialAt, setRedialAt] = useState<number | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [feed, setFeed] = useState<Feed>(EMPTY_FEED);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const [offer, setOffer] = useState<RematchOffer | null>(null);
  const lineRef = useRef<Line | null>(null);
  // Read at each join: a device token handed out by the first join needs no new socket.
  const deviceRef = useRef(device);
  useEffect(() => {
    deviceRef.current = device;
  });

  useEffect(() => {
    const shown = {
      connection: setConnection,
      redialAt: setRedialAt,
      resendAt: setResendAt,
      feed: setFeed,
      failure: setFailure,
      pending: setPending,
      offer: setOffer,
    };
    const line = dial(shown);
    lineRef.current = line;
    const tokens = tokenKey ? tokenKey.split(',') : [];
    follow(line, { tableId, tokens, device: deviceRef, words: wordsRef.current }, shown);
    return () => {
      lineRef.current = null;
      hangUp(line, shown);
    };
  }, [tableId, tokenKey, wordsRef]);

  const retryAt = redialAt ?? resendAt;
  return { connection, retryAt, feed, failure, pending, offer, lineRef, setPending, setFailure };
}
