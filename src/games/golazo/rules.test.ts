import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECTATOR } from '../../core/game.ts';
import { seatRef } from '../../core/seat-words.ts';
import {
  AIM,
  CHOOSE,
  CLEAR,
  CROSS,
  DECLINE,
  END,
  LONG_SHOT,
  PASS,
  PLAY,
  ROLL,
  SAVE,
  SHOOT,
  SUGGESTED,
  moveAction,
  targetCellOf,
  ABILITY,
  MANAGER,
} from './actions.ts';
import {
  AREA_OF,
  BALL,
  CELLS,
  COLUMNS,
  CROSS_DICE,
  KEEPER_SPACE,
  KICK_OFF_SPACE,
  LONG_SHOT_SPACE,
  NUMBERED,
  ROWS,
  START,
  cellName,
  halfOf,
  mirror,
} from './board.ts';
import { CARD_COUNT, Card, DECK_COUNTS } from './cards.ts';
import { MANAGERS } from './vocabulary.ts';
import { golazo } from './engine.ts';
import { FULL_TIME, HALF_TIME, golazoOptions, golazoTeams } from './facts.ts';
import { ROLL_PAIRS, SAVE_PAIRS, savedTargets } from './rules.ts';
import {
  G,
  cell,
  counter,
  kickedOff,
  moving,
  newMatch,
  play,
  put,
  rollOutcome,
  withDice,
} from './scenario.ts';
import { Phase, ShotKind, type GolazoState } from './state.ts';

const legal = (s: GolazoState, seat = golazo.actors(s)[0] ?? 0): number[] =>
  golazo.legalActions(s, seat);
const step = (name: string, to: string): number => moveAction(counter(name), cell(to));
const pass = (to: string): number => moveAction(BALL, cell(to));
/** A counter off the pitch, as a failed slide tackle leaves it. */
function sendOffForTest(s: GolazoState, c: number): void {
  s.pieceAt[s.cellOf[c] as number] = -1;
  s.cellOf[c] = -1;
}

/** Puts `count` of a power card in a team's hand. */
function hold(s: GolazoState, team: number, card: number, count: number): void {
  (s.hands[team] as number[])[card] = count;
}

/** The seat that acts alone now. */
const actor = (s: GolazoState): number => golazo.actors(s)[0] as number;

/** Draws `card` for `team` on a G roll (the other team rolling a 3). */
function drawOnG(s: GolazoState, team: number, card: number): ReturnType<typeof play> {
  s.phase = Phase.Roll;
  s.deck.splice(s.deck.indexOf(card), 1);
  s.deck.push(card);
  return play(s, actor(s), ROLL, team === 0 ? rollOutcome(G, 2) : rollOutcome(2, G));
}

/** A shot's picks: the shooter aims `target`, the keeper covers save set `set`. */
function picks(s: GolazoState, target: number, set: number): ReturnType<typeof play> {
  const shooterSeat = golazo.actors(s).find((seat) => seat % 2 === s.shooter) as number;
  const keeperSeat = golazo.actors(s).find((seat) => seat % 2 !== s.shooter) as number;
  return [...play(s, shooterSeat, AIM + target), ...play(s, keeperSeat, SAVE + set)];
}

describe('GZ-1 the pitch and the counters', () => {
  it('GZ-1.1: 9 columns by 14 rows, two halves, one counter a space', () => {
    assert.equal(CELLS, 9 * 14);
    assert.equal(halfOf(cell('i7')), 0);
    assert.equal(halfOf(cell('a8')), 1);
    const s = kickedOff();
    // #10 on f7 may not step onto e7, where #9 stands.
    assert.ok(!legal(s).includes(step('r10', 'e7')));
    assert.ok(legal(s).includes(step('r10', 'g7')));
  });

  it('GZ-1.2: eleven counters a side; the keeper stays on its space', () => {
    const s = kickedOff();
    assert.equal(s.cellOf.length, 22);
    assert.equal(s.cellOf[counter('r1')], KEEPER_SPACE[0]);
    assert.equal(s.cellOf[counter('b1')], KEEPER_SPACE[1]);
    assert.equal(cellName(KEEPER_SPACE[1] as number), 'e14');
    const keeperMoves = legal(s).filter(
      (a) => a >= moveAction(counter('r1'), 0) && a < moveAction(counter('r2'), 0),
    );
    assert.deepEqual(keeperMoves, []);
  });

  it('GZ-1.3: the box is columns c–g of three rows; six numbered spaces in it', () => {
    const reds = Array.from({ length: CELLS }, (_, c) => c).filter((c) => AREA_OF[c] === 0);
    assert.equal(reds.length, 15);
    assert.deepEqual(NUMBERED[0]?.map(cellName), ['d2', 'e2', 'f2', 'd3', 'e3', 'f3']);
    assert.deepEqual(NUMBERED[1]?.map(cellName), ['f13', 'e13', 'd13', 'f12', 'e12', 'd12']);
    for (const spaces of NUMBERED) for (const c of spaces) assert.notEqual(AREA_OF[c], -1);
  });

  it('GZ-1.4: one long-shot space a half, one row beyond the box', () => {
    assert.deepEqual(LONG_SHOT_SPACE.map(cellName), ['e4', 'e11']);
    assert.equal(AREA_OF[LONG_SHOT_SPACE[0] as number], -1);
  });

  it('GZ-1.5: cross zones in columns a and i, 4 dice on the goal line down to 1', () => {
    assert.deepEqual(
      ['a1', 'a2', 'a3', 'a4', 'a5', 'i1', 'i14', 'a11', 'b1'].map((n) => CROSS_DICE[cell(n)]),
      [4, 3, 2, 1, 0, 4, 4, 1, 0],
    );
  });

  it('GZ-1.6: each team kicks off from the centre of its side of halfway', () => {
    assert.deepEqual(KICK_OFF_SPACE.map(cellName), ['e7', 'e8']);
  });

  it('GZ-1.7: the starting spaces, the Blues turned half a turn round', () => {
    const reds = START.slice(0, 11).map(cellName);
    assert.deepEqual(reds, ['e1', 'b4', 'h4', 'd4', 'f4', 'd6', 'b6', 'f6', 'd7', 'f7', 'h6']);
    for (let shirt = 0; shirt < 11; shirt++)
      assert.equal(START[11 + shirt], mirror(START[shirt] as number));
    assert.equal(COLUMNS * ROWS, CELLS);
  });
});

describe('GZ-2 the dice and the cards', () => {
  it('GZ-2.1: the Golazo die: a roll is one of 30 unequal pairs, face index 5 is G', () => {
    const s = kickedOff();
    play(s, 0, END);
    assert.equal(s.phase, Phase.Roll);
    const odds = golazo.chance?.(s, actor(s), ROLL) ?? [];
    assert.equal(odds.length, 30);
    assert.ok(odds.every((p) => Math.abs(p - 1 / 30) < 1e-12));
    s.deck.push(Card.Streaker);
    play(s, actor(s), ROLL, rollOutcome(G, 3));
    assert.deepEqual(s.roll, [0, 4]);
  });

  it('GZ-2.2: classic dice show 1 to 6', () => {
    const s = kickedOff();
    play(s, 0, END);
    s.classic = true;
    play(s, actor(s), ROLL, rollOutcome(5, 0));
    assert.deepEqual(s.roll, [6, 1]);
    assert.equal(s.movesLeft, 6);
  });

  it('GZ-2.3: six targets; a keeper covers any two different ones, four on a long shot', () => {
    assert.equal(SAVE_PAIRS.length, 15);
    assert.equal(new Set(SAVE_PAIRS.map((p) => p.join())).size, 15);
    assert.deepEqual(savedTargets(ShotKind.Shot, 0), [0, 1]);
    assert.deepEqual(savedTargets(ShotKind.LongShot, 0), [2, 3, 4, 5]);
  });

  it('GZ-2.4: the timer track: HT 6 spaces from KO, FT 6 more', () => {
    assert.equal(HALF_TIME, 6);
    assert.equal(FULL_TIME, 12);
  });
});

