/**
 * What a table page asks of its table over the socket (see useTable): actions, undo, letting a
 * window go, stop settings and rematches, the words of a legal list, and the table in words.
 */
import { useCallback, type RefObject } from 'react';
import type { ApiError } from '../api/http.ts';
import type { Ack, DescribedActions, LegalChoice, StopSetting } from '../protocol.ts';
import { mustResend } from './redial.ts';
import { send } from './send.ts';
import { tellWords, type Line } from './tableLine.ts';
import type { WordsSetting } from './wordsSetting.ts';

export interface TableRequests {
  /** Tries to reconnect, or sends again, at once instead of waiting for retryAt. */
  readonly retryNow: () => void;
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

type Request = (
  event: 'act' | 'undo' | 'rematch' | 'continue' | 'stop',
  payload: object,
  version?: number,
) => void;

export function useTableRequests(
  tableId: string,
  lineRef: RefObject<Line | null>,
  wordsRef: RefObject<WordsSetting>,
  setPending: (pending: boolean) => void,
  setFailure: (failure: ApiError | null) => void,
): TableRequests {
  const request = useRequest(lineRef, setPending, setFailure);
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
  // Asked again after 'unavailable' like any request: a table's later asks get the same rematch.
  const rematch = useCallback(
    (token: string) => {
      request('rematch', { tableId, token });
    },
    [tableId, request],
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
  const asks = useTableAsks(tableId, lineRef, wordsRef);
  return { act, undo, rematch, continueAt, stop, ...asks };
}

/**
 * Sends a request; one the table could not take just now goes again after a wait (the
 * request chosen at `version` only while the table is still there).
 */
function useRequest(
  lineRef: RefObject<Line | null>,
  setPending: (pending: boolean) => void,
  setFailure: (failure: ApiError | null) => void,
): Request {
  return useCallback(
    (event, payload, version) => {
      sendUntilAnswered(() => lineRef.current, { event, payload, version }, setPending, setFailure);
    },
    [lineRef, setPending, setFailure],
  );
}

/**
 * Sends a request on the page's line; one answered 'unavailable' or 'offline' (mustResend)
 * waits on the line's Resend and goes again, so it ends answered or refused for good.
 */
export function sendUntilAnswered(
  line: () => Pick<Line, 'socket' | 'resend'> | null,
  request: {
    readonly event: Parameters<Request>[0];
    readonly payload: object;
    readonly version?: number;
  },
  setPending: (pending: boolean) => void,
  setFailure: (failure: ApiError | null) => void,
): void {
  const { event, payload, version } = request;
  const go = (): void => {
    const fail = (error: ApiError): void => {
      const resend = line()?.resend;
      if (!resend || !mustResend(error.code)) {
        line()?.resend.answered();
        setFailure(error);
        return;
      }
      if (version !== undefined) setPending(true);
      resend.refused(go, version, error);
    };
    const busy = version === undefined ? undefined : setPending;
    send(line()?.socket ?? null, event, payload, fail, busy);
  };
  go();
}

/** What is asked of the line itself rather than of the table's game. */
function useTableAsks(
  tableId: string,
  lineRef: RefObject<Line | null>,
  wordsRef: RefObject<WordsSetting>,
): Pick<TableRequests, 'describe' | 'showWords' | 'retryNow'> {
  const describe = useCallback(
    async (token: string, version: number) => {
      const socket = lineRef.current?.socket;
      if (!socket?.connected) return null;
      const ack = (await socket
        .emitWithAck('describe', { tableId, token, version })
        .catch(() => null)) as Ack<DescribedActions> | null;
      return ack?.ok ? ack.value.legal : null;
    },
    [tableId, lineRef],
  );
  const showWords = useCallback(
    (shown: boolean) => {
      const on = wordsRef.current.show(shown);
      const socket = lineRef.current?.socket;
      if (on !== undefined && socket) tellWords(socket, tableId, on);
    },
    [tableId, lineRef, wordsRef],
  );
  const retryNow = useCallback(() => {
    lineRef.current?.redial.tryNow();
    lineRef.current?.resend.tryNow();
  }, [lineRef]);
  return { describe, showWords, retryNow };
}
