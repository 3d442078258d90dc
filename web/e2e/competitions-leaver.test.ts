/**
 * A league where one player leaves half-way finishes with a bot in their place (#35), in a real
 * Chromium. Ana, Bo and Cy (three accounts) enter a Goalkeepers league, in that order, so the
 * round robin is fixed: round 1 Bo v Cy, round 2 Cy v Ana, round 3 Ana v Bo. Bo's page offers
 * him his round-1 game ('Play your game'); Bo withdraws from his page half-way; round 3 is Ana
 * against a bot in Bo's seat, which she opens from the competition page and clicks through to
 * full time; the league finishes and its table (Ana's page) marks Bo '(bot)' with his two
 * games counted.
 *
 * What a person sees or does is in the browser (Ana and Bo: joining, starting, Bo's withdrawal,
 * Ana's game against the bot, the table); the claim is the league's, not the board's, so the
 * games of rounds 1 and 2 are played over the socket with each seat's token (the server's tests'
 * `playMine`, as another device of the player would), and Cy, who only plays those, has no
 * page. (Clicking all five games through cost ~32 CPU-s of Chromium.) The games' seeds are the
 * server's (a competition makes its own tables), but nothing here depends on how a game goes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { Visitor } from '../../src/server/accounts/visitor.ts';
import { competitionApi } from '../../src/server/competitions/api-testing.ts';
import type { CompetitionView } from '../../src/server/competitions/wire.ts';
import type { TestServer } from '../../src/server/testing/harness.ts';
import { isFullTime, playOnce } from './play.ts';
import { HANG_GUARD, PATIENCE_MS, StallGuard, changeMark, untilChanged } from './patience.ts';
import { signUpWithPassword } from './sign-up.ts';
import { useStage } from './stage.ts';
import { waitLive } from './tables.ts';

const wait = { timeout: PATIENCE_MS };

/** The competition page's round `n` section. */
const roundSection = (page: Page, n: number) => page.getByRole('region', { name: `Round ${n}` });

/** The account signed in at `page`, as the server's test calls carry it (its cookies). */
async function visitorOf(page: Page, site: string): Promise<Visitor> {
  const visitor = new Visitor(site);
  const cookies = await page.context().cookies(site);
  visitor.useCookie(cookies.map((c) => `${c.name}=${c.value}`).join('; '));
  return visitor;
}

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
      const api = competitionApi(() => ({ url: site }) as TestServer);
      const [ana, bo] = (await Promise.all([1, 2].map(() => stage.newPage()))) as [Page, Page];
      await signUpWithPassword(ana, site, 'League Ana');
      await signUpWithPassword(bo, site, 'League Bo');
      const cy = await api.account('League Cy');
      const made = await ana.request.post(`${site}/api/competitions`, {
        headers: { origin: site },
        data: { name: 'Leaver league', game: 'goalkeepers', format: 'league', botLevel: 'easy' },
      });
      assert.ok(made.ok(), await made.text());
      const { id } = (await made.json()) as { id: string };
      const url = `${site}/competitions/${id}`;
      for (const page of [ana, bo]) {
        await page.goto(url);
        await page.getByRole('button', { name: 'Join' }).click();
        await page.getByRole('button', { name: 'Leave' }).waitFor(wait);
      }
      assert.equal((await api.call(cy, `/api/competitions/${id}/join`)).status, 200);
      await ana.getByRole('button', { name: 'Start now' }).click();
      await ana.getByText('Running.').waitFor(wait);
      const [anaApi, boApi] = await Promise.all([visitorOf(ana, site), visitorOf(bo, site)]);

      /** Plays round `n`'s one game over the socket, each seat by its player; until it is over. */
      const playByApi = async (n: number, players: readonly Visitor[]): Promise<void> => {
        const view = await api.until(anaApi, id, (c) =>
          c.rounds.some((r) => r.round === n && r.games.some((g) => g.tableId !== null)),
        );
        const game = view.rounds.find((r) => r.round === n)?.games.find((g) => g.tableId);
        const tableId = game?.tableId ?? '';
        for (const [i, player] of players.entries())
          await api.playMine(player, tableId, `leaver-${n}-${i}`);
        const over = (c: CompetitionView) =>
          c.rounds.some((r) => r.round === n && r.games.every((g) => g.result !== null));
        await api.until(anaApi, id, over);
      };

      // Round 1: Bo v Cy. Bo's page offers him his game; it is played on their other devices.
      await bo.goto(url);
      await roundSection(bo, 1).getByRole('button', { name: 'Play your game' }).waitFor(wait);
      await playByApi(1, [boApi, cy]);
      // Half-way, Bo withdraws (his round 2 is a bye: no game of his is in play).
      await bo.goto(url);
      await roundSection(bo, 2).waitFor(wait);
      await bo.getByRole('button', { name: 'Withdraw (a bot plays on for you)' }).click();
      await bo.getByText('League Bo (bot)').waitFor(wait);
      // Round 2: Cy v Ana; round 3: Ana, in her page, against the bot in Bo's seat.
      await playByApi(2, [cy, anaApi]);
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
      for (const page of [ana, bo]) await page.context().close();
    },
  );
});