describe('GZ-3 setting up and the kick-off', () => {
  it('GZ-3.1: counters on their spaces, timer on KO, 0-0, the whole deck shuffled', () => {
    const s = newMatch();
    assert.deepEqual(Array.from(s.cellOf), START);
    assert.equal(s.timer, 0);
    assert.deepEqual(s.scores, [0, 0]);
    assert.equal(s.deck.length, CARD_COUNT);
    assert.equal(s.phase, Phase.Start);
    const other = newMatch({}, 2, 'another seed');
    assert.notDeepEqual(s.deck, other.deck, 'the deck is shuffled by the seed');
  });

  it('GZ-3.2: the start roll: the higher classic die kicks off', () => {
    const s = newMatch();
    assert.deepEqual(legal(s, 0), [ROLL]);
    play(s, 0, ROLL, rollOutcome(1, 4));
    assert.equal(s.firstKicker, 1);
    assert.equal(s.phase, Phase.KickOff);
    assert.ok(
      ROLL_PAIRS.every(([a, b]) => a !== b),
      'a tie is rolled again',
    );
  });

  it('GZ-3.3: the kicking team picks a counter for the kick-off space and rolls its moves', () => {
    const s = newMatch();
    play(s, 0, ROLL, rollOutcome(5, 0));
    assert.equal(legal(s).length, 10, 'any outfield counter');
    assert.equal(golazo.chance?.(s, 0, CHOOSE + counter('r10'))?.length, 6);
    play(s, 0, CHOOSE + counter('r10'), 3);
    assert.equal(cellName(s.cellOf[counter('r10')] as number), 'e7');
    assert.equal(s.carrier, counter('r10'));
    assert.equal(s.phase, Phase.Moves);
    assert.equal(s.movesLeft, 4);
    assert.equal(s.nextMover, -1, 'the kicking team alone moves');
    assert.equal(s.turn, 1, 'the kick-off is a turn');
  });
});

describe('GZ-4 a turn', () => {
  it('GZ-4.1: after the kick-off moves and key events, the next turn starts with a roll', () => {
    const s = kickedOff({}, 2, 1);
    play(s, 0, step('r10', 'g7'));
    assert.equal(s.phase, Phase.Roll);
    assert.equal(s.turn, 2);
  });

  it('GZ-4.2: equal faces are rolled again, two Gs included', () => {
    assert.equal(ROLL_PAIRS.length, 30);
    assert.equal(rollOutcome(G, G), -1);
    assert.equal(rollOutcome(2, 2), -1);
  });

  it('GZ-4.3: the winner moves first with its roll, then the loser with its own', () => {
    const s = kickedOff();
    play(s, 0, END);
    play(s, actor(s), ROLL, rollOutcome(1, 3));
    assert.equal(s.mover, 1);
    assert.equal(s.movesLeft, 4);
    assert.ok(s.canTackle);
    play(s, actor(s), END);
    assert.equal(s.mover, 0);
    assert.equal(s.movesLeft, 2);
    assert.ok(!s.canTackle);
  });

  it('GZ-4.4: a G gives no moves: that team draws a card and the timer moves on', () => {
    const s = kickedOff();
    play(s, 0, END);
    const events = drawOnG(s, 1, Card.QuickBreak);
    assert.ok(events.some((e) => e.kind === 'draw'));
    assert.equal(s.timer, 1);
    assert.equal(s.mover, 1, 'the card, not the roll, gives the Blues their moves');
    assert.equal(s.movesLeft, 3);
    assert.equal(s.nextMover, -1, 'the Reds get no moves');
  });

  it('GZ-4.5: a team may stop early and loses its moves left', () => {
    const s = kickedOff({}, 2, 6);
    assert.ok(legal(s).includes(END));
    play(s, 0, END);
    assert.equal(s.movesLeft, 0);
    assert.equal(s.phase, Phase.Roll);
  });

  it('GZ-4.6: after the moves, the key events step, then the next turn', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e10' });
    play(s, 0, moveAction(counter('r9'), cell('e11')));
    assert.equal(s.phase, Phase.KeyEvent, 'e11 is the long-shot space');
    play(s, 0, DECLINE);
    assert.equal(s.phase, Phase.Roll);
  });
});

describe('GZ-5 moves', () => {
  it('GZ-5.1: a counter without the ball steps one space, again and again, 1 move each', () => {
    const s = kickedOff({}, 2, 3);
    const targets = legal(s).filter((a) => a >= step('r7', 'a1') && a < step('r8', 'a1'));
    assert.deepEqual(targets.map((a) => cellName(targetCellOf(a))).sort(), [
      'a5',
      'a6',
      'a7',
      'b5',
      'b7',
      'c5',
      'c6',
      'c7',
    ]);
    play(s, 0, step('r7', 'b7'));
    play(s, 0, step('r7', 'b8'));
    assert.equal(s.movesLeft, 1);
  });

  it('GZ-5.2: after a dribble the carrier may not dribble again until a pass', () => {
    const s = kickedOff({}, 2, 4);
    play(s, 0, step('r9', 'e6'));
    assert.ok(
      !legal(s).some((a) => a > step('r9', 'a1') && a < step('r10', 'a1')),
      'no second dribble',
    );
    play(s, 0, pass('f6'));
    play(s, 0, pass('e6'));
    assert.ok(legal(s).includes(step('r9', 'e5')), 'free again after a pass');
  });

  it('GZ-5.3: a pass along a line to a teammate, past teammates, never past an opponent', () => {
    const s = kickedOff({}, 2, 3);
    put(s, { r10: 'e10' });
    assert.ok(legal(s).includes(pass('e10')), 'along the column');
    assert.ok(legal(s).includes(pass('d6')), 'diagonal');
    put(s, { r8: 'e9' });
    assert.ok(legal(s).includes(pass('e10')), 'a teammate in between does not stop it');
    put(s, { r8: 'g9', b9: 'e9' });
    assert.ok(!legal(s).includes(pass('e10')), 'an opponent in between does');
    play(s, 0, pass('d6'));
    assert.equal(s.carrier, counter('r6'));
    assert.equal(s.movesLeft, 2);
  });

  it('GZ-5.4: a tackle takes the ball for 2 moves, next to the carrier, winner only', () => {
    const s = kickedOff();
    play(s, 0, END);
    put(s, { b9: 'f8' });
    play(s, actor(s), ROLL, rollOutcome(1, 3)); // Blues win with 4
    const tackle = moveAction(counter('b9'), cell('e7'));
    assert.ok(legal(s).includes(tackle));
    play(s, actor(s), tackle);
    assert.equal(s.carrier, counter('b9'));
    assert.equal(s.movesLeft, 2);
    play(s, actor(s), END);
    // The Reds lost the roll: no tackle back.
    put(s, { r10: 'g7' });
    assert.ok(!legal(s).includes(moveAction(counter('r10'), cell('f8'))));
  });

  it('GZ-5.4: a tackle needs two moves left; the keeper may tackle', () => {
    const s = kickedOff();
    put(s, { b9: 'e2', r9: 'e7' });
    moving(s, 0, 1, 'b9');
    assert.ok(!legal(s).includes(moveAction(counter('r1'), cell('e2'))));
    s.movesLeft = 2;
    assert.ok(legal(s).includes(moveAction(counter('r1'), cell('e2'))));
  });

  it('GZ-5.5: moves left after a tackle are used as usual', () => {
    const s = kickedOff();
    put(s, { b9: 'e6' });
    moving(s, 1, 4, 'r9');
    play(s, 1, moveAction(counter('b9'), cell('e7')));
    play(s, 1, pass('d8'));
    assert.equal(s.carrier, counter('b10'));
    assert.equal(s.movesLeft, 1);
  });
});

