/**
 * The field's pieces drawn over every event kind the engine writes (issue #37: a huge disc was
 * seen over the field once, after a Bounce): whole games played at random through the engine,
 * every seat's view drawn with every animation frame of the new events, also frames left over
 * from earlier events drawn over the newer view (mid-animation), and pieces with no hex. Every
 * wizard and ball drawn has finite coordinates inside the field's drawing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent, Seat } from '../../../../src/core/game.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { CELLS, NONE } from '../../../../src/games/supernatural-soccer/board.ts';
import { game } from '../../../../src/games/supernatural-soccer/fixtures.ts';
import type { SsState } from '../../../../src/games/supernatural-soccer/state.ts';
import { framesOf, queueFrames, type Frame } from './animation.ts';
import { FIELD_BOUNDS, type Point } from './geometry.ts';
import { fieldPieces, type DrawnPieces } from './pieces.ts';
import type { SupernaturalView } from './view.ts';

/** The widest thing drawn round a piece's centre: a wizard's halo while a card aims at it. */
const HALO = 0.86;

function assertInside(at: Point, what: string): void {
  assert.ok(Number.isFinite(at.x) && Number.isFinite(at.y), `${what} at (${at.x}, ${at.y})`);
  const b = FIELD_BOUNDS;
  assert.ok(
    at.x - HALO >= b.minX &&
      at.x + HALO <= b.maxX &&
      at.y - HALO >= b.minY &&
      at.y + HALO <= b.maxY,
    `${what} at (${at.x}, ${at.y}) is off the drawing`,
  );
}

type PiecesView = Pick<SupernaturalView, 'wizards' | 'ball' | 'carrier'>;

/** Draws `view` with `frame` and checks every piece; returns what was drawn. */
function drawn(view: PiecesView, frame: Frame | null, what: string): DrawnPieces {
  const pieces = fieldPieces(view, frame);
  const seen = new Set<number>();
  for (const w of pieces.wizards) {
    assertInside(w.at, `${what}: wizard ${w.wizard}`);
    assert.ok(!seen.has(w.wizard), `${what}: wizard ${w.wizard} drawn once`);
    seen.add(w.wizard);
  }
  if (pieces.ball) assertInside(pieces.ball.at, `${what}: the ball`);
  const carried = pieces.wizards.filter((w) => w.withBall).length;
  assert.ok(carried + (pieces.ball ? 1 : 0) <= 1, `${what}: one ball at most`);
  return pieces;
}

/** Plays a whole game at random; calls `look` after each action with its events. */
function playAtRandom(
  seats: number,
  seed: string,
  look: (s: SsState, events: GameEvent[]) => void,
): void {
  const rng = Rng.fromSeed(seed);
  const s = game.setup(game.facts.options.parse({ target: 2 }), seats, rng);
  for (let step = 0; step < 4000 && !game.outcome(s); step++) {
    const actors = game.actors(s);
    const seat = actors[rng.int(actors.length)] as Seat;
    const legal = game.legalActions(s, seat);
    const events: GameEvent[] = [];
    game.apply(s, seat, legal[rng.int(legal.length)] as number, events);
    look(s, events);
  }
}

