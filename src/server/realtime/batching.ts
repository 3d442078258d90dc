/**
 * One message per connection per change: everything socket.io writes to one engine.io
 * connection in one turn of the event loop (an action's acknowledgement and the table's
 * update after its commit) leaves as one message, a JSON array of the packets that
 * json-parser.ts's Decoder takes apart. Each message is a socket write and a frame of its
 * own, which is most of what a small update costs; over WebSocket it goes framed already, as
 * one buffer (text-frame.ts), and straight to the WebSocket whenever engine.io would send it
 * at once anyway (its queue empty, its transport free): engine.io's packet objects, send
 * callbacks and half a dozen events per message cost the serving thread more than the frame.
 */
import { engineMessageFrame, messageOf } from './text-frame.ts';

/** The piece of ws that writes a finished frame (ws's Sender.sendFrame, as engine.io uses it). */
interface FrameSender {
  sendFrame(list: readonly Buffer[], callback?: (error?: Error) => void): void;
}

/** What batching needs of an engine.io connection (engine.io's Socket). */
export interface EngineConnection {
  write(data: unknown, options?: unknown, callback?: () => void): unknown;
  readonly readyState?: string;
  readonly upgrading?: boolean;
  /** Packets engine.io holds until its transport is writable. */
  readonly writeBuffer?: readonly unknown[];
  readonly transport: {
    readonly name: string;
    readonly writable?: boolean;
    /** The transport's ws WebSocket (engine.io's WebSocket transport). */
    readonly socket?: { readonly readyState?: number; readonly _sender?: FrameSender };
  };
}

/** ws's WebSocket.OPEN. */
const WS_OPEN = 1;

export function batchWrites(conn: EngineConnection): void {
  const write = conn.write.bind(conn);
  let queued: string[] = [];
  const flush = (): void => {
    if (queued.length === 0) return;
    const packets = queued;
    queued = [];
    if (conn.transport.name !== 'websocket') {
      write(messageOf(packets));
      return;
    }
    const frame = engineMessageFrame(packets);
    const sender = directSender(conn);
    if (sender) sender.sendFrame([frame]);
    // engine.io sends a pre-encoded frame as it is, once its transport is free.
    else write(messageOf(packets), { wsPreEncodedFrame: [frame] });
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

/**
 * ws's frame writer when engine.io would write a message at once itself: the connection
 * open and not upgrading, nothing waiting in its queue (which would go first), its
 * WebSocket transport writable and the WebSocket open. Otherwise undefined: engine.io
 * queues and sends it in order.
 */
function directSender(conn: EngineConnection): FrameSender | undefined {
  const { transport } = conn;
  const sender = transport.socket?._sender;
  if (
    conn.readyState === 'open' &&
    conn.upgrading === false &&
    conn.writeBuffer?.length === 0 &&
    transport.writable === true &&
    transport.socket?.readyState === WS_OPEN &&
    typeof sender?.sendFrame === 'function'
  )
    return sender;
  return undefined;
}
