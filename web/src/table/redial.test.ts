import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BACKOFF,
  mustRedial,
  mustResend,
  nextTryWords,
  Redial,
  Resend,
  retryDelay,
} from './redial.ts';
import { FakeClock } from '../api/testing/fake-clock.ts';

function redialler(random = () => 0) {
  const clock = new FakeClock(1_000);
  const dials: number[] = [];
  const shown: (number | null)[] = [];
  const redial = new Redial({
    clock,
    random,
    dial: () => dials.push(clock.now()),
    show: (at) => shown.push(at),
  });
  return { clock, dials, shown, redial };
}

describe('redialling a table', () => {
  it('tries again after every disconnect except the page leaving', () => {
    for (const reason of [
      'io server disconnect',
      'transport close',
      'transport error',
      'ping timeout',
      'parse error',
    ])
      assert.equal(mustRedial(reason), true, reason);
    assert.equal(mustRedial('io client disconnect'), false);
  });

  it('doubles the wait from half a second up to five seconds', () => {
    const waits = [0, 1, 2, 3, 4, 5, 10].map((attempt) => retryDelay(attempt, 0));
    assert.deepEqual(waits, [500, 1000, 2000, 4000, 5000, 5000, 5000]);
    assert.equal(retryDelay(60, 0), BACKOFF.maxMs, 'no overflow after many tries');
  });

  it('takes up to half of each wait off at random', () => {
    assert.equal(retryDelay(0, 0.5), 375);
    assert.equal(retryDelay(3, 0.999), 2002);
    for (let i = 0; i < 100; i++) {
      const wait = retryDelay(2, i / 100);
      assert.ok(wait > 1000 && wait <= 2000, `${wait}`);
    }
  });

  it('dials again after a server disconnect, later after each failure, and shows when', () => {
    const { clock, dials, shown, redial } = redialler();
    redial.dropped('io server disconnect');
    assert.deepEqual(shown, [1_500]);
    clock.advance();
    assert.deepEqual(dials, [1_500]);
    assert.deepEqual(shown, [1_500, null]);
    redial.failed();
    clock.advance();
    redial.failed();
    clock.advance();
    assert.deepEqual(dials, [1_500, 2_500, 4_500]);
  });

  it('starts again from the shortest wait once the table is back', () => {
    const { clock, dials, redial } = redialler();
    redial.dropped('transport close');
    clock.advance();
    redial.failed();
    clock.advance();
    redial.live();
    redial.dropped('transport close');
    clock.advance();
    assert.deepEqual(dials, [1_500, 2_500, 3_000]);
  });

  it('keeps one try waiting however often the drop is reported', () => {
    const { clock, dials, redial } = redialler();
    redial.dropped('transport close');
    redial.failed();
    assert.equal(clock.waiting, 1);
    clock.advance();
    assert.deepEqual(dials, [1_500]);
  });

  it('dials at once when asked, and not at all after leaving', () => {
    const { clock, dials, shown, redial } = redialler();
    redial.dropped('ping timeout');
    redial.tryNow();
    assert.deepEqual(dials, [1_000]);
    assert.equal(clock.waiting, 0);
    assert.deepEqual(shown, [1_500, null]);
    redial.failed();
    redial.stop();
    assert.equal(clock.waiting, 0);
    redial.dropped('transport close');
    redial.tryNow();
    assert.equal(clock.waiting, 0);
    assert.deepEqual(dials, [1_000]);
  });

  it('does not dial again when the page itself closed the socket', () => {
    const { clock, redial } = redialler();
    redial.dropped('io client disconnect');
    assert.equal(clock.waiting, 0);
  });

  it('says when the next try comes, in whole seconds', () => {
    assert.equal(nextTryWords(4_500, 1_000), 'next try in 4 s');
    assert.equal(nextTryWords(1_100, 1_000), 'next try in 1 s');
    assert.equal(nextTryWords(900, 1_000), 'next try in 1 s', 'never 0 s while one waits');
    assert.equal(nextTryWords(null, 1_000), 'trying now');
  });
});

