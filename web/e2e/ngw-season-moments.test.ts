/**
 * A person answers, in a real Chromium, the season decisions that come up only now and then
 * (NGW-20 on), each met at a moment stored before the server starts (ngw-season-moment.ts):
 * the move that ends a match, then its full time and the after-match; Lucky Charm's two events
 * (NGW-27.2), then the footballer the kept event lands on (NGW-26.4); a manager's look at
 * several cards, one of them signed (NGW-27.3); and Leaked Notes' tactic card given up
 * (NGW-26.3). Each page opens at its decision; every click is one of the board's buttons.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { ensureBuilt } from './build.ts';
import { findMoment, storeMoment, type Moment, type Seating } from './ngw-season-moment.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './server.ts';
import { SHOTS } from './stage.ts';
import { waitLive, wholeLog } from './tables.ts';
import { HANG_GUARD, patientContext } from './patience.ts';
import { shot } from './shots.ts';

const SEATING: Seating = { person: 'Ana', bots: ['Robo', 'Cleo'] };
const MANAGERS = { managers: true } as const;

/** The seat names as stored: the person at the moment's seat, the bots in the others. */
function names(moment: Moment): string[] {
  const bots = [...SEATING.bots];
  return Array.from({ length: moment.seats }, (_, seat) =>
    seat === moment.seat ? SEATING.person : (bots.shift() ?? '?'),
  );
}

// The moments, each the first of its kind in seasons seeded 'ngw-e2e-0', 'ngw-e2e-1' …
const MOMENTS = {
  // The person's move ends a match with goals in it, and the after-match waits for the person.
  fullTime: () =>
    findMoment(
      'ngw-e2e',
      {},
      3,
      (now, next) =>
        now.phase === 'match' &&
        next.phase !== 'match' &&
        next.pending?.seat === now.viewer &&
        (next.schedule[now.fixture]?.goals ?? [0, 0]).some((g) => g > 0),
    ),
  eventChoice: () =>
    findMoment(
      'ngw-e2e',
      MANAGERS,
      3,
      (now, next) => now.phase === 'event-choice' && next.phase === 'event-target',
    ),
  look: () =>
    findMoment(
      'ngw-e2e',
      MANAGERS,
      3,
      (now, next) =>
        now.phase === 'transfer' && next.phase === 'look' && next.pending?.seat === now.viewer,
    ),
  // Leaked Notes with two cards or more held; afterwards the season waits for the person again.
  loseTactic: () =>
    findMoment(
      'ngw-e2e',
      MANAGERS,
      3,
      (now, next) => now.phase === 'lose-tactic' && next.pending?.seat === now.viewer,
      600,
    ),
} as const;

type MomentName = keyof typeof MOMENTS;

