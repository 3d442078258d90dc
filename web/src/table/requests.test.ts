import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Socket } from 'socket.io-client';
import type { ApiError } from '../api/http.ts';
import type { Ack } from '../protocol.ts';
import { Resend, type Clock } from './redial.ts';
import { sendUntilAnswered } from './useTableRequests.ts';

/** A clock whose one waiting timer runs when told. */
function stepClock(): Clock & { runDue(): void } {
  let due: (() => void) | null = null;
  return {
    now: () => 0,
    setTimeout: (run) => {
      due = run;
      return 1;
    },
    clearTimeout: () => {
      due = null;
    },
    runDue() {
      const run = due;
      due = null;
      assert.ok(run, 'a request waits to go again');
      run();
    },
  };
}

/** A socket answering each emit with the next of `answers`, noting what was sent. */
function answeringSocket(answers: Ack<unknown>[]) {
  const sent: [string, unknown][] = [];
  const socket = {
    connected: true,
    emitWithAck: (event: string, payload: unknown) => {
      sent.push([event, payload]);
      const answer = answers.shift();
      assert.ok(answer, 'no more answers');
      return Promise.resolve(answer);
    },
  } as unknown as Socket;
  return { socket, sent };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a table page’s requests', () => {
  it('asks for a rematch again after unavailable until the table answers', async () => {
    const unavailable: Ack<unknown> = {
      ok: false,
      error: { code: 'unavailable', message: 'the table is changing hands' },
    };
    const { socket, sent } = answeringSocket([unavailable, unavailable, { ok: true, value: {} }]);
    const clock = stepClock();
    const resend = new Resend({ clock, random: () => 0, show: () => undefined });
    const failures: (ApiError | null)[] = [];
    const line = () => ({ socket, resend });
    const rematch = { event: 'rematch', payload: { tableId: 't1', token: 's' } } as const;
    sendUntilAnswered(
      line,
      rematch,
      () => undefined,
      (f) => failures.push(f),
    );
    await settle();
    clock.runDue();
    await settle();
    clock.runDue();
    await settle();
    assert.equal(sent.length, 3);
    assert.ok(sent.every(([event]) => event === 'rematch'));
    assert.deepEqual(failures, [], 'nobody was told of a refusal that went away');
  });

  it('shows a refusal for good at once and sends nothing more', async () => {
    const refused: Ack<unknown> = {
      ok: false,
      error: { code: 'not-finished', message: 'the game is still on' },
    };
    const { socket, sent } = answeringSocket([refused]);
    const clock = stepClock();
    const resend = new Resend({ clock, random: () => 0, show: () => undefined });
    const failures: (ApiError | null)[] = [];
    const rematch = { event: 'rematch', payload: { tableId: 't1', token: 's' } } as const;
    sendUntilAnswered(
      () => ({ socket, resend }),
      rematch,
      () => undefined,
      (f) => failures.push(f),
    );
    await settle();
    assert.equal(sent.length, 1);
    assert.equal(failures[0]?.code, 'not-finished');
    assert.throws(() => {
      clock.runDue();
    }, /waits to go again/);
  });
});
