import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Table, TableSeat } from '../tables/table.ts';
import { Admission, RETRY_AFTER_SECONDS } from './admission.ts';
import { openAdmission } from './watch.ts';

/**
 * A table of five seats as admission sees it: seat 0 opened, 1 bound by a rematch, 2 free (a
 * friend's invitation), 3 kept for a named player who has not opened it yet (a competition's
 * fixture), 4 the creator's own, not opened yet.
 */
function threeSeats(): Table {
  const seats: Pick<TableSeat, 'claimed' | 'deviceHash' | 'playerId' | 'invite'>[] = [
    { claimed: true, deviceHash: Buffer.from('a'), invite: 'friend' },
    { claimed: false, deviceHash: Buffer.from('b'), invite: 'friend' },
    { claimed: false, deviceHash: null, invite: 'friend' },
    { claimed: false, deviceHash: null, playerId: 'acct:ana', invite: 'friend' },
    { claimed: false, deviceHash: null, invite: 'me' },
  ];
  const tokens = ['opened', 'rematch', 'free', 'kept', 'mine'];
  const table = {
    seats,
    seatOfToken: (token: string) => {
      const seat = tokens.indexOf(token);
      return seat < 0 ? undefined : seat;
    },
  };
  return table as unknown as Table;
}

describe('admission', () => {
  it('takes everything while the signal is calm', () => {
    const admission = new Admission({ overloaded: false });
    assert.equal(admission.table(), undefined);
    assert.equal(admission.join(undefined, []), undefined);
    assert.equal(admission.join(threeSeats(), ['free']), undefined);
    assert.deepEqual(admission.metrics(), { overloaded: 0, refusedTables: 0, refusedJoins: 0 });
  });

  it('while overloaded, lets in only joins holding a seat someone already took', () => {
    const admission = new Admission({ overloaded: true });
    const table = threeSeats();
    assert.equal(admission.join(table, ['opened']), undefined, 'a page back after a drop');
    assert.equal(admission.join(table, ['rematch']), undefined, "a rematch's seat");
    assert.equal(admission.join(table, ['free', 'opened']), undefined, 'one taken seat is enough');
    // A competition's player opening their fixture: their table's clock already runs.
    assert.equal(admission.join(table, ['kept']), undefined, "a named player's own seat");
    // The creator sitting down at the table just made: it was admitted when it was made.
    assert.equal(admission.join(table, ['mine']), undefined, "the creator's own seat");
    for (const [why, tokens, at] of [
      ['a seat opened for the first time', ['free'], table],
      ['a spectator', [], table],
      ['a token of no seat', ['forged'], table],
      ['a table not in memory', ['opened'], undefined],
    ] as const) {
      assert.equal(admission.join(at, tokens)?.code, 'busy', why);
    }
    assert.equal(admission.table()?.code, 'busy');
    assert.deepEqual(admission.metrics(), { overloaded: 1, refusedTables: 1, refusedJoins: 4 });
  });

  it('as the door opens again, lets in the share of newcomers the signal says, in turn', () => {
    const signal = { overloaded: false, share: 0.25, admitShare: () => signal.share };
    const admission = new Admission(signal);
    const table = threeSeats();
    const asks = () =>
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? admission.table() : admission.join(table, ['free'])) ? 'busy' : 'in',
      ).join(' ');
    assert.equal(asks(), 'busy busy busy in busy busy busy in', 'every fourth');
    // Seated people are never counted against the share, nor refused.
    for (let i = 0; i < 5; i++) assert.equal(admission.join(table, ['opened']), undefined);
    assert.equal(asks(), 'busy busy busy in busy busy busy in', 'the same after them');
    signal.share = 0.1;
    assert.equal(
      Array.from({ length: 20 }, () => admission.table()).filter((r) => !r).length,
      2,
      'a tenth',
    );
    signal.share = 1;
    assert.equal(asks(), 'in in in in in in in in');
    assert.deepEqual(admission.metrics(), { overloaded: 0, refusedTables: 26, refusedJoins: 4 });
  });

  it('says in every busy refusal how long to wait before asking again', () => {
    const admission = new Admission({ overloaded: true });
    assert.equal(admission.table()?.retryAfterSeconds, RETRY_AFTER_SECONDS);
    assert.equal(admission.join(undefined, [])?.retryAfterSeconds, RETRY_AFTER_SECONDS);
  });

  it('refuses every newcomer whatever the readings with OVERLOAD_SHED=always (a drain)', () => {
    const admission = openAdmission({ always: true }, () => ({ depth: 0, ageMs: () => 0 }));
    assert.ok(admission);
    assert.equal(admission.table()?.code, 'busy');
    assert.equal(admission.join(threeSeats(), ['opened']), undefined, 'seated people stay');
    admission.close();
  });
});
