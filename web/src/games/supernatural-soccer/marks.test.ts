import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent, LegalChoice } from '../../protocol.ts';
import { playText } from '../../../../src/games/supernatural-soccer/changers.ts';
import { TARGETS } from '../../../../src/games/supernatural-soccer/actions.ts';
import {
  combatChoices,
  commitChoices,
  committing,
  exchangeChoices,
  kickChoices,
  lastMove,
  linkText,
  pathOf,
} from './marks.ts';

const choice = (action: number, info: LegalChoice['info']): LegalChoice => ({
  action,
  label: `action ${action}`,
  ...(info ? { info } : {}),
});

describe('the board’s marks', () => {
  it('offers the action cards and kicks the legal list holds, by index, and nothing else', () => {
    const legal = [
      choice(1, { kind: 'commit', index: 1 }),
      choice(3, { kind: 'commit', index: 3 }),
      choice(92, { kind: 'kick', piece: 0, index: 4, side: 'north-west' }),
      choice(400, { kind: 'play', card: 9, index: 0 }),
      choice(7, undefined),
    ];
    assert.deepEqual(
      commitChoices(legal).map((c) => [c.index, c.choice.action]),
      [
        [1, 1],
        [3, 3],
      ],
    );
    assert.deepEqual(
      kickChoices(legal).map((c) => [c.index, c.choice.action]),
      [[4, 92]],
    );
  });

  it('shows the way of the hovered move, from its info', () => {
    const legal = [
      choice(50, { kind: 'move', piece: 1, from: 40, to: 45, path: [41, 42] }),
      choice(51, { kind: 'move', piece: 1, from: 40, to: 46 }),
    ];
    assert.deepEqual(pathOf(legal, 1, 45), [41, 42]);
    assert.deepEqual(pathOf(legal, 1, 46), []);
    assert.deepEqual(pathOf(legal, 2, 45), []);
  });

  it('marks the latest move or kick, passing over stays and other events', () => {
    const move: GameEvent = { kind: 'move', text: '', data: { wizard: 0, from: 30, to: 33 } };
    const kick: GameEvent = {
      kind: 'kick',
      text: '',
      data: { wizard: 0, direction: 0, from: 33, path: [34, 35, 36] },
    };
    const stay: GameEvent = { kind: 'move', text: '', data: { wizard: 1, from: 20, to: 20 } };
    const words: GameEvent = { kind: 'commit', text: '' };
    assert.equal(lastMove([]), null);
    assert.deepEqual(lastMove([move, stay, words]), { from: 30, path: [], to: 33 });
    assert.deepEqual(lastMove([move, kick, stay]), { from: 33, path: [34, 35], to: 36 });
  });

  it('says every chain link as the engine does', () => {
    TARGETS.forEach((targets, card) => {
      for (let target = 0; target < targets; target++)
        assert.equal(linkText(card, target), playText(card, target), `card ${card}, ${target}`);
    });
  });

  it('names the wizard whose card the viewer commits next, as the engine picks it', () => {
    const view = {
      step: 'commit' as const,
      turnTeam: 1,
      controllers: [0, 1, 0, 1],
      committed: [false, false, false, false],
      viewer: 1,
    };
    assert.equal(committing(view), 3);
    assert.equal(committing({ ...view, viewer: 0 }), 2);
    assert.equal(committing({ ...view, viewer: 0, committed: [false, false, true, false] }), -1);
    assert.equal(committing({ ...view, controllers: [0, 0, 1, 1], viewer: 1 }), 2);
    assert.equal(
      committing({
        ...view,
        controllers: [0, 0, 1, 1],
        viewer: 1,
        committed: [false, false, true, false],
      }),
      3,
    );
    assert.equal(committing({ ...view, step: 'act' }), -1);
    assert.equal(committing({ ...view, viewer: -1 }), -1);
  });
});

describe('the board’s exchange and combat choices', () => {
  it('offers each card the seat may exchange, by kind', () => {
    const legal = [
      choice(100, { kind: 'exchange', card: 3 }),
      choice(107, { kind: 'exchange', card: 9 }),
      choice(1, { kind: 'commit', index: 1 }),
    ];
    assert.deepEqual(
      exchangeChoices(legal).map((c) => [c.index, c.choice.action]),
      [
        [3, 100],
        [9, 107],
      ],
    );
  });

  it('offers the attack and the decline together, naming the attacker', () => {
    const attack = choice(120, { kind: 'attack', piece: 2 });
    const decline = choice(121, { kind: 'decline', piece: 2 });
    assert.deepEqual(combatChoices([attack, decline]), { attack, decline, wizard: 2 });
    assert.equal(combatChoices([attack]), null);
    assert.equal(combatChoices([]), null);
  });
});