describe('GZ-6 unsporting behaviour', () => {
  it('GZ-6.1: a team may not fill a whole row', () => {
    const s = kickedOff();
    put(s, {
      r2: 'a10',
      r3: 'b10',
      r4: 'c10',
      r5: 'd10',
      r6: 'e10',
      r7: 'f10',
      r8: 'g10',
      r11: 'h10',
    });
    moving(s, 0, 3, 'r9');
    put(s, { r10: 'i9' });
    assert.ok(!legal(s).includes(step('r10', 'i10')), 'the ninth counter of the row');
    assert.ok(legal(s).includes(step('r10', 'i8')));
  });

  it('GZ-6.2: the carrier always keeps a free space next to it', () => {
    const s = kickedOff();
    // The Blues' carrier on a1 in the corner: neighbours a2, b1, b2.
    put(s, { b9: 'a1', r2: 'a2', r3: 'b1', r4: 'c2' });
    moving(s, 0, 3, 'b9');
    assert.ok(!legal(s).includes(step('r4', 'b2')), 'the last free space');
    // Nor may the carrier's own side wall it in.
    put(s, { r4: 'c3', b10: 'c2' });
    moving(s, 1, 3, 'b9');
    assert.ok(!legal(s).includes(step('b10', 'b2')));
  });

  it('GZ-6.3: no legal action moves a counter of the other team', () => {
    const s = kickedOff({}, 2, 6);
    for (const action of legal(s)) {
      const copy = golazo.clone(s);
      play(copy, 0, action);
      for (let c = 11; c < 22; c++)
        assert.equal(copy.cellOf[c], s.cellOf[c], `action ${action} moves a Blue`);
    }
  });

  it('GZ-6.4: at most five counters, keeper included, in a team’s own box', () => {
    const s = kickedOff();
    put(s, { r2: 'c1', r3: 'd1', r4: 'f1', r5: 'g4' });
    moving(s, 0, 3, 'r9');
    assert.equal(s.boxCount[0], 4);
    assert.ok(legal(s).includes(step('r5', 'g3')), 'the fifth');
    play(s, 0, step('r5', 'g3'));
    put(s, { r6: 'c4' });
    assert.ok(!legal(s).includes(step('r6', 'c3')), 'not a sixth');
  });
});

describe('GZ-7 key events', () => {
  function inTheBox(): GolazoState {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e11' });
    s.carrier = counter('r9');
    play(s, 0, step('r9', 'e12'));
    return s;
  }

  it('GZ-7.1: a shot: one target against two saves; a miss of both is a goal', () => {
    const s = inTheBox();
    assert.deepEqual(legal(s), [DECLINE, SHOOT]);
    play(s, 0, SHOOT);
    assert.deepEqual(golazo.actors(s), [0, 1]);
    assert.equal(legal(s, 0).length, 6);
    assert.equal(legal(s, 1).length, 15);
    const events = picks(s, 5, 0); // aims low right; covers top left and top centre
    assert.ok(events.some((e) => e.kind === 'goal'));
    assert.deepEqual(s.scores, [1, 0]);
    const saved = inTheBox();
    play(saved, 0, SHOOT);
    picks(saved, 1, 0);
    assert.deepEqual(saved.scores, [0, 0]);
    assert.equal(saved.carrier, counter('b1'));
  });

  it('GZ-7.2: a long shot from the long-shot space: four saves', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e10' });
    play(s, 0, step('r9', 'e11'));
    assert.deepEqual(legal(s), [DECLINE, LONG_SHOT]);
    play(s, 0, LONG_SHOT);
    assert.equal(s.shotKind, ShotKind.LongShot);
    picks(s, 0, 0); // the keeper leaves top left and top centre open
    assert.deepEqual(s.scores, [1, 0]);
  });

  it('GZ-7.3: a cross: a die matching an attacker on a numbered space is a goal', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'a12', r10: 'e12' }); // Blues' space 5
    s.carrier = counter('r9');
    play(s, 0, step('r9', 'a13'));
    assert.deepEqual(legal(s), [DECLINE, CROSS]);
    withDice(s, [0, 4, 2]); // 1, 5, 3
    const events = play(s, 0, CROSS);
    assert.deepEqual(events.find((e) => e.kind === 'cross')?.data?.faces, [1, 5, 3]);
    assert.deepEqual(s.scores, [1, 0]);
    const miss = kickedOff({}, 2, 1);
    put(miss, { r9: 'a12', r10: 'e12' });
    miss.carrier = counter('r9');
    play(miss, 0, step('r9', 'a13'));
    withDice(miss, [0, 1, 5]);
    play(miss, 0, CROSS);
    assert.deepEqual(miss.scores, [0, 0]);
    assert.equal(miss.carrier, counter('b1'));
  });

  it('GZ-7.4: after a goal all reset and the conceding team kicks off', () => {
    const s = inTheBox();
    play(s, 0, SHOOT);
    picks(s, 5, 0);
    assert.deepEqual(Array.from(s.cellOf), START);
    assert.equal(s.phase, Phase.KickOff);
    assert.equal(s.kickOffTeam, 1);
  });

  it('GZ-7.5: the picks stay hidden from the other team until both are made', () => {
    const s = kickedOff({}, 4, 1);
    put(s, { r9: 'e11' });
    s.carrier = counter('r9');
    play(s, 0, step('r9', 'e12'));
    play(s, actor(s), SHOOT);
    const [shooter, keeper] = golazo.actors(s) as [number, number];
    // What the goal offers each (issue #32): the aim's target, the targets a save set covers.
    assert.deepEqual(golazo.actionInfo(s, shooter, AIM + 3).targets, [3]);
    for (let set = 0; set < SAVE_PAIRS.length; set++)
      assert.deepEqual(
        golazo.actionInfo(s, keeper, SAVE + set).targets,
        savedTargets(ShotKind.Shot, set),
      );
    assert.equal(golazo.actionInfo(s, keeper, SAVE).team, keeper % 2);
    play(s, shooter, AIM + 3);
    assert.equal(golazo.view(s, keeper).target, -1);
    assert.equal(golazo.view(s, SPECTATOR).target, -1);
    assert.equal(golazo.view(s, (shooter + 2) % 4).target, 3, 'a teammate sees it');
    assert.deepEqual(golazo.view(s, keeper).picked, [true, false]);
  });
  it("GZ-7.6: a goal's score reads with an en dash, the Reds' goals first", () => {
    const s = inTheBox();
    s.scores[1] = 2;
    play(s, 0, SHOOT);
    const goal = picks(s, 5, 0).find((e) => e.kind === 'goal');
    assert.equal(goal?.text, `Goal for the Reds (${seatRef(0)})! 1–2.`);
    assert.match(golazo.describe(golazo.view(s, 0)), /\nReds 1–2 Blues; turn /);
  });
});

