/**
 * What one table update costs the page (issue #32), the same every run: a finished game of
 * each board, played at random through the engine from a fixed seed and stored before the
 * server starts, stepped through in its replay one move at a time (the arrow key, then two
 * frames drawn), while Chromium's own counters (the DevTools Performance domain) say what the
 * renderer spent. Nothing waits on a bot or a clock, so old and new builds compare move for
 * move: `node web/e2e/update-cost.ts [game …]` against the built web/dist.
 *
 * UPDATE_COST_LIVE=1 follows bot tables live instead, UPDATE_COST_HOVER=1 moves the pointer
 * over Golazo's pitch (see below). Not a test: a yardstick run by hand, old build against new.
 *
 * Prints, a game a line: the moves stepped and the renderer's process and main-thread CPU
 * per move in ms, with the main thread's script, layout and style recalculation.
 */
import type { CDPSession, Page } from 'playwright-core';
import { setupChecked } from '../../src/core/checked.ts';
import type { Action, Seat } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import { launchBrowser } from './browser.ts';
import { ensureBuilt } from './build.ts';
import { startServerProcess, tempDataDir } from './server.ts';
import { engineOf, playedOut, storeTable } from './stored-table.ts';

interface Plan {
  readonly game: string;
  readonly seats: number;
  readonly options?: Readonly<Record<string, unknown>>;
}

const PLANS: readonly Plan[] = [
  { game: 'golazo', seats: 2 },
  { game: 'supernatural-soccer', seats: 2 },
  { game: 'next-goal-wins', seats: 2, options: { mode: 'match' } },
  { game: 'goal', seats: 2 },
  { game: 'goalkeepers', seats: 3 },
];

/** At most this many moves a game: a Supernatural Soccer game runs to thousands. */
const STEPS = Number(process.env.UPDATE_COST_STEPS ?? 200);
const SEED = 'update-cost';
/** With UPDATE_COST_TRACE=<path prefix>, a Chromium trace of each game's steps (or live game). */
const TRACE = process.env.UPDATE_COST_TRACE ?? '';

const KEPT = [
  'ProcessTime',
  'ThreadTime',
  'ScriptDuration',
  'LayoutDuration',
  'RecalcStyleDuration',
] as const;

type Counters = Record<(typeof KEPT)[number], number>;

async function counters(session: CDPSession): Promise<Counters> {
  const { metrics } = await session.send('Performance.getMetrics');
  const read = (name: string): number => metrics.find((m) => m.name === name)?.value ?? 0;
  return Object.fromEntries(KEPT.map((name) => [name, read(name)])) as Counters;
}

/** Steps `steps` moves forward in the page, each drawn (two animation frames) before the next. */
async function step(page: Page, steps: number): Promise<void> {
  await page.evaluate(async (n) => {
    const drawn = (): Promise<void> =>
      new Promise((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      });
    for (let i = 0; i < n; i++) {
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
      );
      await drawn();
    }
  }, steps);
}

/**
 * With UPDATE_COST_LIVE=1, instead of the replay: each table is stored with bots in every seat
 * and no move, and a spectator's page follows it live to full time, a table update a move (the
 * bots count iterations, BOT_PACE, so a seed plays the same game). Per move as above.
 */
const LIVE = process.env.UPDATE_COST_LIVE === '1';

function report(
  game: string,
  what: string,
  count: number,
  before: Counters,
  after: Counters,
): void {
  const per = (name: (typeof KEPT)[number]): string =>
    (((after[name] - before[name]) * 1000) / count).toFixed(2);
  console.log(
    `${game}: ${what}; each: renderer ${per('ProcessTime')} ms, main thread ${per('ThreadTime')} (script ${per('ScriptDuration')}, layout ${per('LayoutDuration')}, style ${per('RecalcStyleDuration')})`,
  );
}

/**
 * With UPDATE_COST_HOVER=1, Golazo only: a person's page at the kick-off, a piece picked, and
 * the pointer moved over every cell of the pitch in turn; per cell as above. Each cell entered
 * is a hover (the lane to it drawn, or none).
 */
const HOVER = process.env.UPDATE_COST_HOVER === '1';

