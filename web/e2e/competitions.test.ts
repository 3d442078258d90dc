/**
 * Competitions in a real Chromium (issue #35): four accounts in four contexts; one hosts a
 * Goalkeepers knockout from the competitions page (the fourth, a guest sent its link, signs up
 * from it and comes back to it), all four join, the host starts it, each opens their
 * semi-final from the competition page ("Play your game"), each table naming its round
 * ('Semi-final of Four cup') with the way back, and the winners meet in the final, which both
 * open from the page ('Final of Four cup') and play by clicking the board to full time, and
 * whose winner the page names. Then the bracket (semi-finals joined to the final, each tie a
 * named group, scrolling sideways at 390 px while the page and its header do not), the final's
 * replay with its way back (its header within a phone's width too), and the host's fixtures
 * from the header's link. And a guest watching a league's page sees its result and end come in
 * as they happen, told by the server, the page not reloaded.
 *
 * The semi-finals' moves are played over the socket with each seat's token (the server's tests'
 * `playMine`, as the player's other device would): the claim there is the competition's (the
 * bracket carries their winners into the final), and clicking three whole games in four pages
 * cost ~44 CPU-s of Chromium; the board played by clicking is the final's, by both finalists.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errors, type Page } from 'playwright-core';
import { isFullTime, playOnce } from './play.ts';
import { HANG_GUARD, PATIENCE_MS, StallGuard, changeMark, untilChanged } from './patience.ts';
import { Visitor } from '../../src/server/accounts/visitor.ts';
import { competitionApi } from '../../src/server/competitions/api-testing.ts';
import type { CompetitionView } from '../../src/server/competitions/wire.ts';
import type { TestServer } from '../../src/server/testing/harness.ts';
import { useStage } from './stage.ts';
import { waitLive } from './tables.ts';
import { PASSWORD, signUpWithPassword } from './sign-up.ts';

const wait = { timeout: PATIENCE_MS };
const NAMES = ['Cup Ana', 'Cup Bo', 'Cup Cy', 'Cup Di'];
/** A four-player knockout's rounds by name: never 'Round 3', whatever deciding games came first. */
const ROUND = '(Semi-final|Final)(, deciding game( \\d+)?)?';

/** The account signed in at `page`, as the server's test calls carry it (its cookies). */
async function visitorOf(page: Page, site: string): Promise<Visitor> {
  const visitor = new Visitor(site);
  const cookies = await page.context().cookies(site);
  visitor.useCookie(cookies.map((c) => `${c.name}=${c.value}`).join('; '));
  return visitor;
}

