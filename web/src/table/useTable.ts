/**
 * The realtime side of a table page: one socket that joins with the seat tokens this browser
 * holds (none = spectator) and its device token, follows the table's updates, rejoins after
 * any reconnection and sends the player's actions and rematch requests. Reconnecting is
 * Redial's job (redial.ts): socket.io's own gives up when the server disconnects the socket.
 * A join answered 'unavailable' dials again the same way, and a request the table could not
 * take just now is sent again (Resend): a table whose server died plays on where it is taken
 * over, without a reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ApiError } from '../api/http.ts';
import type {
  Ack,
  DescribedActions,
  JoinedTable,
  LegalChoice,
  RematchOffer,
  StopSetting,
  TableUpdate,
} from '../protocol.ts';
import { followTables } from '../../../src/server/realtime/follow-tables.ts';
import { jsonParser } from '../../../src/server/realtime/json-parser.ts';
import { EMPTY_FEED, receive, rejoin, type Feed } from './feed.ts';
import { browserClock, mustResend, Redial, Resend } from './redial.ts';
import { send } from './send.ts';
import { DEFAULT_STOP, loadStop } from './stopSetting.ts';
import { WordsSetting } from './wordsSetting.ts';

/** 'connecting' before the first answer, 'reconnecting' after the connection dropped. */
export type Connection = 'connecting' | 'live' | 'reconnecting';

export interface TableFeed {
  readonly connection: Connection;
  /**
   * When the next try to reconnect, or to send again what the table could not take, is due
   * (Date.now() time), or null while none is waiting.
   */
  readonly retryAt: number | null;
  /** Tries to reconnect, or sends again, at once instead of waiting for retryAt. */
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
  /** Takes back the seat's last step, as the update at `version` offered (its canUndo). */
  readonly undo: (token: string, version: number) => void;
  /** A seat stopped at a window point with nothing to play lets it go. */
  readonly continueAt: (token: string, version: number) => void;
  /** Tells the server this device's stop setting for a seat. */
  readonly stop: (token: string, setting: StopSetting) => void;
  /** The labels and infos of a seat's legal list at `version`; null if it moved on. */
  readonly describe: (token: string, version: number) => Promise<readonly LegalChoice[] | null>;
  /** Whether the page shows the table in words: the server sends the text only while it does. */
  readonly showWords: (shown: boolean) => void;
}

/** Who this browser is at the table: its device token, and what to do once a join is seated. */
export interface Device {
  readonly token: string | undefined;
  readonly joined: (joined: JoinedTable) => void;
}

function isApiError(data: unknown): data is ApiError {
  return typeof data === 'object' && data !== null && 'code' in data && 'message' in data;
}

