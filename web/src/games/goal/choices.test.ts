import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../../../src/core/rng.ts';
import { goal } from '../../../../src/games/goal/engine.ts';
import type { LegalChoice } from '../../protocol.ts';
import {
  clickCard,
  moveTo,
  movesOf,
  pickedCard,
  sortChoices,
  type GoalChoices,
  type Target,
} from './choices.ts';

/** A click on a card, then on a target: the action the board sends, or null. */
function clickThen(choices: GoalChoices, card: number, target: Target): number | null {
  return moveTo(choices, clickCard(null, card, choices), target)?.action ?? null;
}

const turn: LegalChoice[] = [
  { action: 5, label: 'Discard Centre Half (5)', info: { kind: 'discard', card: 5 } },
  { action: 9, label: 'Discard Centre Forward (9)', info: { kind: 'discard', card: 9 } },
  { action: 12, label: 'Discard Free Kick', info: { kind: 'discard', card: 12 } },
  {
    action: 25,
    label: 'Start a shooting formation with Centre Half (5)',
    info: { kind: 'start', card: 5, side: 'shooting' },
  },
  {
    action: 35,
    label: 'Start a saving formation with Centre Half (5)',
    info: { kind: 'start', card: 5, side: 'saving' },
  },
  { action: 40, label: 'Play the Free Kick', info: { kind: 'free-kick' } },
  {
    action: 137,
    label: 'Add Centre Forward (9) to 4-8',
    info: { kind: 'add', card: 9, index: 2 },
  },
];

describe('Goal! clicks on the board, mapped through the legal choices', () => {
  it('plays a card on a formation by clicking the card, then the formation (GL-3.2)', () => {
    const c = sortChoices(turn);
    assert.equal(clickThen(c, 9, { kind: 'add', index: 2 }), 137);
    assert.equal(clickThen(c, 9, { kind: 'add', index: 0 }), null, 'not a lit formation');
    assert.equal(clickThen(c, 5, { kind: 'add', index: 2 }), null, 'not for that card');
  });

  it('starts a shooting or a saving formation with a half-back', () => {
    const c = sortChoices(turn);
    assert.equal(clickThen(c, 5, { kind: 'start', side: 'shooting' }), 25);
    assert.equal(clickThen(c, 5, { kind: 'start', side: 'saving' }), 35);
    assert.equal(clickThen(c, 9, { kind: 'start', side: 'shooting' }), null);
  });

  it('discards any card, and plays the Free Kick card onto the pile (GL-3.1, GL-7.1)', () => {
    const c = sortChoices(turn);
    assert.equal(clickThen(c, 9, { kind: 'discard' }), 9);
    assert.equal(clickThen(c, 12, { kind: 'discard' }), 12);
    assert.equal(clickThen(c, 12, { kind: 'free-kick' }), 40);
    assert.equal(c.freeKick?.action, 40, 'the Free Kick is a button too');
    assert.deepEqual(
      movesOf(c, 12).map((m) => m.target.kind),
      ['discard', 'free-kick'],
    );
  });

  it('answers a shot: complete a saving formation, the Goalkeeper, or let it in (GL-4.3)', () => {
    const c = sortChoices([
      { action: 41, label: 'Save with the Goalkeeper', info: { kind: 'keeper' } },
      { action: 42, label: 'Let the shot in', info: { kind: 'let-in' } },
      { action: 115, label: 'Add Left Back (3) to 4-2', info: { kind: 'add', card: 3, index: 0 } },
    ]);
    assert.equal(c.keeper?.action, 41);
    assert.equal(c.letIn?.action, 42);
    assert.equal(clickThen(c, 3, { kind: 'add', index: 0 }), 115);
    assert.equal(clickThen(c, 1, { kind: 'keeper' }), 41);
    assert.equal(c.pass, null);
  });

  it('picks a card, puts it back on a second click, and ignores a card without a move', () => {
    const c = sortChoices(turn);
    assert.equal(clickCard(null, 9, c), 9);
    assert.equal(clickCard(9, 9, c), null);
    assert.equal(clickCard(9, 5, c), 5);
    assert.equal(clickCard(9, 7, c), 9, 'a 7 has no move here');
  });

  it('forgets the picked card when the decision moves on', () => {
    const c = sortChoices(turn);
    const picked = { viewer: 0, turns: 3, phase: 'turn', card: 9, slot: 1 };
    assert.equal(pickedCard(picked, { viewer: 0, turns: 3, phase: 'turn' }, c), 9);
    assert.equal(pickedCard(picked, { viewer: 0, turns: 4, phase: 'turn' }, c), null);
    assert.equal(pickedCard(picked, { viewer: 2, turns: 3, phase: 'turn' }, c), null);
    assert.equal(pickedCard(picked, { viewer: 0, turns: 3, phase: 'turn' }, sortChoices([])), null);
  });

  it('leaves a choice without info to the shell', () => {
    const c = sortChoices([{ action: 7, label: 'Something new' }]);
    assert.equal(c.moves.length, 0);
  });

  it('reaches every legal action of seeded games, each where the view shows it', () => {
    for (const seats of [2, 3, 4]) {
      for (let seed = 0; seed < 6; seed++) {
        const rng = Rng.fromSeed(`board-${seats}-${seed}`);
        const s = goal.setup({}, seats, Rng.fromSeed(`deal-${seats}-${seed}`));
        while (goal.actors(s).length > 0) {
          const seat = goal.actors(s)[0] ?? 0;
          const view = goal.view(s, seat);
          const actions = goal.legalActions(s, seat);
          const legal = actions.map((action) => ({
            action,
            label: goal.actionLabel(s, seat, action),
            info: goal.actionInfo(s, seat, action),
          })) as LegalChoice[];
          const c = sortChoices(legal);
          const reached = new Set<number>();
          for (const move of c.moves) {
            assert.ok(view.hand?.includes(move.card), `card ${move.card} is in hand`);
            assert.equal(clickThen(c, move.card, move.target), move.choice.action);
            if (move.target.kind === 'add') {
              const own = view.formations[view.sideOf[seat] ?? 0] ?? [];
              assert.ok(own[move.target.index], 'adds go to a formation on the table');
              if (view.phase === 'answer') assert.equal(own[move.target.index]?.side, 'saving');
            }
            reached.add(move.choice.action);
          }
          for (const button of [c.freeKick, c.keeper, c.letIn, c.pass])
            if (button) reached.add(button.action);
          assert.deepEqual(
            [...reached].sort((a, b) => a - b),
            actions,
          );
          if (view.phase === 'answer') assert.ok(view.shot, 'an answer has a shot to answer');
          goal.apply(s, seat, actions[rng.int(actions.length)] ?? 0);
        }
      }
    }
  });
});
