/** Supernatural Soccer's rules, each test named by the rule it checks (see rules.md). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECTATOR, WINDOW_POINT, type GameEvent } from '../../core/game.ts';
import {
  CELL_R,
  CELLS,
  CENTRE,
  GOAL_ZONES,
  NONE,
  STARTS,
  cellName,
  distance,
  neighbour,
} from './board.ts';
import {
  ATTACK,
  COMMIT,
  DECLINE,
  EXCHANGE,
  KICK,
  Kind,
  MOVE,
  PASS,
  STAY,
  playAction,
} from './actions.ts';
import { controllers, teamSeats } from './facts.ts';
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
} from './fixtures.ts';
import { Card, handSize } from './rules.ts';
import { handIndex, Step, type SsState } from './state.ts';
import { CHANGERS, deckCounts } from './vocabulary.ts';
import { Rng } from '../../core/rng.ts';

const M = Card.Move;
const K = Card.Kick;
const X = Card.Exchange;
const N = Card.NoAction;

/** A 4-seat game, Mornoch (team 0) to act, no Game Changers in any hand (no windows ask). */
function quiet(seats = 4, team = 0): SsState {
  const s = newGame(seats, 'quiet', 3, team);
  emptyHands(s);
  return s;
}

/** Combat dice as applyOutcome's index: attacker's die, defender's die. */
const dice = (attack: number, defence: number): number => (attack - 1) * 8 + (defence - 1);

const kinds = (events: readonly GameEvent[]): string[] => events.map((e) => e.kind);

describe('SS-1 the aim', () => {
  it('SS-1.1 two teams of two wizards: A and B for Mornoch, X and Y for Landraeth', () => {
    assert.deepEqual(teamSeats(4), [
      [0, 2],
      [1, 3],
    ]);
    const s = quiet();
    s.scores[0] = 2;
    arrange(s, [hex(4, 0), hex(-2, 1), hex(3, -1), hex(2, 1)], hex(6, 0));
    commitAll(s, [N, N]);
    assert.deepEqual(game.outcome(s)?.places, [1, 3, 1, 3], 'teammates share a place');
  });
});

describe('SS-2 the field', () => {
  it('SS-2.1 seven rows, 13 hexes in rows b, d and f and 12 in the others: 87', () => {
    assert.equal(CELLS, 87);
    const perRow = [-3, -2, -1, 0, 1, 2, 3].map((r) => CELL_R.filter((x) => x === r).length);
    assert.deepEqual(perRow, [12, 13, 12, 13, 12, 13, 12]);
    assert.equal(cellName(0), 'a1');
    assert.equal(cellName(CELLS - 1), 'g12');
  });

  it('SS-2.2 the ball starts every game on the centre hex, d7', () => {
    const s = newGame(2);
    assert.equal(s.ball, CENTRE);
    assert.equal(cellName(CENTRE), 'd7');
    assert.equal(s.carrier, NONE);
  });

  it('SS-2.3 each goal zone is the three middle hexes of its end', () => {
    assert.deepEqual(GOAL_ZONES[0]?.map(cellName), ['d1', 'c1', 'e1']);
    assert.deepEqual(GOAL_ZONES[1]?.map(cellName), ['d13', 'c12', 'e12']);
    for (const zone of GOAL_ZONES) for (const cell of zone) assert.equal(distance(cell, CENTRE), 6);
  });

  it('SS-2.4 the starting spaces lie three hexes from the ball, towards the own goal', () => {
    assert.deepEqual(STARTS.map(cellName), ['c4', 'e4', 'c9', 'e9']);
    STARTS.forEach((cell, w) => {
      assert.equal(distance(cell, CENTRE), 3);
      const own = GOAL_ZONES[w >> 1]?.[0] as number;
      const other = GOAL_ZONES[1 - (w >> 1)]?.[0] as number;
      assert.ok(distance(cell, own) < distance(cell, other));
    });
  });

  it('SS-2.5 six hex lines through every hex; the edge cuts them', () => {
    for (let d = 0; d < 6; d++) assert.notEqual(neighbour(CENTRE, d), NONE);
    const corner = 0;
    assert.equal([0, 1, 2, 3, 4, 5].filter((d) => neighbour(corner, d) !== NONE).length, 3);
    let cell = CENTRE;
    for (let k = 0; k < 6; k++) cell = neighbour(cell, 0);
    assert.equal(cellName(cell), 'd13', 'east along row d');
  });
});

