/**
 * The search bot and the random bot on turns of other shapes than one seat, one action: a
 * response window, where several seats may act but whoever acts first acts in the open (so
 * the search plays it as a sequence, not as a simultaneous decision), and a move made in two
 * steps, a piece and then its cell, as a person plays it on a board.
 *
 * Both games are tiny and defined here, so nothing depends on a real game's rules.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import type { Action, Game, Seat } from '../../core/game.ts';
import { runMatch } from '../../core/match.ts';
import { Rng } from '../../core/rng.ts';
import { placesFromScores } from '../../core/seats.ts';
import { randomAgent } from '../random.ts';
import { search, searchAgent } from './ismcts.ts';

const noOptions = z.strictObject({});
const NOBODY: readonly Seat[] = [];

// --- Loose ball: one response window with a chain ------------------------------------------

const PASS = 0;
const GRAB = 1;
const TACKLE = 2;

interface LooseBall {
  /** Responses played, first to last: [seat, GRAB or TACKLE]. */
  readonly chain: [Seat, Action][];
  /** Seats that passed at the current link of the chain. */
  readonly passed: boolean[];
  /** The seat that ends with the ball, -1 for nobody; undefined while the window is open. */
  winner: Seat | undefined;
  readonly actorBuffer: Seat[];
}

/**
 * A loose ball lies between two players, each holding one tackle. A window opens: either may
 * grab the ball or let it go. A grab opens the next link, where the other may tackle; the
 * chain resolves last in, first out, so a tackled grab loses the ball to the tackler. If both
 * let it go, nobody has it (a draw). Grabbing first loses, so both should let it go.
 */
const looseBall: Game<LooseBall, LooseBall, z.infer<typeof noOptions>> = {
  facts: {
    id: 'loose-ball',
    title: 'Loose ball',
    version: '1.0.0',
    minSeats: 2,
    maxSeats: 2,
    chance: false,
    hiddenInformation: false,
    options: noOptions,
    actionBound: 10,
  },
  setup: () => ({ chain: [], passed: [false, false], winner: undefined, actorBuffer: [] }),
  // Only seats with something besides passing are asked (see ResponseWindow).
  actors(s) {
    if (s.winner !== undefined) return NOBODY;
    s.actorBuffer.length = 0;
    const top = s.chain[s.chain.length - 1];
    for (let seat = 0; seat < 2; seat++) {
      if (s.passed[seat]) continue;
      if (top === undefined || (top[1] === GRAB && top[0] !== seat)) s.actorBuffer.push(seat);
    }
    return s.actorBuffer;
  },
  legalActions(s, seat, out = []) {
    out.length = 0;
    if (!looseBall.actors(s).includes(seat)) return out;
    out.push(PASS, s.chain.length === 0 ? GRAB : TACKLE);
    return out;
  },
  window: (s) =>
    s.winner === undefined ? { kind: 'loose-ball', pass: PASS, chain: s.chain.length } : undefined,
  actionLabel: (_s, _seat, a) => ['Let it go', 'Grab the ball', 'Tackle'][a] ?? '?',
  actionInfo: (_s, _seat, a) => ({ kind: ['pass', 'grab', 'tackle'][a] ?? '?' }),
  apply(s, seat, action) {
    if (action === PASS) s.passed[seat] = true;
    else {
      s.chain.push([seat, action]);
      s.passed.fill(false);
    }
    if (looseBall.actors(s).length > 0) return;
    // Last in, first out: the last response stands and undoes the one it answered.
    const last = s.chain[s.chain.length - 1];
    s.winner = last === undefined ? -1 : last[0];
  },
  outcome(s) {
    if (s.winner === undefined) return undefined;
    const scores = [0, 1].map((seat) => (seat === s.winner ? 1 : 0));
    return { scores, places: placesFromScores(scores) };
  },
  view: (s) => looseBall.clone(s),
  describe: (v) => `Chain of ${v.chain.length}`,
  clone: (s) => ({
    chain: s.chain.map(([seat, a]) => [seat, a] as [Seat, Action]),
    passed: s.passed.slice(),
    winner: s.winner,
    actorBuffer: [],
  }),
  determinize: (v) => looseBall.clone(v),
};

// --- Reach: a move in two steps, a piece and then how far ----------------------------------

const GOAL = 6;
/** Actions: a piece's number selects it; STEP + d moves the selected piece d cells. */
const STEP = 10;

interface Reach {
  /** Each seat's two pieces' cells, e.g. [[4, 3], [5, 5]]. */
  readonly cells: number[][];
  turn: Seat;
  /** The piece selected for the move, or -1 before the first step. */
  selected: number;
  winner: Seat | undefined;
  readonly actorBuffer: Seat[];
}

/**
 * Each seat races two pieces to cell 6, moving one piece 1 or 2 cells a turn, never past 6:
 * first the piece, then the distance. The first piece to land on 6 wins. From the position
 * set up, seat 0 wins only by taking piece 0 (on 4) two cells; anything else lets seat 1,
 * whose pieces stand on 5, win next turn.
 */
