import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApiError } from '../api/http.ts';
import { BUSY_BACKOFF } from '../api/retry.ts';
import { Redial, Resend, type Clock } from './redial.ts';

/** A clock noting every wait asked of it; its timers run only when told. */
function notingClock(): Clock & { waits: number[]; run(): void } {
  let due: (() => void) | null = null;
  const waits: number[] = [];
  return {
    waits,
    now: () => 0,
    setTimeout: (run, ms) => {
      waits.push(ms);
      due = run;
      return 1;
    },
    clearTimeout: () => {
      due = null;
    },
    run() {
      const run = due;
      due = null;
      assert.ok(run, 'a try waits');
      run();
    },
  };
}

const busy: ApiError = { code: 'busy', message: 'too busy', retryAfterSeconds: 5 };
const unavailable: ApiError = { code: 'unavailable', message: 'moving' };

describe("a table page refused 'busy'", () => {
  it('dials again no sooner than Retry-After, within windows doubling to the cap', () => {
    const clock = notingClock();
    const redial = new Redial({
      dial: () => undefined,
      show: () => undefined,
      clock,
      random: () => 0,
    });
    for (let i = 0; i < 6; i++) {
      redial.failed(busy);
      clock.run();
    }
    assert.deepEqual(clock.waits, [7000, 9000, 13_000, 21_000, 35_000, 35_000]);
    assert.equal(BUSY_BACKOFF.maxMs, 30_000);
  });

  it('redials after a drop or an unavailable join as before: half a second, doubling to 5 s', () => {
    const clock = notingClock();
    const redial = new Redial({
      dial: () => undefined,
      show: () => undefined,
      clock,
      random: () => 0,
    });
    redial.dropped('transport close');
    clock.run();
    redial.failed(unavailable);
    clock.run();
    redial.failed();
    assert.deepEqual(clock.waits, [500, 1000, 2000]);
  });

  it('sends a request refused busy again no sooner than Retry-After', () => {
    const clock = notingClock();
    const resend = new Resend({ show: () => undefined, clock, random: () => 0.999 });
    let sent = 0;
    const send = () => {
      sent++;
    };
    resend.refused(send, 3, busy);
    clock.run();
    resend.refused(send, 3, busy);
    clock.run();
    assert.equal(sent, 2);
    assert.deepEqual(clock.waits, [5002, 5004]);
  });
});
