/** Which tables without a lease are taken over now, and which are left to their owner a while. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Vacancies } from './vacancies.ts';

const LEASE_MS = 1000;

describe('vacant tables', () => {
  it('takes a table whose lease lapsed with its fence kept at once', () => {
    assert.deepEqual(new Vacancies(LEASE_MS).due([{ id: 't1', fenced: true }], 0), ['t1']);
  });

  it('leaves a table whose fence Redis lost to its owner for a whole lease', () => {
    const vacancies = new Vacancies(LEASE_MS);
    const lost = [{ id: 't1', fenced: false }];
    assert.deepEqual(vacancies.due(lost, 5000), [], 'its owner may take it back at renewal');
    assert.deepEqual(vacancies.due(lost, 5999), []);
    assert.deepEqual(vacancies.due(lost, 6000), ['t1'], 'nobody did: its owner is gone too');
  });

  it('starts the wait over for a table its owner took back meanwhile', () => {
    const vacancies = new Vacancies(LEASE_MS);
    assert.deepEqual(vacancies.due([{ id: 't1', fenced: false }], 0), []);
    // Held again at the next look: not in the vacant list.
    assert.deepEqual(vacancies.due([], 500), []);
    assert.deepEqual(vacancies.due([{ id: 't1', fenced: false }], 1200), [], 'a new wait');
    assert.deepEqual(vacancies.due([{ id: 't1', fenced: false }], 2200), ['t1']);
  });
});