export function useTable(tableId: string, tokens: readonly string[], device?: Device): TableFeed {
  const [connection, setConnection] = useState<Connection>('connecting');
  const [redialAt, setRedialAt] = useState<number | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [feed, setFeed] = useState<Feed>(EMPTY_FEED);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const [offer, setOffer] = useState<RematchOffer | null>(null);
  const socketRef = useRef<Socket | null>(null);
  const redialRef = useRef<Redial | null>(null);
  const resendRef = useRef<Resend | null>(null);
  // Kept across tables and reconnections: every join says it again.
  const wordsRef = useRef(new WordsSetting());
  const tokenKey = tokens.join(',');
  // Read at each join: a device token handed out by the first join needs no new socket.
  const deviceRef = useRef(device);
  useEffect(() => {
    deviceRef.current = device;
  });

  useEffect(() => {
    // The server's JSON parser (several packets to a message): its 'table' packets are read by
    // followTables into each seat's whole update.
    const socket = io({ reconnection: false, parser: jsonParser });
    const redial = new Redial({
      dial: () => socket.connect(),
      show: setRedialAt,
      clock: browserClock,
      random: Math.random,
    });
    const resend = new Resend({ show: setResendAt, clock: browserClock, random: Math.random });
    socketRef.current = socket;
    redialRef.current = redial;
    resendRef.current = resend;
    const words = wordsRef.current;
    const answered = (ack: Ack<JoinedTable>): void => {
      if (!ack.ok && ack.error.code === 'unavailable') {
        // The table's server cannot be reached from here just now (it died and its lease has
        // not moved yet, say): dial again, as after a drop, until the join lands.
        socket.disconnect();
        redial.failed();
        return;
      }
      if (ack.ok) deviceRef.current?.joined(ack.value);
      else setFailure(ack.error);
      const on = ack.ok ? words.joined() : undefined;
      if (on !== undefined) tellWords(socket, tableId, on);
      // The server forgets a seat's stop setting when it restarts: every join tells it again.
      const setting = loadStop();
      if (!ack.ok || setting === DEFAULT_STOP) return;
      for (const token of tokenKey ? tokenKey.split(',') : [])
        socket.emit('stop', { tableId, token, stop: setting });
    };
    socket.on('connect', () => {
      setFeed(rejoin);
      const tokens = tokenKey ? tokenKey.split(',') : [];
      const token = deviceRef.current?.token;
      const join = { tableId, tokens, ...(token ? { device: token } : {}), ...words.join() };
      socket.emit('join', join, answered);
    });
    socket.on('connect_error', (error: Error & { data?: unknown }) => {
      // The server's own refusal (e.g. too many connections from this address) says why.
      if (isApiError(error.data)) setFailure(error.data);
      redial.failed();
    });
    socket.on('disconnect', (reason) => {
      setConnection('reconnecting');
      setPending(false);
      words.dropped();
      redial.dropped(reason);
    });
    followTables(socket, {
      // Every join answers with the whole view, so the first update after it is a full resync.
      update: (update: TableUpdate) => {
        redial.live();
        setConnection('live');
        setFailure(null);
        // A request the table could not take stays pending while the table is where it was.
        setPending(resend.heard(update.table.version));
        setFeed((old) => receive(old, update));
      },
      // The whole table was asked for again: its history replaces the log, as after a join.
      missed: () => {
        setFeed(rejoin);
      },
    });
    socket.on('rematch', (next: RematchOffer) => {
      if (next.from === tableId) setOffer(next);
    });
    socket.on('failure', (error: ApiError) => {
      setFailure(error);
    });
    return () => {
      redial.stop();
      resend.stop();
      socket.disconnect();
      socketRef.current = null;
      redialRef.current = null;
      resendRef.current = null;
      setRedialAt(null);
      setResendAt(null);
      setFeed(EMPTY_FEED);
      setConnection('connecting');
      setOffer(null);
      setFailure(null);
    };
  }, [tableId, tokenKey]);

  /**
   * Sends a request; one the table could not take just now goes again after a wait (the
   * request chosen at `version` only while the table is still there).
   */
  const request = useCallback(
    (event: 'act' | 'undo' | 'continue' | 'stop', payload: object, version?: number) => {
      const go = (): void => {
        const fail = (error: ApiError): void => {
          const resend = resendRef.current;
          if (!resend || !mustResend(error.code)) {
            resendRef.current?.answered();
            setFailure(error);
            return;
          }
          if (version !== undefined) setPending(true);
          resend.refused(go, version);
        };
        const busy = version === undefined ? undefined : setPending;
        send(socketRef.current, event, payload, fail, busy);
      };
      go();
    },
    [],
  );

  const act = useCallback(
    (token: string, action: number, version: number) => {
      request('act', { tableId, token, action, version }, version);
    },
    [tableId, request],
  );

  const undo = useCallback(
    (token: string, version: number) => {
      request('undo', { tableId, token, version }, version);
    },
    [tableId, request],
  );

  const rematch = useCallback(
    (token: string) => {
      send(socketRef.current, 'rematch', { tableId, token }, setFailure);
    },
    [tableId],
  );

  const continueAt = useCallback(
    (token: string, version: number) => {
      request('continue', { tableId, token, version }, version);
    },
    [tableId, request],
  );

  const stop = useCallback(
    (token: string, setting: StopSetting) => {
      request('stop', { tableId, token, stop: setting });
    },
    [tableId, request],
  );

  const describe = useCallback(
    async (token: string, version: number) => {
      const socket = socketRef.current;
      if (!socket?.connected) return null;
      const ack = (await socket
        .emitWithAck('describe', { tableId, token, version })
        .catch(() => null)) as Ack<DescribedActions> | null;
      return ack?.ok ? ack.value.legal : null;
    },
    [tableId],
  );

  const showWords = useCallback(
    (shown: boolean) => {
      const on = wordsRef.current.show(shown);
      const socket = socketRef.current;
      if (on !== undefined && socket) tellWords(socket, tableId, on);
    },
    [tableId],
  );

  const retryNow = useCallback(() => {
    redialRef.current?.tryNow();
    resendRef.current?.tryNow();
  }, []);

  return {
    connection,
    retryAt: redialAt ?? resendAt,
    retryNow,
    feed,
    failure,
    pending,
    offer,
    act,
    undo,
    rematch,
    continueAt,
    stop,
    describe,
    showWords,
  };
}

/** Turns the words on or off; a refusal (the table gone) needs no word to the person. */
function tellWords(socket: Socket, tableId: string, on: boolean): void {
  socket.emit('words', { tableId, on }, () => undefined);
}