describe('SS-3 players, teams and who starts', () => {
  it('SS-3.1 four players one wizard each, two players a team each', () => {
    assert.deepEqual(controllers(4), [0, 2, 1, 3]);
    assert.deepEqual(controllers(2), [0, 0, 1, 1]);
    assert.deepEqual(teamSeats(2), [[0], [1]]);
  });

  it('SS-3.2 RULING: with three players the first controls Mornoch alone', () => {
    assert.deepEqual(controllers(3), [0, 0, 1, 2]);
    assert.deepEqual(teamSeats(3), [[0], [1, 2]]);
    const s = newGame(3, 'three', 3);
    assert.deepEqual(s.wizardsOf, [2, 1, 1]);
  });

  it('SS-3.3 the higher roll-off die plays first, ties rolled again', () => {
    const starters = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = newGame(2, `roll-${i}`);
      const [a, b] = s.rollOff as [number, number];
      assert.notEqual(a, b);
      assert.ok(a >= 1 && a <= 8 && b >= 1 && b <= 8);
      assert.equal(s.turnTeam, a > b ? 0 : 1);
      starters.add(s.turnTeam);
    }
    assert.equal(starters.size, 2);
  });
});

describe('SS-4 rounds, points and winning', () => {
  it('SS-4.1 a round starts from the starting spaces with the ball in the centre', () => {
    const s = newGame(4);
    assert.deepEqual(s.cellOf, STARTS);
    assert.equal(s.round, 1);
  });

  it('SS-4.2 a phase ending with the ball in the zone scores for the attackers', () => {
    const s = quiet();
    arrange(s, [hex(5, 0), hex(-2, 1), hex(3, -1), hex(2, 1)], hex(5, 0));
    const events = commitAll(s, [N, N]);
    assert.ok(!kinds(events).includes('goal'));
    assert.deepEqual(s.scores, [0, 0], 'd12 is not in the zone');
    const t = quiet();
    arrange(t, [hex(6, 0), hex(-2, 1), hex(3, -1), hex(2, 1)], hex(6, 0));
    commitAll(t, [N, N]);
    assert.deepEqual(t.scores, [1, 0], 'carried into d13');
  });

  it('SS-4.2 RULING: an own goal scores for the other team; a ball kicked out again scores nothing', () => {
    const s = quiet();
    arrange(s, [hex(-6, 0), hex(-2, 1), hex(3, -1), hex(2, 1)], hex(-6, 0));
    commitAll(s, [N, N]);
    assert.deepEqual(s.scores, [0, 1]);
    const t = quiet();
    arrange(t, [hex(-6, 0), hex(-2, 1), hex(3, -1), hex(2, 1)], hex(-6, 0));
    commitAll(t, [K, N]);
    game.applyOutcome?.(t, 0, KICK + 0, 2);
    assert.deepEqual(t.scores, [0, 0], 'kicked out of the zone before the phase ended');
  });

  it('SS-4.3 the first team to the target wins; the target is an option from 1 to 7', () => {
    assert.equal(game.facts.options.parse({}).target, 3);
    assert.equal(game.facts.options.safeParse({ target: 8 }).success, false);
    const s = newGame(4, 'target', 2, 0);
    emptyHands(s);
    s.scores[0] = 1;
    arrange(s, [hex(6, 0), hex(-2, 1), hex(3, -1), hex(2, 1)], hex(6, 0));
    commitAll(s, [N, N]);
    assert.equal(s.step, Step.Over);
    assert.deepEqual(game.outcome(s)?.scores, [2, 0, 2, 0]);
    assert.deepEqual(game.actors(s), []);
  });

  it('SS-4.4 after a point all go back to the start and the conceding team starts', () => {
    const s = quiet();
    arrange(s, [hex(6, 0), hex(-2, 1), hex(3, -1), hex(2, 1)], hex(6, 0));
    commitAll(s, [N, N]);
    assert.deepEqual(s.cellOf, STARTS);
    assert.equal(s.ball, CENTRE);
    assert.equal(s.carrier, NONE);
    assert.equal(s.round, 2);
    assert.equal(s.turnTeam, 1, 'Landraeth conceded');
    assert.equal(s.phase, 0);
  });
});

