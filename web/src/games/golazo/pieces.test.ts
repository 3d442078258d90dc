/**
 * The pitch's pieces drawn over every event kind the engine writes (issue #37: board drawing
 * robust to a piece with no cell): whole matches played at random through the engine, every
 * seat's view drawn, and every animation frame of the others' moves, also frames still queued
 * when the next events come (mid-animation), and counters or a ball with no cell. Every piece
 * drawn stands on a cell of the pitch, inside its 9 × 14 squares, one counter a cell.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent, Seat } from '../../../../src/core/game.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { CELLS, COLUMNS, NONE, ROWS } from '../../../../src/games/golazo/board.ts';
import { golazo } from '../../../../src/games/golazo/engine.ts';
import { glideFrames, placementOf, type Frame, type Placement } from './glide.ts';
import { homeTeam, pitchPieces, spotOf, type PitchPieces } from './pitch.ts';
import type { GolazoView } from './view.ts';

type PiecesView = Pick<GolazoView, 'cells' | 'carrier' | 'kickOffTeam'>;

function assertOnPitch(cell: number, home: number, what: string): void {
  assert.ok(Number.isInteger(cell) && cell >= 0 && cell < CELLS, `${what} on cell ${cell}`);
  const { column, row } = spotOf(cell, home);
  assert.ok(column >= 0 && column < COLUMNS && row >= 0 && row < ROWS, `${what} off the pitch`);
}

/** Draws `view` (or `frame`) for `home` and checks every piece; returns what was drawn. */
function drawn(view: PiecesView, frame: Frame | null, home: number, what: string): PitchPieces {
  const pieces = pitchPieces(view, frame, home);
  assert.equal(pieces.counterAt.length, CELLS);
  const placed = frame ? frame.cells : view.cells;
  const seen = new Set<number>();
  pieces.counterAt.forEach((counter, cell) => {
    if (counter === NONE) return;
    assertOnPitch(cell, home, `${what}: counter ${counter}`);
    assert.equal(placed[counter], cell, `${what}: counter ${counter} on its own cell`);
    seen.add(counter);
  });
  // Every counter with a cell of the pitch is drawn, once; no two share a cell.
  const onPitch = placed.filter((c) => Number.isInteger(c) && c >= 0 && c < CELLS);
  assert.equal(new Set(onPitch).size, onPitch.length, `${what}: one counter a cell`);
  assert.equal(seen.size, onPitch.length, `${what}: every counter on the pitch drawn`);
  if (pieces.ball !== NONE) assertOnPitch(pieces.ball, home, `${what}: the ball`);
  return pieces;
}

describe('the pitch’s pieces', () => {
  it('draws every event kind of whole matches on the pitch, mid-animation too', () => {
    const kinds = new Set<string>();
    let frames = 0;
    for (const [seats, seed] of [
      [2, 'pieces-a'],
      [4, 'pieces-b'],
      [2, 'pieces-c'],
    ] as const) {
      const rng = Rng.fromSeed(seed);
      const s = golazo.setup(golazo.facts.options.parse({}), seats, rng);
      // Each viewer's pitch as useGlide keeps it: where the pieces stood, the frames queued.
      const placement = new Map<number, Placement>();
      const queue = new Map<number, Frame[]>();
      for (let step = 0; step < 6000 && !golazo.outcome(s); step++) {
        const actors = golazo.actors(s);
        const seat = actors[rng.int(actors.length)] as Seat;
        const legal = golazo.legalActions(s, seat);
        const events: GameEvent[] = [];
        golazo.apply(s, seat, legal[rng.int(legal.length)] as number, events);
        for (const e of events) kinds.add(e.kind);
        for (let viewer = -1; viewer < seats; viewer++) {
          const view = golazo.view(s, viewer);
          const home = homeTeam(view.viewer);
          const what = `${seed} after ${events.map((e) => e.kind).join(', ')}, seat ${viewer}`;
          const fresh = glideFrames(placement.get(viewer) ?? placementOf(view), events, viewer);
          const queued = [...(queue.get(viewer) ?? []), ...fresh];
          const still = drawn(view, null, home, what);
          if (view.carrier >= 0) assert.equal(still.ball, view.cells[view.carrier]);
          for (const frame of queued) {
            drawn(view, frame, home, what);
            frames++;
          }
          placement.set(viewer, placementOf(view));
          // The pitch is part way through its queue when the next events come.
          queue.set(viewer, queued.slice(1 + rng.int(queued.length + 1)));
        }
      }
    }
    console.log(`${frames} frames`);
    assert.ok(frames > 100, `${frames} frames drawn`);
    for (const kind of [
      'step',
      'dribble',
      'pass',
      'cross',
      'clearance',
      'receive',
      'shot',
      'goal',
      'play',
      'kick-off',
    ])
      assert.ok(kinds.has(kind), `the matches wrote a '${kind}' event (${[...kinds].join(' ')})`);
  });

  it('leaves out a counter or ball with no cell, never drawing it elsewhere', () => {
    const cells = Array.from({ length: 22 }, (_, c) => c + 30);
    cells[0] = NONE;
    cells[1] = CELLS;
    cells[2] = 2.5;
    cells[3] = Number.NaN;
    for (const home of [0, 1]) {
      const view: PiecesView = { cells, carrier: 0, kickOffTeam: 0 };
      const pieces = drawn(view, null, home, 'no cells');
      for (const counter of [0, 1, 2, 3]) assert.ok(!pieces.counterAt.includes(counter));
      assert.equal(pieces.ball, NONE, 'the carrier has no cell: no ball');
      assert.equal(drawn({ ...view, carrier: 1 }, null, home, 'carrier past').ball, NONE);
      assert.equal(drawn({ ...view, carrier: 4 }, null, home, 'carrier on').ball, 34);
      for (const ball of [NONE, CELLS, 0.5, Number.NaN]) {
        const frame = { cells, carrier: 4, ball, from: 34, to: 34 };
        assert.equal(drawn(view, frame, home, `frame ball ${ball}`).ball, NONE);
      }
    }
  });
});
