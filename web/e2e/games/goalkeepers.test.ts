/**
 * Goalkeepers in a real Chromium against the real server: against a bot, between two
 * browsers through an invite link, from the lobby, hot-seat by keyboard, across a reload, as
 * a spectator, and across a server crash. Screenshots of the main pages go to
 * web/e2e/screenshots/ for a person to look at.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { findMoments, storeMoment } from '../in-view-moments.ts';
import { lateMoves } from '../late-moves.ts';
import { playByKeyboard, playDecisions, playToFullTime } from '../play.ts';
import { startServerProcess, tempDataDir } from '../server.ts';
import { useStage } from '../stage.ts';
import { storeTable, type Stored, type TablePlan } from '../stored-table.ts';
import { createTable, waitLive } from '../tables.ts';
import { HANG_GUARD } from '../patience.ts';
import { shot } from '../shots.ts';

const slow = HANG_GUARD;

/**
 * Tables stored with a named seed (stored-table.ts) before the server starts, for the tests
 * whose claims need no form: Ana against one bot from the first roll; a reward decision (the
 * first of its kind in seeded games, in-view-moments.ts); and two games opened late, where
 * Ana still has six (five) of her own decisions to take in the rehearsed game
 * (late-moves.ts), for the claims about a game's end after a reload (a crash). The server
 * seeds its bots from the table's seed, so each runs the same way every time.
 */