describe('SS-5 turns and action phases', () => {
  it('SS-5.1 a turn is two action phases, then the other team; four action cards', () => {
    const s = quiet();
    assert.deepEqual(game.legalActions(s, 0), [COMMIT + M, COMMIT + K, COMMIT + N]);
    commitAll(s, [N, N]);
    assert.equal(s.turnTeam, 0);
    assert.equal(s.phase, 1);
    commitAll(s, [N, N]);
    assert.equal(s.turnTeam, 1);
    assert.equal(s.phase, 0);
    giveHand(s, 1, [Kind.Bounce]);
    assert.deepEqual(
      game.legalActions(s, 1),
      [0, 1, 2, 3].map((c) => COMMIT + c),
    );
  });

  it('SS-5.2 the acting team commits; a player with two wizards commits for both', () => {
    const s = quiet(4);
    assert.deepEqual(game.actors(s), [0, 2]);
    const t = quiet(2);
    assert.deepEqual(game.actors(t), [0]);
    act(t, 0, COMMIT + M);
    assert.deepEqual(game.actors(t), [0], 'again, for B');
    assert.equal(t.commits[0], M);
  });

  it('SS-5.2 RULING: Exchange is offered only with a Game Changer in hand', () => {
    const s = quiet();
    assert.ok(!game.legalActions(s, 0).includes(COMMIT + X));
    giveHand(s, 0, [Kind.Nuke]);
    assert.ok(game.legalActions(s, 0).includes(COMMIT + X));
  });

  it('SS-5.3 teammates see the choice, opponents only that one was made, until the reveal', () => {
    const s = quiet();
    const events = act(s, 0, COMMIT + K);
    assert.equal(game.view(s, 2).commitments[0], K);
    assert.equal(game.view(s, 1).commitments[0], NONE);
    assert.equal(game.view(s, 1).committed[0], true);
    assert.equal(game.view(s, SPECTATOR).commitments[0], NONE);
    const secret = events.find((e) => e.kind === 'own-commit');
    assert.deepEqual(secret?.visibleTo, [0], 'the card in words to its committer alone');
    assert.ok(events.every((e) => e.visibleTo !== undefined || !e.text.includes('Kick')));
    const reveal = act(s, 2, COMMIT + M).find((e) => e.kind === 'reveal');
    assert.equal(reveal?.visibleTo, undefined);
  });

  it('SS-5.4 moves before kicks, wizard order, the carrier kicks first; a kick without the ball is dropped', () => {
    const s = quiet();
    // B carries; A and B both kick; nothing else: B (the carrier) kicks first.
    arrange(s, [hex(-2, -1), hex(-1, 0), hex(3, -1), hex(2, 1)], hex(-1, 0));
    commitAll(s, [K, K]);
    assert.equal(s.current, 1, 'the carrier first');
    // Kicked north-west into A's path? A is at (-2,-1): NW of (-1,0) is (-1,-1); not A. Kick
    // west-north-west … simply kick towards A: direction NW then W is not a line; use W line.
    const t = quiet();
    arrange(t, [hex(-3, 0), hex(-1, 0), hex(3, -1), hex(2, 1)], hex(-1, 0));
    commitAll(t, [K, K]);
    assert.equal(t.current, 1);
    game.applyOutcome?.(t, 2, KICK + 3, 4); // west, 5: stopped by A on (-3, 0), who takes it
    assert.equal(t.carrier, 0);
    passAll(t);
    assert.equal(t.current, 0, 'A kicks what he received');
    const u = quiet();
    arrange(u, [hex(-3, 0), hex(-1, 0), hex(3, -1), hex(2, 1)], hex(1, 0));
    commitAll(u, [K, M]);
    assert.equal(u.current, 1, 'the move first');
    const dropped = act(u, 2, STAY);
    assert.ok(kinds(dropped).includes('no-kick'));
  });
});

describe('SS-6 move', () => {
  it('SS-6.1 up to 6 hexes, 4 with the ball; staying put is a move', () => {
    const s = quiet();
    arrange(s, [hex(-4, 0), hex(-4, 3), hex(4, -3), hex(4, 3)], hex(0, -3));
    commitAll(s, [M, N]);
    const legal = game.legalActions(s, 0);
    assert.equal(legal[0], STAY);
    const far = Math.max(...legal.slice(1).map((a) => distance(a - MOVE, hex(-4, 0))));
    assert.equal(far, 6);
    const t = quiet();
    arrange(t, [hex(-4, 0), hex(-4, 3), hex(4, -3), hex(4, 3)], hex(-4, 0));
    commitAll(t, [M, N]);
    const carried = game.legalActions(t, 0);
    assert.equal(Math.max(...carried.slice(1).map((a) => distance(a - MOVE, hex(-4, 0)))), 4);
  });

  it('SS-6.2 a path bends around wizards and never ends on one', () => {
    const s = quiet();
    // A in a pocket: B, X and Y on three of its neighbours, the edge on others.
    arrange(s, [hex(-6, 0), hex(-5, 0), hex(-5, -1), hex(-6, 1)], hex(0, 0));
    commitAll(s, [M, N]);
    assert.deepEqual(game.legalActions(s, 0), [STAY], 'boxed in: only staying');
    const t = quiet();
    arrange(t, [hex(0, 0), hex(1, 0), hex(3, -1), hex(2, 1)], hex(0, 3));
    commitAll(t, [M, N]);
    const legal = game.legalActions(t, 0);
    assert.ok(!legal.includes(MOVE + hex(1, 0)), 'not onto B');
    const info = game.actionInfo(t, 0, MOVE + hex(2, 0));
    assert.ok(
      info.path?.every((cell) => t.wizardAt[cell] === NONE),
      'around B',
    );
    assert.ok((info.path?.length ?? 0) >= 2, 'the path bends');
  });

  it('SS-6.3 entering the ball takes it and ends the move; the carrier takes it along', () => {
    const s = quiet();
    arrange(s, [hex(-3, 0), hex(-4, 3), hex(4, -3), hex(4, 3)], hex(-1, 0));
    commitAll(s, [M, N]);
    const legal = game.legalActions(s, 0);
    assert.ok(legal.includes(MOVE + hex(-1, 0)));
    assert.ok(!legal.includes(MOVE + hex(0, 0)) || reachedAround(s), 'nothing through the ball');
    act(s, 0, MOVE + hex(-1, 0));
    assert.equal(s.carrier, 0);
    const t = quiet();
    arrange(t, [hex(-3, 0), hex(-4, 3), hex(4, -3), hex(4, 3)], hex(-3, 0));
    commitAll(t, [M, N]);
    act(t, 0, MOVE + hex(0, 0));
    assert.equal(t.ball, hex(0, 0));
    assert.equal(t.carrier, 0);
  });
});

