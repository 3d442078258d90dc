/**
 * Supernatural Soccer in a real Chromium, on one server and one Chromium (#32: each file pays
 * about 7 CPU-s to start its own; the hot-seat and Counter Card tests had a file each).
 *
 * **A whole game** against an easy bot to 3 points (the booklet's): Ana plays every decision
 * on the board (the action cards, the reachable hexes, the kick arrows, combat, exchanges, her
 * Game Changers and their targets); the shell's action buttons only ever offer what the board
 * offers too, and only a window's Pass or Continue is the banner's. Animations on at 'Fast'
 * until one of Ana's moves slid hex by hex and the dice tumbled, then off: each frame costs
 * the page, and one of each proves them. Full time, the score and the last move marked on the
 * field are read at its end.
 *
 * The same game measures how long a person with the default settings waits on response
 * windows (issue #37's target: at most 60 s; how it is measured is in ../windows-wait.ts):
 * one whole game proves both. After her few Game Changers Ana plays no more cards: stopped
 * with one playable, she passes at once. The table is stored with a seed, so every run deals
 * the same; the game's course still depends on who answers first at a window (Ana or the
 * bot's 150 ms), and runs have gone from 69 to 260 windows. The animation speed is no window
 * setting: the banner is the shell's and never waits for the field.
 *
 * The claim is the whole game, so each decision is made cheap: one look in the page
 * (supernatural-soccer-play.ts look: the page waits on its own changes and answers with the
 * decision, the shell's buttons, the cover and the cards shown), its click and the wait for
 * the server; and it is played on a phone, whose field is a few times fewer pixels to paint at
 * each update than a laptop's (the laptop is shot when screenshots are asked for).
 *
 * **Hot-seat**: four people share one device, each playing one wizard on the board. Teammates
 * share what they know, so the shell covers the table ('Pass the device to …') only when the
 * device goes to the other side, never between two teammates; nothing of the board shows
 * behind the cover; the board shown is its person's (their wizard marked), a teammate's
 * committed action card shows before the reveal, and no opponent's ever does. Two teammates
 * alone on a device are never covered. Each claim needs a few decisions from the kick-off,
 * not a game: the loops stop once they are seen.
 *
 * **Online with four seats**: two people, each in a browser context of their own through
 * their invite link, and two bots. Ana (Mornoch, on the phone) plays her Game Changers from
 * her hand, their targets picked on the field; Bo (Landraeth, on a laptop) answers a Game
 * Changer (Ana's or a bot's) with a Counter Card from his hand; his board shows the chain
 * resolved, the card beneath his Counter nullified, and Ana's log tells the same. The deal is
 * found with the engine: a seed where Ana holds a card to play, Bo a Counter Card and neither
 * bot one. Every wizard's white ring has a black edge, on both pages.
 *
 * The phone is one device from test to test, each test opening its own table on it: a page
 * costs Chromium a renderer and the app's load.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { afterHandOver } from '../cover.ts';
import { HANG_GUARD, PATIENCE_MS, StallGuard, clickWhileThere } from '../patience.ts';
import { SHOTS_WANTED, shot } from '../shots.ts';
import { SHOTS, useStage } from '../stage.ts';
import { COUNTER, findDeal, storeTable } from '../supernatural-soccer-deal.ts';
import {
  ShellFallback,
  act,
  createSoccerTable,
  look,
  onlyWayOn,
  type Decision,
  type Person,
} from '../supernatural-soccer-play.ts';
import { waitLive, wholeLog } from '../tables.ts';
import { report, sitDownAt, storeWindowsTable, waitingSoFar, windowsEnv } from '../windows-wait.ts';

/** Seats 0 to 3 play wizards A, X, B and Y: Ana and Cy for Mornoch, Bo and Di for Landraeth. */
const PEOPLE = ['Ana', 'Bo', 'Cy', 'Di'] as const;
const WIZARD_OF: Readonly<Record<string, number>> = { Ana: 0, Bo: 2, Cy: 1, Di: 3 };
/** SS-3.1: a person's side, from their wizard (0 and 1 for Mornoch, 2 and 3 for Landraeth). */
const sideOf = (name: string): number => (WIZARD_OF[name] ?? -4) >> 1;
/** A short countdown at the hot-seat tables: the people not shown are let go at a window soon. */
const HOT_SEAT_WINDOW_SECONDS = 1;
const ACTION_CARDS = /^(Move|Kick|Exchange|No Action)$/;

