/**
 * The report page in a real Chromium: every figure is drawn as an SVG by the inlined Plot,
 * with no console error and no request leaving the page.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { shareBrowser, type BrowserLease } from './shared-browser.ts';
import { buildReport } from '../../src/lab/report.ts';
import { inlineExecutor, runLab } from '../../src/lab/run.ts';
import { pageSections } from '../../src/lab/sections.ts';
import { resolveLab } from '../../src/lab/config.ts';
import { unwrapLab } from '../../src/lab/errors.ts';
import { runStudy } from '../../src/lab/study.ts';
import { writeReport } from '../../src/lab/node/write.ts';

describe('the report page', () => {
  let browser: BrowserLease | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'matchday-lab-page-'));
  before(async () => {
    browser = await shareBrowser();
  });
  after(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws every figure of a comparison with the skill ladder, offline, without errors', async () => {
    const result = await runLab(
      {
        game: 'goalkeepers',
        bots: ['random', 'heuristic'],
        seed: 'page',
        games: 400,
        variants: [
          { label: 'rounds=3', options: { rounds: 3 } },
          { label: 'rounds=4', options: { rounds: 4 } },
        ],
      },
      inlineExecutor,
    );
    const skill = {
      rungs: [
        {
          strong: 'search:8',
          weak: 'search:4',
          games: 20,
          wins: 12,
          draws: 0,
          losses: 8,
          win: { value: 0.6, low: 0.39, high: 0.78 },
        },
      ],
      chance: 0.5,
    };
    const report = buildReport(result, skill);
    const figures = pageSections(report).flatMap((s) => s.figures).length;
    const { html } = writeReport(dir, report);
    assert.ok(browser);
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) problems.push(`request to ${r.url()}`);
    });
    await page.goto(`file://${html}`);
    // Only a guard against a page that never draws: a loaded machine just takes longer.
    await page.waitForSelector('body[data-drawn]', { timeout: 120_000 });
    assert.deepEqual(problems, []);
    assert.equal(await page.locator('.plot').count(), figures);
    // Every plot holds an SVG with marks in it (a legend adds a figure element around it).
    const drawn = await page
      .locator('.plot')
      .evaluateAll((plots: { querySelectorAll(selector: string): { length: number } }[]) =>
        plots.map((p) => p.querySelectorAll('svg circle, svg rect, svg line').length),
      );
    assert.equal(drawn.length, figures);
    for (const [i, marks] of drawn.entries()) assert.ok(marks > 0, `figure ${i} has no marks`);
    // The variants side by side: a panel (an SVG) per metric Goalkeepers measures, both variants in each.
    const side = pageSections(report)
      .flatMap((s) => s.figures)
      .findIndex((f) => f.kind === 'sideBySide');
    const panels = await page
      .locator(`.plot[data-figure="${side}"] svg[class^="plot"]`)
      .allTextContents();
    assert.equal(panels.length, 5, panels.join(' | '));
    for (const panel of panels) assert.ok(/rounds=3.*rounds=4/s.test(panel), panel);
    await page.close();
  });

  it("draws an until-decided run's look-by-look figure first in its comparison (#36)", async () => {
    const lab = unwrapLab(
      await resolveLab({
        game: 'goalkeepers',
        bots: ['heuristic', 'heuristic'],
        seed: 'page-until',
        games: 1200,
        variants: [
          { label: 'rounds=3', options: { rounds: 3 } },
          { label: 'rounds=5', options: { rounds: 5 } },
        ],
      }),
    );
    const report = await runStudy(lab, inlineExecutor, {
      until: { metric: 'Seat 1 win rate', margin: 0.001, alpha: 0.05, looks: 4 },
    });
    assert.ok(report.sequential);
    const { html } = writeReport(dir, report);
    assert.ok(browser);
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto(`file://${html}`);
    await page.waitForSelector('body[data-drawn]', { timeout: 120_000 });
    assert.deepEqual(problems, []);
    const figures = pageSections(report).flatMap((s) => s.figures);
    assert.equal(figures[0]?.kind, 'sequential');
    // The first plot is the sequential figure: a dot and an interval per look, and the band.
    const marks = await page
      .locator('.plot')
      .first()
      .evaluate(
        (p: { querySelectorAll(selector: string): { length: number } }) =>
          [p.querySelectorAll('svg circle').length, p.querySelectorAll('svg rect').length] as const,
      );
    assert.ok(marks[0] >= report.sequential.looks.length, `${marks[0]} dots`);
    assert.ok(marks[1] >= 1, 'the negligible band');
    await page.close();
  });
});
