/**
 * The socket of one table page and what its events do (see useTable): dialled once per table
 * and seat tokens, joined again after every reconnection, hung up when the page leaves.
 */
import type { Dispatch, RefObject, SetStateAction } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ApiError } from '../api/http.ts';
import type { Ack, JoinedTable, RematchOffer, TableUpdate } from '../protocol.ts';
import { followTables } from '../../../src/server/realtime/follow-tables.ts';
import { jsonParser } from '../../../src/server/realtime/json-parser.ts';
import { EMPTY_FEED, receive, rejoin, type Feed } from './feed.ts';
import { browserClock, mustResend, Redial, Resend } from './redial.ts';
import { DEFAULT_STOP, loadStop } from './stopSetting.ts';
import type { WordsSetting } from './wordsSetting.ts';

/** 'connecting' before the first answer, 'reconnecting' after the connection dropped. */
export type Connection = 'connecting' | 'live' | 'reconnecting';

/** Who this browser is at the table: its device token, and what to do once a join is seated. */
export interface Device {
  readonly token: string | undefined;
  readonly joined: (joined: JoinedTable) => void;
}

/** The socket, and the two schedules that try again on it (a dial, a refused request). */
export interface Line {
  readonly socket: Socket;
  readonly redial: Redial;
  readonly resend: Resend;
}

/** The page's state that the line's events set (React's state setters). */
export interface Shown {
  readonly connection: (connection: Connection) => void;
  readonly redialAt: (at: number | null) => void;
  readonly resendAt: (at: number | null) => void;
  readonly feed: Dispatch<SetStateAction<Feed>>;
  readonly failure: (failure: ApiError | null) => void;
  readonly pending: (pending: boolean) => void;
  readonly offer: (offer: RematchOffer | null) => void;
}

/** What every join says: the table, the seat tokens held, the device and the words setting. */
export interface Join {
  readonly tableId: string;
  readonly tokens: readonly string[];
  /** Read at each join: a device token handed out by the first join needs no new socket. */
  readonly device: RefObject<Device | undefined>;
  /** Kept across tables and reconnections: every join says it again. */
  readonly words: WordsSetting;
}

/** A socket not yet connected, with its schedules; `follow` connects it. */
export function dial(shown: Shown): Line {
  // The server's JSON parser (several packets to a message): its 'table' packets are read by
  // followTables into each seat's whole update.
  const socket = io({ reconnection: false, parser: jsonParser });
  const redial = new Redial({
    dial: () => socket.connect(),
    show: shown.redialAt,
    clock: browserClock,
    random: Math.random,
  });
  const resend = new Resend({ show: shown.resendAt, clock: browserClock, random: Math.random });
  return { socket, redial, resend };
}

/** Joins at every connection and follows the table's updates, drops and offers. */
export function follow(line: Line, join: Join, shown: Shown): void {
  joinOnConnect(line, join, shown);
  followDrops(line, join.words, shown);
  followUpdates(line, join.tableId, shown);
}

/** Stops trying again, hangs up and shows the page as before its first connection. */
export function hangUp(line: Line, shown: Shown): void {
  line.redial.stop();
  line.resend.stop();
  line.socket.disconnect();
  shown.redialAt(null);
  shown.resendAt(null);
  shown.feed(EMPTY_FEED);
  shown.connection('connecting');
  shown.offer(null);
  shown.failure(null);
}

function joinOnConnect(line: Line, join: Join, shown: Shown): void {
  const { socket } = line;
  const answered = joinAnswered(line, join, shown);
  socket.on('connect', () => {
    shown.feed(rejoin);
    const token = join.device.current?.token;
    const { tableId, tokens, words } = join;
    socket.emit(
      'join',
      { tableId, tokens, ...(token ? { device: token } : {}), ...words.join() },
      answered,
    );
  });
}

function joinAnswered(line: Line, join: Join, shown: Shown): (ack: Ack<JoinedTable>) => void {
  const { socket, redial } = line;
  const { tableId, words } = join;
  return (ack) => {
    if (!ack.ok && mustResend(ack.error.code)) {
      // The table's server cannot be reached from here just now (it died and its lease has
      // not moved yet, say), or is too busy to seat anyone new ('busy', said in words): dial
      // again, as after a drop, until the join lands.
      if (ack.error.code === 'busy') shown.failure(ack.error);
      socket.disconnect();
      redial.failed(ack.error);
      return;
    }
    if (ack.ok) join.device.current?.joined(ack.value);
    else shown.failure(ack.error);
    const on = ack.ok ? words.joined() : undefined;
    if (on !== undefined) tellWords(socket, tableId, on);
    // The server forgets a seat's stop setting when it restarts: every join tells it again.
    const setting = loadStop();
    if (!ack.ok || setting === DEFAULT_STOP) return;
    for (const token of join.tokens) socket.emit('stop', { tableId, token, stop: setting });
  };
}

function followDrops(line: Line, words: WordsSetting, shown: Shown): void {
  const { socket, redial } = line;
  socket.on('connect_error', (error: Error & { data?: unknown }) => {
    // The server's own refusal (e.g. too many connections from this address) says why.
    if (isApiError(error.data)) shown.failure(error.data);
    redial.failed();
  });
  socket.on('disconnect', (reason) => {
    shown.connection('reconnecting');
    shown.pending(false);
    words.dropped();
    redial.dropped(reason);
  });
}

function followUpdates(line: Line, tableId: string, shown: Shown): void {
  const { socket, redial, resend } = line;
  followTables(socket, {
    // Every join answers with the whole view, so the first update after it is a full resync.
    update: (update: TableUpdate) => {
      redial.live();
      shown.connection('live');
      shown.failure(null);
      // A request the table could not take stays pending while the table is where it was.
      shown.pending(resend.heard(update.table.version));
      shown.feed((old) => receive(old, update));
    },
    // The whole table was asked for again: its history replaces the log, as after a join.
    missed: () => {
      shown.feed(rejoin);
    },
  });
  socket.on('rematch', (next: RematchOffer) => {
    if (next.from === tableId) shown.offer(next);
  });
  socket.on('failure', (error: ApiError) => {
    shown.failure(error);
  });
}

function isApiError(data: unknown): data is ApiError {
  return typeof data === 'object' && data !== null && 'code' in data && 'message' in data;
}

/** Turns the words on or off; a refusal (the table gone) needs no word to the person. */
export function tellWords(socket: Socket, tableId: string, on: boolean): void {
  socket.emit('words', { tableId, on }, () => undefined);
}
