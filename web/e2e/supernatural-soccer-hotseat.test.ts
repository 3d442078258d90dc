/**
 * Supernatural Soccer hot-seat in a real Chromium: four people share one device, each playing
 * one wizard on the board. Teammates share what they know, so the shell covers the table
 * ('Pass the device to …') only when the device goes to the other side, never between two
 * teammates; nothing of the board shows behind the cover; the board shown is its person's
 * (their wizard marked, their Game Changers), a teammate's committed action card shows before
 * the reveal, and no opponent's ever does. Two teammates alone on a device are never covered.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { afterHandOver } from './cover.ts';
import { HANG_GUARD, StallGuard, clickWhileThere } from './patience.ts';
import {
  ShellFallback,
  act,
  createSoccerTable,
  look,
  type Person,
} from './supernatural-soccer-play.ts';
import { useStage } from './stage.ts';

/** Seats 0 to 3 play wizards A, X, B and Y: Ana and Cy for Mornoch, Bo and Di for Landraeth. */
const PEOPLE = ['Ana', 'Bo', 'Cy', 'Di'] as const;
const WIZARD_OF: Readonly<Record<string, number>> = { Ana: 0, Bo: 2, Cy: 1, Di: 3 };
/** SS-3.1: a person's side, from their wizard (0 and 1 for Mornoch, 2 and 3 for Landraeth). */
const sideOf = (name: string): number => (WIZARD_OF[name] ?? -4) >> 1;
const WINDOW_SECONDS = 1;
const ACTION_CARDS = /^(Move|Kick|Exchange|No Action)$/;

describe('Supernatural Soccer hot-seat', () => {
  // The easy bots count iterations (as in games/supernatural-soccer.test.ts): cheap, and the
  // same choice from the same position however loaded the machine.
  const stage = useStage({ BOT_PACE: 'iterations', BOT_TIME_SCALE: '0.1' });
  /**
   * The one device both tests play on, a phone as hot-seat is played: each page costs Chromium
   * a renderer and the app's load, and each test creates its own table on it.
   */
  let device: Page | undefined;
  const onDevice = async (): Promise<Page> =>
    (device ??= await stage.newPage({ width: 375, height: 812 }));

  it('covers the device only at a change of side, hiding the other side', HANG_GUARD, async () => {
    const page = await onDevice();
    await createSoccerTable(
      page,
      stage.server.url,
      PEOPLE.map((name) => ({ player: 'me' as const, name })),
      1,
      // A short countdown: the people not shown are let go at a window point soon.
      WINDOW_SECONDS,
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
    const page = await onDevice();
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
      WINDOW_SECONDS,
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
});
