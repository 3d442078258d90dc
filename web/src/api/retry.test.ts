import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApiError, Reply } from './http.ts';
import {
  askUntilAnswered,
  backoffDelay,
  BUSY_BACKOFF,
  FAILURE_BACKOFF,
  mustRetry,
  newIdempotencyKey,
  parseRetryAfter,
  retryAfterMs,
  waitAfter,
} from './retry.ts';
import { FakeClock } from './testing/fake-clock.ts';

const busy: ApiError = { code: 'busy', message: 'too busy', retryAfterSeconds: 5 };
const offline: ApiError = { code: 'offline', message: 'no answer' };

describe('the waits between asks', () => {
  it('doubles the window from the first up to the cap, and never overflows', () => {
    const windows = [0, 1, 2, 3, 4, 5, 10, 2000].map((attempt) =>
      backoffDelay(attempt, 0, BUSY_BACKOFF),
    );
    assert.deepEqual(windows, [2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('draws each wait from the whole window with full jitter', () => {
    assert.equal(backoffDelay(0, 0.999_999, BUSY_BACKOFF), 0);
    assert.equal(backoffDelay(1, 0.25, BUSY_BACKOFF), 3000);
    assert.equal(backoffDelay(2, 0.5, FAILURE_BACKOFF), 1500, 'half jitter: the second half');
    for (let i = 0; i < 100; i++) {
      const wait = backoffDelay(9, i / 100, BUSY_BACKOFF);
      assert.ok(wait > 0 && wait <= BUSY_BACKOFF.maxMs, `${wait}`);
    }
  });

  it("never asks again after 'busy' sooner than its Retry-After", () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      for (const random of [0, 0.3, 0.999_999]) {
        const wait = waitAfter(busy, attempt, random);
        const window = Math.min(BUSY_BACKOFF.maxMs, BUSY_BACKOFF.firstMs * 2 ** attempt);
        assert.ok(wait >= 5000 && wait <= 5000 + window, `${attempt} ${random}: ${wait}`);
      }
    }
    assert.equal(waitAfter(busy, 0, 0.5), 5000 + 1000);
    assert.equal(waitAfter({ ...busy, retryAfterSeconds: 20 }, 3, 0), 20_000 + 16_000);
  });

  it("waits the given backoff after 'unavailable' or 'offline', with no floor", () => {
    assert.equal(waitAfter(offline, 0, 0), 500);
    assert.equal(waitAfter({ code: 'unavailable', message: '' }, 4, 0.5), 3750);
    assert.equal(waitAfter(offline, 1, 1 - 1e-9, BUSY_BACKOFF), 0);
  });

  it('reads the least wait from a refusal, and Retry-After headers in seconds or as a date', () => {
    assert.equal(retryAfterMs(busy), 5000);
    assert.equal(retryAfterMs(offline), 0);
    assert.equal(retryAfterMs({ ...busy, retryAfterSeconds: -3 }), 0);
    const now = Date.parse('2026-11-29T12:00:00Z');
    assert.equal(parseRetryAfter('5', now), 5);
    assert.equal(parseRetryAfter(' 120 ', now), 120);
    assert.equal(parseRetryAfter('Sun, 29 Nov 2026 12:00:08 GMT', now), 8);
    assert.equal(parseRetryAfter('Sun, 29 Nov 2026 11:00:00 GMT', now), 0);
    assert.equal(parseRetryAfter(null, now), undefined);
    assert.equal(parseRetryAfter('soon', now), undefined);
    assert.equal(parseRetryAfter('-1', now), undefined);
  });

  it("asks again only after 'busy', 'unavailable' and 'offline'", () => {
    for (const code of ['busy', 'unavailable', 'offline']) assert.equal(mustRetry(code), true);
    for (const code of ['rate-limited', 'bad-message', 'unknown-table', 'stale', 'seat-taken'])
      assert.equal(mustRetry(code), false, code);
  });

  it('makes keys of 32 hex digits, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    assert.equal(keys.size, 50);
    for (const key of keys) assert.match(key, /^[0-9a-f]{32}$/);
  });
});

/** Lets the promises settled so far run on. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An asker answering with `answers` in turn, noting when each ask went (on `clock`). */
function asker(clock: FakeClock, answers: Reply<string>[]) {
  const asked: { at: number; attempt: number }[] = [];
  const ask = (attempt: number) => {
    asked.push({ at: clock.now(), attempt });
    const answer = answers.shift();
    assert.ok(answer, 'no more answers');
    return Promise.resolve(answer);
  };
  return { asked, ask };
}

const refused = (error: ApiError): Reply<string> => ({ ok: false, error });

describe('asking until answered', () => {
  it('asks again after each refusal for now, at the waits, and shows each wait', async () => {
    const clock = new FakeClock();
    const { asked, ask } = asker(clock, [
      refused(busy),
      refused(busy),
      refused(offline),
      { ok: true, value: 'table' },
    ]);
    const shown: (number | null)[] = [];
    const answer = askUntilAnswered(ask, {
      patienceMs: 600_000,
      clock,
      random: () => 0.5,
      waiting: (wait) => shown.push(wait?.retryAt ?? null),
    });
    for (let i = 0; i < 3; i++) {
      await settle();
      clock.advance();
    }
    assert.deepEqual(await answer, { ok: true, value: 'table' });
    // 5 s + half of 2 s; 5 s + half of 4 s; then offline's third window, 2 s, less a quarter.
    assert.deepEqual(
      asked.map((a) => a.at),
      [0, 6000, 13_000, 14_500],
    );
    assert.deepEqual(
      asked.map((a) => a.attempt),
      [0, 1, 2, 3],
    );
    assert.deepEqual(shown, [6000, null, 13_000, null, 14_500, null]);
  });

  it("gives up at once on an answer that is the server's word", async () => {
    const clock = new FakeClock();
    const seatTaken: ApiError = { code: 'seat-taken', message: '' };
    const { asked, ask } = asker(clock, [refused(busy), refused(seatTaken)]);
    const answer = askUntilAnswered(ask, {
      patienceMs: 600_000,
      clock,
      random: () => 0,
      waiting: () => 0,
    });
    await settle();
    clock.advance();
    assert.deepEqual(await answer, refused(seatTaken));
    assert.equal(asked.length, 2);
    assert.equal(clock.waiting, 0);
  });

  it('gives up when its next wait would end past its patience, answering the last refusal', async () => {
    // Asks at 0, 7 s (5 s + 2 s) and 16 s (5 s + 4 s); offline's third wait, 2 s, ends at 18 s.
    for (const [patienceMs, asks] of [
      [17_999, 3],
      [18_000, 4],
    ] as const) {
      const clock = new FakeClock();
      const answers = [refused(busy), refused(busy), refused(offline), refused(offline)];
      const { asked, ask } = asker(clock, answers.slice(0, asks));
      const answer = askUntilAnswered(ask, {
        patienceMs,
        clock,
        random: () => 0,
        waiting: () => 0,
      });
      for (let i = 1; i < asks; i++) {
        await settle();
        clock.advance();
      }
      assert.deepEqual(await answer, refused(offline), `patience ${patienceMs} ms`);
      assert.deepEqual(
        asked.map((a) => a.at),
        [0, 7000, 16_000, 18_000].slice(0, asks),
      );
      assert.equal(clock.waiting, 0);
    }
  });

  it('stops waiting when told, answering the refusal it waited after', async () => {
    const clock = new FakeClock();
    const { asked, ask } = asker(clock, [refused(busy)]);
    const stop = new AbortController();
    const shown: (number | null)[] = [];
    const answer = askUntilAnswered(ask, {
      patienceMs: 600_000,
      clock,
      random: () => 0,
      waiting: (wait) => shown.push(wait?.retryAt ?? null),
      signal: stop.signal,
    });
    await settle();
    assert.equal(clock.waiting, 1);
    stop.abort();
    assert.deepEqual(await answer, refused(busy));
    assert.equal(clock.waiting, 0);
    assert.equal(asked.length, 1);
    assert.deepEqual(shown, [7000, null]);
  });

  it('spreads pages refused together over the whole window, ever more thinly', () => {
    // 1,000 pages refused at 0 with Retry-After 5: their first returns fall in 5-7 s, about
    // 500 a second; refused again, in 5-9 s, about 250 a second; and so on to the cap.
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let attempt = 0; attempt < 6; attempt++) {
      const perSecond = new Map<number, number>();
      for (let page = 0; page < 1000; page++) {
        const second = Math.floor(waitAfter(busy, attempt, random()) / 1000);
        perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      }
      const peak = Math.max(...perSecond.values());
      assert.ok(peak <= 1000 / 2 ** (attempt + 1) + 50, `attempt ${attempt}: ${peak} in a second`);
    }
  });
});