describe('GZ-8 saves and clearances', () => {
  /** A shot from e12 saved: the Reds' #9 and #10 and the Blues' #4 and #5 in the Blues' box. */
  function savedShot(): GolazoState {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e11', r10: 'd12', b5: 'c12', b4: 'f13' });
    s.carrier = counter('r9');
    play(s, 0, step('r9', 'e12'));
    play(s, 0, SHOOT);
    picks(s, 0, 0);
    return s;
  }
  /** The same, with both teams taking the suggested placement (GZ-8.1): the keeper to play. */
  function saved(): GolazoState {
    const s = savedShot();
    while (s.phase === Phase.Place) play(s, actor(s), SUGGESTED);
    return s;
  }

  it('GZ-8.1: the box empties, the shooters first, to the nearest free spaces of that half', () => {
    const s = saved();
    for (let c = 0; c < 22; c++) {
      if (c === counter('b1')) continue;
      assert.notEqual(AREA_OF[s.cellOf[c] as number], 1, `#${c} left the Blues' box`);
    }
    assert.equal(
      cellName(s.cellOf[counter('r9')] as number),
      'd11',
      'the suggestion: the shooter first, nearest and lowest',
    );
    assert.equal(halfOf(s.cellOf[counter('b4')] as number), 1);
    assert.equal(s.phase, Phase.Clearance);
  });

  it('GZ-8.1: the teams place their own counters, the shooting team first, anywhere free in that half', () => {
    const s = savedShot();
    assert.equal(s.phase, Phase.Place);
    assert.deepEqual(golazo.actors(s), [0], 'the shooting team first');
    const options = legal(s, 0);
    assert.equal(options[0], SUGGESTED);
    assert.equal(golazo.actionInfo(s, 0, SUGGESTED).kind, 'place-suggested');
    const pieces = new Set<number>();
    for (const a of options.slice(1)) {
      const info = golazo.actionInfo(s, 0, a);
      assert.equal(info.side, 'place');
      assert.equal(AREA_OF[info.to as number], -1, 'out of every box');
      assert.equal(halfOf(info.to as number), 1, 'in the same half');
      pieces.add(info.piece as number);
    }
    assert.deepEqual(
      [...pieces].sort((a, b) => a - b),
      [counter('r9'), counter('r10')],
    );
    // A placement far from the box, by hand: the team still has #10 to place.
    play(s, 0, step('r9', 'a10'));
    assert.equal(s.cellOf[counter('r9')], cell('a10'));
    assert.deepEqual(golazo.actors(s), [0]);
    play(s, 0, step('r10', 'i11'));
    // Then the keeper's team places its own.
    assert.equal(s.phase, Phase.Place);
    assert.deepEqual(golazo.actors(s), [1]);
    play(s, 1, SUGGESTED);
    assert.equal(s.phase, Phase.Clearance);
    for (let c = 0; c < 22; c++)
      if (c !== counter('b1')) assert.notEqual(AREA_OF[s.cellOf[c] as number], 1);
    // A team with nobody in the box is not asked.
    const lone = kickedOff({}, 2, 1);
    put(lone, { r9: 'e11', b5: 'c12' });
    lone.carrier = counter('r9');
    play(lone, 0, step('r9', 'e12'));
    play(lone, 0, SHOOT);
    picks(lone, 0, 0);
    assert.deepEqual(golazo.actors(lone), [0]);
    play(lone, 0, SUGGESTED);
    assert.deepEqual(golazo.actors(lone), [1]);
  });

  it('GZ-8.2: the keeper passes within its half, or clears high', () => {
    const s = saved();
    const options = legal(s);
    assert.equal(options[0], CLEAR);
    for (const a of options.slice(1)) assert.equal(halfOf(targetCellOf(a)), 1);
    assert.ok(options.length > 1);
    play(s, actor(s), options[1] as number);
    assert.equal(halfOf(s.cellOf[s.carrier] as number), 1);
    assert.equal(s.carrier >= 11, true);
  });

  it('GZ-8.3: a high clearance: the dice name the shirt, 12 lets the team choose', () => {
    const s = saved();
    assert.equal(golazo.chance?.(s, actor(s), CLEAR)?.length, 11);
    play(s, actor(s), CLEAR, 8 - 2);
    assert.equal(s.carrier, counter('b8'));
    const twelve = saved();
    play(twelve, actor(twelve), CLEAR, 12 - 2);
    assert.equal(twelve.phase, Phase.Choose);
    assert.equal(legal(twelve).length, 10);
    play(twelve, actor(twelve), CHOOSE + counter('b4'));
    assert.equal(twelve.carrier, counter('b4'));
  });

  it('GZ-8.4: a receiver on a key-event space may take it at once', () => {
    const s = saved();
    put(s, { b7: 'e4' }); // the Reds' long-shot space
    play(s, actor(s), CLEAR, 7 - 2);
    assert.equal(s.phase, Phase.KeyEvent);
    assert.deepEqual(legal(s), [DECLINE, LONG_SHOT]);
  });
});

