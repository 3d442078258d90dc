import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import * as engine from '../../../../src/games/next-goal-wins/cards.ts';
import * as board from './cards.ts';

describe("Next Goal Wins' cards on the board are the engine's (NGW-1)", () => {
  it('imports card data from files that hold nothing but data', () => {
    for (const file of ['footballers.ts', 'tactic-cards.ts']) {
      const source = readFileSync(
        new URL(`../../../../src/games/next-goal-wins/${file}`, import.meta.url),
        'utf8',
      );
      const imports = source.split('\n').filter((line) => /^\s*import\b/.test(line));
      assert.ok(
        imports.every((line) => line.startsWith('import type ')),
        `${file} imports types only, so no engine code reaches the bundle`,
      );
    }
  });

  it('draws every footballer with its printed position, stars, nationality and stats', () => {
    engine.FOOTBALLERS.forEach((card, id) => {
      const face = board.footballer(id);
      assert.ok(face);
      assert.equal(face.name, card.name);
      assert.equal(face.position, card.position);
      assert.equal(face.rating, card.rating);
      assert.equal(face.nationality, card.nationality);
      assert.equal(face.skill?.text, card.skill?.text);
      const shown = face.stats.flat();
      assert.equal(shown.length, card.position === 'GK' ? 6 : 8);
      for (const s of shown) assert.equal(s.value, card.statLine[s.stat], `${card.name} ${s.word}`);
    });
    assert.equal(board.footballer(engine.FOOTBALLERS.length), undefined);
  });

  it('draws every tactic with its name, effect and window (NGW-15.2)', () => {
    engine.TACTICS.forEach((t, id) => {
      assert.deepEqual(board.tactic(id), { id, name: t.name, text: t.text, window: t.window });
    });
  });
});
