/**
 * Socket connections per client address, refused over a cap before they connect: the client
 * gets a 'connect_error' whose `data` is an ErrorBody ('too-many-connections'). Each socket's
 * address is kept in `socket.data.address` for the limits that follow it.
 */
import type { Server, Socket } from 'socket.io';
import { refusal, type Refusal } from '../errors.ts';
import { AddressCount } from '../http/address-count.ts';
import { clientAddress, type TrustProxy } from '../http/client-address.ts';

/** What socket.io sends as the connect_error: its message, and the ErrorBody as `data`. */
export class RefusedConnection extends Error {
  readonly data: Refusal;

  constructor(body: Refusal) {
    super(body.message);
    this.data = body;
  }
}

export interface SocketData {
  /** The client's address (see client-address.ts). */
  address: string;
}

export function gateSockets(io: Server, cap: number, trust: TrustProxy): AddressCount {
  const open = new AddressCount(cap);
  io.use((socket: Socket, next) => {
    const address = clientAddress(socket.request, trust);
    if (!open.enter(address)) {
      next(
        new RefusedConnection(
          refusal(
            'too-many-connections',
            `Your address already has ${cap} connections open; close some tabs and reload.`,
          ),
        ),
      );
      return;
    }
    (socket.data as SocketData).address = address;
    // The transport's close, not 'disconnect': it comes even for a socket that never
    // finished connecting.
    socket.conn.once('close', () => {
      open.leave(address);
    });
    next();
  });
  return open;
}
