/**
 * The Lab page in a real Chromium against the real server: 2,000 Goalkeepers games between
 * random bots in web workers, progress to 100%, the report's figures drawn by Observable Plot,
 * and every number shown (and the report's JSON) equal to what the node lab computes for the
 * same config and seed, with two workers and with one; its report.json and report.html are
 * the files the node lab writes. Then a refused form, a comparison of three variants with a
 * skill ladder of chosen budgets, a cancelled run whose workers are gone (and which alone held
 * the engines' code), and a worker that cannot start.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { writeReport } from '../../src/lab/node/write.ts';
import { pairedMetrics } from '../../src/lab/paired.ts';
import { buildReport, type LabReport } from '../../src/lab/report.ts';
import { inlineExecutor, runLab } from '../../src/lab/run.ts';
import { pageSections } from '../../src/lab/sections.ts';
import { runSkill } from '../../src/lab/skill.ts';
import { decimal, percent } from '../src/lab/format.ts';
import type { CoordinatorMessage } from '../src/lab/messages.ts';
import { useStage } from './stage.ts';
import { labProgress } from './lab-progress.ts';
import { HANG_GUARD, pollUntil, waitWhileMoving } from './patience.ts';
import { shot } from './shots.ts';

const slow = HANG_GUARD;
const SEED = 'e2e-lab';
const GAMES = 2000;
// Text found only in the lab's play loop.
const LAB_MARKER = 'ran past its bound';
// Words of each engine's own labels and descriptions: the rules, not the facts. The catalogue
// carries every game's facts (options and their descriptions) wherever the registry goes, the
// coordinator included; the rules travel only with the game a worker plays.
const GAME_MARKERS: Readonly<Record<string, string>> = {
  goalkeepers: 'Take a GOAL die from',
  goal: 'empty: play on without drawing',
  'next-goal-wins': 'Defend in a speed battle',
};

/** The report without its speed, the one part that differs from run to run. */
function deterministic(report: LabReport): string {
  return JSON.stringify({ ...report, speed: null });
}

