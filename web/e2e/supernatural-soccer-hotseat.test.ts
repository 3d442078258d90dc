/**
 * Supernatural Soccer hot-seat in a real Chromium: four people share one device, each playing
 * one wizard on the board. The shell covers the table between them ('Pass the device to …');
 * nothing of the board shows behind the cover; once a person says who they are, the board is
 * theirs (their wizard marked, their Game Changers), a teammate's committed action card shows
 * to them before the reveal, and no opponent's ever does.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { HANG_GUARD, StallGuard } from './patience.ts';
import { createSoccerTable, decide } from './supernatural-soccer-play.ts';
import { useStage } from './stage.ts';

/** Seats 0 to 3 play wizards A, X, B and Y: Ana and Cy for Mornoch, Bo and Di for Landraeth. */
const PEOPLE = ['Ana', 'Bo', 'Cy', 'Di'] as const;
const WIZARD_OF: Readonly<Record<string, number>> = { Ana: 0, Bo: 2, Cy: 1, Di: 3 };
const WINDOW_SECONDS = 1;
const ACTION_CARDS = /^(Move|Kick|Exchange|No Action)$/;

/** What the board shows the revealed person of each wizard's action card, by wizard. */
const cardsShown = (page: Page): Promise<string[]> =>
  page.locator('[data-wizard-card]').allTextContents();

describe('Supernatural Soccer hot-seat', () => {
  const stage = useStage();

  it('hides hands and commitments between people sharing the device', HANG_GUARD, async () => {
    const page = await stage.newPage();
    await createSoccerTable(
      page,
      stage.server.url,
      PEOPLE.map((name) => ({ player: 'me' as const, name })),
      1,
      // A short countdown: the people not shown are let go at a window point soon.
      WINDOW_SECONDS,
    );
    const cover = page.getByRole('button', { name: /^I am / });
    const revealed = new Set<string>();
    let teammateCardSeen = false;
    const guard = new StallGuard();
    while (revealed.size < PEOPLE.length || !teammateCardSeen) {
      guard.check(() => `revealed only ${[...revealed].join(', ')}`);
      if (await cover.isVisible()) {
        assert.equal(await page.locator('.ss').count(), 0, 'nothing of the board behind the cover');
        const name = ((await cover.textContent()) ?? '').replace('I am ', '');
        await cover.click();
        await page.locator('.ss-field').waitFor();
        revealed.add(name);
        guard.moved();
        const wizard = WIZARD_OF[name] ?? -1;
        // The board is the revealed person's: their wizard marked, their hand.
        const you = await page.locator('.ss-wizards__name', { hasText: '(you)' }).allTextContents();
        assert.deepEqual(you.length, 1, `one wizard is ${name}'s`);
        assert.match(you[0] ?? '', new RegExp(`· ${name} \\(you\\)`));
        await page.getByRole('region', { name: 'Your Game Changers' }).waitFor();
        const phase = (await page.locator('.ss-score__phase').textContent()) ?? '';
        if (!phase.includes('committing action cards')) continue;
        const cards = await cardsShown(page);
        const teammate = wizard ^ 1;
        cards.forEach((card, w) => {
          // SS-5.3: an opponent's card never shows before the reveal.
          if (w >> 1 !== wizard >> 1)
            assert.doesNotMatch(card, ACTION_CARDS, `${name} sees no card of wizard ${w}`);
        });
        if (ACTION_CARDS.test(cards[teammate] ?? '')) teammateCardSeen = true;
        continue;
      }
      const decision = await decide({ page, attacks: '.ss-hex--goal-1', playCards: false });
      if (decision !== 'waited') guard.moved();
    }
    assert.equal(revealed.size, PEOPLE.length);
    assert.ok(teammateCardSeen, "a teammate's committed card showed before the reveal");
  });
});
