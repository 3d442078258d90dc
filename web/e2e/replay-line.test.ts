/**
 * The replay page's win-probability line (issue #36) in a real Chromium: a finished Golazo game
 * of two bots, replayed; the line the server worked out in its worker thread is drawn under the
 * board with Observable Plot, the deciding move marked and named, and "Go to the deciding move"
 * steps the replay there.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WinLine } from '../../src/lab/winline.ts';
import { useStage } from './stage.ts';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { shot } from './shots.ts';

describe("the replay page's win-probability line", () => {
  const stage = useStage({ BOT_DELAY_MS: '0' });

  it('draws the line under the board and marks the deciding move', HANG_GUARD, async () => {
    const url = stage.server.url;
    const created = await fetch(`${url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'golazo',
        seats: [
          { kind: 'bot', level: 'easy' },
          { kind: 'bot', level: 'easy' },
        ],
      }),
    });
    assert.equal(created.status, 201);
    const { table } = (await created.json()) as { table: { id: string } };
    let line: WinLine | undefined;
    for (let waited = 0; !line && waited < PATIENCE_MS; waited += 250) {
      const answer = await fetch(`${url}/api/tables/${table.id}/line`);
      if (answer.ok) line = (await answer.json()) as WinLine;
      else await sleep(250);
    }
    assert.ok(line, 'the bots finished the game');
    assert.ok(line.points.length > 1);

    const page = await stage.newPage();
    await page.goto(`${url}/replay/${table.id}`);
    const figure = page.getByRole('figure', { name: 'Win probability' });
    await figure.waitFor();
    await figure.locator('svg').first().waitFor();
    assert.equal(
      await figure.getAttribute('data-points'),
      String(line.points.length),
      'the page draws the server’s line',
    );
    if (line.decidedAt !== undefined) {
      assert.equal(await figure.getAttribute('data-decided-at'), String(line.decidedAt));
      await figure.getByText('decided', { exact: true }).waitFor();
      await figure.getByText(`Decided at move ${line.decidedAt} of ${line.actions}`).waitFor();
      await page.getByRole('button', { name: 'Go to the deciding move' }).click();
      await page.getByText(new RegExp(`^Move ${line.decidedAt} of \\d+`)).waitFor();
    }
    await shot(page, 'replay-line.png', true);
    await page.context().close();
  });
});
