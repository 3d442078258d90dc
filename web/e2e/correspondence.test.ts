/**
 * A game over days in a real Chromium (issue #35): Ana makes an account and creates a
 * Goalkeepers table at one day per move against a friend's seat; Bo, another account in
 * another context, opens the invite link. Whoever the draw makes start, the table shows up on
 * Bo's "Your move" page under "Waiting for your move" with about a day left (and the header
 * counts it); Bo goes from there to the table and plays his turn; Ana's list, open meanwhile,
 * moves the table to "Waiting for your move" without a reload.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { HANG_GUARD, PATIENCE_MS, StallGuard, changeMark, untilChanged } from './patience.ts';
import { playOnce } from './play.ts';
import { useStage } from './stage.ts';
import { waitLive } from './tables.ts';
import { signUpWithPassword } from './sign-up.ts';

const wait = { timeout: PATIENCE_MS };

/** The table's entry on a "Your move" page, and the section it is listed in now. */
function entry(page: Page, tableId: string) {
  return page.locator(`.my-game[data-table="${tableId}"]`);
}

async function sectionOf(page: Page, tableId: string): Promise<string | null> {
  const found = entry(page, tableId);
  return (await found.count()) === 0 ? null : found.getAttribute('data-section');
}

/** Clicks in `player`'s table page whenever it has a decision, until `done` holds. */
async function playUntil(player: Page, done: () => Promise<boolean>, what: string): Promise<void> {
  const guard = new StallGuard();
  for (;;) {
    const mark = await changeMark(player);
    if (await done()) return;
    guard.check(() => `never: ${what}`);
    if (await playOnce(player)) guard.moved();
    else await untilChanged([player], [mark]);
  }
}

describe('a game over days', () => {
  const stage = useStage();

  it(
    'one day per move against a friend: "Your move" lists it for whoever must move',
    HANG_GUARD,
    async () => {
      const site = stage.server.url;
      const [ana, bo] = await Promise.all([stage.newPage(), stage.newPage()]);
      await signUpWithPassword(ana, site, 'Days Ana');
      await signUpWithPassword(bo, site, 'Days Bo');

      await ana.goto(`${site}/games/goalkeepers/new`);
      await ana.locator('#seat-0-player').selectOption('me');
      await ana.locator('#seat-1-player').selectOption('friend');
      await ana.locator('#seat-0-name').fill('Ana');
      await ana.locator('#seat-1-name').fill('Bo');
      await ana.getByLabel('Time control').selectOption({ label: '1 day per move' });
      assert.equal(await ana.getByLabel('Turn timer (seconds)').count(), 0, 'no seconds over days');
      await ana.getByRole('button', { name: 'Create the table' }).click();
      await ana.waitForURL(/\/table\/[\w-]+$/, wait);
      const tableId = new URL(ana.url()).pathname.split('/').pop() ?? '';
      await waitLive(ana);
      const invite = await ana.locator('.invite__url').inputValue();
      await bo.goto(invite);
      await waitLive(bo);

      // The draw picks who starts: if it is Ana, she plays her turn; then it is Bo's move.
      await bo.goto(`${site}/my-games`);
      await playUntil(ana, async () => (await sectionOf(bo, tableId)) === 'waiting', 'Bo to move');
      const listed = entry(bo, tableId);
      assert.match(await listed.innerText(), /Goalkeepers against Ana \(1 day per move\)/);
      assert.match(await listed.innerText(), /· (23 h \d+ min|1 day) left/);
      await bo.reload();
      await bo.getByTestId('your-move').getByText('1', { exact: true }).waitFor(wait);

      // Ana watches her list while Bo plays his turn from his.
      await ana.goto(`${site}/my-games`);
      await entry(ana, tableId).waitFor(wait);
      assert.equal(await sectionOf(ana, tableId), 'playing', 'Bo’s move: Ana waits for others');
      await entry(bo, tableId).getByRole('link').click();
      await bo.waitForURL(new RegExp(`/table/${tableId}$`), wait);
      await waitLive(bo);
      await playUntil(bo, async () => (await sectionOf(ana, tableId)) === 'waiting', 'Ana to move');
      assert.match(await entry(ana, tableId).innerText(), /against Bo \(1 day per move\)/);
      await ana.getByTestId('your-move').getByText('1', { exact: true }).waitFor(wait);
    },
  );
});
