/**
 * The board's readings of the log (the chain's story, the dice, the animation frames), each
 * checked against events the engine itself writes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent } from '../../../../src/core/game.ts';
import {
  ATTACK,
  KICK,
  Kind,
  MOVE,
  playAction,
} from '../../../../src/games/supernatural-soccer/actions.ts';
import {
  act,
  arrange,
  commitAll,
  emptyHands,
  game,
  giveHand,
  hex,
  newGame,
  passAll,
} from '../../../../src/games/supernatural-soccer/fixtures.ts';
import { Card } from '../../../../src/games/supernatural-soccer/rules.ts';
import type { SsState } from '../../../../src/games/supernatural-soccer/state.ts';
import { framesOf, MOST_ANIMATED, queueFrames, TUMBLE_STEPS, wayBetween } from './animation.ts';
import { lastResolvedChain } from './chain.ts';
import { combatResult, diceVerdict, latestDice } from './dice.ts';
import { lastMove } from './marks.ts';

function quiet(seats = 4): SsState {
  const s = newGame(seats, 'board-events', 3, 0);
  emptyHands(s);
  return s;
}

/** Combat dice as applyOutcome's index: attacker's die, defender's die. */
const pair = (attack: number, defence: number): number => (attack - 1) * 8 + (defence - 1);

/** A (team 0) next to X, who carries the ball; Mornoch's phase ends and A may attack. */
function contest(): SsState {
  const s = quiet();
  arrange(s, [hex(0, 0), hex(-4, 3), hex(1, 0), hex(4, 3)], hex(1, 0));
  commitAll(s, [Card.NoAction, Card.NoAction]);
  return s;
}

function attack(attackDie: number, defenceDie: number): GameEvent[] {
  const s = contest();
  const events: GameEvent[] = [];
  game.applyOutcome?.(s, 0, ATTACK, pair(attackDie, defenceDie), events);
  return events;
}

const NO_ROLL_OFF = { rollOff: [0, 0] };

describe('the chain as a stack', () => {
  it("tells what each link of the booklet's chain did, newest on top", () => {
    const s = quiet();
    arrange(s, [hex(-1, 0), hex(-4, 3), hex(0, 0), hex(4, 3)], hex(0, 0));
    giveHand(s, 0, [Kind.Nuke, Kind.Counter]);
    giveHand(s, 1, [Kind.BodySwap]);
    const log = commitAll(s, [Card.NoAction, Card.NoAction]);
    log.push(...act(s, 0, playAction(Kind.Nuke, 2)));
    log.push(...act(s, 1, playAction(Kind.BodySwap, 2 * 4 + 3)));
    assert.deepEqual(lastResolvedChain(log), [], 'nothing resolved while the chain builds');
    log.push(...act(s, 0, playAction(Kind.Counter, 0)));
    assert.deepEqual(
      lastResolvedChain(log).map((l) => [l.link, l.seat, l.card, l.cancelled]),
      [
        [3, 0, Kind.Counter, false],
        [2, 1, Kind.BodySwap, true],
        [1, 0, Kind.Nuke, false],
      ],
    );
  });

  it('forgets the last chain once a new card is played', () => {
    const s = quiet();
    giveHand(s, 0, [Kind.GhostBall, Kind.HeavyBall]);
    // Seat 1 may answer, so a chain stays open until it passes.
    giveHand(s, 1, [Kind.LongBall, Kind.LongBall]);
    const log = commitAll(s, [Card.Move, Card.NoAction]);
    log.push(...act(s, 0, playAction(Kind.GhostBall, 0)));
    log.push(...passAll(s));
    assert.equal(lastResolvedChain(log).length, 1);
    log.push(...act(s, 0, MOVE + (s.cellOf[0] as number) - 1));
    log.push(...act(s, 0, playAction(Kind.HeavyBall, 0)));
    assert.deepEqual(lastResolvedChain(log), []);
    log.push(...passAll(s));
    assert.deepEqual(
      lastResolvedChain(log).map((l) => l.card),
      [Kind.HeavyBall],
    );
  });
});

