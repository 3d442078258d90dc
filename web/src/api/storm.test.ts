/**
 * No retry storm (#33), on the real server: pages arriving at an overloaded server and asking
 * again on api/retry.ts's schedule do not push its refusal rate up while it stays overloaded,
 * and each makes exactly one table once it is calm. The same pages on the table page's old
 * schedule (its redial's 0.5-5 s, blind to Retry-After) do push it up: the storm.
 *
 * The server is real (testing/harness.ts: HTTP, admission, creation); its overload is its own
 * detector (load/watch.ts) with a low commit-depth limit, fed a commit depth past it until a
 * chosen time. Time is virtual: the test moves one clock in steps of 100 ms for the detector
 * and the pages alike, and sends the asks due at each step, so no figure depends on the
 * machine's speed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LoadWatch } from '../../../src/server/load/watch.ts';
import type { OverloadLimits } from '../../../src/server/load/overload.ts';
import type { CreateTable, ErrorBody } from '../../../src/server/protocol.ts';
import { testServer } from '../../../src/server/testing/harness.ts';
import type { ApiError } from './http.ts';
import {
  backoffDelay,
  FAILURE_BACKOFF,
  newIdempotencyKey,
  parseRetryAfter,
  waitAfter,
} from './retry.ts';

/** Shedding on a commit queue 10 deep (a low limit), the other signals unwatched. */
const LIMITS: OverloadLimits = {
  loopDelayMs: 0,
  loopBusy: 0.5,
  commitDepth: 10,
  commitAgeMs: 0,
  calmMs: 3000,
  calm: 0.5,
  sampleMs: 500,
  window: 5,
  // Opens to all at once once calm: the pages' schedule is what this test measures.
  reopenMs: 0,
};

const STEP_MS = 100;
/** Pages arriving: one every 100 ms for 12 s (10 a second). */
const PAGES = 120;
const ARRIVAL_GAP_MS = 100;
const ARRIVALS_END_MS = PAGES * ARRIVAL_GAP_MS;
/** The commit depth stays past the limit until 30 s; the detector is calm about 4.5 s later. */
const LOADED_UNTIL_MS = 30_000;
const END_MS = 90_000;

const twoSeats: CreateTable = { game: 'goalkeepers', seats: [{ kind: 'me' }, { kind: 'me' }] };

/** When a page refused for the `attempt`-th time in a row with `error` asks again. */
type Schedule = (error: ApiError, attempt: number, random: number) => number;

/** The web app's: after 'busy', Retry-After and then full jitter up to the cap. */
const helper: Schedule = (error, attempt, random) => waitAfter(error, attempt, random);
/** The table page's before: its redial's waits, the same after 'busy' as after a drop. */
const blindSchedule: Schedule = (_error, attempt, random) =>
  backoffDelay(attempt, random, FAILURE_BACKOFF);

interface Page {
  readonly key: string;
  /** When it asks next (virtual ms), or null once it has its table. */
  next: number | null;
  attempt: number;
  /** When each ask went. */
  readonly asks: number[];
  /** The wait it was last told to keep at least (Retry-After, ms). */
  least: number;
  /** After each refusal: the wait it was told to keep at least and the gap it kept. */
  readonly gaps: { readonly least: number; readonly kept: number }[];
  table: string | null;
}

interface Run {
  /** Refusals in each virtual second, by second. */
  readonly refusedPerSecond: number[];
  readonly pages: readonly Page[];
  /** The server's own count of refused tables. */
  readonly serverRefused: number;
  /** Tables the server holds. */
  readonly liveTables: number;
  /** When the last page had its table (virtual ms). */
  readonly lastSeatedMs: number;
}

