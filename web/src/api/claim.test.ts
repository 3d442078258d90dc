import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ClaimedSeat } from '../protocol.ts';
import { claimSeat, CLAIM_PATIENCE_MS } from './claim.ts';
import type { ApiError, Reply } from './http.ts';
import { FakeClock } from './testing/fake-clock.ts';

const busy: ApiError = { code: 'busy', message: 'too busy', retryAfterSeconds: 5 };
const unavailable: ApiError = { code: 'unavailable', message: 'moving' };
const seat: ClaimedSeat = { tableId: 't1', seat: 1, token: 'tok'.padEnd(32, '0'), device: 'd1' };

/** Lets the asks' promises run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A claim that answers `replies` in turn, noting each ask's time and arguments. */
function fakeClaim(clock: FakeClock, replies: Reply<ClaimedSeat>[]) {
  const asked: { at: number; args: unknown[] }[] = [];
  const claim = (...args: unknown[]) => {
    asked.push({ at: clock.now(), args });
    const reply = replies.shift();
    assert.ok(reply, 'a reply is left');
    return Promise.resolve(reply);
  };
  return { asked, claim: claim as Parameters<typeof claimSeat>[2] };
}

describe('a lobby seat claimed with retries', () => {
  it('asks again after busy and unavailable with one key, waiting out Retry-After', async () => {
    const clock = new FakeClock();
    const { asked, claim } = fakeClaim(clock, [
      { ok: false, error: busy },
      { ok: false, error: unavailable },
      { ok: true, value: seat },
    ]);
    const shown: (number | null)[] = [];
    const answer = claimSeat(
      { tableId: 't1', seat: 1, device: 'd1', name: 'Ana' },
      { clock, random: () => 0.5, waiting: (wait) => shown.push(wait?.retryAt ?? null) },
      claim,
    );
    for (let i = 0; i < 2; i++) {
      await settle();
      clock.advance();
    }
    assert.deepEqual(await answer, { ok: true, value: seat });
    // Busy: 5 s + half of 2 s; unavailable's second window (1 s) less a quarter.
    assert.deepEqual(
      asked.map((a) => a.at),
      [0, 6000, 6750],
    );
    assert.deepEqual(shown, [6000, null, 6750, null]);
    const keys = new Set(asked.map((a) => a.args[4]));
    assert.equal(keys.size, 1, 'every ask carries the same Idempotency-Key');
    assert.match(String(asked[0]?.args[4]), /^[0-9a-f]{32}$/);
    assert.deepEqual(asked[0]?.args.slice(0, 4), ['t1', 1, 'd1', 'Ana']);
  });

  it('answers the server’s word at once: a seat taken is not asked again', async () => {
    const clock = new FakeClock();
    const taken: ApiError = { code: 'seat-taken', message: 'taken' };
    const { asked, claim } = fakeClaim(clock, [{ ok: false, error: taken }]);
    const answer = await claimSeat(
      { tableId: 't1', seat: 1 },
      { clock, random: () => 0, waiting: () => undefined },
      claim,
    );
    assert.deepEqual(answer, { ok: false, error: taken });
    assert.equal(asked.length, 1);
    assert.equal(clock.waiting, 0);
  });

  it('keeps asking for CLAIM_PATIENCE_MS, then gives up, or at once when stopped', async () => {
    const clock = new FakeClock();
    // Waits after 'unavailable' with no jitter: 0.5, 1, 2, 4 s, then 5 s each.
    const { asked, claim } = fakeClaim(
      clock,
      Array.from({ length: 100 }, () => ({ ok: false as const, error: unavailable })),
    );
    // Read after each await: a field, so that the compiler does not take it for always false.
    const asking = { settled: false };
    const answer = claimSeat(
      { tableId: 't1', seat: 1 },
      { clock, random: () => 0, waiting: () => undefined },
      claim,
    ).finally(() => (asking.settled = true));
    for (;;) {
      await settle();
      if (asking.settled) break;
      clock.advance();
    }
    assert.deepEqual(await answer, { ok: false, error: unavailable });
    const last = asked.at(-1)?.at ?? 0;
    assert.ok(last <= CLAIM_PATIENCE_MS && last + 5000 > CLAIM_PATIENCE_MS, `last ask at ${last}`);
    // 0, 0.5, 1.5, 3.5, 7.5, 12.5 s, then every 5 s up to 357.5 s.
    assert.equal(asked.length, 6 + (357_500 - 12_500) / 5000);

    const stop = new AbortController();
    const again = fakeClaim(clock, [{ ok: false, error: busy }]);
    const stopped = claimSeat(
      { tableId: 't1', seat: 1 },
      { clock, random: () => 0, waiting: () => undefined, signal: stop.signal },
      again.claim,
    );
    await settle();
    stop.abort();
    assert.deepEqual(await stopped, { ok: false, error: busy });
    assert.equal(again.asked.length, 1);
  });
});
