import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ActionInfo } from '../../../src/core/game.ts';
import type { LegalChoice } from '../protocol.ts';
import {
  actionLines,
  groupHeading,
  GROUP_ABOVE,
  sharedWords,
  type ActionLine,
} from './actionGroups.ts';

let next = 0;
const choice = (label: string, info?: ActionInfo): LegalChoice => ({
  action: next++,
  label,
  ...(info ? { info } : {}),
});

/** The lines as words: a choice's label, or a group's heading and its labels. */
const shown = (lines: readonly ActionLine[]): (string | [string, string[]])[] =>
  lines.map((line) =>
    line.kind === 'one' ? line.choice.label : [line.heading, line.choices.map((c) => c.label)],
  );

describe('the shell’s list of legal actions in groups', () => {
  it('groups a piece’s moves under the words they share, after the choices alone', () => {
    const legal = [
      choice('End the moves', { kind: 'end' }),
      choice('#2 steps b4–a3', { kind: 'step', piece: 1, to: 3 }),
      choice('#2 steps b4–b3', { kind: 'step', piece: 1, to: 4 }),
      choice('#3 steps h4–g3', { kind: 'step', piece: 2, to: 5 }),
      choice('#2 steps b4–c3', { kind: 'step', piece: 1, to: 6 }),
      choice('#3 steps h4–h3', { kind: 'step', piece: 2, to: 7 }),
      choice('#4 steps d2–d3', { kind: 'step', piece: 3, to: 8 }),
      choice('Play Second Wind', { kind: 'play', card: 4 }),
    ];
    assert.deepEqual(shown(actionLines(legal)), [
      'End the moves',
      '#4 steps d2–d3',
      'Play Second Wind',
      ['#2 steps', ['#2 steps b4–a3', '#2 steps b4–b3', '#2 steps b4–c3']],
      ['#3 steps', ['#3 steps h4–g3', '#3 steps h4–h3']],
    ]);
  });

  it('groups a card’s plays by the card, whatever its targets', () => {
    const legal = [
      choice('Pass', { kind: 'pass' }),
      ...['A, east', 'A, west', 'B, east', 'X, west', 'Y, north'].map((target) =>
        choice(`Play Telekinesis on wizard ${target}`, { kind: 'play', card: 2, targets: [0] }),
      ),
      choice('Play Nuke on wizard X', { kind: 'play', card: 5, targets: [2] }),
      choice('Play Nuke on wizard Y', { kind: 'play', card: 5, targets: [3] }),
    ];
    const lines = actionLines(legal);
    assert.deepEqual(
      shown(lines).map((line) => (typeof line === 'string' ? line : line[0])),
      ['Pass', 'Play Telekinesis on wizard', 'Play Nuke on wizard'],
    );
    // Every choice is still there, once.
    const all = lines.flatMap((line) => (line.kind === 'one' ? [line.choice] : line.choices));
    assert.deepEqual(
      all.map((c) => c.action).sort((a, b) => a - b),
      legal.map((c) => c.action),
    );
  });

  it('leaves a short list, and choices without a piece or card, as they are', () => {
    const short = Array.from({ length: GROUP_ABOVE }, (_, i) =>
      choice(`#1 steps a${String(i)}`, { kind: 'step', piece: 0 }),
    );
    assert.deepEqual(
      shown(actionLines(short)),
      short.map((c) => c.label),
    );
    const plain = Array.from({ length: GROUP_ABOVE + 2 }, (_, i) => choice(`Discard ${String(i)}`));
    assert.deepEqual(
      shown(actionLines(plain)),
      plain.map((c) => c.label),
    );
  });

  it('heads a group with whole shared words, never a dangling comma or dash', () => {
    assert.equal(
      sharedWords(['Play Telekinesis on wizard A, east', 'Play Telekinesis on wizard A, west']),
      'Play Telekinesis on wizard A',
    );
    assert.equal(sharedWords(['#9 dribbles e7–e8', '#9 steps e7–d7']), '#9');
    assert.equal(sharedWords(['Move to 3', 'Stay']), '');
  });

  it('heads a group with what its choices share, never a fragment (issue #37: Goal!’s "Start a")', () => {
    // Goal!: one card to either formation.
    assert.equal(
      groupHeading([
        'Start a shooting formation with Right Back (2)',
        'Start a saving formation with Right Back (2)',
      ]),
      'Start a … formation with Right Back (2)',
    );
    assert.equal(
      groupHeading(['Add Outside Right (7) to 4', 'Add Outside Right (7) to 4-2']),
      'Add Outside Right (7)',
    );
    // Supernatural Soccer: a heading ends at the card's colon.
    assert.equal(
      groupHeading([
        'Play Body Swap: wizard A with wizard B',
        'Play Body Swap: wizard A with wizard X',
        'Play Body Swap: wizard B with wizard Y',
      ]),
      'Play Body Swap',
    );
    assert.equal(
      groupHeading(['Play Telekinesis on wizard A, east', 'Play Telekinesis on wizard B, west']),
      'Play Telekinesis on wizard',
    );
    assert.equal(groupHeading(['#2 steps b4–a3', '#2 steps b4–b3']), '#2 steps');
    // Labels alike to the end but for one word's place are not told twice.
    assert.equal(
      groupHeading(['Play Nuke on wizard X', 'Play Nuke on wizard X']),
      'Play Nuke on wizard X',
    );
  });
});
