/**
 * Response windows that don't nag (issue #37): how long a person with the default settings
 * (stop only where they hold something playable, the default countdown) spends with the table
 * paused at windows in a whole game against a bot, at the server's own bot pace (BOT_DELAY_MS
 * 600, as served). Measured in the page: every moment the window's banner is up, from its
 * coming to its going, added up; reported with the number of windows and how many stopped the
 * person. The person plays on the board and never plays a card at a window: stopped with
 * something playable, they pass at once.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { decide as golazoDecide, waitForTurn, type Played } from './golazo-play.ts';
import { HANG_GUARD, StallGuard, clickWhileThere } from './patience.ts';
import { useStage } from './stage.ts';
import { createSoccerTable, decide as soccerDecide } from './supernatural-soccer-play.ts';
import { createTable, waitLive } from './tables.ts';

/** The pace of a served table's bots (README: BOT_DELAY_MS, 600 by default). */
const SERVED_BOT_DELAY_MS = '600';

interface Waiting {
  /** Seconds the banner was up, all windows together. */
  readonly seconds: number;
  /** Windows seen (a banner coming up). */
  readonly windows: number;
  /** Of them, the ones that stopped the person: held something playable, so passed by hand. */
  readonly stops: number;
}

declare global {
  interface Window {
    /** The banner's times, kept by watchWindows. */
    windowWait?: { since: number | null; total: number; windows: number };
  }
}

/** From now on, times every window's banner in the page: a mutation observer, nothing missed. */
async function watchWindows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const wait = { since: null as number | null, total: 0, windows: 0 };
    window.windowWait = wait;
    const look = (): void => {
      const banner = document.querySelector('.window-banner');
      const now = performance.now();
      if (banner && wait.since === null) {
        wait.since = now;
        wait.windows++;
      } else if (!banner && wait.since !== null) {
        wait.total += now - wait.since;
        wait.since = null;
      }
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true });
    look();
  });
}

async function waitingSoFar(page: Page, stops: number): Promise<Waiting> {
  const seen = await page.evaluate(() => {
    const wait = window.windowWait;
    if (!wait) return { seconds: 0, windows: 0 };
    const open = wait.since === null ? 0 : performance.now() - wait.since;
    return { seconds: (wait.total + open) / 1000, windows: wait.windows };
  });
  return { ...seen, stops };
}

/** Plays `step` until full time; the guard fails only when nothing moved for the patience. */
async function playToFullTime(page: Page, step: () => Promise<boolean>): Promise<void> {
  const guard = new StallGuard();
  const fullTime = page.locator('.outcome');
  while (!(await fullTime.isVisible())) {
    guard.check(() => 'the game never reached full time');
    if (await step()) guard.moved();
  }
}

function report(game: string, waiting: Waiting): string {
  return `${game}: ${waiting.seconds.toFixed(1)} s waiting on ${String(waiting.windows)} windows (${String(waiting.stops)} stopped the person)`;
}

describe('time spent waiting on response windows, default settings, against a bot', () => {
  const stage = useStage({ BOT_DELAY_MS: SERVED_BOT_DELAY_MS });

  it('Supernatural Soccer: at most 60 s in a whole game', HANG_GUARD, async () => {
    const page = await stage.newPage();
    await createSoccerTable(
      page,
      stage.server.url,
      [
        { player: 'me', name: 'Ana' },
        { player: 'bot:easy', name: 'Robo' },
      ],
      3,
    );
    await waitLive(page);
    await watchWindows(page);
    let stops = 0;
    await playToFullTime(page, async () => {
      const decision = await soccerDecide({ page, attacks: '.ss-hex--goal-1', playCards: false });
      if (decision === 'way-on') stops++;
      return decision !== 'waited';
    });
    const waiting = await waitingSoFar(page, stops);
    console.log(report('Supernatural Soccer', waiting));
    assert.ok(waiting.windows > 0, 'the game had windows');
    assert.ok(waiting.seconds <= 60, report('Supernatural Soccer', waiting));
  });

  it('Golazo: at most 20 s in a whole match', HANG_GUARD, async () => {
    const page = await stage.newPage();
    await createTable(
      page,
      stage.server.url,
      [
        { player: 'me', name: 'Ana' },
        { player: 'bot:easy', name: 'Robo' },
      ],
      { game: 'golazo' },
    );
    await waitLive(page);
    await watchWindows(page);
    const played: Played = { moves: 0, starts: 0 };
    const how = { team: 0, movesPerTurn: 3, crosses: true };
    const pass = page
      .getByRole('region', { name: 'A moment to respond' })
      .locator('button:enabled', { hasText: /^Pass$/ });
    let stops = 0;
    await playToFullTime(page, async () => {
      await waitForTurn(page);
      // Stopped with a card playable: no card is played at a window.
      if ((await pass.isVisible()) && (await clickWhileThere(pass))) {
        stops++;
        return true;
      }
      const decided = (await golazoDecide(page, how, played)).kind;
      if (decided === 'continue') stops++;
      return decided !== 'none';
    });
    const waiting = await waitingSoFar(page, stops);
    console.log(report('Golazo', waiting));
    assert.ok(waiting.seconds <= 20, report('Golazo', waiting));
  });
});