function resender(random = () => 0) {
  const clock = new FakeClock(1_000);
  const shown: (number | null)[] = [];
  const resend = new Resend({ clock, random, show: (at) => shown.push(at) });
  const sent: string[] = [];
  /** A request that records when it went, and is refused again while `refusals` lasts. */
  const request = (name: string, version?: number, refusals = 0) => {
    let left = refusals;
    const send = (): void => {
      sent.push(`${name}@${clock.now()}`);
      if (left-- > 0) resend.refused(send, version);
      else resend.answered();
    };
    return send;
  };
  return { clock, shown, resend, sent, request };
}

describe('sending again what the table could not take', () => {
  it('sends again what was refused for now, and nothing refused for good', () => {
    assert.equal(mustResend('unavailable'), true);
    assert.equal(mustResend('offline'), true);
    assert.equal(mustResend('busy'), true, 'an overloaded server seats nobody new for now');
    for (const code of ['stale', 'not-your-turn', 'not-seated', 'rate-limited', 'bad-token'])
      assert.equal(mustResend(code), false, code);
  });

  it('waits longer after each refusal until the request lands, and shows when', () => {
    const { clock, shown, resend, sent, request } = resender();
    resend.refused(request('act', 7, 2), 7);
    assert.deepEqual(shown, [1_500]);
    clock.advance();
    clock.advance();
    clock.advance();
    assert.deepEqual(sent, ['act@1500', 'act@2500', 'act@4500'], '500, 1000 then 2000 ms');
    assert.equal(clock.waiting, 0, 'answered: nothing waits');
    assert.deepEqual(shown, [1_500, null, 2_500, null, 4_500, null]);
  });

  it('starts from the shortest wait again once a request was answered', () => {
    const { clock, resend, sent, request } = resender();
    resend.refused(request('act', 7, 1), 7);
    clock.advance();
    clock.advance();
    resend.refused(request('undo', 8), 8);
    clock.advance();
    assert.deepEqual(sent, ['act@1500', 'act@2500', 'undo@3000']);
  });

  it('keeps a request while the table is heard where it was chosen, and lets it go after', () => {
    const { clock, shown, resend, sent, request } = resender();
    resend.refused(request('act', 7), 7);
    assert.equal(resend.heard(7), true, 'a rejoin at the same version keeps it');
    resend.heard(8);
    assert.equal(clock.waiting, 0);
    assert.deepEqual(shown, [1_500, null]);
    assert.equal(resend.heard(8), false);
    assert.deepEqual(sent, []);
  });

  it('starts from the shortest wait again once the table is heard with nothing waiting', () => {
    const { clock, resend, sent, request } = resender();
    resend.refused(request('act', 7, 1), 7);
    clock.advance();
    clock.advance();
    resend.heard(8);
    resend.refused(request('act', 8), 8);
    clock.advance();
    assert.deepEqual(sent, ['act@1500', 'act@2500', 'act@3000']);
  });

  it('keeps a request that names no version whatever the table does', () => {
    const { clock, resend, sent, request } = resender();
    resend.refused(request('stop'));
    assert.equal(resend.heard(12), false, 'the page is not kept busy by it');
    assert.equal(clock.waiting, 1);
    clock.advance();
    assert.deepEqual(sent, ['stop@1500']);
  });

  it('lets a newer request replace the waiting one', () => {
    const { clock, resend, sent, request } = resender();
    resend.refused(request('act', 7), 7);
    resend.refused(request('continue', 7), 7);
    assert.equal(clock.waiting, 1);
    clock.advance();
    assert.deepEqual(sent, ['continue@2000'], 'the second refusal in a row waits longer');
  });

  it('sends at once when asked, and nothing after the page left', () => {
    const { clock, resend, sent, request } = resender();
    resend.tryNow();
    resend.refused(request('act', 7, 1), 7);
    resend.tryNow();
    assert.deepEqual(sent, ['act@1000']);
    resend.stop();
    assert.equal(clock.waiting, 0);
    resend.refused(request('act', 7), 7);
    assert.equal(clock.waiting, 0);
    assert.deepEqual(sent, ['act@1000']);
  });
});
