import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { engineMessageFrame, messageOf } from './text-frame.ts';

/** ws's own frame reader (engine.io's WebSocket library), as a client reads what it is sent. */
interface FrameReader {
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  write(chunk: Buffer, encoding: string, callback: (error?: Error) => void): void;
}
const { Receiver } = createRequire(import.meta.url)('ws') as {
  Receiver: new (options: { isServer: boolean }) => FrameReader;
};

function read(frame: Buffer): { text: string; isBinary: boolean } {
  const receiver = new Receiver({ isServer: false });
  const messages: { text: string; isBinary: boolean }[] = [];
  receiver.on('message', (data, isBinary) => messages.push({ text: data.toString(), isBinary }));
  receiver.write(frame, 'buffer', (error) => {
    assert.ifError(error);
  });
  assert.equal(messages.length, 1, 'one whole message');
  return messages[0] as { text: string; isBinary: boolean };
}

describe('engineMessageFrame', () => {
  // Each length class of the header (7 bits, 16 bits, 64 bits) on both sides of its limit.
  for (const length of [0, 124, 125, 126, 65_534, 65_535, 65_536, 70_000]) {
    it(`frames a message of ${length + 1} bytes as ws reads it`, () => {
      const data = 'x'.repeat(length);
      const frame = engineMessageFrame([data]);
      assert.deepEqual(read(frame), { text: `4${data}`, isBinary: false });
    });
  }

  it('counts bytes, not characters, for text outside ASCII', () => {
    const data = '[2,["table",{"name":"Zoë ⚽ 𝄞"}]]'.repeat(5);
    assert.deepEqual(read(engineMessageFrame([data])), { text: `4${data}`, isBinary: false });
  });

  it('frames several packets as the JSON array of them, as messageOf writes it', () => {
    const packets = [
      '[3,[{"ok":true}],7]',
      '[2,["table",{"name":"Zoë ⚽"}]]',
      `[2,["${'x'.repeat(200)}"]]`,
    ];
    const text = `[${packets.join(',')}]`;
    assert.equal(messageOf(packets), text);
    assert.deepEqual(read(engineMessageFrame(packets)), { text: `4${text}`, isBinary: false });
    for (const count of [1, 2, 3]) {
      const some = packets.slice(0, count);
      assert.deepEqual(engineMessageFrame(some), engineMessageFrame([messageOf(some)]));
    }
  });
});