describe('the field’s pieces', () => {
  it('draws every event kind of whole games inside the field, mid-animation too', () => {
    const kinds = new Set<string>();
    let frames = 0;
    for (const [seats, seed] of [
      [4, 'pieces-a'],
      [4, 'pieces-b'],
      [2, 'pieces-c'],
      [3, 'pieces-d'],
    ] as const) {
      // What each seat's field still has to play, as useFieldMotion keeps it.
      const left = new Map<Seat, Frame[]>();
      let played = 0;
      playAtRandom(seats, seed, (s, events) => {
        for (const e of events) kinds.add(e.kind);
        for (let seat = -1; seat < seats; seat++) {
          const view = game.view(s, seat);
          const what = `${seed} after ${events.map((e) => e.kind).join(', ')}, seat ${seat}`;
          const queue = queueFrames(left.get(seat) ?? [], events, view);
          const still = drawn(view, null, what);
          // With no frame, the pieces are the view's.
          assert.equal(still.wizards.length, view.wizards.filter((c) => c !== NONE).length);
          for (const w of still.wizards) assert.equal(w.cell, view.wizards[w.wizard]);
          assert.equal(
            still.ball !== null || still.wizards.some((w) => w.withBall),
            view.ball !== NONE,
            `${what}: the ball is drawn`,
          );
          for (const frame of [...queue, ...framesOf(events, view)]) {
            drawn(view, frame, what);
            frames++;
          }
          // The field is part way through the queue when the next events come.
          played++;
          left.set(seat, queue.slice(played % (queue.length + 1)));
        }
      });
    }
    assert.ok(frames > 1000, `${frames} frames drawn`);
    for (const kind of ['move', 'kick', 'combat', 'resolve', 'play', 'goal', 'reveal', 'commit'])
      assert.ok(kinds.has(kind), `the games wrote a '${kind}' event`);
  });

  it('leaves out a wizard or ball with no hex, never drawing it off the field', () => {
    const view: PiecesView = { wizards: [NONE, CELLS, 2.5, 40], ball: NONE, carrier: NONE };
    const pieces = drawn(view, null, 'no hexes');
    assert.deepEqual(
      pieces.wizards.map((w) => w.wizard),
      [3],
    );
    assert.equal(pieces.ball, null);
  });

  it('draws the ball loose when its carrier has no hex, and nowhere when it has none', () => {
    const carrierOff: PiecesView = { wizards: [NONE, 10, 20, 30], ball: 43, carrier: 0 };
    assert.equal(drawn(carrierOff, null, 'carrier off').ball?.cell, 43);
    const nowhere: PiecesView = { wizards: [NONE, 10, 20, 30], ball: NONE, carrier: 0 };
    const pieces = drawn(nowhere, null, 'ball nowhere');
    assert.equal(pieces.ball, null);
    assert.ok(!pieces.wizards.some((w) => w.withBall));
  });

  it('keeps the view’s places for a frame that names no hex of the field', () => {
    const view: PiecesView = { wizards: [5, 10, 20, 30], ball: 10, carrier: 1 };
    for (const cell of [NONE, CELLS, 1000, 0.5, Number.NaN]) {
      const slid = drawn(view, { wizard: { wizard: 0, cell } }, `wizard to ${cell}`);
      assert.equal(slid.wizards[0]?.cell, 5);
      const flown = drawn(view, { ball: cell }, `ball to ${cell}`);
      assert.equal(flown.ball, null);
      assert.ok(flown.wizards[1]?.withBall, 'the carrier keeps the ball');
    }
    // A frame onto the field moves the piece: the carrier takes the ball along.
    const moving = drawn(view, { wizard: { wizard: 1, cell: 11 } }, 'carrier sliding');
    assert.deepEqual(
      moving.wizards.map((w) => [w.cell, w.withBall]),
      [
        [5, false],
        [11, true],
        [20, false],
        [30, false],
      ],
    );
    assert.equal(drawn(view, { ball: 12 }, 'flying').ball?.cell, 12);
  });

  it('animates no hex off the field from events that name one', () => {
    const view: PiecesView = { wizards: [5, 10, 20, 30], ball: 10, carrier: 1 };
    const events: GameEvent[] = [
      { kind: 'move', text: '', data: { wizard: 0, from: 5, to: CELLS + 3 } },
      { kind: 'move', text: '', data: { wizard: 0, from: NONE, to: 6 } },
      { kind: 'kick', text: '', data: { from: 10, path: [NONE, CELLS, 11, 12.5] } },
      { kind: 'kick', text: '', data: { from: CELLS + 1, path: [12] } },
    ];
    const frames = framesOf(events, view);
    for (const frame of frames) {
      if (frame.wizard) assert.ok(frame.wizard.cell >= 0 && frame.wizard.cell < CELLS);
      if (frame.ball !== undefined) assert.ok(frame.ball >= 0 && frame.ball < CELLS);
      drawn(view, frame, 'odd events');
    }
  });
});