/** Whether d8 (0, 0) is reached around the ball on (-1, 0), not through it. */
function reachedAround(s: SsState): boolean {
  const info = game.actionInfo(s, 0, MOVE + hex(0, 0));
  return !(info.path ?? []).includes(s.ball);
}

describe('SS-7 kick and exchange', () => {
  it('SS-7.1 only the carrier kicks, along a line that does not leave the field at once', () => {
    const s = quiet();
    arrange(s, [hex(-6, 0), hex(-4, 3), hex(4, -3), hex(4, 3)], hex(-6, 0));
    commitAll(s, [K, N]);
    const legal = game.legalActions(s, 0);
    assert.deepEqual(
      legal,
      [KICK + 0, KICK + 1, KICK + 5],
      'west, south-west and north-west leave',
    );
    assert.deepEqual(game.chance?.(s, 0, KICK + 0), new Array(8).fill(1 / 8));
  });

  it('SS-7.2 the ball travels exactly the die', () => {
    const s = quiet();
    arrange(s, [hex(0, 0), hex(-4, 3), hex(4, -3), hex(4, 3)], hex(0, 0));
    commitAll(s, [K, N]);
    game.applyOutcome?.(s, 0, KICK + 3, 2); // west, 3
    assert.equal(s.ball, hex(-3, 0));
    assert.equal(s.carrier, NONE);
  });

  it('SS-7.3 the edge and the first wizard in the path stop the ball', () => {
    const s = quiet();
    arrange(s, [hex(0, 0), hex(-4, 3), hex(4, -3), hex(4, 3)], hex(0, 0));
    commitAll(s, [K, N]);
    game.applyOutcome?.(s, 0, KICK + 5, 7); // north-east, 8: the edge after 3
    assert.equal(s.ball, hex(3, -3));
    const t = quiet();
    arrange(t, [hex(0, 0), hex(-4, 3), hex(2, 0), hex(4, 3)], hex(0, 0));
    commitAll(t, [K, N]);
    game.applyOutcome?.(t, 0, KICK + 0, 5);
    assert.equal(t.ball, hex(2, 0));
    assert.equal(t.carrier, 2, 'X takes it');
  });

  it('SS-7.4 an exchange discards face up and draws a card that waits for the phase to end', () => {
    const s = quiet();
    giveHand(s, 0, [Kind.Nuke]);
    giveHand(s, 1, [Kind.Whoops]);
    s.deck.push(Kind.Bounce);
    commitAll(s, [X, N]);
    passAll(s);
    assert.deepEqual(game.legalActions(s, 0), [EXCHANGE + Kind.Nuke]);
    const events = act(s, 0, EXCHANGE + Kind.Nuke);
    assert.equal(s.discard.at(-1), Kind.Nuke);
    assert.equal(events.find((e) => e.kind === 'exchange')?.visibleTo, undefined, 'face up');
    assert.deepEqual(events.find((e) => e.kind === 'draw')?.visibleTo, [0]);
    assert.equal(s.hands[handIndex(0, Kind.Bounce)], 1);
    assert.equal(s.step, Step.Window);
    assert.deepEqual(game.actors(s), [0, 1]);
    assert.deepEqual(game.legalActions(s, 0), [PASS], 'the new card waits: only a pass');
    passAll(s);
    assert.equal(s.phase, 1);
    commitAll(s, [N, N]);
    assert.ok(game.legalActions(s, 0).includes(playAction(Kind.Bounce, 0)), 'the next phase');
  });
});