describe('the dice from the log', () => {
  it('shows the combat dice, who rolled which and who won; a tie goes to the attacker', () => {
    for (const [a, d, winner] of [
      [5, 3, 0],
      [4, 4, 0],
      [2, 6, 2],
    ] as const) {
      const dice = latestDice(attack(a, d), NO_ROLL_OFF);
      assert.deepEqual(dice && { ...dice, at: 0 }, {
        kind: 'combat',
        at: 0,
        attacker: 0,
        defender: 2,
        rolls: [a, d],
        winner,
        fouls: [],
      });
    }
  });

  it('calls an 8 a foul, with no winner, for either side or both', () => {
    for (const [a, d, fouls] of [
      [8, 2, [0]],
      [3, 8, [2]],
      [8, 8, [0, 2]],
    ] as const) {
      const dice = latestDice(attack(a, d), NO_ROLL_OFF);
      assert.ok(dice?.kind === 'combat');
      assert.deepEqual(dice.fouls, fouls);
      assert.equal(dice.winner, -1);
    }
    // The engine agrees: the fouled carrier X is sent home and drops the ball.
    const s = contest();
    game.applyOutcome?.(s, 0, ATTACK, pair(3, 8));
    assert.equal(s.carrier, -1);
    assert.deepEqual(combatResult(0, 2, [3, 8]), { winner: -1, fouls: [2] });
  });

  it("shows the kick's die and direction, the latest roll winning", () => {
    const s = quiet();
    arrange(s, [hex(-1, 0), hex(-3, 2), hex(4, 0), hex(-1, -3)], hex(-1, 0));
    const log = commitAll(s, [Card.Kick, Card.NoAction]);
    log.push(...passAll(s));
    game.applyOutcome?.(s, 0, KICK + 0, 5 - 1, log);
    const dice = latestDice(log, NO_ROLL_OFF);
    assert.deepEqual(dice && { ...dice, at: 0 }, {
      kind: 'kick',
      at: 0,
      wizard: 0,
      roll: 5,
      direction: 0,
    });
  });

  it('shows the roll-off before any other roll', () => {
    const s = newGame(2, 'roll-off');
    const view = game.view(s, 0);
    const dice = latestDice([], view);
    assert.ok(dice?.kind === 'roll-off');
    assert.deepEqual(dice.rolls, view.rollOff);
    assert.notEqual(dice.rolls[0], dice.rolls[1]);
  });
});