async function hoverAll(page: Page, session: CDPSession): Promise<void> {
  await page.locator('.gz-pitch').waitFor();
  const piece = page
    .locator('.gz-cell')
    .filter({ has: page.locator('.visually-hidden', { hasText: /, select$/ }) })
    .first();
  await piece.click();
  await page.locator('.gz-cell--target, .gz-cell--lane').first().waitFor();
  const spots = await page.evaluate(() =>
    [...document.querySelectorAll('.gz-cell')].map((cell) => {
      const box = cell.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
  const before = await counters(session);
  for (const { x, y } of spots) await page.mouse.move(x, y);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
      }),
  );
  const after = await counters(session);
  report('golazo', `${String(spots.length)} cells hovered`, spots.length, before, after);
}

/** Golazo's moves from `seed` up to the first time seat 0 alone may move a piece on the pitch. */
function untilPieceMove(seed: string): [Seat, Action][] {
  const engine = engineOf('golazo');
  const setup = setupChecked(engine, { options: {}, seats: 2, seed });
  if (!setup.ok) throw new Error(setup.error.message);
  const state = setup.value.state;
  const rng = Rng.fromSeed(`${seed}/players`);
  const moves: [Seat, Action][] = [];
  for (let step = 0; step < engine.facts.actionBound; step++) {
    const actors = engine.actors(state);
    const seat = actors[0] as Seat;
    const legal = engine.legalActions(state, seat);
    const piece = legal.some((a) => engine.actionInfo(state, seat, a).piece !== undefined);
    if (actors.length === 1 && seat === 0 && piece) return moves;
    const action = legal[rng.int(legal.length)] as Action;
    engine.apply(state, seat, action);
    moves.push([seat, action]);
  }
  throw new Error(`${seed}: seat 0 never moved a piece`);
}

const wanted = process.argv.slice(2);
const plans = PLANS.filter(
  (plan) =>
    (wanted.length === 0 || wanted.includes(plan.game)) && (!HOVER || plan.game === 'golazo'),
);
await ensureBuilt();
const data = tempDataDir();
const stored = plans.map((plan) => {
  const { moves } = HOVER
    ? { moves: untilPieceMove(SEED) }
    : LIVE
      ? { moves: [] }
      : playedOut(plan.game, plan.seats, SEED, plan.options);
  const seats = Array.from({ length: plan.seats }, (_, seat) =>
    HOVER && seat === 0
      ? ({ name: 'Ana', person: 'me' } as const)
      : { name: `Bot ${String(seat + 1)}`, bot: 'easy' },
  );
  const table = storeTable(data.dir, {
    game: plan.game,
    seed: SEED,
    seats,
    moves,
    finished: !LIVE && !HOVER,
    ...(plan.options ? { options: plan.options } : {}),
  });
  return { plan, tableId: table.tableId, invite: table.invites.get(0), moves: moves.length };
});
const server = await startServerProcess(
  data.dir,
  undefined,
  LIVE ? { BOT_PACE: 'iterations' } : {},
);
const browser = await launchBrowser();
try {
  for (const { plan, tableId, invite, moves } of stored) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    if (HOVER) {
      const session = await context.newCDPSession(page);
      await session.send('Performance.enable', { timeDomain: 'threadTicks' });
      await page.goto(`${server.url}${invite ?? ''}`);
      await hoverAll(page, session);
      await context.close();
      continue;
    }
    if (LIVE) {
      const session = await context.newCDPSession(page);
      await session.send('Performance.enable', { timeDomain: 'threadTicks' });
      const before = await counters(session);
      if (TRACE !== '')
        await browser.startTracing(page, { path: `${TRACE}-live-${plan.game}.json` });
      await page.goto(`${server.url}/table/${tableId}`);
      await page.locator('.outcome__headline').waitFor({ timeout: 600_000 });
      if (TRACE !== '') await browser.stopTracing();
      const after = await counters(session);
      const events = Number(await page.locator('ol.log').getAttribute('data-events'));
      report(plan.game, `${String(events)} events`, events, before, after);
      await context.close();
      continue;
    }
    await page.goto(`${server.url}/replay/${tableId}`);
    await page.getByText(/^Move 0 of \d+/).waitFor();
    const steps = Math.min(STEPS, moves);
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable', { timeDomain: 'threadTicks' });
    const before = await counters(session);
    if (TRACE !== '')
      await browser.startTracing(page, {
        path: `${TRACE}-${plan.game}.json`,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8'],
      });
    await step(page, steps);
    if (TRACE !== '') await browser.stopTracing();
    const after = await counters(session);
    await page.getByText(new RegExp(`^Move ${String(steps)} of`)).waitFor();
    report(plan.game, `${String(steps)} moves`, steps, before, after);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  data.remove();
}
