/**
 * One message per connection per change: everything socket.io writes to one engine.io
 * connection in one turn of the event loop (an action's acknowledgement and the table's
 * update after its commit) leaves as one message, a JSON array of the packets that
 * json-parser.ts's Decoder takes apart. Each message is a socket write and a frame of its
 * own, which is most of what a small update costs; over WebSocket it goes framed already, as
 * one buffer (text-frame.ts).
 */
import { engineMessageFrame } from './text-frame.ts';

/** What batching needs of an engine.io connection (engine.io's Socket). */
export interface EngineConnection {
  write(data: unknown, options?: unknown, callback?: () => void): unknown;
  readonly transport: { readonly name: string };
}

export function batchWrites(conn: EngineConnection): void {
  const write = conn.write.bind(conn);
  let queued: string[] = [];
  const flush = (): void => {
    if (queued.length === 0) return;
    const packets = queued;
    queued = [];
    const message = packets.length === 1 ? (packets[0] as string) : `[${packets.join(',')}]`;
    // engine.io sends a pre-encoded frame as it is over WebSocket, and the text otherwise.
    if (conn.transport.name === 'websocket')
      write(message, { wsPreEncodedFrame: [engineMessageFrame(message)] });
    else write(message);
  };
  conn.write = (data, options, callback) => {
    // Anything but a plain packet (none is sent today) goes as it came, after those before it.
    if (typeof data !== 'string' || callback) {
      flush();
      return write(data, options, callback);
    }
    if (queued.length === 0) queueMicrotask(flush);
    queued.push(data);
    return conn;
  };
}
