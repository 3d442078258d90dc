/**
 * The Lab page's cards-and-choices table and shape of a game (issue #36) in a real Chromium: 600
 * Goalkeepers games with both boxes ticked give the node lab's report, byte for byte apart from
 * its speed; the table shows the node lab's cells, sorts by a column's head (both ways), and the
 * improvement plot and the winning-margin histogram are drawn; the shape's sample (every 32nd
 * game judged, from the address) is the box's and the report's. Then "What is a card worth?" from
 * the address (?never=reward team) answers in the node lab's words.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { cardCell } from '../../src/lab/card-columns.ts';
import { buildReport, type LabReport } from '../../src/lab/report.ts';
import { inlineExecutor, runLab } from '../../src/lab/run.ts';
import { restrictedVariants } from '../../src/lab/restrict.ts';
import { shapeWords, worthLines } from '../../src/lab/text.ts';
import { useStage } from './stage.ts';
import { labProgress } from './lab-progress.ts';
import { HANG_GUARD, PATIENCE_MS, waitWhileMoving } from './patience.ts';
import { shot } from './shots.ts';

const SEED = 'e2e-cards';
const GAMES = 600;

describe("the Lab page's cards and shape", () => {
  const stage = useStage();

  it('shows the node lab’s cards table, sortable, and the new figures', HANG_GUARD, async () => {
    const expected = buildReport(
      await runLab(
        {
          game: 'goalkeepers',
          bots: ['heuristic', 'random'],
          seed: SEED,
          games: GAMES,
          metrics: ['cards', 'shape'],
          shapeEvery: 32,
        },
        inlineExecutor,
      ),
    );
    const variant = expected.variants[0];
    assert.ok(variant?.cards && variant.shape);
    const page = await stage.newPage();
    await page.goto(
      `${stage.server.url}/lab?game=goalkeepers&bots=heuristic,random&games=${GAMES}&seed=${SEED}&metrics=cards,shape&shape-every=32`,
    );
    await page.getByRole('heading', { name: 'Balance lab' }).waitFor();
    assert.ok(await page.getByLabel(/^Cards and choices/).isChecked());
    assert.ok(await page.getByLabel(/^Shape of a game/).isChecked());
    assert.equal(await page.getByLabel(/^Judge every Kth game/).inputValue(), '32');
    await page.getByRole('button', { name: 'Run the lab' }).click();
    const link = page.getByRole('link', { name: 'Download report (JSON)' });
    await waitWhileMoving(link, labProgress(page), 'the report');
    const file = page.waitForEvent('download');
    await link.click();
    const path = await (await file).path();
    const report = JSON.parse(await readFile(path, 'utf8')) as LabReport;
    assert.equal(
      JSON.stringify({ ...report, speed: null }),
      JSON.stringify({ ...expected, speed: null }),
    );

    // The table: the node lab's rows and cells, in the report's order before any click.
    const table = page.locator('table.lab-cards');
    const names = () => table.locator('tbody th[data-cell="name"]').allTextContents();
    assert.deepEqual(
      await names(),
      variant.cards.rows.map((r) => r.name),
    );
    assert.deepEqual(
      await table.locator('tbody td[data-cell="improvement"]').allTextContents(),
      variant.cards.rows.map((r) => {
        const cell = cardCell('improvement', r);
        return `${cell.text} ${cell.interval ?? ''}`;
      }),
    );
    // Sorted by plays, most first; then fewest first.
    const byPlays = [...variant.cards.rows].sort((a, b) => b.plays - a.plays).map((r) => r.plays);
    await table.getByRole('button', { name: 'Plays' }).click();
    const plays = async () =>
      (await table.locator('tbody td[data-cell="plays"]').allTextContents()).map(Number);
    assert.deepEqual(await plays(), byPlays);
    await table.getByRole('button', { name: 'Plays' }).click();
    assert.deepEqual(await plays(), [...byPlays].reverse());
    assert.equal(await table.locator('th[aria-sort="ascending"]').count(), 1);

    // The shape in words, and the new figures drawn with marks.
    const shapeText = await page.locator('[data-cell="shape"]').textContent();
    assert.equal(shapeText, shapeWords(variant.shape).replace(/^Shape: /, ''));
    assert.match(shapeText, /a sample of 19 games judged \(every 32nd of 600\)/);
    for (const id of ['choice-improvement', 'shape-margin']) {
      const figure = page.locator(`[data-figure="${id}"]`);
      await figure.locator('svg').first().waitFor({ timeout: PATIENCE_MS });
      assert.ok(
        (await figure.locator('svg circle, svg rect, svg line').count()) > 0,
        `${id} has marks`,
      );
    }
    await shot(page, 'lab-cards.png', true);
  });

  it('answers what a choice is worth, as the node lab does', HANG_GUARD, async () => {
    const games = 400;
    const expected = buildReport(
      await runLab(
        {
          game: 'goalkeepers',
          bots: ['heuristic', 'heuristic'],
          seed: SEED,
          games,
          rotate: true,
          variants: restrictedVariants({ rule: 'never', name: 'reward team' }),
        },
        inlineExecutor,
      ),
    );
    const page = await stage.newPage();
    await page.goto(
      `${stage.server.url}/lab?game=goalkeepers&bots=heuristic,heuristic&games=${games}&seed=${SEED}&never=reward%20team`,
    );
    await page.getByRole('heading', { name: 'Balance lab' }).waitFor();
    assert.equal(await page.getByLabel('What is a card worth?').inputValue(), 'never');
    assert.equal(await page.getByLabel('Card or choice').inputValue(), 'reward team');
    await page.getByRole('button', { name: 'Run the lab' }).click();
    const worth = page.locator('[data-cell="worth"]');
    await waitWhileMoving(worth, labProgress(page), "the card's worth");
    const words = worthLines(expected)
      .filter((line) => line.trim() !== '')
      .map((line) => line.trim())
      .join(' ');
    assert.match(words, /^reward team is worth [+-]\d/);
    assert.equal(await worth.textContent(), words);
  });
});