describe('SS-8 combat', () => {
  /** A (team 0) next to X carrying; Mornoch's phase ends with no actions. */
  function contest(): SsState {
    const s = quiet();
    arrange(s, [hex(0, 0), hex(-4, 3), hex(1, 0), hex(4, 3)], hex(1, 0));
    commitAll(s, [N, N]);
    return s;
  }

  it("SS-8.1 at the phase end a wizard next to the other team's carrier may attack", () => {
    const s = contest();
    assert.equal(s.step, Step.Combat);
    assert.equal(s.current, 0);
    assert.deepEqual(game.legalActions(s, 0), [ATTACK, DECLINE]);
  });

  it('SS-8.1 RULING: the defending team attacks too, after the acting team', () => {
    const s = quiet();
    arrange(s, [hex(0, 0), hex(-4, 3), hex(1, 0), hex(-1, 1)], hex(0, 0));
    commitAll(s, [N, N]);
    assert.equal(s.current, 2, "X attacks on Mornoch's phase");
    act(s, 1, DECLINE);
    assert.equal(s.current, 3);
  });

  it('SS-8.2 a wizard attacks at most once per turn', () => {
    const s = contest();
    game.applyOutcome?.(s, 0, ATTACK, dice(2, 5));
    passAll(s);
    assert.equal(s.phase, 1);
    commitAll(s, [N, N]);
    assert.notEqual(s.current, 0, 'A attacked this turn already');
    assert.equal(s.turnTeam, 1);
  });

  it('SS-8.3 the higher roll wins, a tie the attacker, who takes the ball to his hex', () => {
    const s = contest();
    game.applyOutcome?.(s, 0, ATTACK, dice(4, 4));
    assert.equal(s.carrier, 0);
    assert.equal(s.ball, hex(0, 0));
    const t = contest();
    game.applyOutcome?.(t, 0, ATTACK, dice(3, 4));
    assert.equal(t.carrier, 2);
  });

  it('SS-8.4 an 8 is a foul: home; a fouled carrier leaves the ball; RULING: both can foul', () => {
    const s = contest();
    game.applyOutcome?.(s, 0, ATTACK, dice(8, 2));
    assert.equal(s.cellOf[0], STARTS[0]);
    assert.equal(s.carrier, 2);
    const t = contest();
    game.applyOutcome?.(t, 0, ATTACK, dice(2, 8));
    assert.equal(t.cellOf[2], STARTS[2]);
    assert.equal(t.carrier, NONE);
    assert.equal(t.ball, hex(1, 0));
    const u = contest();
    game.applyOutcome?.(u, 0, ATTACK, dice(8, 8));
    assert.equal(u.cellOf[0], STARTS[0]);
    assert.equal(u.cellOf[2], STARTS[2]);
    assert.equal(u.carrier, NONE);
  });
});

/** Opens a window in which `seat` may play: Mornoch's reveal, nobody else holding cards. */
function windowFor(
  seat: number,
  cards: readonly number[],
  cells?: readonly number[],
  ball?: number,
): SsState {
  const s = quiet();
  if (cells) arrange(s, cells, ball ?? CENTRE);
  giveHand(s, seat, cards);
  commitAll(s, [N, N]);
  assert.equal(s.step, Step.Window);
  return s;
}

/** Plays a card and lets everybody pass, so it resolves. */
function playAlone(s: SsState, seat: number, kind: number, target = 0): GameEvent[] {
  const events = act(s, seat, playAction(kind, target));
  return [...events, ...passAll(s)];
}

