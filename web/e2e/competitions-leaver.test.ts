/**
 * A league where one player leaves half-way finishes with a bot in their place (#35), in a real
 * Chromium. Ana, Bo and Cy (three accounts, three contexts) enter a Goalkeepers league, in that
 * order, so the round robin is fixed: round 1 Bo v Cy, round 2 Cy v Ana, round 3 Ana v Bo.
 * Bo and Cy play round 1 from the competition page; Bo withdraws while Cy and Ana play round 2;
 * round 3 is Ana against a bot in Bo's seat; the league finishes and its table marks Bo '(bot)'.
 * The games' seeds are the server's (a competition makes its own tables), but nothing here
 * depends on how a game goes: each is clicked through to full time.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { isFullTime, playOnce } from './play.ts';
import { HANG_GUARD, PATIENCE_MS, StallGuard, changeMark, untilChanged } from './patience.ts';
import { signUpWithPassword } from './sign-up.ts';
import { useStage } from './stage.ts';
import { waitLive } from './tables.ts';

const wait = { timeout: PATIENCE_MS };

/** The competition page's round `n` section. */
const roundSection = (page: Page, n: number) => page.getByRole('region', { name: `Round ${n}` });

/** Opens the page's player's game of round `n` ('Play your game') and clicks it to full time. */
async function playRound(page: Page, url: string, n: number): Promise<void> {
  await page.goto(url);
  const play = roundSection(page, n).getByRole('button', { name: 'Play your game' });
  await play.waitFor(wait);
  await play.click();
  await page.waitForURL(/\/table\//, wait);
  await waitLive(page);
  const guard = new StallGuard();
  for (;;) {
    const mark = await changeMark(page);
    if (await isFullTime(page)) break;
    guard.check(() => `round ${n} did not reach full time; the page showed ${page.url()}`);
    if (await playOnce(page)) guard.moved();
    else await untilChanged([page], [mark]);
  }
}

describe('a league with a leaver in the browser (#35)', () => {
  const stage = useStage();

  it(
    'Bo leaves half-way; a bot plays his last game and the league finishes',
    HANG_GUARD,
    async () => {
      const site = stage.server.url;
      const [ana, bo, cy] = (await Promise.all([1, 2, 3].map(() => stage.newPage()))) as [
        Page,
        Page,
        Page,
      ];
      await signUpWithPassword(ana, site, 'League Ana');
      await signUpWithPassword(bo, site, 'League Bo');
      await signUpWithPassword(cy, site, 'League Cy');
      const made = await ana.request.post(`${site}/api/competitions`, {
        headers: { origin: site },
        data: { name: 'Leaver league', game: 'goalkeepers', format: 'league', botLevel: 'easy' },
      });
      assert.ok(made.ok(), await made.text());
      const { id } = (await made.json()) as { id: string };
      const url = `${site}/competitions/${id}`;
      for (const page of [ana, bo, cy]) {
        await page.goto(url);
        await page.getByRole('button', { name: 'Join' }).click();
        await page.getByRole('button', { name: 'Leave' }).waitFor(wait);
      }
      await ana.getByRole('button', { name: 'Start now' }).click();
      await ana.getByText('Running.').waitFor(wait);

      // Round 1: Bo v Cy, both in their pages.
      await Promise.all([playRound(bo, url, 1), playRound(cy, url, 1)]);
      // Half-way, Bo withdraws (his round 2 is a bye: no game of his is in play).
      await bo.goto(url);
      await roundSection(bo, 2).waitFor(wait);
      await bo.getByRole('button', { name: 'Withdraw (a bot plays on for you)' }).click();
      await bo.getByText('League Bo (bot)').waitFor(wait);
      // Round 2: Cy v Ana; round 3: Ana against the bot in Bo's seat.
      await Promise.all([playRound(cy, url, 2), playRound(ana, url, 2)]);
      await playRound(ana, url, 3);
      await ana.goto(url);
      const status = ana.locator('.competition__status[data-status="finished"]');
      await status.waitFor(wait);
      const standings = await ana.locator('.competition-standings').innerText();
      assert.match(standings, /League Bo \(bot\)/, standings);
      const boLine = ana.locator('.competition-standings tr', { hasText: 'League Bo' });
      assert.equal(
        await boLine.locator('td').nth(2).innerText(),
        '2',
        `Bo's two games counted: ${standings}`,
      );
      for (const page of [ana, bo, cy]) await page.context().close();
    },
  );
});
