import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { moveAction } from '../../../../src/games/golazo/actions.ts';
import { BALL } from '../../../../src/games/golazo/board.ts';
import { golazo } from '../../../../src/games/golazo/engine.ts';
import {
  cell,
  counter,
  kickedOff,
  moving,
  play,
  put,
} from '../../../../src/games/golazo/scenario.ts';
import type { GolazoState } from '../../../../src/games/golazo/state.ts';
import { glideFrames, laneCells, placementOf } from './glide.ts';

const placed = (s: GolazoState) => placementOf(golazo.view(s, 1));

describe('what the Golazo board animates', () => {
  it('slides the other team’s counters one cell per step, the ball with its carrier', () => {
    const s = kickedOff({}, 2, 3);
    const start = placed(s);
    const events = [
      ...play(s, 0, moveAction(counter('r9'), cell('e8'))),
      ...play(s, 0, moveAction(counter('r10'), cell('g8'))),
    ];
    const frames = glideFrames(start, events, 1);
    assert.deepEqual(
      frames.map((f) => [f.cells[counter('r9')], f.ball, f.from, f.to]),
      [
        [cell('e8'), cell('e8'), cell('e7'), cell('e8')],
        [cell('e8'), cell('e8'), cell('f7'), cell('g8')],
      ],
    );
    // The last frame is the new view: nothing jumps when the animation ends.
    const last = frames.at(-1);
    assert.ok(last);
    assert.equal(last.cells[counter('r10')], cell('g8'));
    assert.deepEqual(last.cells, golazo.view(s, 1).cells);
  });

  it('does not animate the viewer’s own moves', () => {
    const s = kickedOff({}, 2, 3);
    const start = placed(s);
    const events = play(s, 0, moveAction(counter('r9'), cell('e8')));
    assert.deepEqual(glideFrames(start, events, 0), []);
  });

  it('sends the ball along a pass’s lane, cell by cell, to the receiver', () => {
    const s = kickedOff({}, 2, 3);
    const start = placed(s);
    const events = play(s, 0, moveAction(BALL, cell('b4')));
    const frames = glideFrames(start, events, 1);
    assert.deepEqual(
      frames.map((f) => f.ball),
      [cell('d6'), cell('c5'), cell('b4')],
    );
    assert.ok(frames.every((f) => f.carrier === counter('r2')));
    assert.deepEqual(laneCells(cell('e7'), cell('e1')).length, 6);
  });

  it('takes the ball to a tackler without moving it', () => {
    const s = kickedOff({}, 2, 3);
    put(s, { b9: 'e8' });
    moving(s, 1, 2, 'r9');
    const start = placed(s);
    const events = play(s, 1, moveAction(counter('b9'), cell('e7')));
    assert.equal(events[0]?.kind, 'tackle');
    const frames = glideFrames(start, events, 0);
    const [only] = frames;
    assert.ok(only && frames.length === 1);
    assert.equal(only.carrier, counter('b9'));
    assert.equal(only.ball, cell('e8'));
    assert.equal(only.cells[counter('r9')], cell('e7'));
  });

  it('goes past events that move nothing, and stops at one it cannot replay', () => {
    const s = kickedOff({}, 2, 3);
    const start = placed(s);
    const step = play(s, 0, moveAction(counter('r10'), cell('g8')));
    const dribble = play(s, 0, moveAction(counter('r9'), cell('e8')));
    const still = { kind: 'window-point', text: 'The moves are over.' };
    assert.equal(glideFrames(start, [...step, still, ...dribble], 1).length, 2);
    // A goal's reset (or any event it does not know) ends the frames there.
    const reset = { kind: 'goal', text: 'Goal!', data: { team: 0, scores: [1, 0] } };
    assert.equal(glideFrames(start, [...step, reset, ...dribble], 1).length, 1);
    const loadTheBox = { kind: 'play', text: 'Plays Load the Box.', data: { card: 5 } };
    assert.equal(glideFrames(start, [...step, loadTheBox, ...dribble], 1).length, 1);
  });

  it('draws nothing when the log does not fit what the pitch showed', () => {
    const s = kickedOff({}, 2, 3);
    const events = play(s, 0, moveAction(counter('r9'), cell('e8')));
    // The pitch showed the new view already (say, the page was opened just now).
    assert.deepEqual(glideFrames(placed(s), events, 1), []);
  });
});