const ROLLS: TablePlan = {
  game: 'goalkeepers',
  seed: 'gk-e2e-rolls',
  seats: [
    { name: 'Ana', person: 'me' },
    { name: 'Robo', bot: 'normal' },
  ],
};
const late = (seed: string, bot: string, left: number): TablePlan => ({
  game: 'goalkeepers',
  seed,
  seats: [
    { name: 'Ana', person: 'me' },
    { name: 'Robo', bot },
  ],
  moves: lateMoves('goalkeepers', {}, 2, seed, left),
});
const RELOAD = late('gk-e2e-reload', 'easy', 6);
const CRASH = late('gk-e2e-crash', 'normal', 5);
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
  const stage = useStage({}, (dir) => {
    stored.set('rolls', storeTable(dir, ROLLS));
    stored.set('reload', storeTable(dir, RELOAD));
    rewardPath = storeMoment(dir, REWARD, 600);
  });

  const newPage = (width = 1280, height = 900): Promise<Page> => stage.newPage({ width, height });

  /** Buttons that act at a table: every button but the one that copies the spectator link. */
  const controls = (page: Page) =>
    page.locator('main button').filter({ hasNotText: 'Copy the spectator link' });
  const you = (page: Page, name: string) =>
    page.locator('.area', { hasText: name }).getByText('You', { exact: true });

  it('plays a whole game against bots by clicking, asks a rematch, replays it', slow, async () => {
    const page = await newPage();
    await page.goto(stage.server.url);
    await page.getByRole('link', { name: 'Goalkeepers', exact: true }).waitFor();
    // All five games of the catalogue can be played: each a link, none marked as coming.
    for (const title of ['Next Goal Wins', 'Goal!', 'Supernatural Soccer', 'Golazo'])
      await page.getByRole('link', { name: title, exact: true }).waitFor();
    assert.equal(await page.locator('.badge--coming').count(), 0);
    await shot(page, 'home.png', true);

    await page.goto(`${stage.server.url}/games/goalkeepers`);
    await page.getByRole('heading', { name: /GK-3 A turn/ }).waitFor();

    await page.goto(`${stage.server.url}/games/goalkeepers/new`);
    await page.getByLabel('Rounds').waitFor();
    assert.equal(await page.getByLabel('Rounds').inputValue(), '3');
    await shot(page, 'create.png', true);

    const id = await createTable(page, stage.server.url, [
      { player: 'me', name: 'Ana' },
      { player: 'bot:easy', name: 'Robo' },
      { player: 'bot:normal' },
    ]);
    await waitLive(page);
    await playDecisions(page, 3);
    await shot(page, 'table-desktop.png', true);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'table-phone.png', true);
    await page.setViewportSize({ width: 1280, height: 900 });

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

    await page.goto(`${stage.server.url}/replays`);
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
    await page.context().close();
  });

  it(
    'keeps each player’s rolls in view against one bot, and names no direction for two',
    slow,
    async () => {
      const page = await newPage();
      await page.goto(`${stage.server.url}${anas(stored.get('rolls'))}`);
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
      await shot(page, 'gk-2p-desktop-top.png');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'gk-2p-phone-top.png');
      await shot(page, 'gk-2p-phone.png', true);
      await page.setViewportSize({ width: 1280, height: 900 });
      // A reward decision, opened right at one, for a person to look at.
      await page.goto(`${stage.server.url}${rewardPath}`);
      await waitLive(page);
      await page.locator('.gk .reward').first().waitFor();
      await shot(page, 'gk-2p-reward.png');
      await page.context().close();
    },
  );

  it('lets two browsers play each other through an invite link', slow, async () => {
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

    await playToFullTime([host, guest]);
    for (const page of [host, guest]) await page.locator('.outcome__headline').waitFor();
    await host.context().close();
    await guest.context().close();
  });

  it('offers listed seats in the lobby, with a turn timer', slow, async () => {
    const host = await newPage();
    const seats = [
      { player: 'me', name: 'Ana' },
      { player: 'friend', name: 'Bo' },
    ] as const;
    // Scripted play: seat 1 starts (GK-2.3), so Ana's clock is the one running.
    await createTable(host, stage.server.url, seats, {
      turnSeconds: 60,
      listed: true,
      options: { starter: 'first-seat' },
    });
    await waitLive(host);
    await host.locator('.timer', { hasText: /Ana: [01]:\d\d/ }).waitFor();

    const guest = await newPage();
    await guest.goto(`${stage.server.url}/lobby`);
    await guest.getByRole('button', { name: "Take Bo's seat" }).click();
    await guest.waitForURL(/\/table\//);
    await waitLive(guest);
    await you(guest, 'Bo').waitFor();
    await host.context().close();
    await guest.context().close();
  });

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
    await playByKeyboard(page);
    await page.locator('.outcome__headline').waitFor();
    await page.context().close();
  });

  it('picks the game up after a reload; a spectator sees no controls', slow, async () => {
    const page = await newPage();
    const reload = stored.get('reload');
    await page.goto(`${stage.server.url}${anas(reload)}`);
    await waitLive(page);
    await playDecisions(page, 2);
    const tableUrl = `${stage.server.url}/table/${reload?.tableId ?? ''}`;

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

    const forger = await newPage();
    await forger.goto(`${tableUrl}?seat=0#token=${'x'.repeat(32)}`);
    await forger.locator('[data-code="bad-token"]').waitFor();
    await waitLive(forger);
    assert.equal(await controls(forger).count(), 0, 'a forged link only watches');
    await forger.context().close();

    await playToFullTime([page]);
    await spectator.locator('.outcome').waitFor();
    assert.equal(await spectator.getByRole('button', { name: 'Rematch' }).count(), 0);
    await page.context().close();
    await spectator.context().close();
  });

  it('reconnects and finishes after the server is killed and restarted', slow, async () => {
    const own = tempDataDir();
    const table = storeTable(own.dir, CRASH);
    let crashing = await startServerProcess(own.dir);
    try {
      const page = await newPage();
      await page.goto(`${crashing.url}${anas(table)}`);
      await waitLive(page);
      await playDecisions(page, 2);

      await crashing.stop('SIGKILL');
      await page.locator('[data-connection="reconnecting"]').waitFor();
      assert.equal(await page.locator('.gk button:enabled').count(), 0, 'no moves while offline');

      crashing = await startServerProcess(own.dir, crashing.port);
      await waitLive(page);
      await playToFullTime([page]);
      await page.locator('.outcome__headline').waitFor();
      await page.context().close();
    } finally {
      await crashing.stop('SIGKILL');
      own.remove();
    }
  });
});
