import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FakeClock } from '../api/testing/fake-clock.ts';
import type { ListedGame } from '../games-list/api.ts';
import { startPoll } from './poll.ts';
import {
  MoveWatch,
  moveWords,
  nextDelay,
  QUICK_MS,
  roundWords,
  SLOWEST_IN_VIEW_MS,
  SLOWEST_MS,
  type Changes,
} from './watch.ts';

function game(id: string, section: ListedGame['section']): ListedGame {
  return {
    id,
    game: 'goalkeepers',
    section,
    deadline: null,
    turnSeconds: 86_400,
    createdAt: '2026-11-29T10:00:00.000Z',
    finishedAt: section === 'finished' ? '2026-11-29T11:00:00.000Z' : null,
    seats: [
      { name: 'Ana', bot: false, mine: true },
      { name: 'Bo', bot: false, mine: false },
    ],
  };
}

const ids = (changes: Changes) => ({
  moves: changes.moves.map((g) => g.id),
  fresh: changes.fresh.map((g) => g.id),
});

describe('what is notified', () => {
  it('nothing of the first list, however many wait', () => {
    const watch = new MoveWatch();
    assert.deepEqual(ids(watch.see([game('t1', 'waiting'), game('t2', 'playing')])), {
      moves: [],
      fresh: [],
    });
  });

  it('a table that comes to wait for the player, once for that wait', () => {
    const watch = new MoveWatch();
    watch.see([game('t1', 'playing'), game('t2', 'playing')]);
    assert.deepEqual(ids(watch.see([game('t1', 'waiting'), game('t2', 'playing')])).moves, ['t1']);
    assert.deepEqual(ids(watch.see([game('t1', 'waiting'), game('t2', 'playing')])).moves, []);
    assert.deepEqual(ids(watch.see([game('t1', 'waiting'), game('t2', 'playing')])).moves, []);
  });

  it('never for the player’s own move: waiting to playing tells nothing; the next wait tells', () => {
    const watch = new MoveWatch();
    watch.see([game('t1', 'waiting')]);
    assert.deepEqual(ids(watch.see([game('t1', 'playing')])), { moves: [], fresh: [] });
    assert.deepEqual(ids(watch.see([game('t1', 'waiting')])).moves, ['t1']);
  });

  it('a table new to the list is fresh, not a move, and a finished one is nothing', () => {
    const watch = new MoveWatch();
    watch.see([game('t1', 'playing')]);
    assert.deepEqual(
      ids(watch.see([game('t1', 'finished'), game('t2', 'waiting'), game('t3', 'playing')])),
      { moves: [], fresh: ['t2', 't3'] },
    );
    assert.deepEqual(ids(watch.see([game('t2', 'waiting'), game('t3', 'playing')])), {
      moves: [],
      fresh: [],
    });
    assert.deepEqual(ids(watch.see([game('t4', 'finished')])), { moves: [], fresh: [] });
  });

  it('reset makes the next list a first look again', () => {
    const watch = new MoveWatch();
    watch.see([game('t1', 'playing')]);
    watch.reset();
    assert.deepEqual(ids(watch.see([game('t1', 'waiting'), game('t2', 'waiting')])), {
      moves: [],
      fresh: [],
    });
  });

  it('says whose move and which round in words', () => {
    assert.equal(
      moveWords('Goalkeepers', game('t1', 'waiting')),
      'Your move: Goalkeepers against Bo',
    );
    assert.equal(
      roundWords(
        { name: 'Sunday cup', roundName: 'Round 2' },
        'Goalkeepers',
        game('t1', 'playing'),
      ),
      'Round 2 of Sunday cup has started: Goalkeepers against Bo',
    );
  });

  it('names a knockout’s round as the server does, never “Round n”', () => {
    // What GET /api/competitions/of-table answers for a four-player cup's games.
    const final = { id: 'cx', name: 'Four cup', round: 2, roundName: 'Final' };
    assert.equal(
      roundWords(final, 'Goalkeepers', game('t1', 'playing')),
      'Final of Four cup has started: Goalkeepers against Bo',
    );
    const leg = { ...final, round: 1, roundName: 'Semi-final, first leg' };
    assert.equal(
      roundWords(leg, 'Golazo', game('t2', 'waiting')),
      'Semi-final, first leg of Four cup has started: Golazo against Bo',
    );
  });
});

describe('how often it asks', () => {
  it('quick after a change, slower while nothing changes, capped in view and in the background', () => {
    const quiet = { changed: false, failed: false, hidden: false };
    assert.equal(nextDelay(SLOWEST_IN_VIEW_MS, { ...quiet, changed: true }), QUICK_MS);
    assert.equal(nextDelay(QUICK_MS, quiet), QUICK_MS * 1.5);
    let delay = QUICK_MS;
    for (let i = 0; i < 20; i++) delay = nextDelay(delay, quiet);
    assert.equal(delay, SLOWEST_IN_VIEW_MS);
    for (let i = 0; i < 20; i++) delay = nextDelay(delay, { ...quiet, hidden: true });
    assert.equal(delay, SLOWEST_MS);
    assert.equal(nextDelay(QUICK_MS, { ...quiet, failed: true }), QUICK_MS * 2);
    assert.equal(nextDelay(SLOWEST_MS, { ...quiet, failed: true }), SLOWEST_MS);
  });

  it('polls on the clock and tells each change once, with a fake clock', async () => {
    const clock = new FakeClock(1_000);
    const lists: ListedGame[][] = [
      [game('t1', 'playing')],
      [game('t1', 'playing')],
      [game('t1', 'waiting')],
      [game('t1', 'waiting')],
    ];
    const asked: number[] = [];
    const told: Changes[] = [];
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const poll = startPoll({
      clock,
      ask: () => {
        asked.push(clock.now());
        return Promise.resolve(lists.shift() ?? null);
      },
      hidden: () => false,
      tell: (changes) => told.push(changes),
    });
    await settle(); // the first ask, at once: a first look tells nothing
    clock.advance(); // QUICK_MS * 1.5 on: nothing changed
    await settle();
    clock.advance(); // 1.5 times that on: t1 waits now, told
    await settle();
    clock.advance(); // QUICK_MS on: still waiting, not told again
    await settle();
    clock.advance(); // QUICK_MS * 1.5 on: the list could not be read, nothing told
    await settle();
    assert.equal(clock.waiting, 1, 'the next ask waits');
    poll.stop();
    assert.equal(clock.waiting, 0, 'stopped: no timer left');
    assert.deepEqual(
      asked.map((at) => at - 1_000),
      [0, 7_500, 18_750, 23_750, 31_250],
    );
    assert.deepEqual(told.map(ids), [{ moves: ['t1'], fresh: [] }]);
  });
});
