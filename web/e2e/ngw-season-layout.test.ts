/**
 * The finished season's screen in a real Chromium (NGW-23): its tables keep out of the
 * page's side column at a desktop width and fit a phone's width. The season is stopped at its
 * last decision (ngw-season-moment.ts); the person plays it and moves on to the final table.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { ensureBuilt } from './build.ts';
import { findMoment, storeMoment, type Moment } from './ngw-season-moment.ts';
import { HANG_GUARD, patientContext } from './patience.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './server.ts';
import { SHOTS } from './stage.ts';
import { waitLive } from './tables.ts';
import { shot } from './shots.ts';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const intersect = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(locator: Locator): Promise<Box[]> {
  const found: Box[] = [];
  for (const one of await locator.all()) {
    const box = await one.boundingBox();
    if (box) found.push(box);
  }
  return found;
}

describe('Next Goal Wins season: the final table', () => {
  const data = tempDataDir();
  let browser: Browser | undefined;
  let server: ServerProcess | undefined;
  let path = '';
  let moment: Moment | undefined;

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const built = ensureBuilt();
    moment = findMoment(
      'ngw-e2e',
      { managers: true },
      6,
      (now, next) => now.phase === 'match' && next.phase === 'over',
    );
    path = storeMoment(data.dir, moment, {
      person: 'Ana',
      bots: ['Robo', 'Cleo', 'Bartholomew', 'Maximiliano', 'Wilhelmina'],
    });
    await built;
    [browser, server] = await Promise.all([launchBrowser(), startServerProcess(data.dir)]);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    data.remove();
  });

  /** The person's page once the season is over and its final table is on show. */
  async function finalTable(): Promise<Page> {
    if (!browser || !server || !moment) throw new Error('the stage is not set');
    const context = await patientContext(browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      console.error(`page error: ${error.message}`);
    });
    await page.goto(`${server.url}${path}`);
    await waitLive(page);
    await page.locator(`.ngw [data-action="${moment.next}"]:enabled`).click();
    await page.getByRole('button', { name: 'See the final table' }).click();
    await page.locator('.ngw-season[data-phase="over"]').waitFor();
    return page;
  }

  it(
    'keeps its tables out of the side column at 1280 px and inside a phone',
    HANG_GUARD,
    async () => {
      const page = await finalTable();
      await shot(page, 'ngw-season-over.png', true);
      const tables = await boxes(page.locator('.ngw-season table'));
      assert.ok(tables.length > 0, 'the final screen shows its tables');
      const side = await boxes(page.locator('.table-page__side'));
      assert.equal(side.length, 1, 'the page has its side column');
      for (const table of tables)
        assert.ok(
          !intersect(table, side[0] as Box),
          `a table ${JSON.stringify(table)} overlaps the side column ${JSON.stringify(side[0])}`,
        );

      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'ngw-season-over-phone.png', true);
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      const scrolls = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrolls <= width, `the page is ${scrolls} px wide on a ${width} px phone`);
      for (const table of await boxes(page.locator('.ngw-season table')))
        assert.ok(
          table.x >= 0 && table.x + table.width <= width,
          `a table ${JSON.stringify(table)} runs off a ${width} px phone`,
        );
      await page.context().close();
    },
  );
});
