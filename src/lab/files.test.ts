import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveLab } from './config.ts';
import { reportFiles, reportJson } from './files.ts';
import { reportHtml } from './html.ts';
import { findTestGame } from './lab-test-games.ts';
import { buildReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';

const assets = { d3: '/* d3 */', plot: '/* plot */', draw: 'export function drawFigure() {}' };

describe("the report's files", () => {
  it('give JSON that reads back as the report, with NaN and infinities as null', async () => {
    const lab = await resolveLab(
      { game: 'coin-toss', bots: ['random'], seats: 2, seed: 'f', games: 50 },
      findTestGame,
    );
    assert.ok(lab.ok);
    const report = buildReport(await runLab(lab.value, inlineExecutor));
    const stalled = { ...report, speed: { seconds: 0, gamesPerSecond: NaN, workers: 1 } };
    const { json, html } = reportFiles(stalled, assets);
    assert.ok(json.endsWith('}\n'));
    assert.equal(json, reportJson(stalled));
    assert.deepEqual(JSON.parse(json), {
      ...stalled,
      speed: { ...stalled.speed, gamesPerSecond: null },
    });
    assert.equal(html, reportHtml(stalled, assets));
    assert.ok(html.includes('<script type="module">export function drawFigure() {}'));
  });
});
