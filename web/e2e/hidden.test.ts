/**
 * A game with hidden information (Goal!) played from the shell's plain action buttons alone,
 * hot-seat: the table is hidden between players.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { shareBrowser, type BrowserLease } from './shared-browser.ts';
import { ensureBuilt } from './build.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './server.ts';
import { createTable } from './tables.ts';
import {
  HANG_GUARD,
  StallGuard,
  changeMark,
  clickWhileThere,
  patientContext,
  untilChanged,
} from './patience.ts';

/** Plays the first legal action shown; says who was revealed when the device was handed over. */
async function step(page: Page): Promise<string | null> {
  const mark = await changeMark(page);
  const reveal = page.getByRole('button', { name: /^I am / });
  if (await reveal.isVisible()) {
    assert.equal(await page.locator('.table-page').count(), 0, 'nothing shows behind the cover');
    const name = (await reveal.textContent())?.replace('I am ', '') ?? '';
    await reveal.click();
    return name;
  }
  const action = page.locator('.actions__button:enabled').first();
  if ((await action.count()) === 0 || !(await clickWhileThere(action)))
    await untilChanged([page], [mark]);
  return null;
}

describe('a hidden-information game from the shell’s buttons', () => {
  let browser: BrowserLease;
  let server: ServerProcess;
  const data = tempDataDir();

  before(async () => {
    await ensureBuilt();
    [browser, server] = await Promise.all([shareBrowser(), startServerProcess(data.dir)]);
  });

  after(async () => {
    await browser.close();
    await server.stop();
    data.remove();
  });

  it('hands the device over between hot-seat players of Goal!', HANG_GUARD, async () => {
    const page = await (
      await patientContext(browser, { viewport: { width: 1280, height: 900 } })
    ).newPage();
    const seats = [
      { player: 'me', name: 'Ana' },
      { player: 'me', name: 'Bo' },
    ] as const;
    await createTable(page, server.url, seats, { game: 'goal' });
    await page.getByRole('heading', { name: /^Pass the device to (Ana|Bo)$/ }).waitFor();
    const first = await step(page);
    assert.ok(first === 'Ana' || first === 'Bo', 'the seat to act first is revealed');
    await page.locator('.goal-hand').waitFor();
    await page.locator('.actions__button').first().waitFor();

    const other = first === 'Ana' ? 'Bo' : 'Ana';
    const revealed: string[] = [];
    const guard = new StallGuard();
    while (!revealed.includes(other)) {
      guard.check(() => `the device never went to ${other}`);
      const name = await step(page);
      if (name) revealed.push(name);
    }
    assert.ok(revealed.includes(other), `the device went to ${other}`);
    await page.locator('.goal-hand').waitFor();
    await page.context().close();
  });
});
