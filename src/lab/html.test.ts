import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveLab } from './config.ts';
import { reportHtml } from './html.ts';
import { buildReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';

const assets = { d3: '', plot: '', draw: '' };

describe("the report's page", () => {
  it("shows each variant's options as labels and values, not JSON", async () => {
    const lab = await resolveLab({
      game: 'goalkeepers',
      bots: ['random'],
      seed: 'h',
      games: 4,
      variants: [
        { label: 'short', options: { rounds: 3 } },
        { label: 'long', options: { rounds: 5 } },
      ],
    });
    assert.ok(lab.ok);
    const html = reportHtml(buildReport(await runLab(lab.value, inlineExecutor)), assets);
    assert.ok(html.includes('<p>Options: Rounds 3 · '), 'first variant');
    assert.ok(html.includes('<p>Options: Rounds 5 · '), 'second variant');
    assert.ok(!html.includes('{&quot;rounds') && !html.includes('{"rounds'), 'no JSON of options');
  });

  it("names the scores' summary in the game's words", async () => {
    const lab = await resolveLab({ game: 'goalkeepers', bots: ['random'], seed: 'h', games: 4 });
    assert.ok(lab.ok);
    const html = reportHtml(buildReport(await runLab(lab.value, inlineExecutor)), assets);
    assert.match(
      html,
      /<p>Mean final points by seat [\d.]+ \/ [\d.]+ · points per game, all seats added, [\d.]+ · /,
    );
  });
});
