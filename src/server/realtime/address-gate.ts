/**
 * Socket connections per client address, refused over a cap before they connect: the client
 * gets a 'connect_error' whose `data` is an ErrorBody ('too-many-connections'). Each socket's
 * address is kept in `socket.data.address` for the limits that follow it.
 *
 * One process counts here, synchronously; a cluster counts across its processes in Redis
 * (cluster/shared-sockets.ts), and readies the address's shared message allowance as well.
 */
import type { Server, Socket } from 'socket.io';
import { refusal, type Refusal } from '../errors.ts';
import { AddressCount } from '../http/address-count.ts';
import { clientAddress, type TrustProxy } from '../http/client-address.ts';
import type { AddressBudget } from './address-budget.ts';

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

/** A cap on the sockets of an address counted across processes (cluster/shared-sockets.ts). */
export interface SocketCap {
  readonly cap: number;
  /** 'shared' or 'local' as it was counted, or false when the address holds the cap. */
  enter(address: string): Promise<'shared' | 'local' | false>;
  leave(address: string, counted: 'shared' | 'local'): void;
}

export function gateSockets(io: Server, cap: number, trust: TrustProxy): AddressCount {
  const open = new AddressCount(cap);
  io.use((socket: Socket, next) => {
    const address = clientAddress(socket.request, trust);
    if (!open.enter(address)) {
      next(tooMany(cap));
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

/**
 * The cluster's gate: the cap (if any: undefined for none) counted across processes, and the
 * address's message allowance readied.
 */
export function gateSharedSockets(
  io: Server,
  shared: SocketCap | undefined,
  budget: AddressBudget,
  trust: TrustProxy,
): void {
  io.use((socket: Socket, next) => {
    const address = clientAddress(socket.request, trust);
    (socket.data as SocketData).address = address;
    void countShared(socket, address, shared).then(async (room) => {
      if (!room) {
        next(tooMany(shared?.cap ?? Infinity));
        return;
      }
      await budget.prepare?.(address);
      next();
    });
  });
}

/** Counts the socket in, and out again once its transport closes; false when over the cap. */
async function countShared(
  socket: Socket,
  address: string,
  shared: SocketCap | undefined,
): Promise<boolean> {
  if (!shared) return true;
  // Watched before the count's answer comes: a socket closed meanwhile is counted out after it.
  const transport = { closed: false };
  socket.conn.once('close', () => {
    transport.closed = true;
  });
  const counted = await shared.enter(address);
  if (!counted) return false;
  if (transport.closed) shared.leave(address, counted);
  else {
    socket.conn.once('close', () => {
      shared.leave(address, counted);
    });
  }
  return true;
}

function tooMany(cap: number): RefusedConnection {
  return new RefusedConnection(
    refusal(
      'too-many-connections',
      `Your address already has ${cap} connections open; close some tabs and reload.`,
    ),
  );
}
