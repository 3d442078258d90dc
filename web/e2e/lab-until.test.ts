/**
 * The Lab page's A/B until decided (issue #36) in a real Chromium: Goalkeepers with 3 rounds
 * against 5, heuristic bots, 'Until decided' from the address (?until=1). The page stops where
 * the node lab stops, with the same games, decision and differences, and shows the variants
 * side by side and the sequential answer in the terminal's very lines. Then the settings
 * clicked through on the form: bad ones are named and play nothing; good ones show each look
 * while the run goes on, and the finished test as a figure.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { LabReport } from '../../src/lab/report.ts';
import { resolveLab } from '../../src/lab/config.ts';
import { unwrapLab } from '../../src/lab/errors.ts';
import { inlineExecutor } from '../../src/lab/run.ts';
import { runStudy } from '../../src/lab/study.ts';
import { sequentialLines, sideBySideLines } from '../../src/lab/text.ts';
import { untilPlan } from '../src/lab/labForm.ts';
import type { SequentialPlan } from '../../src/lab/sequential.ts';
import { useStage } from './stage.ts';
import { labProgress } from './lab-progress.ts';
import { HANG_GUARD, waitWhileMoving } from './patience.ts';
import { shot } from './shots.ts';

const SEED = 'e2e-until';
const GAMES = 4000;

describe("the Lab page's A/B until decided", () => {
  const stage = useStage();

  it('stops where the node lab stops, with its numbers', HANG_GUARD, async () => {
    const page = await stage.newPage();
    await page.goto(
      `${stage.server.url}/lab?game=goalkeepers&bots=heuristic,heuristic&games=${GAMES}&seed=${SEED}&o.rounds=3&b.rounds=5&until=1`,
    );
    await page.getByRole('heading', { name: 'Balance lab' }).waitFor();
    assert.ok(await page.getByLabel('Until decided').isChecked());
    await page.getByRole('button', { name: 'Run the lab' }).click();
    const link = page.getByRole('link', { name: 'Download report (JSON)' });
    await waitWhileMoving(link, labProgress(page), 'the report of a run until decided');
    const file = page.waitForEvent('download');
    await link.click();
    const report = JSON.parse(await readFile(await (await file).path(), 'utf8')) as LabReport;
    const q = report.sequential;
    assert.ok(q, 'the report carries the sequential answer');
    assert.ok(q.games <= GAMES);

    const lab = unwrapLab(
      await resolveLab({
        game: 'goalkeepers',
        bots: [...report.bots],
        variants: report.variants.map((v) => ({
          label: v.label,
          options: v.options as Record<string, unknown>,
        })),
        seed: SEED,
        games: GAMES,
        until: untilPlan(false),
      }),
    );
    const expected = await runStudy(lab, inlineExecutor);
    assert.deepEqual(q, expected.sequential);
    assert.deepEqual(report.differences, expected.differences);

    const shown = await page.locator('[data-cell="comparison"]').textContent();
    assert.equal(
      shown,
      [...sideBySideLines(expected), ...sequentialLines(expected)].join('\n').trim(),
    );
    await shot(page, 'lab-until.png', true);
    await page.context().close();
  });

  it(
    'takes its settings from the form, refuses bad ones, and draws the test as it goes',
    HANG_GUARD,
    async () => {
      const page = await stage.newPage();
      await page.goto(
        `${stage.server.url}/lab?game=goalkeepers&bots=heuristic,heuristic&games=${GAMES}&seed=${SEED}&o.rounds=3&b.rounds=5`,
      );
      await page.getByRole('heading', { name: 'Balance lab' }).waitFor();
      await page.getByLabel('Until decided').check();
      assert.equal(await page.getByLabel('Decide on').inputValue(), 'Seat 1 win rate');
      assert.equal(await page.getByLabel('Negligible below').inputValue(), '0.02');
      assert.equal(await page.getByLabel('Confidence (%)').inputValue(), '95');
      assert.equal(await page.getByLabel('Most looks').inputValue(), '10');

      // Bad settings: named, all at once, and nothing runs.
      await page.getByLabel('Negligible below').fill('-1');
      await page.getByLabel('Confidence (%)').fill('100');
      await page.getByRole('button', { name: 'Run the lab' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      const refused = (await alert.textContent()) ?? '';
      assert.match(refused, /Negligible below takes a positive size .* not '-1'/);
      assert.match(
        refused,
        /Confidence takes a per cent above 50 and below 100, e\.g\. 95, not '100'/,
      );
      assert.equal(await page.getByRole('progressbar').count(), 0, 'nothing runs');

      // A negligible band too narrow to reach: the test looks at every step, shown as it goes.
      await page.getByLabel('Decide on').selectOption('Seat 2 win rate');
      await page.getByLabel('Negligible below').fill('0.001');
      await page.getByLabel('Confidence (%)').fill('90');
      await page.getByLabel('Most looks').fill('8');
      // What the run shows while it goes on, recorded in the page as it changes: a look is
      // there only until the run ends, which can come between two looks of the test's. (The
      // looks' figure beside it is drawn once the page has loaded its plotting code, which a
      // run may outpace on a loaded machine: the finished test's figure is asserted below.)
      await page.evaluate(() => {
        const seen = { look: '' };
        (window as unknown as { looksSeen: typeof seen }).looksSeen = seen;
        new MutationObserver(() => {
          seen.look ||= document.querySelector('[data-cell="looks"] p')?.textContent ?? '';
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Run the lab' }).click();
      const moving = labProgress(page);

      const link = page.getByRole('link', { name: 'Download report (JSON)' });
      await waitWhileMoving(link, moving, 'the report');
      const seen = await page.evaluate(
        () => (window as unknown as { looksSeen: { look: string } }).looksSeen,
      );
      assert.match(
        seen.look,
        /^Look \d+ of at most 8, [\d,]+ games per variant, on 'Seat 2 win rate'/,
        'a look shown while the run went on',
      );
      assert.match(
        page.url(),
        /until=1&decide=Seat\+2\+win\+rate&negligible=0\.001&confidence=90&looks=8/,
      );
      const file = page.waitForEvent('download');
      await link.click();
      const report = JSON.parse(await readFile(await (await file).path(), 'utf8')) as LabReport;
      const plan: Omit<SequentialPlan, 'maxGames'> = {
        metric: 'Seat 2 win rate',
        margin: 0.001,
        alpha: 0.1,
        looks: 8,
      };
      assert.deepEqual(report.sequential?.plan, { ...plan, maxGames: GAMES });

      const lab = unwrapLab(
        await resolveLab({
          game: 'goalkeepers',
          bots: [...report.bots],
          variants: report.variants.map((v) => ({
            label: v.label,
            options: v.options as Record<string, unknown>,
          })),
          seed: SEED,
          games: GAMES,
          until: plan,
        }),
      );
      const expected = await runStudy(lab, inlineExecutor);
      assert.deepEqual(report.sequential, expected.sequential);
      // The finished test drawn: a figure of the looks, first in the comparison.
      const figure = page.locator('section[aria-label="Comparison"] [data-figure="sequential"]');
      await figure.locator('svg').first().waitFor();
      assert.match(
        (await figure.locator('figcaption').textContent()) ?? '',
        /Until decided: the difference in seat 2 win rate, look by look/,
      );
      assert.equal(
        await page.locator('[data-cell="comparison"]').textContent(),
        [...sideBySideLines(expected), ...sequentialLines(expected)].join('\n').trim(),
      );
      await shot(page, 'lab-until-figure.png', true);
      await page.context().close();
    },
  );
});
