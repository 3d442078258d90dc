/**
 * At most `cap` open TCP connections per peer address on the HTTP server, counted as they
 * open, before a byte is read: a client that opens hundreds of (slow) connections cannot use
 * up the process's file descriptors. Those over the cap are closed at once. Trusted proxies
 * are not capped (they carry many clients; the sockets' own cap counts those clients).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { AddressCount } from './address-count.ts';
import type { TrustProxy } from './client-address.ts';

export function capConnections(server: Server, cap: number, trust: TrustProxy): AddressCount {
  const open = new AddressCount(cap);
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined || trust(peer, 0)) return;
    if (!open.enter(peer)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => {
      open.leave(peer);
    });
  });
  return open;
}
