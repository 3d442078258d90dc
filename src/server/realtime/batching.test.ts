import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { batchWrites, type EngineConnection } from './batching.ts';
import { engineMessageFrame } from './text-frame.ts';

interface Written {
  readonly data: unknown;
  readonly options: unknown;
}

/** An engine.io connection on `transport` that records what reaches it. */
function connection(transport: string): { conn: EngineConnection; written: Written[] } {
  const written: Written[] = [];
  const conn: EngineConnection = {
    transport: { name: transport },
    write(data, options) {
      written.push({ data, options });
      return conn;
    },
  };
  batchWrites(conn);
  return { conn, written };
}

const turn = () =>
  new Promise<void>((resolve) => {
    queueMicrotask(resolve);
  });

describe('batchWrites', () => {
  it("joins one turn's packets into one message, framed already over WebSocket", async () => {
    const { conn, written } = connection('websocket');
    conn.write('[3,[{"ok":true}],7]');
    conn.write('[2,["table",{"n":1}]]');
    assert.equal(written.length, 0, 'nothing before the turn ends');
    await turn();
    const message = '[[3,[{"ok":true}],7],[2,["table",{"n":1}]]]';
    assert.deepEqual(written, [
      { data: message, options: { wsPreEncodedFrame: [engineMessageFrame(message)] } },
    ]);
  });

  it('sends the text alone over polling, which frames nothing', async () => {
    const { conn, written } = connection('polling');
    conn.write('[2,["table",{"n":1}]]');
    await turn();
    assert.deepEqual(written, [{ data: '[2,["table",{"n":1}]]', options: undefined }]);
  });
});
