import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Competition, Settings } from './competition.ts';
import { isShootOut, knockoutChampion, pairNext, tieWinner } from './next-round.ts';
import { roundName } from './round-names.ts';
import { fieldOf, runningCompetition } from './tables-testing.ts';

/** `c` with its next round paired and each game ending with `scores(index)`; places follow the goals unless given. */
function playNext(
  c: Competition,
  scores: (index: number) => [number, number],
  places?: (index: number) => [number, number],
): Competition {
  const next = pairNext(c);
  assert.equal(next.kind, 'round');
  const played = next.fixtures.map((f) => {
    const [a, b] = scores(f.index);
    const p = places?.(f.index) ?? (a > b ? [1, 2] : a < b ? [2, 1] : [1, 1]);
    const result = { scores: [a, b], places: p };
    return { ...f, tableId: `t${String(f.round)}-${String(f.index)}`, result };
  });
  return { ...c, fixtures: [...c.fixtures, ...played] };
}

const final = (settings: Partial<Settings>): Competition =>
  runningCompetition('knockout', fieldOf(2), [], { game: 'golazo', ...settings });

const finished = (c: Competition): Competition => ({ ...c, row: { ...c.row, status: 'finished' } });

describe('a level tie settled by the game’s own shoot-out (#35)', () => {
  it('plays penalties after two legs level on aggregate, the seats swapped, and they decide it', () => {
    let c = final({ legs: 2, shootOut: true });
    c = playNext(c, () => [2, 1]);
    c = playNext(c, () => [2, 1]);
    const [leg1, leg2] = c.fixtures as [Competition['fixtures'][0], Competition['fixtures'][0]];
    assert.equal(tieWinner(c.fixtures, 2), null, '3–3 on aggregate');
    assert.ok(!isShootOut(c, leg1) && !isShootOut(c, leg2), 'the legs are whole matches');
    const next = pairNext(c);
    assert.ok(next.kind === 'round');
    const [penalties] = next.fixtures;
    assert.ok(penalties && next.fixtures.length === 1);
    assert.deepEqual([penalties.stage, penalties.tie], [1, 0]);
    assert.deepEqual([penalties.first, penalties.second], [leg2.second, leg2.first]);
    const withPenalties = {
      ...c,
      fixtures: [...c.fixtures, { ...penalties, tableId: null, result: null }],
    };
    assert.ok(isShootOut(withPenalties, penalties));
    assert.equal(roundName(withPenalties, penalties), 'Final, penalties');
    // The shoot-out: no goals in play, its winner second in its seats.
    c = playNext(
      c,
      () => [0, 0],
      () => [2, 1],
    );
    assert.equal(pairNext(c).kind, 'finish');
    assert.equal(knockoutChampion(finished(c)), penalties.second);
  });

  it('needs no penalties when the aggregate decides, though the second leg was drawn', () => {
    let c = final({ legs: 2, shootOut: true });
    c = playNext(c, () => [1, 0]);
    c = playNext(c, () => [1, 1]);
    assert.equal(pairNext(c).kind, 'finish');
    assert.equal(knockoutChampion(finished(c)), c.fixtures[0]?.first);
  });

  it('settles a drawn single game by penalties too', () => {
    let c = final({ shootOut: true });
    c = playNext(c, () => [1, 1]);
    const next = pairNext(c);
    assert.ok(next.kind === 'round');
    const [penalties] = next.fixtures;
    assert.ok(penalties);
    const after = {
      ...c,
      fixtures: [...c.fixtures, { ...penalties, tableId: null, result: null }],
    };
    assert.ok(isShootOut(after, penalties));
    assert.equal(roundName(after, penalties), 'Final, penalties');
  });

  it('keeps a deciding game for a game without a shoot-out of its own', () => {
    let c = final({ legs: 2 });
    c = playNext(c, () => [2, 1]);
    c = playNext(c, () => [2, 1]);
    const next = pairNext(c);
    assert.ok(next.kind === 'round');
    const [decider] = next.fixtures;
    assert.ok(decider);
    const after = { ...c, fixtures: [...c.fixtures, { ...decider, tableId: null, result: null }] };
    assert.ok(!isShootOut(after, decider));
    assert.equal(roundName(after, decider), 'Final, deciding game');
    assert.ok(
      !isShootOut(runningCompetition('swiss', fieldOf(2), [], { shootOut: true }), decider),
    );
  });
});