describe('SS-9 the Game Changers', () => {
  it('SS-9.1 39 cards: 15 blue, 18 red, 6 purple (1.0.0: 16, 16, 7)', () => {
    const count = (colour: string, counts: readonly number[]): number =>
      CHANGERS.reduce((n, c, kind) => n + (c.colour === colour ? (counts[kind] ?? 0) : 0), 0);
    const colours = (counts: readonly number[]): number[] =>
      ['blue', 'red', 'purple'].map((colour) => count(colour, counts));
    assert.deepEqual(colours(deckCounts(false)), [15, 18, 6]);
    assert.deepEqual(colours(deckCounts(true)), [16, 16, 7]);
    const counters = (s: SsState): number =>
      s.deck.filter((kind) => kind === Kind.Counter).length +
      [0, 1, 2, 3].reduce((n, seat) => n + (s.hands[handIndex(seat, Kind.Counter)] ?? 0), 0);
    assert.equal(counters(newGame(4, 'deck')), 6);
    assert.equal(counters(newGame(4, 'deck', 3, undefined, '1.0.0')), 7, "1.0.0's deck");
    const s = newGame(4);
    let total = s.deck.length;
    for (let seat = 0; seat < 4; seat++) total += handSize(s, seat);
    assert.equal(total, 39);
  });

  it('SS-9.2 Nuke: the target and its neighbours go home, the carrier drops the ball', () => {
    const s = windowFor(1, [Kind.Nuke], [hex(0, 0), hex(-4, 3), hex(1, 0), hex(4, 3)], hex(0, 0));
    playAlone(s, 1, Kind.Nuke, 0);
    assert.deepEqual([s.cellOf[0], s.cellOf[2]], [STARTS[0], STARTS[2]]);
    assert.equal(s.cellOf[3], hex(4, 3));
    assert.equal(s.carrier, NONE);
    assert.equal(s.ball, hex(0, 0));
  });

  it('SS-9.2 Body Swap: own wizard with another; the ball stays on its hex', () => {
    const s = windowFor(
      1,
      [Kind.BodySwap],
      [hex(0, 0), hex(-4, 3), hex(4, 0), hex(4, 3)],
      hex(0, 0),
    );
    const legal = game.legalActions(s, 1);
    assert.deepEqual(
      legal.filter((a) => a !== PASS),
      [0, 1, 3].map((b) => playAction(Kind.BodySwap, 2 * 4 + b)),
      'seat 1 swaps X (its own) with A, B or Y',
    );
    playAlone(s, 1, Kind.BodySwap, 2 * 4 + 0);
    assert.equal(s.cellOf[2], hex(0, 0));
    assert.equal(s.carrier, 2, 'X now has the ball');
  });

  it('SS-9.2 Sent Home: back to the start, without the ball', () => {
    const s = windowFor(
      1,
      [Kind.SentHome],
      [hex(5, 0), hex(-4, 3), hex(4, 0), hex(4, 3)],
      hex(5, 0),
    );
    playAlone(s, 1, Kind.SentHome, 0);
    assert.equal(s.cellOf[0], STARTS[0]);
    assert.equal(s.ball, hex(5, 0));
    assert.equal(s.carrier, NONE);
  });

  it('SS-9.2 Telekinesis: 3 hexes along a line, stopped before a wizard or the edge', () => {
    const s = windowFor(
      1,
      [Kind.Telekinesis],
      [hex(0, 0), hex(-4, 3), hex(2, 0), hex(4, 3)],
      hex(0, -3),
    );
    playAlone(s, 1, Kind.Telekinesis, 0 * 6 + 0);
    assert.equal(s.cellOf[0], hex(1, 0), 'stopped before X');
    const t = windowFor(
      1,
      [Kind.Telekinesis],
      [hex(0, 0), hex(-4, 3), hex(4, 0), hex(4, 3)],
      hex(0, 0),
    );
    playAlone(t, 1, Kind.Telekinesis, 0 * 6 + 3);
    assert.equal(t.cellOf[0], hex(-3, 0));
    assert.equal(t.ball, hex(-3, 0), 'the carrier takes the ball along');
  });

  it('SS-9.2 Whoops: every wizard home, the ball stays', () => {
    const s = windowFor(1, [Kind.Whoops], [hex(0, 0), hex(-4, 3), hex(4, 0), hex(4, 3)], hex(0, 0));
    playAlone(s, 1, Kind.Whoops);
    assert.deepEqual(s.cellOf, STARTS);
    assert.equal(s.ball, hex(0, 0));
    assert.equal(s.carrier, NONE);
  });

  it('SS-9.2 Ghost Ball, Heavy Ball and Long Ball change the next kick', () => {
    const kickWith = (kind: number, face: number): SsState => {
      const s = quiet();
      arrange(s, [hex(0, 0), hex(-4, 3), hex(-2, 0), hex(4, 3)], hex(0, 0));
      giveHand(s, 1, [kind]);
      commitAll(s, [K, N]);
      playAlone(s, 1, kind);
      game.applyOutcome?.(s, 0, KICK + 3, face - 1);
      return s;
    };
    assert.equal(kickWith(Kind.GhostBall, 4).ball, hex(-4, 0), 'through X on (-2, 0)');
    assert.equal(kickWith(Kind.HeavyBall, 3).ball, hex(-2, 0), 'X stops it anyway');
    const heavy = kickWith(Kind.HeavyBall, 1);
    assert.equal(heavy.ball, hex(-1, 0), 'half of 1, rounded up');
    assert.equal(kickWith(Kind.LongBall, 1).ball, hex(-2, 0), '1 + 2, stopped by X');
  });

  it('SS-9.2 Bounce: the ball jumps 2 hexes out of possession', () => {
    const s = windowFor(1, [Kind.Bounce], [hex(0, 0), hex(-4, 3), hex(4, 0), hex(4, 3)], hex(0, 0));
    playAlone(s, 1, Kind.Bounce, 1);
    assert.equal(s.ball, hex(0, 2));
    assert.equal(s.carrier, NONE);
  });

  it("SS-9.2 Counter Card: only on somebody else's card on top of the chain", () => {
    const s = quiet();
    giveHand(s, 1, [Kind.Counter]);
    commitAll(s, [N, N]);
    assert.deepEqual(game.legalActions(s, 1), [PASS], 'nothing to counter: only a pass');
    const t = windowFor(1, [Kind.Counter, Kind.Bounce]);
    act(t, 1, playAction(Kind.Bounce, 0));
    assert.ok(!game.legalActions(t, 1).includes(playAction(Kind.Counter, 0)), 'not on its own');
  });

  it('SS-9.3 RULING: an occupied start sends the wizard to the nearest free hex; landing on the ball takes it', () => {
    const s = windowFor(
      1,
      [Kind.SentHome],
      [hex(0, 0), hex(-4, 3), hex(-2, -1), hex(4, 3)],
      hex(0, -3),
    );
    playAlone(s, 1, Kind.SentHome, 0);
    assert.equal(distance(s.cellOf[0] as number, STARTS[0] as number), 1);
    assert.equal(
      cellName(s.cellOf[0] as number),
      'b4',
      'the first of the nearest in reading order',
    );
    const t = windowFor(
      1,
      [Kind.SentHome],
      [hex(0, 0), hex(-4, 3), hex(4, 0), hex(4, 3)],
      STARTS[0],
    );
    playAlone(t, 1, Kind.SentHome, 0);
    assert.equal(t.carrier, 0);
  });

  it('SS-9.4 RULING: two cards dealt per wizard; one drawn per wizard each turn but the first, up to three per wizard', () => {
    const four = newGame(4, 'deal');
    assert.deepEqual(
      [0, 1, 2, 3].map((seat) => handSize(four, seat)),
      [2, 2, 2, 2],
      'the first turn draws nothing: both teams open with four cards',
    );
    const two = newGame(2, 'deal');
    assert.deepEqual(
      [0, 1].map((seat) => handSize(two, seat)),
      [4, 4],
    );
    const old = newGame(2, 'deal', 3, undefined, '1.0.0');
    assert.deepEqual(
      [0, 1].map((seat) => handSize(old, seat)),
      old.turnTeam === 0 ? [6, 4] : [4, 6],
      '1.0.0 drew in the first turn too',
    );
    const s = quiet(2, 0);
    s.hands[handIndex(1, Kind.Counter)] = 5; // five Counter Cards: never playable here
    s.deck.splice(0, 5);
    commitAll(s, [N, N]);
    passAll(s); // Landraeth is asked, holding cards, with only its pass
    commitAll(s, [N, N]);
    passAll(s);
    assert.equal(handSize(s, 1), 6, 'one drawn for X (5 < 6), none for Y (at 6)');
    s.hands[handIndex(0, Kind.Counter)] = 6;
    s.deck.splice(0, 6);
    commitAll(s, [N, N]);
    passAll(s);
    commitAll(s, [N, N]);
    passAll(s);
    assert.equal(handSize(s, 0), 6, 'at the limit, none drawn');
  });

  it('SS-9.4 the discards are shuffled into a new deck when it runs out', () => {
    const s = quiet(2, 0);
    while (s.deck.length > 0) s.discard.push(s.deck.pop() as number);
    commitAll(s, [N, N]);
    commitAll(s, [N, N]);
    assert.equal(handSize(s, 1), 2, 'Landraeth drew two (one per wizard)');
    assert.equal(s.deck.length + s.discard.length, 37);
    assert.equal(s.discard.length, 0);
  });

  it('SS-9.5 a card drawn by an exchange is playable once the phase is over', () => {
    const s = quiet();
    giveHand(s, 0, [Kind.Nuke]);
    s.deck.push(Kind.Bounce);
    commitAll(s, [X, N]);
    passAll(s);
    act(s, 0, EXCHANGE + Kind.Nuke);
    assert.deepEqual(game.legalActions(s, 0), [PASS], 'not playable yet');
    passAll(s);
    assert.equal(s.phase, 1);
    commitAll(s, [N, N]);
    assert.equal(s.step, Step.Window);
    assert.ok(game.legalActions(s, 0).includes(playAction(Kind.Bounce, 0)));
  });
});

