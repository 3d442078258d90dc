import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveLab } from './config.ts';
import { cardCell } from './card-columns.ts';
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

  it('shows the cards-and-choices table, sortable, with the same cells as the Lab page', async () => {
    const lab = await resolveLab({
      game: 'goalkeepers',
      bots: ['heuristic', 'random'],
      seed: 'h',
      games: 60,
      metrics: ['cards'],
    });
    assert.ok(lab.ok);
    const report = buildReport(await runLab(lab.value, inlineExecutor));
    const cards = report.variants[0]?.cards;
    assert.ok(cards);
    const html = reportHtml(report, assets);
    assert.ok(html.includes('<table class="sortable cards">'));
    assert.ok(
      html.includes("table.querySelectorAll('th').forEach((th, col)"),
      'the sorting script',
    );
    for (const r of cards.rows) {
      const improvement = cardCell('improvement', r);
      assert.ok(
        html.includes(`<td data-sort="${String(improvement.sort)}">${improvement.text} <small>`),
        `${r.name}: ${improvement.text}`,
      );
    }
  });
});
