import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';
import { worthLines } from './text.ts';
import { eachRestricted, namesToMeasure } from './worth.ts';

describe('every card’s worth in one run', () => {
  it('names the choices of a game without cards, then measures each on paired seeds', async () => {
    const config = {
      game: 'goalkeepers',
      bots: ['heuristic'],
      seats: 2,
      seed: 'each',
      games: 300,
      rotate: true,
    };
    const names = await namesToMeasure(config, inlineExecutor);
    assert.deepEqual(names, ['reward goal', 'reward none', 'reward team']);
    const variants = eachRestricted('never', names);
    assert.deepEqual(
      variants.map((v) => v.label),
      ['unrestricted', 'never reward goal', 'never reward none', 'never reward team'],
    );
    const report = buildReport(await runLab({ ...config, variants }, inlineExecutor));
    const lines = worthLines(report);
    assert.match(lines[1] ?? '', /^What each is worth to bot:heuristic /);
    // One line per name, the most valuable first.
    const values = lines.slice(2).map((l) => Number(/\s([+-][\d.]+) \[/.exec(l)?.[1]));
    assert.equal(values.length, 3);
    assert.deepEqual(
      values,
      [...values].sort((a, b) => b - a),
    );
  });
});