const reach: Game<Reach, Reach, z.infer<typeof noOptions>> = {
  facts: {
    id: 'reach',
    title: 'Reach',
    version: '1.0.0',
    minSeats: 2,
    maxSeats: 2,
    chance: false,
    hiddenInformation: false,
    options: noOptions,
    actionBound: 60,
  },
  setup: () => ({
    cells: [
      [4, 3],
      [5, 5],
    ],
    turn: 0,
    selected: -1,
    winner: undefined,
    actorBuffer: [0],
  }),
  actors(s) {
    if (s.winner !== undefined) return NOBODY;
    s.actorBuffer[0] = s.turn;
    return s.actorBuffer;
  },
  legalActions(s, seat, out = []) {
    out.length = 0;
    if (s.winner !== undefined || seat !== s.turn) return out;
    const cells = s.cells[seat] as number[];
    if (s.selected < 0) {
      for (let piece = 0; piece < 2; piece++) if ((cells[piece] as number) < GOAL) out.push(piece);
    } else {
      const from = cells[s.selected] as number;
      for (let d = 1; d <= 2; d++) if (from + d <= GOAL) out.push(STEP + d);
    }
    return out;
  },
  actionLabel: (_s, _seat, a) => (a < STEP ? `Piece ${a}` : `${a - STEP} cells`),
  actionInfo: (s, seat, a) =>
    a < STEP
      ? { kind: 'select', piece: a }
      : {
          kind: 'move',
          piece: s.selected,
          to: (s.cells[seat]?.[s.selected] as number) + a - STEP,
        },
  apply(s, seat, action) {
    if (action < STEP) {
      s.selected = action;
      return;
    }
    const cells = s.cells[seat] as number[];
    const to = (cells[s.selected] as number) + action - STEP;
    cells[s.selected] = to;
    s.selected = -1;
    if (to === GOAL) s.winner = seat;
    else s.turn = 1 - seat;
  },
  outcome(s) {
    if (s.winner === undefined) return undefined;
    const scores = [0, 1].map((seat) => (seat === s.winner ? 1 : 0));
    return { scores, places: placesFromScores(scores) };
  },
  view: (s) => reach.clone(s),
  describe: (v) => `Cells ${JSON.stringify(v.cells)}`,
  clone: (s) => ({
    cells: s.cells.map((c) => c.slice()),
    turn: s.turn,
    selected: s.selected,
    winner: s.winner,
    actorBuffer: [s.turn],
  }),
  determinize: (v) => reach.clone(v),
};

function decide(game: Game<unknown, unknown, unknown>, state: unknown, seat: Seat, seed: string) {
  const bot = searchAgent(game, { budget: { iterations: 400 } })(seat, seed);
  return bot.act({
    seat,
    view: game.view(state, seat),
    legal: game.legalActions(state, seat),
    label: (a) => game.actionLabel(state, seat, a),
  });
}

const looseGame = looseBall as Game<unknown, unknown, unknown>;
const reachGame = reach as Game<unknown, unknown, unknown>;

describe('the search bot in a response window', () => {
  it('plays the window as a sequence: it lets the ball go, since a grab is answered', () => {
    for (const seat of [0, 1]) {
      const state = looseBall.setup({}, 2, Rng.fromSeed('w'));
      assert.deepEqual(looseBall.actors(state), [0, 1], 'both may act in the window');
      for (let k = 0; k < 5; k++) assert.equal(decide(looseGame, state, seat, `w${k}`), PASS);
      // A search of the window keeps no simultaneous bandits: whoever acts first acts.
      const root = search(
        looseGame,
        looseBall.view(state, seat),
        seat,
        { budget: { iterations: 200 } },
        Rng.fromSeed('w'),
      );
      assert.equal(root.bandits, undefined);
      const grab = root.children.find((c) => c.action === GRAB);
      assert.ok(grab && grab.reward / grab.visits < 0.2, 'a grab is seen to be tackled');
    }
  });

  it('answers a grab with a tackle, the next link of the chain', () => {
    const state = looseBall.setup({}, 2, Rng.fromSeed('w'));
    looseBall.apply(state, 0, GRAB);
    assert.deepEqual(looseBall.actors(state), [1]);
    assert.equal(decide(looseGame, state, 1, 'answer'), TACKLE);
  });

  it('plays whole games in the window with the random bot, whoever is asked first', () => {
    const places = new Set<string>();
    for (let i = 0; i < 20; i++) {
      for (const players of [
        ['bot:search', 'bot:random'],
        ['bot:random', 'bot:random'],
      ]) {
        const record = runMatch(looseGame, {
          players: players.map((agent, seat) => ({
            name: `Seat ${seat + 1}`,
            agent,
            make:
              agent === 'bot:random'
                ? randomAgent
                : searchAgent(looseGame, { budget: { iterations: 100 } }),
          })),
          seed: `window-${i}`,
        });
        assert.ok(record.ok, record.ok ? '' : record.error.message);
        places.add(JSON.stringify(record.value.outcome?.places));
      }
    }
    // Random play reaches every ending: a grab held, a grab tackled, the ball let go.
    assert.deepEqual([...places].sort(), ['[1,1]', '[1,2]', '[2,1]']);
  });
});

describe('the search bot on a move in two steps (a piece, then its cell)', () => {
  it('takes the one piece that wins and then the distance that lands it', () => {
    const state = reach.setup({}, 2, Rng.fromSeed('r'));
    for (let k = 0; k < 5; k++) assert.equal(decide(reachGame, state, 0, `r${k}`), 0);
    reach.apply(state, 0, 0);
    assert.deepEqual(reach.legalActions(state, 0), [STEP + 1, STEP + 2]);
    for (let k = 0; k < 5; k++) assert.equal(decide(reachGame, state, 0, `r${k}`), STEP + 2);
  });

  it('searches the second step under the first, by the same seat', () => {
    const state = reach.setup({}, 2, Rng.fromSeed('r'));
    const root = search(
      reachGame,
      reach.view(state, 0),
      0,
      { budget: { iterations: 300 } },
      Rng.fromSeed('s'),
    );
    const piece = root.children.find((c) => c.action === 0);
    assert.ok(piece);
    assert.equal(piece.mover, 0);
    const landing = piece.children.find((c) => c.action === STEP + 2);
    assert.ok(landing && landing.mover === 0 && landing.reward === landing.visits);
  });
});