describe('GZ-9 the action deck', () => {
  it('GZ-9.1: 33 cards: the five named (9 copies) and 24 of our own; split, plain and power', () => {
    assert.equal(CARD_COUNT, 33);
    assert.deepEqual(DECK_COUNTS, [3, 2, 4, 2, 2, 2, 2, 3, 3, 2, 2, 2, 2, 2]);
    const named = [Card.KeeperOffTheLine, Card.Streaker, Card.LoadTheBox, Card.OffsideTrap];
    const namedCopies = named.reduce<number>((sum, card) => sum + (DECK_COUNTS[card] as number), 0);
    assert.equal(namedCopies, 9);
    assert.ok(CARD_COUNT - namedCopies >= 20);
    const s = newMatch();
    assert.deepEqual(
      [...s.deck].sort((a, b) => a - b),
      DECK_COUNTS.flatMap((n, card) => new Array<number>(n).fill(card)),
    );
  });

  it('GZ-9.2: a split card acts by possession', () => {
    const attack = kickedOff();
    play(attack, 0, END);
    drawOnG(attack, 0, Card.QuickBreak);
    assert.equal(attack.canTackle, false, 'Quick Break: the side with the ball');
    const defend = kickedOff();
    play(defend, 0, END);
    drawOnG(defend, 1, Card.QuickBreak);
    assert.equal(defend.canTackle, true, 'High Press: the side without');
  });

  it('GZ-9.3: a power card is kept, hidden from the other team', () => {
    const s = kickedOff();
    play(s, 0, END);
    const events = drawOnG(s, 1, Card.SecondWind);
    assert.equal(s.hands[1]?.[Card.SecondWind], 1);
    assert.equal(golazo.view(s, 0).hand[Card.SecondWind], 0);
    assert.deepEqual(golazo.view(s, 0).handSizes, [0, 1]);
    const drawn = events.find((e) => e.kind === 'draw');
    assert.doesNotMatch(drawn?.text ?? '', /Second Wind/, 'the public draw does not name it');
    assert.equal(golazo.view(s, 1).hand[Card.SecondWind], 1);
  });

  it('GZ-9.4: a card done goes to the bottom of the deck', () => {
    const s = kickedOff();
    play(s, 0, END);
    drawOnG(s, 0, Card.Streaker);
    assert.equal(s.deck[0], Card.Streaker);
    assert.equal(s.deck.length, CARD_COUNT);
  });

  it('GZ-9.5: Keeper off the Line: a long shot from anywhere; Brilliant Defensive Play', () => {
    const s = kickedOff();
    play(s, 0, END);
    drawOnG(s, 0, Card.KeeperOffTheLine);
    assert.equal(s.phase, Phase.Commit);
    assert.equal(s.shotKind, ShotKind.LongShot);
    const d = kickedOff();
    play(d, 0, END);
    drawOnG(d, 1, Card.KeeperOffTheLine);
    assert.equal(d.phase, Phase.Choose);
    assert.equal(legal(d).length, 10);
    play(d, actor(d), CHOOSE + counter('b7'));
    assert.equal(d.carrier, counter('b7'));
  });

  it('GZ-9.6: the Streaker: nothing happens and the timer stays', () => {
    const s = kickedOff();
    play(s, 0, END);
    drawOnG(s, 0, Card.Streaker);
    assert.equal(s.timer, 0);
    assert.equal(s.phase, Phase.Roll);
  });

  it('GZ-9.7: Quick Break / High Press: 3 moves for the drawing team', () => {
    const s = kickedOff();
    play(s, 0, END);
    drawOnG(s, 1, Card.QuickBreak);
    assert.equal(s.mover, 1);
    assert.equal(s.movesLeft, 3);
  });

  it('GZ-9.8: Corner Kick: a runner onto a free numbered space, a 2-dice cross; Goal Kick', () => {
    const corner = (dice: number[]): GolazoState => {
      const s = kickedOff();
      play(s, 0, END);
      put(s, { r10: 'e12' }); // the Blues' space 5
      s.deck.push(Card.CornerKick);
      s.phase = Phase.Roll;
      withDice(s, dice);
      const rolled = play(s, actor(s), ROLL, rollOutcome(G, 2));
      assert.equal(
        (rolled.find((e) => e.kind === 'cross')?.data?.faces as number[] | undefined)?.length,
        2,
      );
      return s;
    };
    // The runner takes space 1, so a 1 scores, where nobody stood before.
    assert.deepEqual(corner([0, 2]).scores, [1, 0]);
    assert.deepEqual(corner([2, 3]).scores, [0, 0], 'a 3 and a 4 find nobody');
    const d = kickedOff();
    play(d, 0, END);
    drawOnG(d, 1, Card.CornerKick);
    assert.equal(d.carrier, counter('b1'));
    assert.equal(d.phase, Phase.Clearance);
  });

  it('GZ-9.9: Route One: a high clearance to your own team; Interception: the nearest', () => {
    const s = kickedOff();
    play(s, 0, END);
    s.deck.push(Card.RouteOne);
    s.phase = Phase.Roll;
    withDice(s, [3, 2]); // 4 + 3
    play(s, actor(s), ROLL, rollOutcome(G, 2));
    assert.equal(s.carrier, counter('r7'));
    const d = kickedOff();
    play(d, 0, END);
    drawOnG(d, 1, Card.RouteOne);
    // #9 of the Reds on e7: the Blues' #9 on f8 and #10 on d8 are one step away; #9 is lower.
    assert.equal(d.carrier, counter('b9'));
  });

  it('GZ-9.10: Load the Box: the team places three counters anywhere free in that box', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'a12' });
    s.carrier = counter('r9');
    hold(s, 0, Card.LoadTheBox, 1);
    play(s, 0, step('r9', 'a13'));
    assert.deepEqual(legal(s), [DECLINE, CROSS, PLAY + Card.LoadTheBox]);
    play(s, 0, PLAY + Card.LoadTheBox);
    assert.equal(s.phase, Phase.Place);
    assert.equal(s.hands[0]?.[Card.LoadTheBox], 0);
    assert.equal(s.deck[0], Card.LoadTheBox);
    const options = legal(s);
    assert.equal(options[0], SUGGESTED);
    for (const a of options.slice(1)) {
      const info = golazo.actionInfo(s, 0, a);
      assert.equal(AREA_OF[info.to as number], 1, "into the Blues' box");
      assert.notEqual(info.piece, counter('r9'), 'not the carrier');
    }
    // One by hand on a space with no number, then the suggestion: two onto numbered spaces.
    play(s, 0, step('r2', 'c13'));
    assert.equal(s.cellOf[counter('r2')], cell('c13'));
    assert.equal(s.placesLeft, 2);
    play(s, 0, SUGGESTED);
    const onNumbers = (NUMBERED[1] as number[]).filter(
      (c) => (s.pieceAt[c] as number) >= 0 && (s.pieceAt[c] as number) < 11,
    );
    assert.equal(onNumbers.length, 2);
    assert.deepEqual(legal(s), [DECLINE, CROSS]);
    // Three by hand, and the key event is back.
    const h = kickedOff({}, 2, 1);
    put(h, { r9: 'a12' });
    h.carrier = counter('r9');
    hold(h, 0, Card.LoadTheBox, 1);
    play(h, 0, step('r9', 'a13'));
    play(h, 0, PLAY + Card.LoadTheBox);
    play(h, 0, step('r2', 'c13'));
    play(h, 0, step('r4', 'd13'));
    play(h, 0, step('r5', 'g12'));
    assert.equal(h.phase, Phase.KeyEvent);
  });

  it('GZ-9.11: Offside Trap: a window at the end of the moves, in the other team’s turn', () => {
    const s = kickedOff({}, 2, 1);
    hold(s, 1, Card.OffsideTrap, 1);
    const events = play(s, 0, step('r9', 'e8'));
    assert.ok(events.some((e) => e.kind === 'window-point'));
    assert.equal(s.phase, Phase.Window);
    assert.deepEqual(golazo.actors(s), [1]);
    assert.deepEqual(legal(s, 1), [PASS, PLAY + Card.OffsideTrap]);
    assert.equal(golazo.window?.(s)?.kind, 'moves-end');
    play(s, 1, PLAY + Card.OffsideTrap);
    assert.equal(s.carrier, counter('b1'));
    assert.equal(s.phase, Phase.Clearance);
    // Not while the ball is in the Reds' own half.
    const far = kickedOff({}, 2, 1);
    hold(far, 1, Card.OffsideTrap, 1);
    play(far, 0, step('r10', 'g7'));
    assert.equal(far.phase, Phase.Roll);
  });

  it('GZ-9.12: Second Wind: 2 more moves during your own moves', () => {
    const s = kickedOff({}, 2, 2);
    hold(s, 0, Card.SecondWind, 1);
    assert.ok(legal(s).includes(PLAY + Card.SecondWind));
    play(s, 0, PLAY + Card.SecondWind);
    assert.equal(s.movesLeft, 4);
  });
});

