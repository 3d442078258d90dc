/**
 * A front door to a cluster's processes, as a load balancer with a primary and backups is: a
 * TCP proxy on a free loopback port that hands each connection to the first of its processes
 * that accepts it. A page opened through it stays on its first process while that one lives
 * (socket.io's long polling needs one process per session), and reaches the next once it dies.
 */
import { connect, createServer, type Socket } from 'node:net';
import { once } from 'node:events';

export interface FrontDoor {
  /** e.g. 'http://127.0.0.1:40123'. */
  readonly url: string;
  /** Stops listening and closes every connection it holds. */
  close(): Promise<void>;
}

/** A front door to the processes listening on `ports` (127.0.0.1), tried in this order. */
export async function frontDoor(ports: readonly number[]): Promise<FrontDoor> {
  const open = new Set<Socket>();
  const hold = (socket: Socket): void => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const server = createServer((client) => {
    hold(client);
    client.on('error', () => client.destroy());
    const tryPort = (index: number): void => {
      const port = ports[index];
      if (port === undefined || client.destroyed) {
        client.destroy();
        return;
      }
      const upstream = connect(port, '127.0.0.1');
      hold(upstream);
      upstream.once('error', () => {
        // Refused: that process is down; the next one is tried.
        tryPort(index + 1);
      });
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        upstream.on('error', () => client.destroy());
        upstream.once('close', () => client.destroy());
        client.once('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
      });
    };
    tryPort(0);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      const closed = once(server, 'close');
      server.close();
      for (const socket of open) socket.destroy();
      await closed;
    },
  };
}
