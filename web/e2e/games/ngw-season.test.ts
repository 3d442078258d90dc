/**
 * A season of Next Goal Wins in a real Chromium against the real server (NGW-20 on): one
 * person and two bots play a 3-seat season to the champion by clicking the board (draft,
 * matches, events, transfers, final table); two people online, where one's draft never shows
 * in the other's page and the match of others is watched live with no control; and hot-seat,
 * where the cover between two people hides each one's squad.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newSeasonStats, playSeason, seasonStep } from '../ngw-season-play.ts';
import { useStage } from '../stage.ts';
import { storeTable, type Stored } from '../stored-table.ts';
import { createTable, waitLive, wholeLog } from '../tables.ts';
import { HANG_GUARD, PATIENCE_MS, StallGuard, changeMark, untilChanged } from '../patience.ts';
import { shot } from '../shots.ts';

const SEASON = { game: 'next-goal-wins' } as const;

async function shoot(page: Page, name: string): Promise<void> {
  await shot(page, `ngw-season-${name}.png`, true);
}

describe('A Next Goal Wins season in the browser', () => {
  // The seasons played online are stored with named seeds (stored-table.ts): the decks, the
  // events, the rolls and the bots' choices (seeded from the table's) the same each run, so
  // whether Ana meets a transfer window and an event is not up to a seed the server draws.
  let bots: Stored | undefined;
  let online: Stored | undefined;
  const stage = useStage({}, (dir) => {
    bots = storeTable(dir, {
      game: SEASON.game,
      seed: 'ngw-e2e-season',
      seats: [
        { name: 'Ana', person: 'me' },
        { name: 'Robo', bot: 'easy' },
        { name: 'Cleo', bot: 'easy' },
      ],
    });
    online = storeTable(dir, {
      game: SEASON.game,
      seed: 'ngw-e2e-season-online',
      // NGW-27, NGW-29: managers dealt face up, and a loan each at the start of each round.
      options: { managers: true, exchange: true },
      seats: [
        { name: 'Robo', bot: 'easy' },
        { name: 'Bea', person: 'friend' },
        { name: 'Ana', person: 'me' },
      ],
    });
  });
  /** A stored table's invite link for `seat`. */
  const inviteOf = (stored: Stored | undefined, seat: number): string => {
    const path = stored?.invites.get(seat);
    if (path === undefined) throw new Error(`no invite for seat ${String(seat)}`);
    return `${stage.server.url}${path}`;
  };

  const newPage = (): Promise<Page> => stage.newPage();

  it('plays a 3-seat season against two bots to the champion', HANG_GUARD, async () => {
    const started = Date.now();
    const page = await newPage();
    await page.goto(inviteOf(bots, 0));
    await waitLive(page);

    // NGW-21.1, NGW-21.2: Ana drafts first; one footballer of each deck is hers already.
    const decks = page.locator('.ngw-deck__button');
    await decks.first().waitFor();
    assert.equal(await decks.count(), 4, 'four decks to draft from');
    await page.locator('.ngw-season__stage', { hasText: 'You are drafting' }).waitFor();
    assert.equal(await page.locator('.ngw-squad .ngw-card__name').count(), 4);
    assert.equal(
      await page.locator('.ngw-schedule .ngw-fixture').count(),
      3,
      'three matches: everyone plays everyone once (NGW-22.2)',
    );
    await shoot(page, 'draft');
    const stats = newSeasonStats();
    // The draft's phases are seen here, where Ana drafts: the bots may draft theirs before
    // the season's loop first looks (a loaded machine), so the loop would not see them.
    const seePhase = async (phase: string): Promise<void> => {
      await page.locator(`.ngw-season[data-phase="${phase}"]`).waitFor();
      stats.phases.add(phase);
    };
    await seePhase('draft-deck');
    for (let i = 0; i < 3; i++) {
      await decks.nth(i + 1).click(); // a DEF, a MID and a STK: a squad of 1-2-2-2
      await page
        .locator('.ngw-squad .ngw-card__name')
        .nth(4 + i)
        .waitFor();
    }
    // NGW-21.3: five tactic cards on offer, two kept.
    const keep = page.locator('.ngw-offer__button');
    await keep.nth(4).waitFor();
    assert.equal(await page.locator('.ngw-offer .ngw-tactic__name').count(), 5);
    await seePhase('draft-tactic');
    await shoot(page, 'draft-tactics');
    await keep.first().click();
    await page.locator('.ngw-offer .ngw-tactic__name').nth(4).waitFor({ state: 'detached' });
    await page.locator('.ngw-offer__button').first().click();

    await playSeason(page, stats, async (p, phase) => {
      if (phase === 'transfer' || phase === 'discard' || phase.startsWith('event')) {
        await shoot(p, phase);
        await p.setViewportSize({ width: 390, height: 844 });
        await shoot(p, `${phase}-phone`);
        await p.setViewportSize({ width: 1280, height: 900 });
      }
    });
    await page.locator('.ngw-champion').waitFor();
    await shoot(page, 'champion');
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `NGW season vs 2 bots: ${stats.seasonMoves + 5} season moves, ${stats.match.moves} match moves, ${stats.fullTimes} full times, phases ${[...stats.phases].join(', ')}, events ${[...stats.events].join(', ')}, in ${seconds.toFixed(1)} s`,
    );

    // The final table: three rows in order of place, the champions named above it.
    const rows = page.locator('.ngw-league__row');
    assert.equal(await rows.count(), 3);
    const places = (await rows.locator('td:first-child').allTextContents()).map(Number);
    assert.deepEqual(
      places,
      [...places].sort((a, b) => a - b),
      'rows in order of place',
    );
    const played = await rows.locator('td:nth-child(3)').allTextContents();
    assert.deepEqual(played, ['2', '2', '2'], 'everybody played both matches');
    const champion = await page.locator('.ngw-champion__name').innerText();
    const firsts = await page.locator('.ngw-league__row--champion th').allInnerTexts();
    assert.ok(firsts.length >= 1);
    for (const first of firsts)
      assert.ok(champion.includes(first.replace(' — champions', '')), `${first} is named`);
    assert.equal(
      await page.locator('.ngw-fixture--played').count(),
      3,
      'every result is in the schedule',
    );

    // The season's parts, seen on the way.
    for (const phase of ['draft-deck', 'draft-tactic', 'match', 'transfer', 'over'])
      assert.ok(stats.phases.has(phase), `the page showed ${phase}`);
    // NGW-25.1: read from the season's own log, not from the clicks: a click that lands as
    // the board moves on can time out after it was made, and then goes uncounted.
    const transferred = (await wholeLog(page)).filter({ hasText: /^Ana transfers from the / });
    assert.ok(
      (await transferred.count()) > 0,
      `Ana had a transfer window (the page saw her decide in: ${[...stats.decided].join(', ')})`,
    );
    assert.equal(stats.transfers, 1, 'Ana signed one transfer');
    assert.ok(stats.events.size >= 1, 'an event card was shown');
    assert.ok(stats.watched >= 1, 'Ana watched the bots play their match');
    assert.ok(stats.match.boardMoves > 0, 'Ana played her matches on the board');
    assert.equal(stats.fullTimes, 3, "every match's full time, Ana's two and the one she watched");

    // The replay draws the same season as a spectator sees it: no squad, no control.
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByText(/^Move 0 of \d+/).waitFor();
    await page.locator('.ngw-season[data-phase="draft-deck"]').waitFor();
    await page.keyboard.press('End');
    await page.locator('.ngw-champion').waitFor();
    assert.equal(await page.locator('.ngw-squad').count(), 0, 'a spectator holds no squad');
    assert.equal(await page.locator('.ngw-season [data-action]').count(), 0);
    await page.context().close();
  });

  it(
    "keeps one seat's draft out of another's page, and shows others' match live with no control",
    HANG_GUARD,
    async () => {
      const host = await newPage();
      await host.goto(inviteOf(online, 2));
      await waitLive(host);
      // Bea joins by her invite link (seat 1).
      const guest = await newPage();
      await guest.goto(inviteOf(online, 1));
      await waitLive(guest);

      // NGW-21: Robo drafts, then Bea. Bea's footballers and tactics show in her page only.
      const guestDecks = guest.locator('.ngw-deck__button:enabled');
      await guestDecks.first().waitFor({ timeout: PATIENCE_MS });
      await host.locator('.ngw-season__stage', { hasText: 'Bea is drafting' }).waitFor();
      assert.equal(await host.locator('.ngw-deck__button').count(), 0, 'Ana cannot draft for Bea');
      const guestStats = newSeasonStats();
      for (let i = 0; i < 3; i++) {
        await guestDecks.nth(i + 1).click();
        await guest
          .locator('.ngw-squad .ngw-card__name')
          .nth(4 + i)
          .waitFor();
      }
      await guest.locator('.ngw-offer .ngw-tactic__name').nth(4).waitFor();
      const drafted = await guest.locator('.ngw-squad .ngw-card__name').allTextContents();
      const offered = await guest.locator('.ngw-offer .ngw-tactic__name').allTextContents();
      assert.equal(drafted.length, 7);
      await host.locator('.ngw-season__stage', { hasText: 'Bea is drafting: keeping' }).waitFor();
      await host.locator('.ngw-offer--hidden').waitFor();
      const hostText = await host.locator('main').innerText();
      for (const name of drafted) assert.ok(!hostText.includes(name), `Ana cannot see ${name}`);
      assert.equal(await host.locator('.ngw-offer .ngw-tactic__name').count(), 0);
      const hostTactics = await host.locator('.ngw-tactic__name').allTextContents();
      assert.equal(hostTactics.length, 0, 'no tactic card face up in Ana’s page');
      assert.ok(offered.length === 5);
      const beaRow = host.locator('.ngw-player[data-seat="1"] .ngw-player__counts');
      assert.match(await beaRow.innerText(), /^7 footballers/, 'Ana sees only how many');
      await shoot(host, 'draft-hidden');

      // Bea keeps two tactics; then Ana drafts, and match 1 is Robo against Bea.
      await guest.locator('.ngw-offer__button').first().click();
      await guest.locator('.ngw-offer .ngw-tactic__name').nth(4).waitFor({ state: 'detached' });
      await guest.locator('.ngw-offer__button').first().click();
      const hostStats = newSeasonStats();
      await host.locator('.ngw-deck__button').first().waitFor();
      while (!(await host.locator('.ngw-season[data-phase="match"]').isVisible())) {
        const marks = await Promise.all([host, guest].map(changeMark));
        const moved = await seasonStep(host, hostStats, async (page, phase) => {
          if (phase === 'loan') await shoot(page, 'loan');
        });
        if (!moved && !(await seasonStep(guest, guestStats)))
          await untilChanged([host, guest], marks);
      }
      assert.ok(hostStats.decided.has('loan') && guestStats.decided.has('loan'), 'both loaned');
      const managers = await host.locator('.ngw-player__manager').allInnerTexts();
      assert.equal(managers.length, 3, 'every manager shown to all');
      for (const words of managers) assert.match(words, /^Manager .+: .+, .+$/);

      // Ana watches Robo against Bea live: the pitch, no control; it moves as Bea plays.
      await host.locator('.ngw-season__watching').waitFor();
      await host.locator('.ngw-pitch').waitFor();
      const stageText = (): Promise<string> => host.locator('.ngw-bar').innerText();
      const before = await stageText();
      let changed = false;
      const guard = new StallGuard();
      while (!changed) {
        guard.check(() => "Ana's page never followed Bea's match");
        assert.equal(
          await host.locator('.ngw [data-action]:enabled, .ngw [data-tactic]:enabled').count(),
          0,
          'no control for a seat that watches',
        );
        const marks = await Promise.all([host, guest].map(changeMark));
        if (!(await seasonStep(guest, guestStats))) await untilChanged([host, guest], marks);
        changed = (await stageText()) !== before;
      }
      assert.ok(changed, "Ana's page followed Bea's match");
      assert.ok(guestStats.match.moves > 0, 'Bea played on the board');
      assert.equal(await host.locator('.actions__button').count(), 0, 'no shell buttons either');
      await shoot(host, 'watching');
      await host.context().close();
      await guest.context().close();
    },
  );

  it(
    'covers the table between two people on one device, in the draft and in their match',
    HANG_GUARD,
    async () => {
      const page = await newPage();
      await createTable(
        page,
        stage.server.url,
        [
          { player: 'me', name: 'Ana' },
          { player: 'me', name: 'Bo' },
          { player: 'bot:easy', name: 'Robo' },
        ],
        SEASON,
      );
      const cover = page.getByRole('button', { name: /^I am / });
      await cover.waitFor();
      assert.equal(await page.locator('.ngw-season').count(), 0, 'nothing behind the cover');
      assert.equal(await cover.innerText(), 'I am Ana');
      await cover.click();
      await waitLive(page);
      const stats = newSeasonStats();
      // Ana's whole draft, then the device goes to Bo.
      let anas: string[] = [];
      while (!(await cover.isVisible())) {
        const mark = await changeMark(page);
        const names = await page.locator('.ngw-squad .ngw-card__name').allTextContents();
        if (names.length > anas.length) anas = names;
        if (!(await seasonStep(page, stats))) await untilChanged([page], [mark]);
      }
      assert.ok(stats.decided.has('draft-tactic'), 'Ana kept her tactics');
      assert.equal(anas.length, 7, 'Ana saw her seven');
      assert.equal(await page.locator('.ngw-card, .ngw-tactic').count(), 0, 'no card shows');
      assert.equal(await cover.innerText(), 'I am Bo');
      await cover.click();
      await page.locator('.ngw-season__stage', { hasText: 'You are drafting' }).waitFor();
      const mine = await page.locator('.ngw-squad .ngw-card__name').allTextContents();
      assert.equal(mine.length, 4, 'Bo sees his own four');
      const players = await page.locator('.ngw-player[data-seat="0"]').innerText();
      assert.match(players, /7 footballers/, 'Bo sees how many Ana holds');
      assert.doesNotMatch(players, /Seen:/, 'and none of her cards');
      const seen = await page.locator('main').innerText();
      for (const name of anas.filter((n) => !mine.includes(n)))
        assert.ok(!seen.includes(name), `Bo cannot see ${name}`);

      // Bo drafts; match 1 is Ana against Bo, both on this device: Bo (shown) picks his
      // starters first, face down (NGW-3.2), then the device goes back to Ana.
      let bos: string[] = mine;
      while (!(await cover.isVisible())) {
        const mark = await changeMark(page);
        const names = await page.locator('.ngw-squad .ngw-card__name').allTextContents();
        if (names.length > bos.length) bos = names;
        if (!(await seasonStep(page, stats))) await untilChanged([page], [mark]);
      }
      assert.equal(bos.length, 7, 'Bo saw his seven');
      assert.ok(stats.phases.has('match'), 'Bo picked his starters');
      assert.equal(await cover.innerText(), 'I am Ana');
      await cover.click();
      await page.locator('.ngw-pitch').waitFor();
      await page.locator('.ngw-side--own [data-action]').first().waitFor();
      const anaSees = await page.locator('main').innerText();
      for (const name of bos) assert.ok(!anaSees.includes(name), `Ana cannot see ${name}`);
      assert.equal(
        await page.locator('.ngw-pitch .ngw-slot--away .ngw-card--back').count(),
        4,
        "Bo's four starters lie face down",
      );
      await page.context().close();
    },
  );
});
