/**
 * Goalkeepers in a real Chromium against the real server: against a bot, between two
 * browsers through an invite link, from the lobby, hot-seat by keyboard, across a reload, as
 * a spectator, and across a server crash. Screenshots of the main pages go to
 * web/e2e/screenshots/ for a person to look at.
 *
 * Kept cheap (#32, the suite's time), every claim kept. No claim here is about a whole game
 * (each decision in a page costs a fifth of a CPU-second or more): a table made from the form
 * is played only as far as its claim goes (it plays, the two browsers each play, the keyboard
 * rolls the starter's dice); the claims about a game's end (full time, a rematch, its replay,
 * after a reload and a crash, by two browsers, by keyboard) are played from a table stored
 * late in a seeded game (below). Each page load compiles the whole app again (about a
 * CPU-second, more in a fresh browser context), so claims that one person's browser can make
 * share its page, and move to the next table inside the app (play.ts openInApp), as its links
 * do; a load stays where it is the claim (an invite link, a reload, a spectator's first look).
 * The crash is the stage's own server killed and started again: the file's last test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { findMoments, storeMoment } from '../in-view-moments.ts';
import { lateMoves } from '../late-moves.ts';
import { openInApp, playByKeyboard, playDecisions, playEach, playToFullTime } from '../play.ts';
import { startServerProcess, type ServerProcess } from '../server.ts';
import { useStage } from '../stage.ts';
import { storeTable, type SeatPlan, type Stored, type TablePlan } from '../stored-table.ts';
import { createTable, waitLive } from '../tables.ts';
import { HANG_GUARD } from '../patience.ts';
import { SHOTS_WANTED, shot } from '../shots.ts';

const slow = HANG_GUARD;

/**
 * Tables stored with a named seed (stored-table.ts) before the server starts, for the tests
 * whose claims need no form: Ana against one bot from the first roll; a reward decision (the
 * first of its kind in seeded games, in-view-moments.ts); and games opened late, where Ana
 * still has a few of her own decisions to take in the rehearsed game (late-moves.ts), for the
 * claims about a game's end: against two bots, then a rematch and the replay (3 left); after
 * a reload and then a crash (6); between two browsers and hot-seat by keyboard (3 of Ana's,
 * and Bo's between them). The server seeds its bots from the table's seed, so each runs the same
 * way every time.
 */
const ROLLS: TablePlan = {
  game: 'goalkeepers',
  seed: 'gk-e2e-rolls',
  seats: [
    { name: 'Ana', person: 'me' },
    { name: 'Robo', bot: 'normal' },
  ],
};
const late = (seed: string, others: readonly SeatPlan[], left: number): TablePlan => ({
  game: 'goalkeepers',
  seed,
  seats: [{ name: 'Ana', person: 'me' }, ...others],
  moves: lateMoves('goalkeepers', {}, 1 + others.length, seed, left),
});
const LATE = late('gk-e2e-reload', [{ name: 'Robo', bot: 'easy' }], 6);
const BOTS_END = late(
  'gk-e2e-bots',
  [
    { name: 'Robo', bot: 'easy' },
    { name: 'Rex', bot: 'normal' },
  ],
  3,
);
const FRIEND_END = late('gk-e2e-friend', [{ name: 'Bo', person: 'friend' }], 3);
const HOTSEAT_END = late('gk-e2e-hotseat', [{ name: 'Bo', person: 'me' }], 3);
const REWARD = findMoments({ game: 'goalkeepers', name: 'gk-e2e-reward', games: 3 }).find(
  (m) => m.kind === 'reward',
);
if (!REWARD) throw new Error('no reward decision in the seeded Goalkeepers games');

/** Ana's own invite path at a stored table. */
const anas = (stored: Stored | undefined): string => {
  const path = stored?.invites.get(0);
  if (path === undefined) throw new Error('the table is not stored');
  return path;
};

