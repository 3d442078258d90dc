/**
 * The realtime side of a table page: one socket that joins with the seat tokens this browser
 * holds (none = spectator), follows the table's updates, rejoins after any reconnection and
 * sends the player's actions and rematch requests. Reconnecting is Redial's job (redial.ts):
 * socket.io's own gives up when the server disconnects the socket.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ApiError } from '../api/http.ts';
import type { Ack, RematchOffer, TableUpdate } from '../protocol.ts';
import { EMPTY_FEED, receive, rejoin, type Feed } from './feed.ts';
import { browserClock, Redial } from './redial.ts';
import { send } from './send.ts';

/** 'connecting' before the first answer, 'reconnecting' after the connection dropped. */
export type Connection = 'connecting' | 'live' | 'reconnecting';

export interface TableFeed {
  readonly connection: Connection;
  /** When the next try to reconnect is due (Date.now() time), or null while none is waiting. */
  readonly retryAt: number | null;
  /** Tries to reconnect at once instead of waiting for retryAt. */
  readonly retryNow: () => void;
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

export function useTable(tableId: string, tokens: readonly string[]): TableFeed {
  const [connection, setConnection] = useState<Connection>('connecting');
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [feed, setFeed] = useState<Feed>(EMPTY_FEED);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const [offer, setOffer] = useState<RematchOffer | null>(null);
  const socketRef = useRef<Socket | null>(null);
  const redialRef = useRef<Redial | null>(null);
  const tokenKey = tokens.join(',');

  useEffect(() => {
    const socket = io({ reconnection: false });
    const redial = new Redial({
      dial: () => socket.connect(),
      show: setRetryAt,
      clock: browserClock,
      random: Math.random,
    });
    socketRef.current = socket;
    redialRef.current = redial;
    const refuse = (ack: Ack<unknown>): void => {
      if (!ack.ok) setFailure(ack.error);
    };
    socket.on('connect', () => {
      setFeed(rejoin);
      socket.emit('join', { tableId, tokens: tokenKey ? tokenKey.split(',') : [] }, refuse);
    });
    socket.on('connect_error', () => {
      redial.failed();
    });
    socket.on('disconnect', (reason) => {
      setConnection('reconnecting');
      setPending(false);
      redial.dropped(reason);
    });
    socket.on('table', (update: TableUpdate) => {
      // Every join answers with the whole view, so the first update after it is a full resync.
      redial.live();
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
      redial.stop();
      socket.disconnect();
      socketRef.current = null;
      redialRef.current = null;
      setRetryAt(null);
      setFeed(EMPTY_FEED);
      setConnection('connecting');
      setOffer(null);
      setFailure(null);
    };
  }, [tableId, tokenKey]);

  const act = useCallback(
    (token: string, action: number, version: number) => {
      send(socketRef.current, 'act', { tableId, token, action, version }, setFailure, setPending);
    },
    [tableId],
  );

  const rematch = useCallback(
    (token: string) => {
      send(socketRef.current, 'rematch', { tableId, token }, setFailure);
    },
    [tableId],
  );

  const retryNow = useCallback(() => {
    redialRef.current?.tryNow();
  }, []);

  return { connection, retryAt, retryNow, feed, failure, pending, offer, act, rematch };
}