describe('GZ-9 the action deck: Matchday’s own cards', () => {
  it('GZ-9.13: Through Ball: 2 moves, the first pass past opponents; Covering Run: 2 moves', () => {
    const s = kickedOff();
    play(s, 0, END);
    put(s, { b9: 'e9', r10: 'e11' }); // a Blue between #9 on e7 and #10 on e11
    drawOnG(s, 0, Card.ThroughBall);
    assert.equal(s.mover, 0);
    assert.equal(s.movesLeft, 2);
    assert.equal(s.canTackle, false);
    assert.ok(legal(s).includes(pass('e11')), 'the pass goes past the Blue on e9');
    play(s, 0, pass('e11'));
    assert.equal(s.carrier, counter('r10'));
    assert.equal(s.freePass, false, 'only the first pass');
    const d = kickedOff();
    play(d, 0, END);
    drawOnG(d, 1, Card.ThroughBall);
    assert.equal(d.mover, 1);
    assert.equal(d.movesLeft, 2);
    assert.equal(d.canTackle, false);
    assert.equal(d.freePass, false);
  });

  it('GZ-9.14: Time Wasting: the timer moves 2, never past HT; Injury Time: it stays, 2 moves', () => {
    const s = kickedOff();
    play(s, 0, END);
    drawOnG(s, 0, Card.TimeWasting);
    assert.equal(s.timer, 2);
    assert.equal(s.phase, Phase.Roll);
    const late = kickedOff();
    play(late, 0, END);
    late.timer = HALF_TIME - 1;
    drawOnG(late, 0, Card.TimeWasting);
    assert.equal(late.half, 2, 'half time came');
    assert.equal(late.timer, HALF_TIME, 'and the second half lost nothing');
    const d = kickedOff();
    play(d, 0, END);
    drawOnG(d, 1, Card.TimeWasting);
    assert.equal(d.timer, 0);
    assert.equal(d.mover, 1);
    assert.equal(d.movesLeft, 2);
  });

  it('GZ-9.15: Last-Ditch Tackle: in the window, the defender next to the carrier in its box wins the ball', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e11', b4: 'd12' }); // the Blues' box starts on row 12
    s.carrier = counter('r9');
    hold(s, 1, Card.LastDitchTackle, 1);
    play(s, 0, step('r9', 'e12'));
    assert.equal(s.phase, Phase.Window);
    assert.deepEqual(legal(s, 1), [PASS, PLAY + Card.LastDitchTackle]);
    play(s, 1, PLAY + Card.LastDitchTackle);
    assert.equal(s.carrier, counter('b4'));
    assert.equal(s.hands[1]?.[Card.LastDitchTackle], 0);
    assert.equal(s.deck[0], Card.LastDitchTackle);
    // Outside the box there is no moment for it: the window asks, and only a pass is legal.
    const far = kickedOff({}, 2, 1);
    hold(far, 1, Card.LastDitchTackle, 1);
    play(far, 0, step('r9', 'e8'));
    assert.deepEqual(legal(far, 1), [PASS]);
  });

  it('GZ-9.16: Tactical Foul: a long shot or cross on offer is called off; the ball stays', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e10' });
    s.carrier = counter('r9');
    hold(s, 1, Card.TacticalFoul, 1);
    play(s, 0, step('r9', 'e11')); // the Blues' long-shot space
    assert.deepEqual(legal(s, 1), [PASS, PLAY + Card.TacticalFoul]);
    play(s, 1, PLAY + Card.TacticalFoul);
    assert.equal(s.phase, Phase.Roll, 'no key event');
    assert.equal(s.carrier, counter('r9'));
    assert.equal(s.cellOf[counter('r9')], cell('e11'));
    // Passing lets the long shot come.
    const p = kickedOff({}, 2, 1);
    put(p, { r9: 'e10' });
    p.carrier = counter('r9');
    hold(p, 1, Card.TacticalFoul, 1);
    play(p, 0, step('r9', 'e11'));
    play(p, 1, PASS);
    assert.deepEqual(legal(p), [DECLINE, LONG_SHOT]);
  });

  it('GZ-9.19: one moment for the cards of the other team’s turn, one card a turn', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e10' });
    s.carrier = counter('r9');
    hold(s, 1, Card.OffsideTrap, 1);
    hold(s, 1, Card.TacticalFoul, 1);
    hold(s, 0, Card.OffsideTrap, 1);
    play(s, 0, step('r9', 'e11'));
    assert.deepEqual(golazo.actors(s), [1], 'the team without the ball alone');
    assert.deepEqual(legal(s, 1), [PASS, PLAY + Card.OffsideTrap, PLAY + Card.TacticalFoul]);
    play(s, 1, PLAY + Card.TacticalFoul);
    assert.equal(s.phase, Phase.Roll, 'no second card');
    assert.equal(s.hands[1]?.[Card.OffsideTrap], 1);
  });

  it('GZ-9.17: Nutmeg: the carrier swaps with the opponent next to it and ahead, no move spent', () => {
    const s = kickedOff({}, 2, 2);
    hold(s, 0, Card.Nutmeg, 1);
    put(s, { b9: 'e8' }); // ahead of #9 on e7 (the Blues' #9 left f8 for it)
    assert.ok(legal(s).includes(PLAY + Card.Nutmeg));
    play(s, 0, PLAY + Card.Nutmeg);
    assert.equal(s.cellOf[counter('r9')], cell('e8'));
    assert.equal(s.cellOf[counter('b9')], cell('e7'));
    assert.equal(s.carrier, counter('r9'));
    assert.equal(s.movesLeft, 2);
    assert.equal(s.hands[0]?.[Card.Nutmeg], 0);
    // Nobody ahead and next to the carrier: not playable.
    const none = kickedOff({}, 2, 2);
    hold(none, 0, Card.Nutmeg, 1);
    put(none, { r9: 'e6' });
    assert.ok(!legal(none).includes(PLAY + Card.Nutmeg));
  });

  it('GZ-9.18: Screamer: a long shot with the keeper picking two targets', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e10' });
    s.carrier = counter('r9');
    hold(s, 0, Card.Screamer, 1);
    play(s, 0, step('r9', 'e11'));
    assert.deepEqual(legal(s), [DECLINE, LONG_SHOT, PLAY + Card.Screamer]);
    play(s, 0, PLAY + Card.Screamer);
    assert.equal(s.phase, Phase.Commit);
    assert.equal(s.shotKind, ShotKind.Shot);
    assert.deepEqual(savedTargets(s.shotKind, 0), [0, 1]);
  });
});

describe('GZ-10 time', () => {
  function atTimer(timer: number, options: Record<string, unknown> = {}): GolazoState {
    const s = kickedOff(options);
    play(s, 0, END);
    s.timer = timer;
    return s;
  }

  it('GZ-10.1: only a card drawn on a G moves the timer', () => {
    const s = atTimer(0);
    play(s, actor(s), ROLL, rollOutcome(4, 1));
    assert.equal(s.timer, 0);
  });

  it('GZ-10.2: half time resets the counters; the other team kicks off', () => {
    const s = atTimer(5);
    drawOnG(s, 1, Card.QuickBreak);
    play(s, actor(s), END);
    assert.equal(s.half, 2);
    assert.equal(s.phase, Phase.KickOff);
    assert.equal(s.kickOffTeam, 1);
    assert.deepEqual(Array.from(s.cellOf), START);
  });

  it('GZ-10.3: full time: a classic die of stoppage turns', () => {
    const s = atTimer(11);
    s.half = 2;
    drawOnG(s, 1, Card.QuickBreak);
    withDice(s, [3]);
    play(s, actor(s), END);
    assert.equal(s.stoppageLeft, 4);
    assert.equal(s.classic, true);
  });

  it('GZ-10.4: stoppage turns roll classic dice: no G, no cards', () => {
    const s = atTimer(12);
    s.half = 2;
    s.stoppageLeft = 2;
    s.classic = true;
    play(s, actor(s), ROLL, rollOutcome(5, 1));
    assert.deepEqual(s.roll, [6, 2]);
    assert.equal(s.phase, Phase.Moves);
    assert.equal(s.deck.length, CARD_COUNT);
  });

  it('GZ-10.5: after the last stoppage turn the match is over', () => {
    const s = atTimer(12);
    s.half = 2;
    s.stoppageLeft = 1;
    s.classic = true;
    s.scores[1] = 1;
    play(s, actor(s), ROLL, rollOutcome(0, 1));
    play(s, actor(s), END);
    play(s, actor(s), END);
    assert.equal(s.phase, Phase.Over);
    assert.deepEqual(golazo.outcome(s), { scores: [0, 1], places: [2, 1] });
  });
});

