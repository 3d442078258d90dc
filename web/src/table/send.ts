/**
 * Sending a player's request (an action, a rematch) so that it ends answered or refused, never
 * silently lost in a dropped connection.
 */
import type { Socket } from 'socket.io-client';
import type { ApiError } from '../api/http.ts';
import type { Ack } from '../protocol.ts';

/** Nothing is sent while offline: socket.io would send it after reconnecting, ahead of the join. */
export const NOT_SENT: ApiError = {
  code: 'offline',
  message: 'Not sent: the connection to the table is down.',
};

/** The connection dropped before the server answered: the rejoin shows whether it counted. */
export const UNCONFIRMED: ApiError = {
  code: 'offline',
  message: 'The connection dropped before the table answered; reconnecting shows where it stands.',
};

/**
 * Sends `event` and reports a refusal through `fail`: the server's, or NOT_SENT while offline,
 * or UNCONFIRMED when the connection drops first (socket.io rejects emitWithAck then).
 * `busy` is true from sending until a refusal; an accepted request stays busy until the
 * table's next update, which the caller hears.
 */
export function send(
  socket: Pick<Socket, 'connected' | 'emitWithAck'> | null,
  event: 'act' | 'undo' | 'rematch' | 'continue' | 'stop',
  payload: object,
  fail: (error: ApiError) => void,
  busy: (pending: boolean) => void = () => undefined,
): void {
  if (!socket?.connected) {
    fail(NOT_SENT);
    return;
  }
  busy(true);
  socket.emitWithAck(event, payload).then(
    (ack: Ack<unknown>) => {
      if (ack.ok) return;
      busy(false);
      fail(ack.error);
    },
    () => {
      busy(false);
      fail(UNCONFIRMED);
    },
  );
}
