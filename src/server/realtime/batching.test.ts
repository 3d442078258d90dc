import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { batchWrites, type EngineConnection } from './batching.ts';
import { engineMessageFrame } from './text-frame.ts';

interface Written {
  readonly data: unknown;
  readonly options: unknown;
}

/** What an engine.io connection is doing when a batch leaves. */
interface ConnectionState {
  transport: 'websocket' | 'polling';
  /** Whether the transport is free (no write of engine.io's under way). */
  writable?: boolean;
  /** Packets engine.io holds already. */
  held?: number;
}

/**
 * An engine.io connection that records what reaches engine.io (`written`) and what goes
 * straight to its WebSocket (`frames`).
 */
function connection(state: ConnectionState) {
  const written: Written[] = [];
  const frames: (readonly Buffer[])[] = [];
  const conn: EngineConnection = {
    readyState: 'open',
    upgrading: false,
    writeBuffer: new Array<unknown>(state.held ?? 0).fill('2'),
    transport: {
      name: state.transport,
      writable: state.writable ?? true,
      socket: {
        readyState: 1,
        _sender: {
          sendFrame: (list) => {
            frames.push(list);
          },
        },
      },
    },
    write(data, options) {
      written.push({ data, options });
      return conn;
    },
  };
  batchWrites(conn);
  return { conn, written, frames };
}

const turn = () =>
  new Promise<void>((resolve) => {
    queueMicrotask(resolve);
  });

const ack = '[3,[{"ok":true}],7]';
const update = '[2,["table",{"n":1}]]';
const batch = `[${ack},${update}]`;

describe('batchWrites', () => {
  it("joins one turn's packets into one frame, straight to a free WebSocket", async () => {
    const { conn, written, frames } = connection({ transport: 'websocket' });
    conn.write(ack);
    conn.write(update);
    assert.deepEqual(frames, [], 'nothing before the turn ends');
    await turn();
    // The batch's text as one packet: the frame of the joined text, byte for byte.
    assert.deepEqual(frames, [[engineMessageFrame([batch])]]);
    assert.deepEqual(written, [], 'engine.io has nothing to send');
  });

  for (const [busy, state] of [
    ['while engine.io writes', { writable: false }],
    ['behind packets engine.io holds', { held: 1 }],
  ] as const) {
    it(`leaves the frame to engine.io ${busy}, which keeps the order`, async () => {
      const { conn, written, frames } = connection({ transport: 'websocket', ...state });
      conn.write(update);
      await turn();
      assert.deepEqual(frames, []);
      assert.deepEqual(written, [
        { data: update, options: { wsPreEncodedFrame: [engineMessageFrame([update])] } },
      ]);
    });
  }

  it('sends the text alone over polling, which frames nothing', async () => {
    const { conn, written, frames } = connection({ transport: 'polling' });
    conn.write(ack);
    conn.write(update);
    await turn();
    assert.deepEqual(written, [{ data: batch, options: undefined }]);
    assert.deepEqual(frames, []);
  });
});