describe('GZ-11 draws', () => {
  function lastTurn(draw: string): GolazoState {
    const s = kickedOff({ draw });
    play(s, 0, END);
    s.timer = 12;
    s.half = 2;
    s.stoppageLeft = 1;
    s.classic = true;
    play(s, actor(s), ROLL, rollOutcome(0, 1));
    play(s, actor(s), END);
    play(s, actor(s), END);
    return s;
  }

  it('GZ-11.1: by default a draw stands', () => {
    const s = lastTurn('stands');
    assert.deepEqual(golazo.outcome(s), { scores: [0, 0], places: [1, 1] });
    assert.equal(golazoOptions.parse({}).draw, 'stands');
  });

  it('GZ-11.2: golden goal: play on with classic dice until a goal ends it', () => {
    const s = lastTurn('golden-goal');
    assert.equal(s.golden, true);
    assert.equal(s.phase, Phase.Roll);
    put(s, { r9: 'e11' });
    s.carrier = counter('r9');
    play(s, actor(s), ROLL, rollOutcome(1, 0));
    play(s, 0, step('r9', 'e12'));
    play(s, 0, END);
    play(s, actor(s), END);
    play(s, 0, SHOOT);
    picks(s, 5, 0);
    assert.equal(s.phase, Phase.Over);
    assert.deepEqual(golazo.outcome(s)?.places, [1, 2]);
  });

  it('GZ-11.3: penalties: five each, stopping once one cannot catch up, then sudden death', () => {
    const s = lastTurn('penalties');
    assert.equal(s.phase, Phase.Commit);
    assert.equal(s.shotKind, ShotKind.Penalty);
    assert.equal(s.shooter, s.firstKicker);
    // Reds score 3, Blues miss 3: 3-0 with two each to come is decided.
    for (let k = 0; k < 3; k++) {
      picks(s, 5, 0);
      picks(s, 0, 0);
    }
    assert.equal(s.phase, Phase.Over);
    assert.deepEqual(golazo.outcome(s), { scores: [0, 0], places: [1, 2] });
    const sudden = lastTurn('penalties');
    for (let k = 0; k < 5; k++) {
      picks(sudden, 5, 0);
      picks(sudden, 5, 0);
    }
    assert.equal(sudden.phase, Phase.Commit, 'level after five each');
    picks(sudden, 0, 0);
    picks(sudden, 5, 0);
    assert.deepEqual(golazo.outcome(sudden)?.places, [2, 1]);
  });
  it('GZ-11.4: a shoot-out alone: the start roll, then penalties, the roll’s winner first', () => {
    const s = newMatch({ match: 'shoot-out' });
    assert.equal(golazoOptions.parse({}).match, undefined, 'no option for other matches');
    assert.equal(golazo.actionLabel(s, 0, ROLL), 'Roll to kick first');
    assert.deepEqual(
      new Set(golazo.actionInfo(s, 0, ROLL).outcomes?.map((o) => o.text)),
      new Set(['the Reds kick first', 'the Blues kick first']),
    );
    const texts = play(s, 0, ROLL, rollOutcome(1, 4)).map((e) => e.text);
    assert.ok(
      texts.some((t) => t.includes('The Blues kick first.')),
      texts.join(' | '),
    );
    assert.equal(s.phase, Phase.Commit);
    assert.equal(s.shotKind, ShotKind.Penalty);
    assert.equal(s.shooter, 1, 'the Blues won the roll');
    assert.equal(s.timer, 0, 'no play');
    // Blues score 3, Reds miss 3.
    for (let k = 0; k < 3; k++) {
      picks(s, 5, 0);
      picks(s, 0, 0);
    }
    assert.equal(s.phase, Phase.Over);
    assert.deepEqual(golazo.outcome(s), { scores: [0, 0], places: [2, 1] });
  });

  it("GZ-7.6: the shoot-out and full time read with an en dash, the winners' goals first", () => {
    const s = lastTurn('penalties');
    const texts: string[] = [];
    for (let k = 0; k < 3; k++) {
      texts.push(...picks(s, 0, 0).map((e) => e.text));
      texts.push(...picks(s, 5, 0).map((e) => e.text));
    }
    assert.ok(texts.includes('The Blues win the penalties 3–0.'), texts.join(' | '));
    const words = golazo.describe(golazo.view(s, 0));
    assert.match(words, /\nPenalties: 0–3 after 3 and 3 kicks\./);
    assert.match(words, /\nFull time: Reds 0–0 Blues, Blues win on penalties\./);
  });
});

describe('GZ-12 more than two players', () => {
  it('GZ-12.1: two teams: odd seats against even', () => {
    assert.deepEqual(golazoTeams(2), [[0], [1]]);
    assert.deepEqual(golazoTeams(3), [[0, 2], [1]]);
    assert.deepEqual(golazoTeams(4), [
      [0, 2],
      [1, 3],
    ]);
  });

  it('GZ-12.2: one player a team on duty, turn by turn', () => {
    const s = kickedOff({}, 4, 1);
    assert.equal(s.turn, 1);
    assert.deepEqual(golazo.actors(s), [2], 'turn 1: the second Red');
    play(s, 2, step('r10', 'g7'));
    assert.equal(s.turn, 2);
    assert.deepEqual(golazo.actors(s), [0], 'turn 2: the first Red rolls');
    play(s, 0, ROLL, rollOutcome(1, 3));
    assert.deepEqual(golazo.actors(s), [1], 'and the first Blue moves');
  });

  it('GZ-12.3: teammates share the score, the hand and the place', () => {
    const s = kickedOff({}, 4);
    hold(s, 0, Card.SecondWind, 1);
    assert.equal(golazo.view(s, 2).hand[Card.SecondWind], 1);
    assert.equal(golazo.view(s, 1).hand[Card.SecondWind], 0);
    s.scores[0] = 2;
    s.phase = Phase.Over;
    assert.deepEqual(golazo.outcome(s), { scores: [2, 0, 2, 0], places: [1, 3, 1, 3] });
  });
});