/** Opens this player's semi-final from the competition page; its table names it and links back. */
async function openSemiFinal(page: Page): Promise<void> {
  // The page (the competition's, where the player joined) shows the game once it is drawn.
  await page.getByRole('button', { name: 'Play your game' }).click();
  await page.waitForURL(/\/table\//, wait);
  await waitLive(page);
  const back = page.locator('.table-page__competition');
  await back.getByRole('link', { name: 'Four cup' }).waitFor(wait);
  assert.equal(await back.innerText(), 'Semi-final of Four cup');
  // Its moves are played on the player's other device (below): this page draws none of them.
  await page.goto('about:blank');
}

/**
 * Plays the games this player is given until the competition is over; how many it played.
 * `guard` is the whole competition's: a semi-final's winner waits for the other semi-final,
 * however long that takes, so only nothing moving at any of the tables gives up (each
 * player's own guard tripped in CI while the other semi-final played on a loaded machine).
 */
async function playCompetition(page: Page, url: string, guard: StallGuard): Promise<number> {
  let games = 0;
  const finished = page.locator('.competition__status[data-status="finished"]');
  const play = page.getByRole('button', { name: 'Play your game' });
  for (;;) {
    await page.goto(url);
    // The page follows the competition by itself: it shows the player's next game, or the
    // end, without a reload. (Reloading it every second while the other semi-final played
    // cost a page load a second for each waiting player: the file's CPU grew with the
    // machine's load.)
    for (;;) {
      try {
        await play.or(finished).first().waitFor({ timeout: 1000 });
        break;
      } catch (error) {
        if (!(error instanceof errors.TimeoutError)) throw error;
        guard.check(() => `no game and no end after ${games} games`);
      }
    }
    if (await finished.isVisible()) return games;
    await play.first().click();
    await page.waitForURL(/\/table\//, wait);
    await waitLive(page);
    // The table says which competition game it is, as people name it, and links back (#35).
    const back = page.locator('.table-page__competition');
    await back.getByRole('link', { name: 'Four cup' }).waitFor(wait);
    assert.match(await back.innerText(), new RegExp(`^${ROUND} of Four cup$`));
    for (;;) {
      const mark = await changeMark(page);
      if (await isFullTime(page)) break;
      if (await playOnce(page)) guard.moved();
      else await untilChanged([page], [mark]);
    }
    games++;
    guard.moved();
  }
}

/**
 * The finished knockout's bracket: two semi-finals whose winners meet in the final, each tie a
 * group named in words; the final's replay links back to the competition; at a phone's 390 px
 * the bracket scrolls sideways.
 */
async function checkBracket(page: Page, winner: string): Promise<void> {
  const bracket = page.getByRole('region', { name: 'Bracket' });
  const semis = bracket.getByRole('group', { name: /^Semi-final \d: / });
  assert.equal(await semis.count(), 2);
  const through = await semis.evaluateAll((ties) => ties.map((t) => t.dataset.winner));
  // The semi-finals' winners, carried into the final in the bracket's order.
  const final = bracket.getByRole('group', { name: /^Final: / });
  const finalists = await final.evaluate((t) => [t.dataset.first, t.dataset.second]);
  assert.deepEqual(finalists, through);
  const label = (await final.getAttribute('aria-label')) ?? '';
  assert.match(
    label,
    new RegExp(`^Final: Cup \\w+ against Cup \\w+, (\\d+–\\d+, )?${winner} wins the final$`),
    label,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  const sideways = await bracket.evaluate((b) => b.scrollWidth > b.clientWidth);
  assert.ok(sideways, 'the bracket scrolls sideways on a phone');
  await fitsPhone(page, 'the competition page');
  await page.setViewportSize({ width: 1280, height: 900 });
  await final.getByRole('link', { name: 'replay' }).last().click();
  await page.waitForURL(/\/replay\//, wait);
  const way = page.locator('.table-page__competition');
  const back = way.getByRole('link', { name: 'Four cup' });
  await back.waitFor(wait);
  assert.match(await way.innerText(), /^Final(, deciding game( \d+)?)? of Four cup$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsPhone(page, 'the final’s replay');
  await page.setViewportSize({ width: 1280, height: 900 });
  await back.click();
  await page.getByRole('heading', { name: 'Four cup', level: 1 }).waitFor(wait);
}

/**
 * At a phone's width the page does not run off the screen sideways: the site's header is one
 * line whose menu scrolls within it (it ran to 755 px on the competition page), and a table's
 * status line, its round and way back included, wraps within the width.
 */
async function fitsPhone(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const root = document.documentElement;
    const right = (selector: string) =>
      Math.max(
        0,
        ...[...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect().right),
      );
    return {
      page: root.scrollWidth,
      screen: root.clientWidth,
      header: right('.site-header, .site-header > nav, .table-page__status > *'),
    };
  });
  assert.ok(
    widths.page <= widths.screen && widths.header <= widths.screen + 0.5,
    `${where} at 390 px: ${JSON.stringify(widths)}`,
  );
}

/**
 * A guest sent the competition's link who has no account: its 'Sign in', the sign-in page's
 * 'Sign up', and the new account is back at the link (#35; it used to land on the account page).
 */
async function signUpFrom(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('account-control').getByText('Guest').waitFor(wait);
  const actions = page.locator('.competition__actions');
  const signIn = actions.getByRole('link', { name: 'Sign in' });
  await signIn.waitFor(wait);
  // Its own 'sign up', beside 'Sign in', keeps the way back too (the walk below takes Sign in's).
  const back = encodeURIComponent(new URL(url).pathname);
  assert.deepEqual(
    await actions
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    [`/sign-in?back=${back}`, `/sign-up?back=${back}`],
  );
  await signIn.click();
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor(wait);
  await page.locator('main .lead').getByRole('link', { name: 'Sign up' }).click();
  // The sign-up page itself, not the sign-in page still shown while it loads: both have a
  // Name and a Password field, and a fill of the old page's is lost (it timed out once so).
  await page.getByRole('heading', { name: 'Sign up', level: 1 }).waitFor(wait);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up with a password' }).click();
  // Back at the link, signed in (its Join), or (the fault) on the account page, greeted.
  const join = page.getByRole('button', { name: 'Join' });
  await join
    .or(page.getByRole('heading', { name, level: 1 }))
    .first()
    .waitFor(wait);
  assert.equal(page.url(), url);
  await join.waitFor(wait);
}

/** The host's fixtures, from the header: their games of Four cup, played, with replays. */
async function checkFixtures(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Fixtures' }).click();
  await page.getByRole('heading', { name: 'Your fixtures', level: 1 }).waitFor(wait);
  const played = page.getByRole('region', { name: 'Played' }).getByRole('listitem');
  await played.first().waitFor(wait);
  const lines = await played.allInnerTexts();
  assert.ok(
    lines.length >= 1 &&
      lines.every((l) =>
        new RegExp(
          `^${ROUND} of Four cup \\(Goalkeepers\\): against Cup \\w+, (won|lost|drew) \\d+–\\d+( \\(forfeit\\))? — replay$`,
        ).test(l),
      ),
    lines.join('\n'),
  );
  const upcoming = await page.getByRole('region', { name: 'Upcoming' }).innerText();
  assert.match(upcoming, /None\./);
}

describe('competitions in the browser', () => {
  const stage = useStage();

  it('four accounts play a four-player Goalkeepers knockout to the final', HANG_GUARD, async () => {
    const site = stage.server.url;
    const pages = await Promise.all(NAMES.map(() => stage.newPage()));
    const [host, , , newcomer] = pages as [Page, Page, Page, Page];
    for (const [i, page] of pages.entries())
      if (page !== newcomer) await signUpWithPassword(page, site, NAMES[i] ?? '');
    await host.goto(`${site}/competitions`);
    await host.getByText('Host a competition').click();
    const form = host.locator('.competition-host form');
    await form.locator('input[name="name"]').fill('Four cup');
    await form.locator('select[name="game"]').selectOption('goalkeepers');
    await form.locator('select[name="format"]').selectOption('knockout');
    await host.getByRole('button', { name: 'Create competition' }).click();
    await host.getByRole('heading', { name: 'Four cup', level: 1 }).waitFor(wait);
    const url = host.url();
    assert.match(url, /\/competitions\/c[\w-]+$/);
    await signUpFrom(newcomer, url, NAMES[3] ?? '');

    for (const page of pages) {
      if (page !== host && page !== newcomer) await page.goto(url);
      await page.getByRole('button', { name: 'Join' }).click();
      await page.getByRole('button', { name: 'Leave' }).waitFor(wait);
    }
    await host.getByRole('button', { name: 'Start now' }).click();
    await host.getByText('Running.').waitFor(wait);

    await Promise.all(pages.map((page) => openSemiFinal(page)));
    // The semi-finals (and any deciding game a level one adds) on each player's other device.
    const api = competitionApi(() => ({ url: site }) as TestServer);
    const visitors = await Promise.all(pages.map((page) => visitorOf(page, site)));
    const semisOver = (c: CompetitionView) => c.bracket[0]?.every((t) => t.winner !== null);
    const started = new Set<string>();
    const waiting = (c: CompetitionView) =>
      c.bracket[0]?.flatMap((t) => t.games).filter((g) => g.tableId && !g.result) ?? [];
    const id = new URL(url).pathname.split('/').pop() ?? '';
    const visitorFor = (c: CompetitionView, who: string | null): Visitor => {
      const entrant = c.entrants.find((e) => e.player === who || e.name === who);
      const visitor = visitors[NAMES.indexOf(entrant?.name ?? '')];
      assert.ok(visitor, `no account for ${String(who)}`);
      return visitor;
    };
    for (;;) {
      const view = await api.until(
        visitors[0] as Visitor,
        id,
        (c) => semisOver(c) === true || waiting(c).some((g) => !started.has(g.tableId ?? '')),
      );
      if (semisOver(view) === true) break;
      for (const game of waiting(view)) {
        const tableId = game.tableId ?? '';
        if (started.has(tableId)) continue;
        started.add(tableId);
        for (const [i, who] of [game.first, game.second].entries())
          await api.playMine(visitorFor(view, who), tableId, `${tableId}-${i}`);
      }
    }
    // The finalists open the final from the page and click it to full time.
    const semis = await api.until(visitors[0] as Visitor, id, (c) => semisOver(c) === true);
    const finalists = (semis.bracket[0] ?? []).map((t) =>
      visitors.indexOf(visitorFor(semis, t.winner)),
    );
    assert.equal(new Set(finalists).size, 2, String(finalists));
    const guard = new StallGuard();
    const played = await Promise.all(
      finalists.map((i) => playCompetition(pages[i] as Page, url, guard)),
    );
    // Each finalist played the final (a level game adds a deciding one).
    assert.ok(
      played.every((n) => n >= 1),
      String(played),
    );
    await host.goto(url);
    const status = await host.locator('.competition__status').innerText();
    const winner = NAMES.find((name) => status.includes(`Winner: ${name}`));
    assert.ok(winner, status);
    await host.getByRole('heading', { name: 'Final', exact: true }).waitFor(wait);
    await host.getByRole('heading', { name: 'Semi-finals', exact: true }).waitFor(wait);
    await checkBracket(host, winner);
    await checkFixtures(host);
    for (const page of pages) await page.context().close();
  });

  it(
    'a page watching a competition sees a result come in without reloading',
    HANG_GUARD,
    async () => {
      const site = stage.server.url;
      // Ana and Bo act on the competition through the API (the claim is the watcher's page).
      const api = competitionApi(() => ({ url: site }) as TestServer);
      const [ana, bo] = await Promise.all([api.account('Live Ana'), api.account('Live Bo')]);
      const watcher = await stage.newPage();
      /** A POST from `visitor`'s session, as the competition page sends it; its answer. */
      const post = async (visitor: Visitor, path: string, body?: object): Promise<string> => {
        const { status, body: answer } = await api.call(visitor, path, body);
        assert.ok(status === 200 || status === 201, `${status} ${JSON.stringify(answer)}`);
        return answer.id;
      };
      const id = await post(ana, '/api/competitions', {
        name: 'Live cup',
        game: 'goalkeepers',
        format: 'league',
      });
      await post(ana, `/api/competitions/${id}/join`);
      await post(bo, `/api/competitions/${id}/join`);
      await post(ana, `/api/competitions/${id}/start`);
      // A guest watches: the one game of round 1 being played, the page told of changes.
      await watcher.goto(`${site}/competitions/${id}`);
      await watcher.locator('main.competition[data-live="true"]').waitFor(wait);
      const game = watcher.locator('.competition-games li');
      await game.getByText('Live Ana v Live Bo').waitFor(wait);
      await watcher.evaluate(() => {
        (window as { stayed?: boolean }).stayed = true;
      });
      // Bo withdraws: the game he is playing is lost by forfeit, 3–0, and the league is over.
      await post(bo, `/api/competitions/${id}/leave`);
      await watcher.getByText('Finished. Winner: Live Ana.').waitFor(wait);
      await game.getByText('Live Ana 3–0 Live Bo').waitFor(wait);
      const stayed = await watcher.evaluate(() => (window as { stayed?: boolean }).stayed);
      assert.equal(stayed, true, 'the page was not reloaded');
      await watcher.context().close();
    },
  );
});