describe('what the field animates', () => {
  it('slides a moving wizard hex by hex along the way the engine offered', () => {
    const s = quiet();
    // B stands in A's straight way east: the way bends around it.
    arrange(s, [hex(-3, 0), hex(-2, 0), hex(4, 0), hex(-1, -3)], hex(0, 0));
    commitAll(s, [Card.Move, Card.NoAction]);
    passAll(s);
    const to = hex(-1, 0);
    const info = game.actionInfo(s, 0, MOVE + to);
    const events = act(s, 0, MOVE + to);
    const frames = framesOf(events, game.view(s, 0));
    assert.deepEqual(
      frames.map((f) => f.wizard),
      [hex(-3, 0), ...(info.path ?? []), to].map((cell) => ({ wizard: 0, cell })),
    );
    assert.ok((info.path ?? []).length >= 2, 'the way bends around B');
    // The last move stays marked on that same way.
    assert.deepEqual(lastMove(events, game.view(s, 0)), { from: hex(-3, 0), path: info.path, to });
  });

  it('tumbles the die, then flies the ball along its path', () => {
    const s = quiet();
    arrange(s, [hex(-1, 0), hex(-3, 2), hex(4, 0), hex(-1, -3)], hex(-1, 0));
    commitAll(s, [Card.Kick, Card.NoAction]);
    passAll(s);
    const events: GameEvent[] = [];
    game.applyOutcome?.(s, 0, KICK + 0, 3 - 1, events);
    const frames = framesOf(events, game.view(s, 0));
    assert.deepEqual(frames.slice(0, TUMBLE_STEPS), [
      { rolling: true, ball: hex(-1, 0) },
      { rolling: true, ball: hex(-1, 0) },
    ]);
    assert.deepEqual(
      frames.slice(TUMBLE_STEPS).map((f) => f.ball),
      [hex(0, 0), hex(1, 0), hex(2, 0)],
    );
  });

  it('tumbles the combat dice; a stay, a commit or a catch-up animates nothing', () => {
    assert.deepEqual(
      framesOf(attack(5, 3), NO_VIEW).filter((f) => f.rolling === true).length,
      TUMBLE_STEPS,
    );
    const stay: GameEvent = { kind: 'move', text: '', data: { wizard: 0, from: 40, to: 40 } };
    const commit: GameEvent = { kind: 'commit', text: '' };
    assert.deepEqual(framesOf([stay, commit], NO_VIEW), []);
    const move: GameEvent = { kind: 'move', text: '', data: { wizard: 0, from: 40, to: 41 } };
    assert.equal(framesOf([move], NO_VIEW).length, 2);
    assert.deepEqual(framesOf(new Array<GameEvent>(MOST_ANIMATED + 1).fill(move), NO_VIEW), []);
  });

  it('queues the frames of events that arrive mid-show behind it; a catch-up ends it', () => {
    const first: GameEvent = { kind: 'move', text: '', data: { wizard: 0, from: 40, to: 41 } };
    const left = framesOf([first], NO_VIEW).slice(1);
    const next: GameEvent = { kind: 'move', text: '', data: { wizard: 1, from: 50, to: 51 } };
    const queued = queueFrames(left, [next], NO_VIEW);
    assert.deepEqual(
      queued.map((f) => f.wizard),
      [
        { wizard: 0, cell: 41 },
        { wizard: 1, cell: 50 },
        { wizard: 1, cell: 51 },
      ],
    );
    const commit: GameEvent = { kind: 'commit', text: '' };
    assert.deepEqual(queueFrames(left, [commit], NO_VIEW), left, 'a commit keeps the show');
    assert.deepEqual(
      queueFrames(left, new Array<GameEvent>(MOST_ANIMATED + 1).fill(next), NO_VIEW),
      [],
    );
    assert.deepEqual(queueFrames(left, [], NO_VIEW), [], 'a replaced log ends the show');
  });

  it('finds no way through the ball or a wizard', () => {
    assert.deepEqual(wayBetween(hex(-2, 0), hex(0, 0), new Set()), [hex(-1, 0)]);
    const around = wayBetween(hex(-2, 0), hex(0, 0), new Set([hex(-1, 0)]));
    assert.equal(around.length, 2);
    assert.ok(!around.includes(hex(-1, 0)));
    const pastBall = wayBetween(hex(-2, 0), hex(0, 0), new Set(), hex(-1, 0));
    assert.ok(!pastBall.includes(hex(-1, 0)));
  });
});

const NO_VIEW = { wizards: [-1, -1, -1, -1], ball: -1 };

describe('the dice in words', () => {
  it('opens each verdict with a capital, the wizard named (issue #37: "wizard A kicks")', () => {
    assert.equal(
      diceVerdict({ kind: 'kick', at: 4, wizard: 0, roll: 5, direction: 5 }),
      'Wizard A kicks north-east: 5',
    );
    const combat = { kind: 'combat', at: 9, attacker: 1, defender: 2, rolls: [5, 3] } as const;
    assert.equal(diceVerdict({ ...combat, winner: 1, fouls: [] }), 'Wizard B wins the ball');
    assert.equal(diceVerdict({ ...combat, winner: 2, fouls: [] }), 'Wizard X keeps the ball');
    assert.equal(
      diceVerdict({ ...combat, winner: -1, fouls: [2] }),
      'Foul! Wizard X rolled an 8: sent home',
    );
    assert.equal(
      diceVerdict({ kind: 'roll-off', at: -1, rolls: [5, 2] }),
      'Roll-off: Mornoch play first',
    );
  });
});
