import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Table, TableSeat } from '../tables/table.ts';
import { Admission, RETRY_AFTER_SECONDS } from './admission.ts';
import { openAdmission } from './watch.ts';

/**
 * A table of four seats as admission sees it: seat 0 opened, 1 bound by a rematch, 2 free, 3
 * kept for a named player who has not opened it yet (a competition's fixture).
 */
function threeSeats(): Table {
  const seats: Pick<TableSeat, 'claimed' | 'deviceHash' | 'playerId'>[] = [
    { claimed: true, deviceHash: Buffer.from('a') },
    { claimed: false, deviceHash: Buffer.from('b') },
    { claimed: false, deviceHash: null },
    { claimed: false, deviceHash: null, playerId: 'acct:ana' },
  ];
  const tokens = ['opened', 'rematch', 'free', 'kept'];
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
