import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveLab } from './config.ts';
import { fromProbe } from './figures.ts';
import { findTestGame } from './lab-test-games.ts';
import { buildReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';
import { reportText } from './text.ts';

describe('the terminal summary', () => {
  it('gives results by seat and lists the outliers of a game’s rate figures', async () => {
    const lab = await resolveLab(
      { game: 'coin-toss', bots: ['random'], seats: 2, seed: 't', games: 400 },
      findTestGame,
    );
    assert.ok(lab.ok);
    const report = buildReport(await runLab(lab.value, inlineExecutor));
    const figure = fromProbe({
      kind: 'rates',
      id: 'cards',
      title: 'Cards',
      measure: 'Won',
      rows: [
        { label: 'Lucky card', successes: 90, trials: 100 },
        { label: 'Plain card', successes: 50, trials: 100 },
      ],
      overall: { successes: 500, trials: 1000 },
    });
    const variant = report.variants[0];
    assert.ok(variant);
    const text = reportText({ ...report, variants: [{ ...variant, figures: [figure] }] });
    assert.match(text, /Seat 1 \(bot:random\)\s+win\s+\d+\.\d%/);
    assert.match(
      text,
      /Cards \(over all 50\.0%\), outliers:\n\s+Lucky card\s+90\.0% \[ 82\.6%, {2}94\.5%\] of 100\n/,
    );
    assert.doesNotMatch(text, /Plain card/);
  });
});
