/**
 * Supernatural Soccer with four seats in a real Chromium: two people online, each in a
 * browser context of their own through their invite link, and two bots. Ana (Mornoch, on a
 * 375 px phone) plays her Game Changers from her hand, their targets picked on the field; Bo
 * (Landraeth) answers a Game Changer (Ana's or a bot's) with a Counter Card from his hand; his
 * board shows the chain resolved, the card beneath his Counter nullified, and Ana's log tells
 * the same. The deal is found with the engine: a seed where Ana holds a card to play, Bo a
 * Counter Card and neither bot one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { HANG_GUARD, PATIENCE_MS, StallGuard } from './patience.ts';
import { useStage } from './stage.ts';
import { COUNTER, findDeal, storeTable } from './supernatural-soccer-deal.ts';
import { act, look, onlyWayOn, type Person } from './supernatural-soccer-play.ts';
import { waitLive, wholeLog } from './tables.ts';
import { shot } from './shots.ts';

const SEATS = [
  { name: 'Ana', person: true },
  { name: 'Bo', person: true },
  { name: 'Robo', person: false },
  { name: 'Dora', person: false },
] as const;

/** The kinds numbered below this name a target: Nuke, Body Swap, Sent Home, Telekinesis. */
const AIMED_KINDS = 4;

/** Long enough that a countdown never passes for a person while the test clicks. */
const WINDOW_SECONDS = 600;

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

describe('Supernatural Soccer online with four seats', () => {
  let paths: ReadonlyMap<number, string> = new Map();
  const stage = useStage({}, (dataDir) => {
    const deal = findDeal('ss-counter', { target: 1 }, 4, (hands) => {
      const [ana = [], bo = [], ...bots] = hands;
      // Ana's first card names a target (Nuke, Body Swap, Sent Home or Telekinesis come first).
      const toPlay = ana.some((n, kind) => n > 0 && kind < AIMED_KINDS);
      return toPlay && (bo[COUNTER] ?? 0) > 0 && bots.every((hand) => hand[COUNTER] === 0);
    });
    paths = storeTable(dataDir, deal, SEATS, WINDOW_SECONDS);
  });

  async function person(seat: number, viewport: { width: number; height: number }): Promise<Page> {
    const page = await stage.newPage(viewport);
    await page.goto(`${stage.server.url}${paths.get(seat) ?? ''}`);
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
