import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApiError } from '../api/http.ts';
import { NOT_SENT, send, UNCONFIRMED } from './send.ts';

/** A socket whose answer the test gives: an acknowledgement or a dropped connection. */
function fakeSocket(connected: boolean, answer: () => Promise<unknown>) {
  const sent: string[] = [];
  return {
    sent,
    socket: {
      connected,
      emitWithAck: (event: string) => {
        sent.push(event);
        return answer();
      },
    },
  };
}

async function sending(connected: boolean, answer: () => Promise<unknown>) {
  const { sent, socket } = fakeSocket(connected, answer);
  const failures: ApiError[] = [];
  const busy: boolean[] = [];
  send(
    socket,
    'act',
    { action: 3 },
    (e) => failures.push(e),
    (b) => busy.push(b),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return { sent, failures, busy };
}

describe('sending a request to the table', () => {
  it('refuses at once while offline and sends nothing to be replayed later', async () => {
    const { sent, failures, busy } = await sending(false, () => Promise.resolve({ ok: true }));
    assert.deepEqual(sent, []);
    assert.deepEqual(failures, [NOT_SENT]);
    assert.deepEqual(busy, []);
  });

  it('stays busy once accepted, until the table moves on', async () => {
    const { sent, failures, busy } = await sending(true, () => Promise.resolve({ ok: true }));
    assert.deepEqual(sent, ['act']);
    assert.deepEqual(failures, []);
    assert.deepEqual(busy, [true]);
  });

  it("shows the server's refusal", async () => {
    const error = { code: 'stale-version', message: 'The table moved on.' };
    const { failures, busy } = await sending(true, () => Promise.resolve({ ok: false, error }));
    assert.deepEqual(failures, [error]);
    assert.deepEqual(busy, [true, false]);
  });

  it('refuses a request whose connection dropped before the answer', async () => {
    const dropped = () => Promise.reject(new Error('socket has been disconnected'));
    const { failures, busy } = await sending(true, dropped);
    assert.deepEqual(failures, [UNCONFIRMED]);
    assert.deepEqual(busy, [true, false]);
  });
});