describe('SS-10 windows and chains', () => {
  it('SS-10.1 window points after the reveal, after each action and after each combat, all public', () => {
    const s = quiet();
    arrange(s, [hex(-1, 0), hex(-4, 3), hex(1, 0), hex(4, 3)], hex(1, 0));
    const reveal = commitAll(s, [M, N]);
    assert.deepEqual(
      reveal.filter((e) => e.kind === WINDOW_POINT).map((e) => e.data?.window),
      ['committed', 'reveal'],
      'the pause before the reveal, then the reveal',
    );
    const moved = act(s, 0, MOVE + hex(0, 0));
    assert.deepEqual(
      moved.filter((e) => e.kind === WINDOW_POINT).map((e) => [e.data?.window, e.visibleTo]),
      [['action', undefined]],
    );
    assert.equal(s.step, Step.Combat, 'nobody holds a card: no window opens');
    const t = quiet();
    arrange(t, [hex(0, 0), hex(-4, 3), hex(1, 0), hex(4, 3)], hex(1, 0));
    commitAll(t, [N, N]);
    const events: GameEvent[] = [];
    game.applyOutcome?.(t, 0, ATTACK, dice(1, 2), events);
    assert.ok(events.some((e) => e.kind === WINDOW_POINT && e.data?.window === 'combat'));
  });

  it('SS-10.2 anybody with a card may play, whatever team acts', () => {
    const s = quiet();
    giveHand(s, 1, [Kind.Bounce]);
    giveHand(s, 3, [Kind.Whoops]);
    commitAll(s, [N, N]);
    assert.deepEqual(game.actors(s), [1, 3]);
    assert.equal(game.window?.(s)?.kind, 'reveal');
  });

  it('SS-10.3 every card played asks everybody again, also who passed', () => {
    const s = quiet();
    giveHand(s, 1, [Kind.Bounce]);
    giveHand(s, 0, [Kind.Counter]);
    giveHand(s, 3, [Kind.Whoops]);
    commitAll(s, [N, N]);
    act(s, 3, PASS);
    assert.deepEqual(game.actors(s), [0, 1], 'A is asked too, with only its pass');
    assert.deepEqual(game.legalActions(s, 0), [PASS]);
    act(s, 1, playAction(Kind.Bounce, 0));
    assert.deepEqual(game.actors(s), [0, 3], 'Y is asked again; the Counter is now playable');
    assert.ok(game.legalActions(s, 0).includes(playAction(Kind.Counter, 0)));
    assert.equal(game.window?.(s)?.chain, 1);
  });

  it("SS-10.4 the booklet's chain: Nuke, Body Swap, Counter Card: Body Swap is nullified, Nuke resolves", () => {
    const s = quiet();
    arrange(s, [hex(-1, 0), hex(-4, 3), hex(0, 0), hex(4, 3)], hex(0, 0));
    giveHand(s, 0, [Kind.Nuke, Kind.Counter]);
    giveHand(s, 1, [Kind.BodySwap]);
    commitAll(s, [N, N]);
    act(s, 0, playAction(Kind.Nuke, 2)); // Nuke on X, next to A
    act(s, 1, playAction(Kind.BodySwap, 2 * 4 + 3)); // X trades places with Y, far away
    const events = act(s, 0, playAction(Kind.Counter, 0));
    assert.equal(game.window?.(s), undefined, 'nobody holds an answer: the chain resolves at once');
    const resolved = events.filter((e) => e.kind === 'resolve');
    assert.deepEqual(
      resolved.map((e) => [e.data?.link, e.data?.cancelled]),
      [
        [3, false],
        [2, true],
        [1, false],
      ],
    );
    assert.equal(s.cellOf[2], STARTS[2], 'the Nuke hits X where it stood');
    assert.equal(s.cellOf[0], STARTS[0], 'and A next to it');
    assert.equal(s.cellOf[3], hex(4, 3), 'Y never swapped');
    assert.equal(s.carrier, NONE);
    assert.deepEqual(s.discard.slice(-3), [Kind.Counter, Kind.BodySwap, Kind.Nuke]);
  });

  it('SS-10.4 a nullified Counter Card nullifies nothing', () => {
    const s = quiet();
    arrange(s, [hex(0, 0), hex(-4, 3), hex(4, 0), hex(4, 3)], hex(0, 0));
    giveHand(s, 0, [Kind.Counter]);
    giveHand(s, 1, [Kind.Bounce, Kind.Counter]);
    commitAll(s, [N, N]);
    act(s, 1, playAction(Kind.Bounce, 1));
    act(s, 0, playAction(Kind.Counter, 0));
    act(s, 1, playAction(Kind.Counter, 0));
    passAll(s);
    assert.equal(s.ball, hex(0, 2), 'the Bounce resolved');
  });

  it('SS-10.5 a kick card with no kick in the phase does nothing', () => {
    const s = windowFor(
      1,
      [Kind.LongBall],
      [hex(0, 0), hex(-4, 3), hex(4, 0), hex(4, 3)],
      hex(0, 0),
    );
    playAlone(s, 1, Kind.LongBall);
    assert.equal(s.long, false, 'lapsed at the phase end');
    assert.equal(s.phase, 1);
  });
});

