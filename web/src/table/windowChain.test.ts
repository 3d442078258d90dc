import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent } from '../protocol.ts';
import { chainLinks } from './windowChain.ts';

describe('the chain at a window', () => {
  it('is the responses played, latest on top, passes and the moment left out', () => {
    const log: GameEvent[] = [
      { kind: 'move', seat: 0, text: 'Ana moves.' },
      { kind: 'window-point', text: 'A moment.' },
      { kind: 'answer', seat: 0, text: 'Ana answers.' },
      { kind: 'pass', seat: 1, text: 'Bo passes.' },
      { kind: 'answer', seat: 1, text: 'Bo answers.' },
    ];
    assert.deepEqual(
      chainLinks(log, 2).map((e) => e.text),
      ['Bo answers.', 'Ana answers.'],
    );
    assert.deepEqual(chainLinks(log, 0), []);
  });

  it('leaves out a resignation told to the table while a window is open', () => {
    const log: GameEvent[] = [
      { kind: 'window-point', text: 'A moment.' },
      { kind: 'answer', seat: 0, text: 'Ana answers.' },
      { kind: 'resign', seat: 2, text: 'Cy resigned; their side plays on until Ana resigns too.' },
    ];
    assert.deepEqual(
      chainLinks(log, 1).map((e) => e.text),
      ['Ana answers.'],
    );
  });
});