const COUNTER_SEATS = [
  { name: 'Ana', person: true },
  { name: 'Bo', person: true },
  { name: 'Robo', person: false },
  { name: 'Dora', person: false },
] as const;

/** The kinds numbered below this name a target: Nuke, Body Swap, Sent Home, Telekinesis. */
const AIMED_KINDS = 4;

/** Long enough that a countdown never passes for a person while the test clicks. */
const COUNTER_WINDOW_SECONDS = 600;

/** Whether `page` showed a resolved chain where Bo's Counter Card nullified the link beneath. */
async function counterSeen(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { counterShown?: boolean }).counterShown === true);
}

/**
 * From now on, notes in `page` whether it ever showed that chain (read by counterSeen): a
 * mutation observer, so a chain shown between two looks of the play loops is not missed (a
 * loaded run, ci2, saw Bo answer and the next chain replace his before the loops looked).
 */
async function watchCounter(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = window as { counterShown?: boolean };
    const look = (): void => {
      const links = [...document.querySelectorAll('.ss-chain--resolved li')];
      const shown = links.some((li, i) => {
        const text = li.textContent;
        const below = links[i + 1];
        return (
          text.includes('Bo') &&
          text.includes('Counter Card') &&
          li.getAttribute('data-outcome') === 'resolved' &&
          below?.getAttribute('data-outcome') === 'nullified'
        );
      });
      if (shown) seen.counterShown = true;
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    look();
  });
}

/**
 * The Counter Card's table, stored in `dataDir`: a deal found with the engine where Ana holds a
 * card to play, Bo a Counter Card and neither bot one. Each person's invite, by seat.
 */
function storeCounterTable(dataDir: string): ReadonlyMap<number, string> {
  const deal = findDeal('ss-counter', { target: 1 }, 4, (hands) => {
    const [ana = [], bo = [], ...bots] = hands;
    // Ana's first card names a target (Nuke, Body Swap, Sent Home or Telekinesis come first).
    const toPlay = ana.some((n, kind) => n > 0 && kind < AIMED_KINDS);
    return toPlay && (bo[COUNTER] ?? 0) > 0 && bots.every((hand) => hand[COUNTER] === 0);
  });
  return storeTable(dataDir, deal, COUNTER_SEATS, COUNTER_WINDOW_SECONDS);
}

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 900 };

/** Game Changers Ana plays from her hand before she only plays for the goal. */
const CARDS = 3;

