import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  NOTHING_SEEN,
  dismiss,
  fullTimeOf,
  remember,
  type FullTimeMemory,
} from './full-time-memory.ts';
import type { SeasonView } from './season.ts';
import { newSeason, playSeason, seasonViewOf } from './season-testing.ts';

/** Seat 1's view at every decision of a seeded 3-seat season, then at its end. */
function viewsOfSeat1(): SeasonView[] {
  const views: SeasonView[] = [];
  const s = playSeason(3, {}, 'full-time-memory', ({ state }) => {
    views.push(seasonViewOf(state, 0));
  });
  views.push(seasonViewOf(s, 0));
  return views;
}

const views = viewsOfSeat1();

describe('Next Goal Wins: the season board remembers a match to show its full time', () => {
  it('shows each match seen live at its end, with its result, until the viewer moves on', () => {
    let memory: FullTimeMemory = NOTHING_SEEN;
    const shownFor: number[] = [];
    let previous: SeasonView | undefined;
    for (const view of views) {
      memory = remember(memory, view);
      const shown = fullTimeOf(memory, view);
      if (previous?.phase === 'match' && view.phase !== 'match') {
        // The first view without the match shows its end: the fixture just played.
        assert.ok(shown, `full time after match ${previous.fixture + 1}`);
        assert.equal(shown.fixture, previous.fixture);
        assert.deepEqual(shown.result.goals, view.schedule[previous.fixture]?.goals);
        assert.equal(shown.match.viewer, previous.match?.viewer);
        shownFor.push(shown.fixture);
        // The viewer moves on: it stays gone.
        const moved = dismiss(memory, shown.fixture);
        assert.equal(fullTimeOf(moved, view), null);
        assert.equal(remember(moved, view), moved, 'nothing new to remember');
        memory = moved;
      }
      if (view.phase === 'draft-deck' || view.phase === 'draft-tactic')
        assert.equal(shown, null, 'nothing to show before the first match');
      previous = view;
    }
    assert.deepEqual(shownFor, [0, 1, 2], 'every match of the season');
  });

  it('keeps a full time up while the next match starts, until the viewer moves on', () => {
    let memory: FullTimeMemory = NOTHING_SEEN;
    let kept = 0;
    for (const view of views) {
      memory = remember(memory, view);
      const shown = fullTimeOf(memory, view);
      if (view.phase === 'match' && shown) {
        kept++;
        assert.ok(shown.fixture < view.fixture, 'an earlier match than the one in play');
        assert.equal(memory.live?.fixture, view.fixture, 'the new match is remembered live');
      }
    }
    assert.ok(kept > 0, 'a later match began before moving on');
  });

  it('shows nothing for a match never seen live or left by a replay’s jump; stepped back, the match again', () => {
    const after = views.findIndex(
      (v, i) => i > 0 && views[i - 1]?.phase === 'match' && v.phase !== 'match',
    );
    const afterMatch = views[after];
    const lastOfMatch = views[after - 1];
    assert.ok(afterMatch && lastOfMatch);
    // Joined after the end (a reload): the result is in the after-match panel, no full time.
    assert.equal(fullTimeOf(remember(NOTHING_SEEN, afterMatch), afterMatch), null);
    const seen = remember(remember(NOTHING_SEEN, lastOfMatch), afterMatch);
    assert.ok(fullTimeOf(seen, afterMatch));
    assert.equal(fullTimeOf(seen, lastOfMatch), null, 'stepped back before the whistle');
    // A replay that jumps from the first match to the season's end skips its whistle.
    const end = views.at(-1);
    assert.ok(end && end.phase === 'over');
    assert.equal(fullTimeOf(remember(remember(NOTHING_SEEN, lastOfMatch), end), end), null);
    // A forfeit settled at once after the whistle (NGW-22.6) does not hide it.
    const forfeited: SeasonView = {
      ...afterMatch,
      fixture: afterMatch.fixture + 1,
      schedule: afterMatch.schedule.map((f, i) =>
        i === afterMatch.fixture ? { ...f, goals: [3, 0], forfeit: true } : f,
      ),
    };
    assert.ok(fullTimeOf(remember(remember(NOTHING_SEEN, lastOfMatch), forfeited), forfeited));
    // One match alone (NGW-20.2) keeps its own full time on the match board.
    const single = seasonViewOf(newSeason(2, { mode: 'match' }, 'one-match'), 0);
    assert.equal(remember(NOTHING_SEEN, single), NOTHING_SEEN);
  });
});