describe('GZ-13 advanced rules', () => {
  it('GZ-13.1: Tactical Golazo: the loser moves first and may not tackle', () => {
    const s = kickedOff({ tactical: true });
    play(s, 0, END);
    play(s, actor(s), ROLL, rollOutcome(1, 3)); // Blues win 4-2
    assert.equal(s.mover, 0);
    assert.equal(s.movesLeft, 2);
    assert.equal(s.canTackle, false);
    play(s, actor(s), END);
    assert.equal(s.mover, 1);
    assert.equal(s.canTackle, true);
  });

  /** The Blues lost the roll 2-4 with #9 next to the Reds' carrier on e7. */
  function sliding(options: Record<string, unknown> = { slideTackle: true }): GolazoState {
    const s = kickedOff(options);
    play(s, 0, END);
    play(s, actor(s), ROLL, rollOutcome(3, 1));
    play(s, 0, END);
    return s;
  }
  const slide = moveAction(counter('b9'), cell('e7'));

  it('GZ-13.2: the loser may slide in before its moves, and only then', () => {
    const s = sliding();
    assert.equal(s.mover, 1);
    assert.ok(legal(s).includes(slide));
    assert.equal(golazo.actionInfo(s, 1, slide).side, 'slide-tackle');
    assert.equal(golazo.chance?.(s, 1, slide)?.length, 6);
    assert.ok(!legal(sliding({})).includes(slide), 'not without the option');
    // The board shows the die's results as the engine says them (issue #32), the Blues' team.
    const info = golazo.actionInfo(s, 1, slide);
    assert.equal(info.team, 1);
    assert.deepEqual(
      info.outcomes?.map((o) => [o.p, o.text]),
      [1, 2, 3, 4, 5, 6].map((die) => [
        1 / 6,
        die === 1
          ? 'is sent off'
          : die === 6
            ? 'wins the ball: 6 moves'
            : 'misses: the moves are lost',
      ]),
    );
    play(s, 1, step('b11', 'b8'));
    assert.ok(!legal(s).includes(slide), 'not after a move');
  });

  it('GZ-13.2: 1 sends the tackler off, for good; 2–5 lose the moves; 6 wins the ball and 6 moves', () => {
    const off = sliding();
    play(off, 1, slide, 0);
    assert.equal(off.cellOf[counter('b9')], -1);
    assert.equal(off.phase, Phase.Roll);
    assert.equal(off.carrier, counter('r9'));
    const miss = sliding();
    play(miss, 1, slide, 3);
    assert.equal(miss.phase, Phase.Roll);
    assert.equal(miss.carrier, counter('r9'));
    assert.equal(miss.cellOf[counter('b9')], START[counter('b9')]);
    const won = sliding();
    play(won, 1, slide, 5);
    assert.equal(won.carrier, counter('b9'));
    assert.equal(won.movesLeft, 6);
    assert.equal(won.mover, 1);
  });

  it('GZ-13.2: a counter sent off stays off after a reset, and a clearance to its shirt goes across', () => {
    const s = sliding();
    play(s, 1, slide, 0);
    s.timer = HALF_TIME;
    drawOnG(s, 0, Card.QuickBreak);
    play(s, actor(s), END);
    assert.equal(s.half, 2);
    assert.equal(s.cellOf[counter('b9')], -1, 'still off after half time');
    assert.ok(!golazo.legalActions(s, actor(s)).includes(CHOOSE + counter('b9')));
    // GZ-8.3: the Blues' keeper clears to 9, who is off: the Reds' 9 gets it.
    const view = golazo.view(s, 0);
    assert.equal(view.cells[counter('b9')], -1);
    s.kickOffTeam = -1;
    s.phase = Phase.Clearance;
    s.actingTeam = 1;
    s.carrier = counter('b1');
    play(s, 1, CLEAR, 9 - 2);
    assert.equal(s.carrier, counter('r9'));
  });

  it('GZ-13.3: with managers, the Reds appoint one, then the Blues another, then the start roll', () => {
    const s = newMatch({ managers: true });
    assert.equal(s.phase, Phase.Manager);
    assert.deepEqual(golazo.actors(s), [0]);
    assert.equal(legal(s).length, 8);
    play(s, 0, MANAGER + 3);
    assert.deepEqual(golazo.actors(s), [1]);
    assert.ok(!legal(s).includes(MANAGER + 3), 'not the same manager');
    assert.equal(legal(s).length, 7);
    play(s, 1, MANAGER + 0);
    assert.equal(s.phase, Phase.Start);
    assert.deepEqual(s.managers, [3, 0]);
    assert.equal(newMatch().phase, Phase.Start, 'no managers by default');
  });

  /** Reds with `manager` (Blues with another), kicked off: the Reds moving 3 with #9 on e7. */
  function managed(manager: number, die = 3): GolazoState {
    const s = newMatch({ managers: true, slideTackle: true });
    play(s, 0, MANAGER + manager);
    play(s, 1, MANAGER + (manager === 0 ? 1 : 0));
    play(s, 0, ROLL, rollOutcome(5, 0));
    play(s, 0, CHOOSE + counter('r9'), die - 1);
    return s;
  }
  const use = (ability: number): number => ABILITY + ability;

  it('GZ-13.4: each ability once a match, and only the manager’s own three', () => {
    const s = managed(1); // The Motivator: Extra Legs, Re-roll, Super Sub
    assert.ok(legal(s).includes(use(0)));
    assert.ok(!legal(s).includes(use(7)), 'Quick Free Kick is not his');
    play(s, 0, use(0));
    assert.equal(s.movesLeft, 5);
    assert.ok(!legal(s).includes(use(0)), 'used up');
    assert.equal(golazo.view(s, 1).used[0], 1, 'the other team sees it used');
  });

  it('GZ-13.5: Re-roll replaces the moves, before the first; a G gives none', () => {
    const reroll = managed(2); // The Tinkerman: Re-roll, Target Man, Pick Your Spot
    withDice(reroll, [4]);
    play(reroll, 0, use(2));
    assert.equal(reroll.movesLeft, 5);
    assert.ok(!legal(reroll).includes(use(2)));
    const g = managed(2);
    withDice(g, [5]);
    play(g, 0, use(2));
    assert.equal(g.phase, Phase.Roll, 'a G: no moves');
  });

  it('GZ-13.5: Press', () => {
    const s = managed(3);
    s.managers[1] = 3;
    put(s, { b9: 'f8' });
    moving(s, 1, 2, 'r9', false);
    s.fresh = true;
    const tackle = moveAction(counter('b9'), cell('e7'));
    assert.equal(golazo.actionInfo(s, 1, tackle).side, 'slide-tackle');
    play(s, 1, use(1));
    assert.equal(golazo.actionInfo(s, 1, tackle).side, 'tackle');
    play(s, 1, tackle);
    assert.equal(s.carrier, counter('b9'));
  });

  it('GZ-13.5: Pick Your Spot chooses the clearance’s receiver', () => {
    const s = managed(0); // The Professor: Quick Free Kick, Pick Your Spot, Sniper
    s.phase = Phase.Clearance;
    s.actingTeam = 0;
    s.carrier = counter('r1');
    assert.ok(legal(s).includes(use(3)));
    play(s, 0, use(3));
    assert.equal(s.phase, Phase.Choose);
    play(s, 0, CHOOSE + counter('r11'));
    assert.equal(s.carrier, counter('r11'));
  });

  it('GZ-13.5: Target Man adds a die to a cross; Sniper shoots again after a save', () => {
    const s = managed(2, 1);
    put(s, { r9: 'a12' });
    s.carrier = counter('r9');
    play(s, 0, step('r9', 'a13'));
    play(s, 0, use(4));
    withDice(s, [0, 0, 0, 0]);
    const events = play(s, 0, CROSS);
    assert.equal(
      (events.find((e) => e.kind === 'cross')?.data?.faces as number[] | undefined)?.length,
      4,
    );
    const sniper = managed(0, 1);
    put(sniper, { r9: 'e11' });
    sniper.carrier = counter('r9');
    play(sniper, 0, step('r9', 'e12'));
    play(sniper, 0, use(5));
    play(sniper, 0, SHOOT);
    picks(sniper, 0, 0);
    assert.equal(sniper.phase, Phase.Commit, 'saved, and at it again');
    picks(sniper, 0, 0);
    assert.equal(sniper.phase, Phase.Place, 'once only: the box is cleared');
  });

  it('GZ-13.5: Super Sub brings a counter sent off back; Quick Free Kick passes past opponents', () => {
    const s = managed(1);
    sendOffForTest(s, counter('r7'));
    assert.ok(legal(s).includes(use(6)));
    play(s, 0, use(6));
    assert.equal(s.cellOf[counter('r7')], START[counter('r7')]);
    const free = managed(0);
    put(free, { r10: 'e10', b9: 'e9' });
    assert.ok(!legal(free).includes(pass('e10')));
    play(free, 0, use(7));
    assert.ok(legal(free).includes(pass('e10')));
    play(free, 0, pass('e10'));
    put(free, { r6: 'e12' });
    put(free, { b10: 'e11' });
    assert.ok(!legal(free).includes(pass('e12')), 'one pass only');
  });

  it('GZ-13.6: eight managers of three different abilities each', () => {
    assert.equal(MANAGERS.length, 8);
    for (const m of MANAGERS) assert.equal(new Set(m.abilities).size, 3);
    const all = MANAGERS.flatMap((m) => [...m.abilities]);
    for (let a = 0; a < 8; a++)
      assert.equal(all.filter((x) => x === a).length, 3, 'each ability with three managers');
  });
});