describe('SS-12.4 a searching player at a pause', () => {
  it('SS-12.4 knows who has let the moment go: passes are public, and so in every world it imagines', () => {
    const s = quiet(2);
    giveHand(s, 0, [Kind.Nuke]);
    giveHand(s, 1, [Kind.Nuke]);
    commitAll(s, [N, N]);
    assert.deepEqual(game.actors(s), [0, 1], 'both may answer the reveal');
    act(s, 0, PASS);
    const view = game.view(s, 1);
    assert.deepEqual(view.passes, [true, false]);
    for (let i = 0; i < 50; i++) {
      const world = game.determinize(view, 1, Rng.fromSeed(`pause/${String(i)}`));
      assert.deepEqual(game.actors(world), [1], 'Mornoch has passed in every world');
    }
  });
});

describe('SS-11 what each player sees', () => {
  it('SS-11.1 hands are secret, sizes public; the deck order and the generator never shown', () => {
    const s = newGame(4, 'views');
    const own = game.view(s, 0);
    const other = game.view(s, 1);
    const spectator = game.view(s, SPECTATOR);
    assert.equal(
      own.hand.reduce((a, b) => a + b, 0),
      handSize(s, 0),
    );
    assert.deepEqual(other.handSizes, own.handSizes);
    assert.deepEqual(spectator.hand, new Array(10).fill(0));
    const text = JSON.stringify(own);
    assert.ok(!/deck"|rng|seed/.test(text));
    assert.equal(own.deckSize, s.deck.length);
  });
});
