/**
 * The Lab page's A/B until decided (issue #36) in a real Chromium: Goalkeepers with 3 rounds
 * against 5, heuristic bots, 'Until decided' from the address (?until=1). The page stops where
 * the node lab stops, with the same games, decision and differences, and shows the variants
 * side by side and the sequential answer in the terminal's very lines.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { LabReport } from '../../src/lab/report.ts';
import { resolveLab } from '../../src/lab/config.ts';
import { unwrapLab } from '../../src/lab/errors.ts';
import { inlineExecutor } from '../../src/lab/run.ts';
import { runStudy } from '../../src/lab/study.ts';
import { sequentialLines, sideBySideLines } from '../../src/lab/text.ts';
import { untilPlan } from '../src/lab/labForm.ts';
import { SHOTS, useStage } from './stage.ts';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';

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
    await link.waitFor({ timeout: PATIENCE_MS });
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
    await page.screenshot({ path: join(SHOTS, 'lab-until.png'), fullPage: true });
    await page.context().close();
  });
});
