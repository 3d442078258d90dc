import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { highlighted, offerOf } from '../../board/selection.ts';
import { BALL, KICK_OFF_SPACE } from '../../../../src/games/golazo/board.ts';
import { golazo } from '../../../../src/games/golazo/engine.ts';
import { ROLL } from '../../../../src/games/golazo/actions.ts';
import {
  counter,
  kickedOff,
  newMatch,
  play,
  rollOutcome,
} from '../../../../src/games/golazo/scenario.ts';
import type { GolazoState } from '../../../../src/games/golazo/state.ts';
import { Rng } from '../../../../src/core/rng.ts';
import type { LegalChoice } from '../../protocol.ts';
import { choiceTo, movesAfter, oddsWords, pathTo, pitchClick } from './selection.ts';

/** Seat 0's choices as the server sends them. */
const choices = (s: GolazoState): LegalChoice[] =>
  golazo.legalActions(s, 0).map((action) => ({
    action,
    label: golazo.actionLabel(s, 0, action),
    info: golazo.actionInfo(s, 0, action),
  }));

/** The cells the engine's moves of `piece` go to, ascending. */
const engineTargets = (legal: readonly LegalChoice[], piece: number): number[] =>
  legal
    .filter((c) => c.info?.piece === piece && c.info.to !== undefined)
    .map((c) => c.info?.to ?? -1)
    .sort((a, b) => a - b);

describe('Golazo’s selection on the pitch', () => {
  it('selects the carrier, then the ball, each with exactly the engine’s cells', () => {
    const s = kickedOff();
    const legal = choices(s);
    const offer = offerOf(legal);
    const r9 = counter('r9');
    const at = s.cellOf[r9] as number;
    assert.deepEqual(pitchClick(offer, null, at), { kind: 'select', piece: r9 });
    assert.deepEqual(highlighted(offer, r9), engineTargets(legal, r9));
    assert.ok(highlighted(offer, r9).length > 0);
    assert.deepEqual(pitchClick(offer, r9, at), { kind: 'select', piece: BALL });
    const lanes = highlighted(offer, BALL);
    assert.deepEqual(lanes, engineTargets(legal, BALL));
    assert.ok(lanes.length > 0, 'the kick-off taker has someone to pass to');
    // A third click on the carrier goes back to the carrier.
    assert.deepEqual(pitchClick(offer, BALL, at), { kind: 'select', piece: r9 });
  });

  it('plays the move to a highlighted cell, and shows a pass’s lane on hover', () => {
    const s = kickedOff();
    const legal = choices(s);
    const offer = offerOf(legal);
    const lanes = highlighted(offer, BALL);
    // The furthest teammate: its lane crosses at least one cell.
    const to = lanes.reduce((far, cell) =>
      Math.abs(cell - (s.cellOf[s.carrier] as number)) >
      Math.abs(far - (s.cellOf[s.carrier] as number))
        ? cell
        : far,
    );
    const choice = choiceTo(offer, legal, BALL, to);
    assert.ok(choice);
    assert.equal(choice.info?.to, to);
    assert.deepEqual(pitchClick(offer, BALL, to), { kind: 'play', action: choice.action });
    assert.deepEqual(pathTo(offer, legal, BALL, to), [...(choice.info.path ?? []), to]);
    assert.ok(pathTo(offer, legal, BALL, to).length > 1);
    assert.deepEqual(pathTo(offer, legal, null, to), []);
    // A step of another counter is played by its own click too.
    const r7 = counter('r7');
    const step = highlighted(offer, r7)[0] as number;
    const stepAction = legal.find((c) => c.info?.piece === r7 && c.info.to === step)?.action;
    assert.deepEqual(pitchClick(offer, r7, step), { kind: 'play', action: stepAction });
  });

  it('clears the selection on a cell nothing of the seat’s stands on or goes to', () => {
    const s = kickedOff();
    const offer = offerOf(choices(s));
    const blue = s.cellOf[counter('b9')] as number;
    assert.deepEqual(pitchClick(offer, counter('r9'), blue), { kind: 'select', piece: null });
  });

  it('at the kick-off, a counter goes to the kick-off space and the click plays its choice', () => {
    const s = newMatch();
    play(s, 0, ROLL, rollOutcome(5, 0));
    const legal = choices(s);
    const offer = offerOf(legal);
    const r10 = counter('r10');
    const at = s.cellOf[r10] as number;
    assert.deepEqual(pitchClick(offer, null, at), { kind: 'select', piece: r10 });
    assert.deepEqual(highlighted(offer, r10), [KICK_OFF_SPACE[0]]);
    const choice = choiceTo(offer, legal, r10, KICK_OFF_SPACE[0] as number);
    assert.match(choice?.label ?? '', /#10 takes the kick-off/);
    assert.deepEqual(pitchClick(offer, r10, KICK_OFF_SPACE[0] as number), {
      kind: 'play',
      action: choice?.action,
    });
  });

  it('tells the moves left after a hovered move as the engine counts them (GZ-5)', () => {
    const seen = new Set<string>();
    for (let game = 0; game < 20; game++) {
      const rng = Rng.fromSeed(`moves-after/${String(game)}`);
      const s = newMatch({}, 2);
      for (let step = 0; step < 400 && !golazo.outcome(s); step++) {
        const seat = golazo.actors(s)[0] ?? 0;
        const legal = golazo.legalActions(s, seat).slice();
        for (const action of legal) {
          const info = golazo.actionInfo(s, seat, action);
          const choice = { action, label: '', info };
          const after = movesAfter(choice, s.movesLeft);
          // A placement (GZ-8.1, GZ-9.10) spends no move: no count to tell.
          if (info.kind !== 'move' || info.side === 'place') {
            assert.equal(after, undefined);
            continue;
          }
          if (after === undefined || after === 0) continue;
          const next = golazo.clone(s);
          golazo.apply(next, seat, action);
          assert.equal(next.movesLeft, after, `${String(info.side)} from ${String(s.movesLeft)}`);
          seen.add(String(info.side));
        }
        golazo.apply(s, seat, legal[rng.int(legal.length)] as number);
      }
    }
    for (const side of ['step', 'dribble', 'pass', 'tackle']) assert.ok(seen.has(side), side);
  });

  it('says a slide tackle’s odds in the engine’s words on the hover (GZ-13.2), nothing for a step', () => {
    const outcomes = [1, 2, 3, 4, 5, 6].map((die) => ({
      p: 1 / 6,
      text:
        die === 1
          ? 'is sent off'
          : die === 6
            ? 'wins the ball: 6 moves'
            : 'misses: the moves are lost',
    }));
    const slide = { action: 1, label: '#9 slide-tackles on e7', info: { kind: 'move', outcomes } };
    assert.equal(
      oddsWords(slide),
      ' · misses: the moves are lost 67% · is sent off 17% · wins the ball: 6 moves 17%',
    );
    assert.equal(oddsWords({ action: 2, label: '#9 steps', info: { kind: 'move' } }), '');
  });
});