describe('Next Goal Wins season: a person makes the decisions a season meets now and then', () => {
  const data = tempDataDir();
  const moments = new Map<MomentName, { moment: Moment; path: string }>();
  let browser: Browser | undefined;
  let server: ServerProcess | undefined;

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const built = ensureBuilt();
    for (const [name, find] of Object.entries(MOMENTS) as [MomentName, () => Moment][]) {
      const moment = find();
      moments.set(name, { moment, path: storeMoment(data.dir, moment, SEATING) });
    }
    await built;
    [browser, server] = await Promise.all([launchBrowser(), startServerProcess(data.dir)]);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    data.remove();
  });

  /** The person's page at the moment `name`, live. */
  async function open(name: MomentName): Promise<{ page: Page; moment: Moment }> {
    const stored = moments.get(name);
    if (!browser || !server || !stored) throw new Error('the stage is not set');
    const context = await patientContext(browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      console.error(`page error: ${error.message}`);
    });
    await page.goto(`${server.url}${stored.path}`);
    await waitLive(page);
    await page.locator(`.ngw-season[data-phase="${stored.moment.now.phase}"]`).waitFor();
    return { page, moment: stored.moment };
  }

  const shoot = (page: Page, name: string): Promise<void> =>
    shot(page, `ngw-season-${name}.png`, true);

  /**
   * The lines of the page's event log ('What happened') that start with `start`, the whole log
   * shown (its list shows the latest lines until asked), so that none drops out as it grows.
   */
  const logLines = async (page: Page, start: string): Promise<Locator> =>
    (await wholeLog(page)).filter({
      hasText: new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });

  it(
    'shows the whistle of the match the person ends, then its after-match',
    HANG_GUARD,
    async () => {
      const { page, moment } = await open('fullTime');
      const fixture = moment.now.fixture;
      const result = moment.after.schedule[fixture];
      assert.ok(result && result.goals);
      const seatNames = names(moment);
      const [home, away] = [seatNames[result.home], seatNames[result.away]];
      const [homeGoals, awayGoals] = result.goals;

      // Ana's last decision of the match, on the board.
      await page.locator(`.ngw [data-action="${moment.next}"]:enabled`).click();
      const whistle = page.locator('.ngw-fulltime');
      await whistle.waitFor();
      await shoot(page, 'full-time');
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, 'full-time-phone');
      await page.setViewportSize({ width: 1280, height: 900 });
      assert.equal(
        await whistle.locator('.ngw-fulltime__label').textContent(),
        `Full time · Match ${fixture + 1} of 3`,
      );
      assert.equal(
        await whistle.locator('.ngw-fulltime__score').getAttribute('aria-label'),
        `Final score: ${home} ${homeGoals}, ${away} ${awayGoals}`,
      );
      // The match board frozen at the whistle: the result on its bar, nothing to click.
      const bar = whistle.locator('.ngw-bar__score');
      assert.equal(
        await bar.getAttribute('aria-label'),
        `Score: ${home} ${homeGoals}, ${away} ${awayGoals}`,
      );
      assert.equal(await whistle.locator('.ngw-bar__stage').innerText(), 'Full time');
      await whistle.locator('.ngw-pitch').waitFor();
      assert.equal(await whistle.locator('[data-action], .actions__button').count(), 0);
      // Every goal, in order, with the score after it and who scored (or the set piece).
      const goals = await whistle.locator('.ngw-fulltime__goal').allInnerTexts();
      assert.equal(goals.length, homeGoals + awayGoals);
      assert.match(goals.at(-1) ?? '', new RegExp(`^${homeGoals}–${awayGoals} `));
      for (const goal of goals)
        assert.match(goal, new RegExp(`^\\d+–\\d+ (${home}|${away}): .+ · attack \\d+$`));
      assert.match(await whistle.innerText(), /A decision of yours is waiting\./);

      // On to the after-match: the result and its goals stay beside what the season asks.
      await whistle.getByRole('button', { name: 'On to the after-match' }).click();
      await whistle.waitFor({ state: 'detached' });
      await page.locator(`.ngw-season[data-phase="${moment.after.phase}"]`).waitFor();
      const last = page.locator('.ngw-panel__last');
      assert.equal(
        await last.locator('.ngw-panel__result').innerText(),
        `Full time in match ${fixture + 1}: ${home} ${homeGoals}–${awayGoals} ${away}`,
      );
      // A decision waits, so its goals are a click on the result away (#37: the decision
      // has the first screen).
      await last.locator('summary.ngw-panel__result').click();
      assert.deepEqual(await last.locator('.ngw-fulltime__goal').allInnerTexts(), goals);
      await shoot(page, 'after-full-time');
      await page.context().close();
    },
  );

  it(
    "keeps one of Lucky Charm's two events, then picks who it lands on (NGW-27.2, NGW-26.4)",
    HANG_GUARD,
    async () => {
      const { page, moment } = await open('eventChoice');
      await page
        .locator('.ngw-season__stage', { hasText: 'You are choosing which of 2 events to keep' })
        .waitFor();
      const offered = page.locator('.ngw-offer__item');
      assert.equal(await offered.count(), 2);
      const events = await offered.locator('.ngw-event__name').allInnerTexts();
      // None of the two is being resolved yet: the panel shows the latest event drawn, if any.
      assert.doesNotMatch(await page.locator('.ngw-panel').innerText(), /Being resolved/);
      await shoot(page, 'event-choice');
      const keep = offered.filter({ has: page.locator(`[data-action="${moment.next}"]`) });
      const kept = await keep.locator('.ngw-event__name').innerText();
      assert.ok(events.includes(kept));
      const keptLines = await logLines(page, `Ana draws the event ${kept}:`);
      const keptBefore = await keptLines.count();
      await keep.getByRole('button').click();

      // The kept event is read out; several footballers are level, so Ana picks one.
      await page.locator('.ngw-season[data-phase="event-target"]').waitFor();
      await keptLines.nth(keptBefore).waitFor();
      await page
        .locator('.ngw-season__stage', { hasText: `You are choosing who ${kept} lands on` })
        .waitFor();
      const level = page.locator('.ngw-offer__item');
      assert.ok((await level.count()) >= 2, 'level footballers to choose from');
      const chosen = await level.first().locator('.ngw-card__name').innerText();
      await shoot(page, 'event-target');
      const chosenLines = await logLines(page, `${chosen} `);
      const chosenBefore = await chosenLines.count();
      await level.first().locator('.ngw-offer__button').click();
      await page.locator('.ngw-season[data-phase="event-target"]').waitFor({ state: 'detached' });
      await chosenLines.nth(chosenBefore).waitFor();
      await page.context().close();
    },
  );

  it(
    'looks at several cards of a deck and signs one; the others go back (NGW-27.3)',
    HANG_GUARD,
    async () => {
      const { page, moment } = await open('look');
      await page
        .locator('.ngw-season__stage', { hasText: 'You are in the transfer window' })
        .waitFor();
      await page.locator(`.ngw-deck__button[data-action="${moment.next}"]`).click();
      await page.locator('.ngw-season[data-phase="look"]').waitFor();
      const size = moment.after.pending?.offerSize ?? 0;
      assert.ok(size >= 2);
      await page
        .locator('.ngw-season__stage', { hasText: `You are looking at ${size} cards from the` })
        .waitFor();
      const cards = page.locator('.ngw-offer__item');
      assert.equal(await cards.count(), size);
      const looked = await cards.locator('.ngw-card__name').allInnerTexts();
      const squad = page.locator('.ngw-squad .ngw-card__name');
      const before = await squad.allInnerTexts();
      await shoot(page, 'look');
      const signed = looked.at(-1) ?? '?';
      await cards.last().locator('.ngw-offer__button').click();
      await page.locator('.ngw-season[data-phase="look"]').waitFor({ state: 'detached' });
      await squad.filter({ hasText: signed }).waitFor();
      const now = await squad.allInnerTexts();
      assert.equal(now.length, before.length + 1, 'one footballer more');
      for (const other of looked.slice(0, -1))
        assert.ok(!now.includes(other) || before.includes(other), `${other} went back to the deck`);
      await page.context().close();
    },
  );

  it('gives up a tactic card of its choice to Leaked Notes (NGW-26.3)', HANG_GUARD, async () => {
    const { page, moment } = await open('loseTactic');
    await page
      .locator('.ngw-season__stage', {
        hasText: 'You must put a tactic card at the bottom of the deck',
      })
      .waitFor();
    assert.match(await page.locator('.ngw-event-shown').innerText(), /Leaked Notes/);
    const tactics = page.locator('.ngw-squad__tactic');
    const held = moment.now.hand?.tactics.length ?? 0;
    assert.ok(held >= 2);
    assert.equal(await tactics.count(), held);
    assert.equal(await page.locator('.ngw-squad__drop:enabled').count(), held);
    await shoot(page, 'lose-tactic');
    const dropped = await logLines(page, 'Ana puts a tactic card at the bottom of the deck.');
    const droppedBefore = await dropped.count();
    await page.locator(`.ngw-squad__drop[data-action="${moment.next}"]`).click();
    await dropped.nth(droppedBefore).waitFor();
    // The season goes on to Ana's next decision; her hand is the one the engine holds.
    await page.locator(`.ngw-season[data-phase="${moment.after.phase}"]`).waitFor();
    const expected = moment.after.hand?.tactics.length ?? -1;
    await page
      .locator('.ngw-squad .ngw-season__heading', { hasText: `${expected} of 3 tactic cards` })
      .waitFor();
    assert.equal(await tactics.count(), expected);
    await page.context().close();
  });
});