/** A seeded source in [0, 1) (Park-Miller), the same for both schedules. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

async function run(schedule: Schedule): Promise<Run> {
  let now = -2000;
  let tick: () => void = () => undefined;
  const watch = new LoadWatch(
    LIMITS,
    {
      sample: () => ({
        loopDelayMs: 0,
        loopBusy: 0,
        commitDepth: now < LOADED_UNTIL_MS ? 50 : 0,
        commitAgeMs: 0,
      }),
      close: () => undefined,
    },
    () => now,
    (_ms, run) => {
      tick = run;
      return () => undefined;
    },
  );
  const server = await testServer({ overload: { signal: watch } });
  const random = seeded(33);
  const pages: Page[] = Array.from({ length: PAGES }, (_, i) => ({
    key: newIdempotencyKey(),
    next: i * ARRIVAL_GAP_MS,
    attempt: 0,
    asks: [],
    least: 0,
    gaps: [],
    table: null,
  }));
  const refusedPerSecond: number[] = [];
  let lastSeatedMs = 0;

  const ask = async (page: Page, draw: number): Promise<void> => {
    const at = now;
    const previous = page.asks.at(-1);
    if (previous !== undefined) page.gaps.push({ least: page.least, kept: at - previous });
    page.asks.push(at);
    const response = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': page.key },
      body: JSON.stringify(twoSeats),
    });
    const body = (await response.json()) as { table?: { id: string } } & ErrorBody;
    if (response.status === 201 && body.table) {
      page.table = body.table.id;
      page.next = null;
      lastSeatedMs = Math.max(lastSeatedMs, at);
      return;
    }
    assert.equal(body.code, 'busy', JSON.stringify(body));
    const second = Math.floor(at / 1000);
    refusedPerSecond[second] = (refusedPerSecond[second] ?? 0) + 1;
    const after = parseRetryAfter(response.headers.get('retry-after'), Date.now()) ?? 0;
    page.least = after * 1000;
    page.next = at + schedule(body, page.attempt, draw);
    page.attempt++;
  };

  try {
    for (; now <= END_MS; now += STEP_MS) {
      if (now % LIMITS.sampleMs === 0) tick();
      const due = pages.filter((page) => page.next !== null && page.next <= now);
      // The asks due in one step go together; each page's draw is taken in a fixed order
      // first, so that the run does not hang on the order the answers come back in.
      const draws = due.map(() => random());
      await Promise.all(due.map((page, i) => ask(page, draws[i] ?? 0)));
    }
    const metrics = await server.api<{ refusedTables: number; liveTables: number }>('/api/metrics');
    return {
      refusedPerSecond: Array.from(refusedPerSecond, (n: number | undefined) => n ?? 0),
      pages,
      serverRefused: metrics.body.refusedTables,
      liveTables: metrics.body.liveTables,
      lastSeatedMs,
    };
  } finally {
    await server.close();
  }
}

/** Refusals a second over [fromMs, toMs). */
function rate(perSecond: readonly number[], fromMs: number, toMs: number): number {
  const seconds = perSecond.slice(fromMs / 1000, toMs / 1000);
  return seconds.reduce((sum, n) => sum + n, 0) / ((toMs - fromMs) / 1000);
}

describe('pages asking again at an overloaded server', () => {
  /** Both runs, once: the helper's schedule and the old one, on the same arrivals and overload. */
  let runs: Promise<{ paced: Run; blind: Run }> | null = null;
  const both = () =>
    (runs ??= (async () => ({ paced: await run(helper), blind: await run(blindSchedule) }))());

  it("do not push its refusal rate up on the helper's schedule, and each makes one table", async (t) => {
    const { paced, blind } = await both();
    const figures = (name: string, r: Run) => {
      const asks = r.pages.reduce((sum, page) => sum + page.asks.length, 0);
      return {
        asks,
        arriving: rate(r.refusedPerSecond, 0, ARRIVALS_END_MS),
        middle: rate(r.refusedPerSecond, ARRIVALS_END_MS, 20_000),
        late: rate(r.refusedPerSecond, 25_000, LOADED_UNTIL_MS),
        peak: Math.max(...r.refusedPerSecond),
        words: `${name}: refusals/s ${rate(r.refusedPerSecond, 0, ARRIVALS_END_MS).toFixed(1)} while pages arrive (10/s), ${rate(r.refusedPerSecond, ARRIVALS_END_MS, 20_000).toFixed(1)} at 12-20 s, ${rate(r.refusedPerSecond, 25_000, LOADED_UNTIL_MS).toFixed(1)} at 25-30 s; at most ${Math.max(...r.refusedPerSecond)} in a second; ${(asks / PAGES).toFixed(2)} asks a table; last seated at ${(r.lastSeatedMs / 1000).toFixed(1)} s`,
      };
    };
    const mine = figures('helper', paced);
    const old = figures('old schedule', blind);
    t.diagnostic(mine.words);
    t.diagnostic(old.words);
    // Refusals stay within about twice the arrivals (each arrival, and its first return after
    // Retry-After: 30 a second at most), and fall once nobody new arrives: each page asks more thinly the longer it
    // is refused.
    assert.ok(mine.peak <= 3 * 10 && mine.late < mine.middle, mine.words);
    // The old schedule keeps the server refusing at its own pace, whoever arrives: the storm.
    assert.ok(
      old.late >= 2 * mine.late && old.asks >= 2 * mine.asks && old.peak >= 2 * mine.peak,
      old.words,
    );
    // Each page kept at least the server's Retry-After (5 s) after every refusal.
    for (const page of paced.pages) {
      for (const gap of page.gaps) assert.ok(gap.least === 5000 && gap.kept >= gap.least);
    }
    // One table per page, however many times it asked: the server holds exactly as many.
    for (const r of [paced, blind]) {
      assert.equal(new Set(r.pages.map((page) => page.table)).size, PAGES);
      assert.ok(r.pages.every((page) => page.table !== null));
      assert.equal(r.liveTables, PAGES);
    }
    assert.equal(paced.serverRefused, mine.asks - PAGES, 'every other ask was refused busy');
    // Seated within one Retry-After and one capped window of the server's calm (~34.5 s).
    assert.ok(paced.lastSeatedMs <= LOADED_UNTIL_MS + 4500 + 5000 + 30_000);
  });
});
