/**
 * Board moves in a real Chromium: the grid test game (served with MATCHDAY_TEST_GAMES=1), one
 * action per piece and destination, so its 100+ legal actions come as integers and the board
 * fetches their infos; selecting a piece highlights the cells the engine allows.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CreatedTable } from '../src/protocol.ts';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { useStage } from './stage.ts';
import { waitLive } from './tables.ts';

describe('a board in the browser', () => {
  const stage = useStage({ MATCHDAY_TEST_GAMES: '1' });

  it(
    'highlights a selected piece’s destinations and plays the one clicked',
    HANG_GUARD,
    async () => {
      const response = await fetch(`${stage.server.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'grid-game',
          options: { steps: 'one' },
          seats: [
            { kind: 'me', name: 'Ana' },
            { kind: 'bot', level: 'easy', name: 'Robo' },
          ],
        }),
      });
      assert.equal(response.status, 201);
      const created = (await response.json()) as CreatedTable;
      const page = await stage.newPage();
      await page.goto(`${stage.server.url}${created.seats[0]?.invite ?? ''}`);
      await waitLive(page);
      await page.getByRole('button', { name: 'Roll the die' }).click();
      const targets = page.locator('.grid-board__cell--target');
      // The moves' infos arrive on request (more than 16 actions): the action bar holds them all
      // (grouped by piece, so most are in closed groups: attached, not visible).
      await page
        .locator('.actions__button')
        .nth(16)
        .waitFor({ state: 'attached', timeout: PATIENCE_MS });
      // A click on a piece that may move highlights where it may go (React renders a click's
      // change before the click returns).
      let piece = -1;
      for (let p = 0; p < 6 && piece < 0; p++) {
        await page.locator(`[data-piece="${String(p)}"]`).click();
        if ((await targets.count()) > 0) piece = p;
      }
      assert.ok(piece >= 0, 'one of Ana’s pieces may move');
      const cells = await targets.evaluateAll((els) =>
        els.map((el) => el.getAttribute('data-cell')),
      );
      assert.ok(cells.length > 0);
      const to = cells[0] ?? '';
      await page.locator(`[data-cell="${to}"]`).click();
      await page
        .locator(`[data-cell="${to}"][data-piece="${String(piece)}"]`)
        .waitFor({ timeout: PATIENCE_MS });
    },
  );
});
