import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent } from '../protocol.ts';
import { endingWords, resignedSeats, sideResignedWords } from './resigned.ts';

const names = ['Ana', 'Bo', 'Cy', 'Di'];
const name = (seat: number): string => names[seat] ?? `Seat ${String(seat + 1)}`;
const teams = [
  [0, 2],
  [1, 3],
];
const notice = (seat: number): GameEvent => ({
  kind: 'resign',
  seat,
  text: `{seat:${String(seat)}} resigned; their side plays on until … resigns too.`,
});

void describe('a teammate’s resignation on the table page', () => {
  void it('reads resigned seats from the live notices and the server’s endings', () => {
    const log: GameEvent[] = [{ kind: 'roll', seat: 2, text: 'x' }, notice(2)];
    assert.deepEqual(resignedSeats(log, []), [2]);
    assert.deepEqual(resignedSeats([], [{ seat: 0, kind: 'resign' }]), [0]);
    assert.deepEqual(resignedSeats([notice(2)], [{ seat: 2, kind: 'resign' }]), [2]);
    assert.deepEqual(resignedSeats([], [{ seat: 1, kind: 'claim' }]), []);
  });

  void it('tells the teammate at once that the side plays on until they resign too', () => {
    assert.equal(
      sideResignedWords(resignedSeats([notice(2)], []), 0, teams, name),
      'Cy resigned. Your side plays on; it resigns if you resign too.',
    );
    // The one who resigned is told what waits on the teammate.
    assert.equal(
      sideResignedWords([2], 2, teams, name),
      'You resigned. Your side resigns once Ana does too; until then it plays on.',
    );
  });

  void it('says nothing on the other side, nor before anyone of the side resigned', () => {
    assert.equal(sideResignedWords([2], 1, teams, name), null);
    assert.equal(sideResignedWords([], 0, teams, name), null);
    // One against one: a resignation ends the game, nothing to say while it goes on.
    assert.equal(sideResignedWords([0], 0, [[0], [1]], name), null);
  });
});

void describe('why a closed table ended', () => {
  const ending = (...endings: { seat: number; kind: string }[]) => ({ endings });
  void it('names who resigned, who had gone, and who ran out of time at a rated table', () => {
    assert.equal(endingWords(ending({ seat: 0, kind: 'resign' }), name), 'Ana resigned.');
    assert.equal(
      endingWords(ending({ seat: 0, kind: 'resign' }, { seat: 2, kind: 'resign' }), name),
      'Ana and Cy resigned.',
    );
    assert.equal(
      endingWords(ending({ seat: 1, kind: 'claim' }), name),
      'Bo had gone: the win was claimed.',
    );
    assert.equal(endingWords(ending({ seat: 1, kind: 'time' }), name), 'Bo ran out of time.');
  });

  void it('says nothing of a table the server closed for idleness', () => {
    assert.equal(endingWords(ending(), name), null);
  });
});