describe('the Lab page', () => {
  const stage = useStage();

  const newPage = (): Promise<Page> => stage.newPage();

  async function openLab(page: Page): Promise<void> {
    await page.goto(stage.server.url);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lab' }).click();
    await page.getByRole('heading', { name: 'Balance lab' }).waitFor();
    await page.getByLabel('Game', { exact: true }).selectOption('goalkeepers');
  }

  /** Downloads the file behind a link of the finished run's report, as text. */
  async function download(page: Page, name: string): Promise<string> {
    const link = page.getByRole('link', { name });
    await waitWhileMoving(link, labProgress(page), `the link '${name}'`);
    const file = page.waitForEvent('download');
    await link.click();
    return readFile(await (await file).path(), 'utf8');
  }

  /**
   * Runs the form as filled; returns the downloaded report.json (parsed) and report.html, and
   * every status line seen.
   */
  async function run(page: Page): Promise<{ report: LabReport; html: string; statuses: string[] }> {
    // Every text the progress line shows, caught as it changes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { labStatuses: string[] }).labStatuses = seen;
      new MutationObserver(() => {
        const text = document.querySelector('.lab-progress__words')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Run the lab' }).click();
    const report = JSON.parse(await download(page, 'Download report (JSON)')) as LabReport;
    const html = await download(page, 'Download report (HTML)');
    const statuses = await page.evaluate(
      () => (window as unknown as { labStatuses: string[] }).labStatuses,
    );
    return { report, html, statuses };
  }

  /**
   * The report.html the node lab writes (`matchday lab … --out`) for `expected`, with the speed
   * the page measured (the one part that differs from run to run).
   */
  function nodeHtml(expected: LabReport, speed: LabReport['speed']): string {
    const dir = mkdtempSync(join(tmpdir(), 'matchday-lab-e2e-'));
    try {
      return readFileSync(writeReport(dir, { ...expected, speed }).html, 'utf8');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it(
    'plays 2,000 Goalkeepers games in workers and shows what the node lab computes',
    slow,
    async () => {
      const expected = buildReport(
        await runLab(
          { game: 'goalkeepers', bots: ['random', 'random'], seed: SEED, games: GAMES },
          inlineExecutor,
        ),
      );
      const page = await newPage();
      await openLab(page);
      await page.getByLabel('Games', { exact: true }).fill(String(GAMES));
      await page.getByLabel('Seed', { exact: true }).fill(SEED);
      await page.getByLabel('Workers', { exact: true }).fill('2');
      const { report, html, statuses } = await run(page);

      // Progress: it said what happens while the workers start, games grew, the bar ended full.
      assert.match(
        statuses[0] ?? '',
        /^Starting 2 workers \(loading the game\): [012] of 2 ready…$/,
      );
      const counted = statuses.filter((s) => /^\d+%/.test(s));
      const shares = counted.map((s) => Number(/^(\d+)%/.exec(s)?.[1]));
      console.log(`progress seen: ${JSON.stringify(counted)}`);
      assert.ok(counted.length >= 2, `progress seen: ${JSON.stringify(statuses)}`);
      assert.match(
        statuses.at(-1) ?? '',
        /^100% · 2,000 of 2,000 games · [\d,]+ games\/s · all played/,
      );
      // Never back: the share and the games played only grow. One line can follow another at
      // the same share and count (its rate or its time left changed), so neither need grow at
      // every line; the first line counted is below the last, full one.
      const played = counted.map((s) =>
        Number(/ (\d[\d,]*) of /.exec(s)?.[1]?.replaceAll(',', '')),
      );
      for (let i = 1; i < counted.length; i++) {
        assert.ok((shares[i] ?? 0) >= (shares[i - 1] ?? 0), `progress went back: ${counted[i]}`);
        assert.ok((played[i] ?? 0) >= (played[i - 1] ?? 0), `games went back: ${counted[i]}`);
      }
      assert.ok((shares[0] ?? 100) < 100, `progress seen: ${JSON.stringify(counted)}`);
      assert.equal(await page.locator('progress.lab-progress__bar').getAttribute('value'), '2000');

      // The report is the node lab's, byte for byte apart from its speed.
      assert.equal(deterministic(report), deterministic(expected));
      assert.equal(report.speed.workers, 2);
      // So is its report.html, apart from the speed written in it.
      assert.equal(html, nodeHtml(expected, report.speed));
      assert.match(html, / games\/s on 2 workers<\/p>/);
      console.log(
        `Goalkeepers in Chromium: ${Math.round(report.speed.gamesPerSecond)} games/s on 2 workers (${report.speed.seconds.toFixed(2)} s)`,
      );

      // The numbers on the page are the node lab's numbers.
      const variant = expected.variants[0];
      assert.ok(variant);
      const wins = await page.locator('[data-cell="win"]').allTextContents();
      assert.deepEqual(
        wins,
        variant.seats.map(
          (s) => `${percent(s.win.value)} [${percent(s.win.low)}, ${percent(s.win.high)}]`,
        ),
      );
      const text = (cell: string) => page.locator(`[data-cell="${cell}"]`).textContent();
      assert.equal(await text('total-score'), decimal(variant.totalScore.summary.mean));
      assert.equal(
        await text('length'),
        `${decimal(variant.decisions.summary.mean, 1)} decisions, ${decimal(variant.turns.summary.mean, 1)} turns`,
      );
      assert.equal(
        await text('scores'),
        variant.scores.map((s) => decimal(s.summary.mean)).join(' / '),
      );

      // Every figure of the report's sections is drawn by Plot as an SVG with marks in it.
      const figures = pageSections(expected).flatMap((s) => s.figures);
      await page
        .locator('.lab-figure__plot svg')
        .nth(figures.length - 1)
        .waitFor();
      const marks = await page
        .locator('.lab-figure')
        .evaluateAll((all) =>
          all.map((f) => [
            f.getAttribute('data-figure'),
            f.querySelectorAll('svg circle, svg rect, svg line').length,
          ]),
        );
      assert.deepEqual(
        marks.map(([id]) => id),
        figures.map((f) => f.id),
      );
      for (const [id, count] of marks)
        assert.ok(Number(count) > 0, `figure ${String(id)} has no marks`);
      // The seat advantage: one interval per seat and result, and the line of an even share.
      const seats = page.locator('[data-figure="seat-results"]');
      assert.equal(await seats.locator('figcaption').textContent(), 'Results by seat');
      assert.ok((await seats.locator('svg circle').count()) >= 6);
      // Goalkeepers' own figures (its probe) are there too.
      assert.ok(figures.length > 6, 'the probe adds figures');
      await shot(page, 'lab.png', true);
      // A narrower window redraws the figures to fit.
      const svgWidth = () => seats.locator('svg[width]').last().getAttribute('width').then(Number);
      assert.ok((await svgWidth()) > 600);
      await page.setViewportSize({ width: 480, height: 900 });
      await pollUntil(async () => (await svgWidth()) <= 480, 'the figure follows the window');
      await page.setViewportSize({ width: 1280, height: 900 });

      // One worker: the same report.
      await page.getByLabel('Workers', { exact: true }).fill('1');
      const again = await run(page);
      assert.equal(again.report.speed.workers, 1);
      assert.equal(deterministic(again.report), deterministic(expected));
      assert.equal(again.html, nodeHtml(expected, again.report.speed));
      await page.context().close();
    },
  );

  it(
    'refuses bad input in words, the form’s before any worker, the game’s before any game',
    slow,
    async () => {
      const page = await newPage();
      await openLab(page);
      await page.getByLabel('Games', { exact: true }).fill('');
      await page.getByLabel('Rounds', { exact: true }).fill('9');
      await page.getByRole('button', { name: 'Run the lab' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.match(
        (await alert.textContent()) ?? '',
        /Games must be a whole number from 1 to 1,000,000/,
      );
      assert.match((await alert.textContent()) ?? '', /Rounds must be from 3 to 5, not 9/);
      assert.equal(page.workers().length, 0);
      assert.equal(await page.locator('.lab-progress').count(), 0);

      // What only the game knows: the lab refuses it in the worker, before any game.
      await page.getByLabel('Game', { exact: true }).selectOption('next-goal-wins');
      await page.getByLabel('Seats', { exact: true }).selectOption('3');
      await page.getByLabel('Mode', { exact: true }).selectOption('match');
      await page.getByLabel('Games', { exact: true }).fill('100');
      await page.getByRole('button', { name: 'Run the lab' }).click();
      const refused = page.getByText(/^The lab refused this run: /);
      await refused.waitFor();
      assert.match((await refused.textContent()) ?? '', /'match' takes exactly 2 seats, not 3/);
      assert.equal(await page.locator('.lab-progress').count(), 0);
      await pollUntil(() => page.workers().length === 0, 'every lab worker ends');
      await page.context().close();
    },
  );

  it(
    'compares three variants on paired seeds, refusing bad ones first, climbs a ladder of chosen budgets, keeps the run in its link',
    slow,
    async () => {
      const page = await newPage();
      // What the coordinating worker tells the page, caught as it arrives (the page may render
      // only the last of several progress messages that come at once).
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { labStages: string[] }).labStages = seen;
        const Original = window.Worker;
        window.Worker = class extends Original {
          constructor(url: string | URL, options?: WorkerOptions) {
            super(url, options);
            if (options?.name !== 'lab') return;
            this.addEventListener('message', (event: MessageEvent<CoordinatorMessage>) => {
              const m = event.data;
              if (
                m.kind === 'progress' &&
                m.stage.kind === 'skill' &&
                m.progress.done === m.progress.total
              )
                seen.push(`rung ${m.stage.rung} of ${m.stage.rungs}`);
            });
          }
        };
      });
      await openLab(page);
      await page.getByLabel('Games', { exact: true }).fill('300');
      await page.getByLabel('Seed', { exact: true }).fill('e2e-compare');
      await page.getByLabel('Compare several sets of options').check();
      await page.getByRole('button', { name: 'Add a variant' }).click();
      await page.getByLabel('Rounds (variant C)').fill('9');
      await page.getByLabel('Skill versus luck ladder').check();
      await page.getByLabel('Games per rung').fill('4');
      await page.getByLabel('Iterations per rung').fill('6, 12, x');

      // Every bad value is named, and nothing starts.
      await page.getByRole('button', { name: 'Run the lab' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      const words = (await alert.textContent()) ?? '';
      assert.match(
        words,
        /Iterations per rung takes whole numbers from 2 to 100,000, separated by commas, not 'x'\./,
      );
      assert.match(words, /Rounds \(variant C\) must be from 3 to 5, not 9\./);
      assert.match(words, /Variant B has the same options as variant A: change at least one/);
      assert.equal(page.workers().length, 0);
      assert.equal(await page.locator('.lab-progress').count(), 0);

      // `matchday lab goalkeepers --games 300 --seed e2e-compare --compare rounds=3 rounds=4
      //  rounds=5 --skill --skill-games 4 --skill-budgets 6,12,24`
      await page.getByLabel('Rounds (variant B)').fill('4');
      await page.getByLabel('Rounds (variant C)').fill('5');
      await page.getByLabel('Iterations per rung').fill('6, 12, 24');
      const budgets = [6, 12, 24];
      const { report, html } = await run(page);
      const labels = ['rounds=3', 'rounds=4', 'rounds=5'];
      const skill = await runSkill(
        { game: 'goalkeepers', seats: 2, seed: 'e2e-compare', budgets, games: 4 },
        inlineExecutor,
      );
      const expected = buildReport(
        await runLab(
          {
            game: 'goalkeepers',
            bots: ['random'],
            options: {},
            variants: labels.map((label, i) => ({ label, options: { rounds: 3 + i } })),
            seed: 'e2e-compare',
            games: 300,
          },
          inlineExecutor,
        ),
        skill,
      );
      // The report and report.html are the node lab's (apart from the speed).
      assert.deepEqual(
        report.variants.map((v) => v.label),
        labels,
      );
      assert.equal(deterministic(report), deterministic(expected));
      assert.equal(html, nodeHtml(expected, report.speed));
      // Each rung of the ladder was reported as it finished.
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { labStages: string[] }).labStages),
        ['rung 1 of 3', 'rung 2 of 3', 'rung 3 of 3'],
      );
      assert.equal(await page.locator('[data-cell="skill-win"]').count(), budgets.length);
      await page.locator('[data-figure="skill"] svg').waitFor();

      // The comparison's figures are the CLI report's: the variants side by side (a panel per
      // metric, a row per variant), then one per paired metric with a row per variant after
      // the first, drawn.
      const comparison = page.getByRole('region', { name: 'Comparison' });
      const figures = pageSections(expected).find((s) => s.title === 'Comparison')?.figures ?? [];
      assert.equal(figures.length, 1 + pairedMetrics(2).length);
      await comparison.locator('.lab-figure svg').last().waitFor();
      const drawn = await comparison
        .locator('.lab-figure')
        .evaluateAll((all) =>
          all.map(
            (f) =>
              [
                f.getAttribute('data-figure'),
                [...f.querySelectorAll('svg')].map((svg) => svg.textContent),
              ] as const,
          ),
        );
      assert.deepEqual(
        drawn.map(([id]) => id),
        figures.map((f) => f.id),
      );
      const [sideBySide, ...differences] = drawn;
      // Without the shape metric: five panels (no lead changes, no moment of decision).
      assert.equal(sideBySide?.[0], 'side-by-side');
      assert.equal(sideBySide[1].length, 5, `side by side panels: ${sideBySide[1].join(' | ')}`);
      for (const panel of sideBySide[1])
        for (const label of labels)
          assert.ok(panel.includes(label), `a side by side panel lacks ${label}: ${panel}`);
      for (const [id, [text]] of differences)
        for (const row of ['rounds=4 − rounds=3', 'rounds=5 − rounds=3'])
          assert.ok(text?.includes(row), `figure ${String(id)} lacks the row ${row}`);
      const tables = page.getByRole('region', { name: 'Paired differences' }).locator('caption');
      assert.deepEqual(await tables.allTextContents(), [
        'rounds=4 minus rounds=3, on the same seeds (95% interval)',
        'rounds=5 minus rounds=3, on the same seeds (95% interval)',
      ]);
      for (const label of labels)
        await page
          .getByRole('region', { name: `Variant ${label}` })
          .first()
          .waitFor();
      await shot(page, 'lab-compare.png', true);

      // The address now holds the run: opened afresh, it fills the form in the same way.
      const link = page.url();
      assert.match(
        link,
        /\/lab\?game=goalkeepers&.*seed=e2e-compare.*budgets=6%2C12%2C24.*o\.rounds=3&b\.rounds=4&b\.rounds=5/,
      );
      const again = await page.context().newPage();
      await again.goto(link);
      assert.equal(await again.getByLabel('Games per variant').inputValue(), '300');
      assert.equal(await again.getByLabel('Seed', { exact: true }).inputValue(), 'e2e-compare');
      for (const [i, letter] of ['A', 'B', 'C'].entries())
        assert.equal(
          await again.getByLabel(`Rounds (variant ${letter})`).inputValue(),
          String(3 + i),
        );
      assert.equal(await again.getByLabel('Games per rung').inputValue(), '4');
      assert.equal(await again.getByLabel('Iterations per rung').inputValue(), '6, 12, 24');
      // Removing a variant leaves the others in order.
      await again.getByRole('button', { name: 'Remove variant B' }).click();
      assert.equal(await again.getByLabel('Rounds (variant B)').inputValue(), '5');
      assert.equal(await again.getByLabel('Rounds (variant C)').count(), 0);
      await page.context().close();
    },
  );

  it(
    'cancels a long run and stops its workers, which alone hold the engine of the run’s game',
    slow,
    async () => {
      const page = await newPage();
      await openLab(page);
      await page.getByLabel('Games', { exact: true }).fill('100000');
      await page.getByLabel('Workers', { exact: true }).fill('2');
      // A searching bot in one seat makes the run last many minutes: with the quick bots alone,
      // a million Goalkeepers games once ended before the test got to cancel them (under load,
      // the time left waiting for a settled pace). 100,000 games keep its chunks short (391
      // games), so progress comes every few seconds.
      await page.getByLabel('Seat 1 bot').selectOption('bot:easy');
      await page.getByRole('button', { name: 'Run the lab' }).click();
      // Once the pace has settled, a smoothed time left, in view below the long form.
      await page
        .getByText(/^\d+% · [\d,]+ of 100,000 games · [\d,]+ games\/s · about \w+ left$/)
        .waitFor();
      const inView = await page
        .locator('.lab-progress')
        .evaluate((box) => box.getBoundingClientRect().bottom <= window.innerHeight);
      assert.ok(inView, 'the progress is in view while the run goes on');
      await shot(page, 'lab-running.png');
      assert.equal(page.workers().length, 3, 'a coordinator and two chunk workers');
      // The lab's loop is in the workers' scripts, not in the page's; no engine is in either:
      // each worker loaded the engine of the run's game, Goalkeepers, and no other.
      const text = async (url: string) => (await fetch(url)).text();
      const html = await text(stage.server.url);
      const main = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
      assert.ok(main, 'the page has a module script');
      const pageScript = await text(new URL(main, stage.server.url).href);
      const engines = Object.values(GAME_MARKERS);
      for (const worker of page.workers()) {
        const script = await text(worker.url());
        assert.ok(script.includes(LAB_MARKER), worker.url());
        for (const marker of engines) assert.ok(!script.includes(marker), worker.url());
        const loaded = await worker.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => entry.name),
        );
        const scripts = await Promise.all(loaded.filter((url) => url.endsWith('.js')).map(text));
        const games = Object.keys(GAME_MARKERS).filter((id) =>
          scripts.some((loadedScript) => loadedScript.includes(GAME_MARKERS[id] ?? '')),
        );
        assert.deepEqual(games, ['goalkeepers'], worker.url());
      }
      for (const marker of [LAB_MARKER, ...engines])
        assert.ok(!pageScript.includes(marker), marker);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText(/^Cancelled after [\d,]+ of 100,000 games/).waitFor();
      await pollUntil(() => page.workers().length === 0, 'every lab worker ends');
      assert.equal(await page.getByRole('button', { name: 'Run the lab' }).isEnabled(), true);
      await page.context().close();
    },
  );

  it('fails the run in words when a worker cannot start, and stops the others', slow, async () => {
    const page = await newPage();
    await page.route(/chunk\.worker-[^/]*\.js$/, (route) => route.fulfill({ status: 404 }));
    await openLab(page);
    await page.getByLabel('Games', { exact: true }).fill('500');
    await page.getByRole('button', { name: 'Run the lab' }).click();
    const failed = page.getByText(/^The run failed: A lab worker stopped/);
    await failed.waitFor();
    await pollUntil(() => page.workers().length === 0, 'every lab worker ends');
    await page.context().close();
  });
});