describe('Goalkeepers in the browser', () => {
  const stored = new Map<string, Stored>();
  let rewardPath = '';
  // The bots count iterations, a tenth of their live number: cheap, and the same every run.
  const BOTS = { BOT_PACE: 'iterations', BOT_TIME_SCALE: '0.1' };
  const stage = useStage(BOTS, (dir) => {
    stored.set('rolls', storeTable(dir, ROLLS));
    stored.set('late', storeTable(dir, LATE));
    stored.set('bots', storeTable(dir, BOTS_END));
    stored.set('friend', storeTable(dir, FRIEND_END));
    stored.set('hotseat', storeTable(dir, HOTSEAT_END));
    rewardPath = storeMoment(dir, REWARD, 600);
  });

  const newPage = (width = 1280, height = 900): Promise<Page> => stage.newPage({ width, height });

  /** Buttons that act at a table: every button but the one that copies the spectator link. */
  const controls = (page: Page) =>
    page.locator('main button').filter({ hasNotText: 'Copy the spectator link' });
  const you = (page: Page, name: string) =>
    page.locator('.area', { hasText: name }).getByText('You', { exact: true });

  // Ana's browser against bots: a page costs about a CPU-second each, so one for these claims.
  it(
    'plays against bots by clicking to full time, asks a rematch, replays it; keeps each player’s rolls in view against one bot, and names no direction for two',
    slow,
    async () => {
      const page = await newPage();
      // The form's own load first (createTable opens it); then home, the game and its form
      // again through the app's links, as a person goes: no page load each.
      await createTable(page, stage.server.url, [
        { player: 'me', name: 'Ana' },
        { player: 'bot:easy', name: 'Robo' },
        { player: 'bot:normal' },
      ]);
      await waitLive(page);
      await playDecisions(page, 3);
      if (SHOTS_WANTED) {
        await shot(page, 'table-desktop.png', true);
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, 'table-phone.png', true);
        await page.setViewportSize({ width: 1280, height: 900 });
      }

      await openInApp(page, '/');
      const gk = page.getByRole('link', { name: 'Goalkeepers', exact: true });
      await gk.waitFor();
      // All five games of the catalogue can be played: each a link, none marked as coming.
      for (const title of ['Next Goal Wins', 'Goal!', 'Supernatural Soccer', 'Golazo'])
        await page.getByRole('link', { name: title, exact: true }).waitFor();
      assert.equal(await page.locator('.badge--coming').count(), 0);
      await shot(page, 'home.png', true);
      await gk.click();
      await page.getByRole('heading', { name: /GK-3 A turn/ }).waitFor();
      await page.getByRole('link', { name: 'Create a table' }).click();
      await page.getByLabel('Rounds').waitFor();
      assert.equal(await page.getByLabel('Rounds').inputValue(), '3');
      await shot(page, 'create.png', true);

      // The end of such a game: Ana and two bots, Ana with three decisions left (BOTS_END).
      const bots = stored.get('bots');
      const id = bots?.tableId ?? '';
      await openInApp(page, anas(bots));
      await waitLive(page);
      await playToFullTime([page]);
      const rematch = page.getByRole('button', { name: 'Rematch' });
      await rematch.waitFor();
      await shot(page, 'full-time.png', true);
      await rematch.click();
      await page.waitForURL(
        (url) => url.pathname.startsWith('/table/') && !url.pathname.endsWith(id),
      );
      await waitLive(page);
      await you(page, 'Ana').waitFor();

      await page.getByRole('link', { name: 'Replays', exact: true }).click();
      await page.locator(`a[href="/replay/${id}"]`).click();
      await page.getByText(/^Move 0 of \d+/).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.getByText(/^Move 1 of \d+/).waitFor();
      await page.getByRole('button', { name: /Forward/ }).click();
      await page.getByText(/^Move 2 of \d+/).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.getByText(/^Move 1 of \d+/).waitFor();
      await page.keyboard.press('End');
      await page.locator('.outcome').waitFor();
      await shot(page, 'replay.png', true);

      // Against one bot, from the first roll (ROLLS), in the same browser: the rolls stay in
      // view, and no direction is named for two.
      await openInApp(page, anas(stored.get('rolls')));
      await waitLive(page);
      await playDecisions(page, 4);
      const rolls = (name: string) =>
        page.locator('.area', { hasText: name }).locator('.area__roll');
      await rolls('Robo').first().waitFor();
      assert.ok((await rolls('Ana').count()) >= 1, 'your own roll stays after the bot rolls');
      assert.equal(
        await page.locator('.match-bar__direction').count(),
        0,
        'two players: no direction',
      );
      if (SHOTS_WANTED) {
        await shot(page, 'gk-2p-desktop-top.png');
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, 'gk-2p-phone-top.png');
        await shot(page, 'gk-2p-phone.png', true);
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      // A reward decision, opened right at one, for a person to look at.
      await openInApp(page, rewardPath);
      await waitLive(page);
      await page.locator('.gk .reward').first().waitFor();
      await shot(page, 'gk-2p-reward.png');
      await page.context().close();
    },
  );

  // One test for both ways two browsers meet at a table (their pages cost the most here).
  it(
    'lets two browsers play each other through an invite link, or a lobby seat with a turn timer',
    slow,
    async () => {
      const host = await newPage();
      await createTable(host, stage.server.url, [
        { player: 'me', name: 'Ana' },
        { player: 'friend', name: 'Bo' },
      ]);
      const invite = await host.locator('.invite__url').inputValue();
      assert.match(invite, /\/table\/[\w-]+\?seat=1#token=/);

      const guest = await newPage(390, 844);
      await guest.goto(invite);
      await waitLive(guest);
      assert.equal(new URL(guest.url()).hash, '', 'the token leaves the address bar');
      await you(guest, 'Bo').waitFor();
      await host.locator('.invite__url').waitFor({ state: 'detached' });
      await playEach([host, guest], 1);

      // To full time: the same two browsers at a game stored late (FRIEND_END), each by its link.
      const friend = stored.get('friend');
      await openInApp(host, anas(friend));
      await openInApp(guest, friend?.invites.get(1) ?? '');
      await waitLive(host);
      await waitLive(guest);
      await you(guest, 'Bo').waitFor();
      await playToFullTime([host, guest]);
      for (const page of [host, guest]) await page.locator('.outcome__headline').waitFor();

      // A listed table with a turn timer: Bo takes his seat from the lobby. Scripted play: seat
      // 1 starts (GK-2.3), so Ana's clock is the one running.
      const seats = [
        { player: 'me', name: 'Ana' },
        { player: 'friend', name: 'Bo' },
      ] as const;
      await createTable(host, stage.server.url, seats, {
        turnSeconds: 60,
        listed: true,
        options: { starter: 'first-seat' },
      });
      await waitLive(host);
      await host.locator('.timer', { hasText: /Ana: [01]:\d\d/ }).waitFor();

      await openInApp(guest, '/lobby');
      await guest.getByRole('button', { name: "Take Bo's seat" }).click();
      await guest.waitForURL(
        (url) =>
          url.pathname.startsWith('/table/') && !url.pathname.endsWith(friend?.tableId ?? ''),
      );
      await waitLive(guest);
      await you(guest, 'Bo').waitFor();
      await host.context().close();
      await guest.context().close();
    },
  );
  it('plays hot-seat on one device, by keyboard alone', slow, async () => {
    const page = await newPage();
    await createTable(page, stage.server.url, [
      { player: 'me', name: 'Ana' },
      { player: 'me', name: 'Bo' },
    ]);
    await waitLive(page);
    // GK-2.3: the game draws who starts; the page names them.
    const turn = page.getByText(/^(Ana|Bo), your turn$/);
    await turn.waitFor();
    const starter = /^(Ana|Bo),/.exec(await turn.innerText())?.[1];
    assert.ok(starter, 'the page names who starts');
    const roll = page.locator('.decision').getByRole('button', { name: /^Roll/ });
    const focused = () => roll.evaluate((el) => el === document.activeElement);
    for (let tab = 0; tab < 30 && !(await focused()); tab++) await page.keyboard.press('Tab');
    assert.ok(await focused(), 'Tab reaches the Roll button');
    const outline = await roll.evaluate((el) => getComputedStyle(el).outlineStyle);
    assert.notEqual(outline, 'none', 'the focused button shows it');
    await page.keyboard.press('Enter');
    // Enter rolled the starter's dice. Whose turn comes next depends on them (a roll without a
    // TEAM die empties their hand, ends the round and lets them start the next: GK-6.1, GK-8.2),
    // so the proof is the starter's roll on the table, not the other's turn.
    await page.locator('.area', { hasText: starter }).locator('.area__roll').first().waitFor();

    // To full time by keyboard: one device holding both seats of a game stored late
    // (HOTSEAT_END), as it holds the seats its creator keeps (seatTokens.ts), by both links.
    const hotseat = stored.get('hotseat');
    await openInApp(page, anas(hotseat));
    await waitLive(page);
    await openInApp(page, hotseat?.invites.get(1) ?? '');
    await waitLive(page);
    await playByKeyboard(page);
    await page.locator('.outcome__headline').waitFor();
    await page.context().close();
  });

  // Last of the file: it kills the stage's server, and the one it starts again stops here.
  it(
    'picks the game up after a reload and after the server is killed and restarted; a spectator sees no controls',
    slow,
    async () => {
      const page = await newPage();
      const late = stored.get('late');
      await page.goto(`${stage.server.url}${anas(late)}`);
      await waitLive(page);
      await playDecisions(page, 2);
      const tableUrl = `${stage.server.url}/table/${late?.tableId ?? ''}`;

      await page.reload();
      await waitLive(page);
      await page.locator('.gk').waitFor();
      await playDecisions(page, 1);

      const spectator = await newPage(390, 844);
      await spectator.goto(tableUrl);
      await waitLive(spectator);
      await spectator.locator('.gk').waitFor();
      await spectator.locator('.log__event').first().waitFor();
      // The one button a spectator has copies the spectator link: nothing that plays.
      assert.equal(await spectator.locator('main button').count(), 1);
      assert.equal(await controls(spectator).count(), 0, 'no game controls for a spectator');
      assert.equal(await spectator.getByRole('heading', { name: 'Your move' }).count(), 0);

      // A forged link, followed in the spectator's browser (no seat of its own), only watches;
      // the spectator then goes back to the table's own address.
      const tablePath = new URL(tableUrl).pathname;
      await openInApp(spectator, `${tablePath}?seat=0#token=${'x'.repeat(32)}`);
      await spectator.locator('[data-code="bad-token"]').waitFor();
      await waitLive(spectator);
      assert.equal(await controls(spectator).count(), 0, 'a forged link only watches');
      await openInApp(spectator, tablePath);
      await waitLive(spectator);
      await spectator.locator('.gk').waitFor();

      // A crash: the server killed and started again on the same data and port.
      const killed = stage.server;
      await killed.stop('SIGKILL');
      let again: ServerProcess | undefined;
      try {
        await page.locator('[data-connection="reconnecting"]').waitFor();
        assert.equal(await page.locator('.gk button:enabled').count(), 0, 'no moves while offline');
        again = await startServerProcess(killed.dataDir, killed.port, BOTS);
        await waitLive(page);
        await playToFullTime([page]);
        await page.locator('.outcome__headline').waitFor();
        await spectator.locator('.outcome').waitFor();
        assert.equal(await spectator.getByRole('button', { name: 'Rematch' }).count(), 0);
        await page.context().close();
        await spectator.context().close();
      } finally {
        await again?.stop();
      }
    },
  );
});
