/**
 * Conformance: what an action's info tells a board (cells and pieces in their ranges, seats,
 * teams, outcomes with `chance`'s odds), and a board's highlights against what the engine
 * accepts.
 */
import assert from 'node:assert/strict';
import { boardTargets } from '../../board.ts';
import { applyChecked } from '../../checked.ts';
import type { Action, AnyGame, Seat } from '../../game.ts';
import { Rng } from '../../rng.ts';
import { playableSeatCounts, type Teams } from './facts.ts';

/** Whether `n` is an integer in [0, below): a lower and an upper bound. */
const inRange = (n: unknown, below: number): boolean =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) < below;

/**
 * What an action's info tells a board beyond its kind: every cell it names (`from`, `to`,
 * `path`, each outcome's `to` and `path`) is one of the board's cells and its `piece` one of
 * its pieces (facts.board, which a game naming either declares: 0 ≤ n < cells, 0 ≤ n < pieces);
 * `target` is a seat of the game; `targets` are non-negative integers; `team` is the acting
 * seat's team in facts.teams; `outcomes`, where given, are `chance`'s results, one per result,
 * each with `chance`'s probability.
 */
export function checkActionInfos(game: AnyGame, state: unknown, seat: Seat, teams: Teams): void {
  const seats = teams.reduce((sum, team) => sum + team.length, 0);
  const board = game.facts.board;
  for (const action of game.legalActions(state, seat)) {
    const info = game.actionInfo(state, seat, action);
    const what = `action ${action}'s info`;
    const names = (cell: number | undefined, field: string): void => {
      if (cell === undefined) return;
      assert.ok(board, `${what} names a ${field} but the game declares no facts.board`);
      assert.ok(
        inRange(cell, board.cells),
        `${what}: ${field} ${cell} is no cell of ${board.cells}`,
      );
    };
    if (info.piece !== undefined) {
      assert.ok(board, `${what} names a piece but the game declares no facts.board`);
      const { pieces } = board;
      assert.ok(
        inRange(info.piece, pieces),
        `${what}: piece ${info.piece} is no piece of ${pieces}`,
      );
    }
    names(info.from, 'from');
    names(info.to, 'to');
    for (const cell of info.path ?? []) names(cell, 'path cell');
    if (info.target !== undefined)
      assert.ok(
        inRange(info.target, seats),
        `${what}: target ${info.target} is no seat of ${seats}`,
      );
    if (info.targets)
      assert.ok(
        info.targets.every((n) => inRange(n, Infinity)),
        `${what}: targets are numbers ≥ 0`,
      );
    if (info.team !== undefined)
      assert.ok(teams[info.team]?.includes(seat), `${what}: team ${info.team} holds seat ${seat}`);
    const odds = game.chance?.(state, seat, action);
    if (!info.outcomes) continue;
    assert.ok(odds, `${what} has outcomes where chance() gives no odds`);
    assert.equal(info.outcomes.length, odds.length, `${what}: one outcome per result of chance()`);
    info.outcomes.forEach((outcome, i) => {
      assert.ok(Math.abs(outcome.p - (odds[i] as number)) <= 1e-12, `${what}: outcome ${i}'s odds`);
      names(outcome.to, `outcome ${i}'s to`);
      for (const cell of outcome.path ?? []) names(cell, `outcome ${i}'s path cell`);
    });
    const total = info.outcomes.reduce((sum, o) => sum + o.p, 0);
    assert.ok(Math.abs(total - 1) <= 1e-9, `${what}: its outcomes sum to 1, not ${total}`);
  }
}

/**
 * Over seeded games, at every position and for every actor: the board's offer
 * (core/board.ts) places each (piece, cell) with exactly one legal action, places every legal
 * action naming a piece and a cell, and highlights nothing else; every 64th position each
 * placed action is played on a copy through `applyChecked`, as the server would. Returns the
 * positions checked, 0 for a game whose actions name no piece and cell (probed on one game).
 */
export function checkBoardGames(
  game: AnyGame,
  games: number,
  raw: Readonly<Record<string, unknown>> = {},
): number {
  const options = game.facts.options.parse(raw);
  const seatCounts = playableSeatCounts(game, raw);
  let positions = 0;
  let board = false;
  for (let g = 0; g < games; g++) {
    const seats = seatCounts[g % seatCounts.length] as number;
    const seed = `board-${game.facts.id}-${JSON.stringify(raw)}-${g}`;
    const state = game.setup(options, seats, Rng.fromSeed(seed));
    const chooser = Rng.fromSeed(`${seed}/chooser`);
    for (let steps = 0; ; steps++) {
      assert.ok(steps <= game.facts.actionBound, 'the game ran past its action bound');
      const actors = game.actors(state);
      if (actors.length === 0) break;
      for (const seat of actors) {
        board = checkBoardPosition(game, state, seat, positions % 64 === 0) || board;
        positions++;
      }
      const seat = actors[chooser.int(actors.length)] as Seat;
      const legal = game.legalActions(state, seat);
      const played = applyChecked(game, state, seat, legal[chooser.int(legal.length)] as Action);
      assert.ok(played.ok);
    }
    if (!board) return 0;
  }
  return positions;
}

/** One actor's board offer at one position; true when some action names a piece. */
function checkBoardPosition(game: AnyGame, state: unknown, seat: Seat, deep: boolean): boolean {
  const legal = game.legalActions(state, seat);
  let placeable = 0;
  const targets = boardTargets(legal, (action) => {
    const info = game.actionInfo(state, seat, action);
    if (info.to !== undefined) {
      assert.ok(info.piece !== undefined, `action ${action} names a cell but no piece`);
      placeable++;
    }
    return info;
  });
  assert.deepEqual(targets.clashes, [], 'each (piece, cell) is exactly one legal action');
  const legalSet = new Set(legal);
  let placed = 0;
  for (const entry of targets.pieces.values()) {
    placed += entry.moves.size;
    const offered = [...entry.moves.values()];
    if (entry.select !== undefined) offered.push(entry.select);
    for (const action of offered) {
      assert.ok(legalSet.has(action), `the board highlights ${action}, which is not legal`);
      if (deep) {
        const accepted = applyChecked(game, game.clone(state), seat, action);
        assert.ok(accepted.ok, `the engine refuses the highlighted action ${action}`);
      }
    }
  }
  assert.equal(placed, placeable, 'every legal move has its cell on the board');
  return targets.pieces.size > 0;
}
