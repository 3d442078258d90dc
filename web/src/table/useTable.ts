/**
 * The realtime side of a table page: one socket that joins with the seat tokens this browser
 * holds (none = spectator) and its device token, follows the table's updates, rejoins after
 * any reconnection and sends the player's actions and rematch requests.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ApiError } from '../api/http.ts';
import type { Ack, JoinedTable, RematchOffer, TableUpdate } from '../protocol.ts';
import { EMPTY_FEED, receive, rejoin, type Feed } from './feed.ts';

/** 'connecting' before the first answer, 'reconnecting' after the connection dropped. */
export type Connection = 'connecting' | 'live' | 'reconnecting';

export interface TableFeed {
  readonly connection: Connection;
  readonly feed: Feed;
  /** The last refusal or connection error, until the next update. */
  readonly failure: ApiError | null;
  /** True from sending an action until the table moves on or refuses. */
  readonly pending: boolean;
  /** A rematch the server offered this browser. */
  readonly offer: RematchOffer | null;
  readonly act: (token: string, action: number, version: number) => void;
  readonly rematch: (token: string) => void;
}

/** Who this browser is at the table: its device token, and what to do once a join is seated. */
export interface Device {
  readonly token: string | undefined;
  readonly joined: (joined: JoinedTable) => void;
}

export function useTable(tableId: string, tokens: readonly string[], device?: Device): TableFeed {
  const [connection, setConnection] = useState<Connection>('connecting');
  const [feed, setFeed] = useState<Feed>(EMPTY_FEED);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const [offer, setOffer] = useState<RematchOffer | null>(null);
  const socketRef = useRef<Socket | null>(null);
  const tokenKey = tokens.join(',');
  // Read at each join: a device token handed out by the first join needs no new socket.
  const deviceRef = useRef(device);
  useEffect(() => {
    deviceRef.current = device;
  });

  useEffect(() => {
    const socket = io({ reconnectionDelay: 300, reconnectionDelayMax: 2000 });
    socketRef.current = socket;
    const answered = (ack: Ack<JoinedTable>): void => {
      if (ack.ok) deviceRef.current?.joined(ack.value);
      else setFailure(ack.error);
    };
    socket.on('connect', () => {
      setFeed(rejoin);
      const tokens = tokenKey ? tokenKey.split(',') : [];
      const token = deviceRef.current?.token;
      socket.emit('join', { tableId, tokens, ...(token ? { device: token } : {}) }, answered);
    });
    socket.on('disconnect', () => {
      setConnection('reconnecting');
      setPending(false);
    });
    socket.on('table', (update: TableUpdate) => {
      setConnection('live');
      setFailure(null);
      setPending(false);
      setFeed((old) => receive(old, update));
    });
    socket.on('rematch', (next: RematchOffer) => {
      if (next.from === tableId) setOffer(next);
    });
    socket.on('failure', (error: ApiError) => {
      setFailure(error);
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
      setFeed(EMPTY_FEED);
      setConnection('connecting');
      setOffer(null);
      setFailure(null);
    };
  }, [tableId, tokenKey]);

  const act = useCallback(
    (token: string, action: number, version: number) => {
      setPending(true);
      socketRef.current?.emit('act', { tableId, token, action, version }, (ack: Ack<unknown>) => {
        if (!ack.ok) {
          setPending(false);
          setFailure(ack.error);
        }
      });
    },
    [tableId],
  );

  const rematch = useCallback(
    (token: string) => {
      socketRef.current?.emit('rematch', { tableId, token }, (ack: Ack<unknown>) => {
        if (!ack.ok) setFailure(ack.error);
      });
    },
    [tableId],
  );

  return { connection, feed, failure, pending, offer, act, rematch };
}