describe('Supernatural Soccer in the browser', () => {
  // The easy bots count iterations (a tenth of their 200: 2 ms a decision), so they choose the
  // same from the same position however loaded the machine (on the clock one stored game ran
  // from 72 to 352 windows, 100 to 431 s). One server and one Chromium for the file's tables.
  let windowsInvite = '';
  let counterInvites: ReadonlyMap<number, string> = new Map();
  const stage = useStage(
    windowsEnv({ BOT_PACE: 'iterations', BOT_TIME_SCALE: '0.1' }),
    (dataDir) => {
      windowsInvite = storeWindowsTable(dataDir, 'supernatural-soccer', { target: 3 });
      counterInvites = storeCounterTable(dataDir);
    },
  );
  /**
   * The phone the tests play on, one person's device from test to test (each opens its own
   * table on it): each page costs Chromium a renderer and the app's load.
   */
  let phone: Page | undefined;
  const device = async (): Promise<Page> => (phone ??= await stage.newPage(PHONE));

  it(
    'plays a game against a bot to full time by clicking the board, waiting at most 60 s on windows',
    HANG_GUARD,
    async () => {
      // Played on a phone: the field is painted again at every update of the game, and a
      // phone's field is a few times fewer pixels than a laptop's (the laptop is shot below).
      const page = await device();
      await sitDownAt(page, `${stage.server.url}${windowsInvite}`);
      await page.locator('.ss-field').waitFor();
      // Animations on (the stage asks for reduced motion, which turns them off) until a move
      // slid and the dice tumbled, then off again: frames cost the page, one of each proves it.
      await page.getByRole('radio', { name: 'Fast' }).check();
      await page.evaluate(() => {
        const seen = document.body;
        // Marks the page once, then stops watching (its own mark is a change too).
        const watch = new MutationObserver(() => {
          if (!document.querySelector('.ss-die--rolling')) return;
          watch.disconnect();
          seen.dataset.diceRolled = 'yes';
        });
        watch.observe(seen, { subtree: true, childList: true, attributes: true });
      });
      const slides: [number, number][] = [];
      const slid = (): boolean => slides.some(([way, drawn]) => way > 0 && drawn >= way + 1);
      let animated = true;
      const tally = new Map<Decision, number>();
      const count = (d: Decision): number => tally.get(d) ?? 0;
      let desktopShot = false;
      const shell = new ShellFallback();
      const guard = new StallGuard();
      for (;;) {
        if (guard.expired()) {
          const stalled = join(SHOTS, 'windows-wait-stalled.png');
          await page.screenshot({ path: stalled, fullPage: true });
          guard.check(() => `the game never reached full time (the page: ${stalled})`);
        }
        const person: Person = {
          page,
          attacks: '.ss-hex--goal-1',
          // A few Game Changers played from the hand, then on to the goal.
          playCards: count('play') + count('aimed-play') < CARDS,
          ...(animated ? { slides } : {}),
        };
        const seen = await look(person);
        onlyWayOn(seen.buttons);
        if (seen.fullTime) break;
        if (seen.choice === null) {
          if (await shell.fallBack(page, seen.buttons)) guard.moved();
          continue;
        }
        const decision = await act(person, seen.choice);
        if (decision === 'waited') continue;
        tally.set(decision, count(decision) + 1);
        guard.moved();
        shell.decided();
        if (decision === 'move' && !desktopShot && SHOTS_WANTED) {
          desktopShot = true;
          await page.setViewportSize(LAPTOP);
          await shot(page, 'supernatural-soccer-desktop.png');
          await page.setViewportSize(PHONE);
        }
        if (animated && slid() && (await page.evaluate(() => document.body.dataset.diceRolled))) {
          await page.getByRole('radio', { name: 'Off' }).check();
          animated = false;
        }
      }
      const stops = count('way-on');
      const waiting = await waitingSoFar(page, stops);
      const decided = JSON.stringify(Object.fromEntries(tally));
      console.log(`${report('Supernatural Soccer', waiting)}; Ana's decisions: ${decided}`);
      // The bound measured a game of windows (72 to 172 seen in the stored game), as Golazo's does.
      assert.ok(waiting.windows >= 40, report('Supernatural Soccer', waiting));
      assert.ok(waiting.seconds <= 60, report('Supernatural Soccer', waiting));
      assert.ok(count('commit') > 0, `Ana committed action cards on the board: ${decided}`);
      assert.ok(count('move') > 0, 'Ana moved on the board');
      assert.ok(count('play') + count('aimed-play') > 0, 'Ana played a Game Changer from her hand');
      // Somebody scored the point that ends the game, and the board says so.
      await page.locator('.ss-score__phase', { hasText: 'Full time' }).waitFor();
      assert.match(
        (await page.locator('[data-score]').textContent()) ?? '',
        /^(3 – [012]|[012] – 3)$/,
      );
      // The last move or kick stays marked on the field, along its way.
      assert.ok((await page.locator('.ss-hex--last').count()) >= 2);
      // With animations on, a wizard slid hex by hex along its way, and the dice tumbled.
      assert.ok(
        slid(),
        `a move drew its wizard on every hex of its way: ${JSON.stringify(slides)}`,
      );
      if (count('kick') > 0)
        assert.equal(await page.evaluate(() => document.body.dataset.diceRolled), 'yes');
      await shot(page, 'supernatural-soccer-phone.png', true);
      if (SHOTS_WANTED) await page.setViewportSize(LAPTOP);
      await shot(page, 'supernatural-soccer-full-time.png', true);
      if (SHOTS_WANTED) await page.setViewportSize(PHONE);
      await shot(page, 'supernatural-soccer-phone-top.png');
    },
  );

  it('covers the device only at a change of side, hiding the other side', HANG_GUARD, async () => {
    const page = await device();
    await createSoccerTable(
      page,
      stage.server.url,
      PEOPLE.map((name) => ({ player: 'me' as const, name })),
      1,
      HOT_SEAT_WINDOW_SECONDS,
    );
    const cover = page.getByRole('button', { name: /^I am / });
    const shown = new Set<string>();
    let covers = 0;
    let sideChanges = 0;
    let teammatePasses = 0;
    let teammateCardSeen = false;
    // The person who last had the screen; the cover's click or the board says who is next.
    let last: string | null = null;
    const guard = new StallGuard();
    const shell = new ShellFallback();
    const person: Person = { page, attacks: '.ss-hex--goal-1', playCards: false };
    while (shown.size < PEOPLE.length || !teammateCardSeen || teammatePasses === 0) {
      guard.check(() => `shown only ${[...shown].join(', ')}, ${String(teammatePasses)} passes`);
      // One look: the cover, or whose board it is, what it shows, and the decision on it.
      const seen = await look(person);
      if (seen.cover) {
        assert.equal(seen.cover.board, false, 'nothing of the board behind the cover');
        const name = seen.cover.name;
        // Only a change of side covers the screen (the first person shown too).
        assert.ok(
          last === null || sideOf(name) !== sideOf(last),
          `covered between teammates ${String(last)} and ${name}`,
        );
        // A cover for a person asked at a window goes by itself once the window's second is
        // up: then it was not handed over, and the loop looks again.
        if (!(await clickWhileThere(cover))) continue;
        covers++;
        if (last !== null) sideChanges++;
        // The board, or the other side's cover if this person's window ran out first.
        await afterHandOver(page, name, '.ss-field');
        last = name;
        guard.moved();
        continue;
      }
      const name = seen.you;
      if (name !== null) {
        // The board went from `last` to `name` with no cover: they must be teammates.
        if (last !== null && name !== last) {
          assert.equal(sideOf(name), sideOf(last), `${last} to ${name} uncovered`);
          teammatePasses++;
        }
        last = name;
        shown.add(name);
        if (seen.phase.includes('committing action cards')) {
          const wizard = WIZARD_OF[name] ?? -1;
          seen.cards.forEach((card, w) => {
            // SS-5.3: an opponent's card never shows before the reveal.
            if (w >> 1 !== wizard >> 1)
              assert.doesNotMatch(card, ACTION_CARDS, `${name} sees no card of wizard ${w}`);
          });
          if (ACTION_CARDS.test(seen.cards[wizard ^ 1] ?? '')) teammateCardSeen = true;
        }
      }
      const decision = seen.choice === null ? 'waited' : await act(person, seen.choice);
      if (decision !== 'waited') {
        guard.moved();
        shell.decided();
      } else if (await shell.fallBack(page, seen.buttons)) guard.moved();
    }
    assert.equal(shown.size, PEOPLE.length);
    assert.ok(teammateCardSeen, "a teammate's committed card showed before the reveal");
    assert.ok(teammatePasses > 0, 'the device went between teammates with no cover');
    assert.equal(covers, sideChanges + 1, 'a cover at the start and at each change of side');
    console.log(`covers ${covers}, teammate passes uncovered ${teammatePasses}`);
  });

  it('never covers a device held by two teammates', HANG_GUARD, async () => {
    const page = await device();
    await createSoccerTable(
      page,
      stage.server.url,
      [
        { player: 'me', name: 'Ana' },
        { player: 'bot:easy', name: 'Bo' },
        { player: 'me', name: 'Cy' },
        { player: 'bot:easy', name: 'Di' },
      ],
      1,
      HOT_SEAT_WINDOW_SECONDS,
    );
    const shown = new Set<string>();
    const guard = new StallGuard();
    const shell = new ShellFallback();
    const person: Person = { page, attacks: '.ss-hex--goal-1', playCards: false };
    while (shown.size < 2) {
      guard.check(() => `shown only ${[...shown].join(', ')}`);
      const seen = await look(person);
      assert.equal(seen.cover, null, 'no cover between teammates');
      if (seen.you !== null) shown.add(seen.you);
      const decision = seen.choice === null ? 'waited' : await act(person, seen.choice);
      if (decision !== 'waited') {
        guard.moved();
        shell.decided();
      } else if (await shell.fallBack(page, seen.buttons)) guard.moved();
    }
    assert.deepEqual([...shown].sort(), ['Ana', 'Cy']);
    assert.equal(await page.locator('.pass-device').count(), 0, 'no cover between teammates');
  });

  /** Seat `seat`'s person at the Counter Card's table: Ana on the phone, Bo on a laptop of his own. */
  async function person(seat: number, viewport: { width: number; height: number }): Promise<Page> {
    const page = seat === 0 ? await device() : await stage.newPage(viewport);
    await page.goto(`${stage.server.url}${counterInvites.get(seat) ?? ''}`);
    await waitLive(page);
    await page.locator('.ss-field').waitFor();
    return page;
  }

  /** The wizards drawn without a black edge reaching past their white ring (0 when all have one). */
  const ringsWithoutEdge = (page: Page): Promise<number> =>
    page.locator('.ss-wizard').evaluateAll((wizards) => {
      const edged = wizards.filter((wizard) => {
        const edge = wizard.querySelector('circle.ss-wizard__edge');
        const disc = wizard.querySelector('circle:not([class])');
        if (!edge || !disc) return false;
        const ringOuter =
          Number(disc.getAttribute('r')) + parseFloat(getComputedStyle(disc).strokeWidth) / 2;
        const black = getComputedStyle(edge).fill === 'rgb(0, 0, 0)';
        return black && Number(edge.getAttribute('r')) > ringOuter;
      });
      return wizards.length === 0 ? -1 : wizards.length - edged.length;
    });

  it('answers a Game Changer with a Counter Card played from the board', HANG_GUARD, async () => {
    const [ana, bo] = await Promise.all([
      person(0, { width: 375, height: 812 }),
      person(1, { width: 1280, height: 900 }),
    ]);
    // Each wizard's white ring has a black edge outside it (issue #37: white alone is 1.2:1 on
    // a yellow target hex), on both pages.
    for (const page of [ana, bo]) assert.equal(await ringsWithoutEdge(page), 0);
    await watchCounter(bo);
    // Ana plays her Game Changers; Bo answers with a Counter Card whenever he may.
    const people: Person[] = [
      {
        page: ana,
        attacks: '.ss-hex--goal-1',
        playCards: true,
        aimShot: 'supernatural-soccer-aim-phone.png',
      },
      {
        page: bo,
        attacks: '.ss-hex--goal-0',
        playCards: false,
        answerKind: COUNTER,
      },
    ];
    let done = false;
    let answered = 0;
    const guard = new StallGuard();
    const play = async (p: Person): Promise<void> => {
      while (!done) {
        guard.check(() => 'no Counter Card answered a Game Changer');
        const seen = await look(p);
        if (seen.fullTime) break;
        onlyWayOn(seen.buttons);
        if (seen.choice !== null) {
          const decision = await act(p, seen.choice);
          if (decision === 'answer') answered++;
          if (decision !== 'waited') guard.moved();
        }
        if (await counterSeen(bo)) break;
      }
      done = true;
    };
    await Promise.all(people.map(play));
    assert.ok(answered > 0, 'Bo played a Counter Card from his hand');
    // Bo's board showed the chain: his Counter on top, the card beneath it nullified.
    assert.ok(await counterSeen(bo), "Bo's Counter Card nullified the card beneath it");
    await shot(bo.locator('.ss-chain'), 'supernatural-soccer-counter.png');
    // Ana's log tells the same chain.
    const anasLog = await wholeLog(ana);
    await anasLog
      .filter({ hasText: /Bo's Counter Card, resolves\./ })
      .first()
      .waitFor({ timeout: PATIENCE_MS });
    await anasLog
      .filter({ hasText: /is nullified\./ })
      .first()
      .waitFor({ timeout: PATIENCE_MS });
  });
});
