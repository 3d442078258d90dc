import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FromWorker } from '../../../src/lab/ports.ts';
import { channelPorts } from './channelPorts.ts';

/** A channel whose far end answers every message with `{ ok: false, message: <kind> }`. */
function echoChannel(): MessagePort {
  const { port1, port2 } = new MessageChannel();
  port2.addEventListener('message', (event: MessageEvent<{ kind: string }>) => {
    port2.postMessage({ ok: false, message: event.data.kind } satisfies FromWorker);
  });
  port2.start();
  return port1;
}

function nextReply(port: ReturnType<ReturnType<typeof channelPorts>['open']>): Promise<FromWorker> {
  return new Promise((resolve) => {
    port.onMessage(resolve);
  });
}

describe('the chunk workers’ channels', () => {
  it('open each channel once per run, and again for the next run after closing', async () => {
    const channels = channelPorts([echoChannel(), echoChannel()]);
    assert.equal(channels.count, 2);
    const a = channels.open();
    const b = channels.open();
    assert.throws(() => channels.open(), /more than 2 workers/);
    const replyA = nextReply(a);
    a.post({ kind: 'config', config: { game: 'x', bots: [], seed: 's', games: 1 } });
    assert.deepEqual(await replyA, { ok: false, message: 'config' });
    await a.close();
    await b.close();
    // The next run gets the same channels, and only its own handler hears them.
    const again = channels.open();
    const reply = nextReply(again);
    // The first run's port is inert now: it neither takes the handler nor sends.
    const heard: FromWorker[] = [];
    a.onMessage((r) => heard.push(r));
    a.post({ kind: 'config', config: { game: 'x', bots: [], seed: 's', games: 1 } });
    again.post({ kind: 'chunk', task: { index: 0, from: 0, to: 1 } });
    assert.deepEqual(await reply, { ok: false, message: 'chunk' });
    assert.deepEqual(heard, []);
    channels.closeAll();
  });
});
