import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { EVENTS, MANAGERS } from '../../../../src/games/next-goal-wins/season/catalogue.ts';
import { eventCard, manager } from './season-cards.ts';

describe("Next Goal Wins: the season's cards on the board are the engine's (NGW-26, NGW-27)", () => {
  it('imports event and manager data from files that hold nothing but data', () => {
    for (const file of ['event-cards.ts', 'manager-cards.ts']) {
      const source = readFileSync(
        new URL(`../../../../src/games/next-goal-wins/season/${file}`, import.meta.url),
        'utf8',
      );
      const imports = source.split('\n').filter((line) => /^\s*import\b/.test(line));
      assert.ok(
        imports.every((line) => line.startsWith('import type ')),
        `${file} imports types only, so no engine code reaches the bundle`,
      );
    }
  });

  it('names every event card and its effect by the engine’s id', () => {
    EVENTS.forEach((e, id) => {
      assert.deepEqual(eventCard(id), { id, name: e.name, text: e.text });
    });
    assert.equal(eventCard(-1), undefined, 'no event');
  });

  it('names every manager with its ability and transfer policy', () => {
    MANAGERS.forEach((m, id) => {
      const face = manager(id);
      assert.ok(face);
      assert.equal(face.name, m.name);
      assert.equal(face.ability.name, m.ability.name);
      assert.equal(face.policy.text, m.policy.text);
    });
    assert.equal(manager(-1), undefined, 'managers off');
  });
});
