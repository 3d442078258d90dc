/**
 * Positions set up by hand for the rules, property and position tests: the field, hands and
 * commitments placed directly, every card kept among deck, hands, discards and chain.
 */
import assert from 'node:assert/strict';
import { applyChecked } from '../../core/checked.ts';
import type { GameEvent, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { NONE, cellAt } from './board.ts';
import { COMMIT, PASS } from './actions.ts';
import { supernaturalSoccer as game } from './engine.ts';
import type { EDITION_1_0 } from './facts.ts';
import { actors } from './rules.ts';
import { COMMITTED_WINDOW, handIndex, Step, type SsState } from './state.ts';
import { KIND_COUNT } from './vocabulary.ts';

export { game };

/**
 * A new game; the roll-off decides who starts unless `team` is given; `edition` '1.0.0' plays
 * by that version's rules (its records).
 */
export function newGame(
  seats: number,
  seed = 'rules',
  target = 3,
  team?: number,
  edition?: typeof EDITION_1_0,
): SsState {
  const options = game.facts.options.parse(edition ? { target, edition } : { target });
  const s = game.setup(options, seats, Rng.fromSeed(seed));
  if (team !== undefined) s.turnTeam = team;
  return s;
}

/** Axial (q, r) to cell, failing off the field. */
export function hex(q: number, r: number): number {
  const cell = cellAt(q, r);
  assert.notEqual(cell, NONE, `(${q}, ${r}) is on the field`);
  return cell;
}

/** Puts the four wizards on `cells` and the ball on `ball` (carried by whoever stands there). */
export function arrange(s: SsState, cells: readonly number[], ball: number): void {
  s.wizardAt.fill(NONE);
  cells.forEach((cell, w) => {
    s.cellOf[w] = cell;
    s.wizardAt[cell] = w;
  });
  s.ball = ball;
  s.carrier = s.wizardAt[ball] as number;
  s.version++;
}

/** Gives `seat` exactly these cards (kinds), taken from the deck; its old hand goes back. */
export function giveHand(s: SsState, seat: Seat, kinds: readonly number[]): void {
  for (let kind = 0; kind < KIND_COUNT; kind++) {
    for (let n = s.hands[handIndex(seat, kind)] as number; n > 0; n--) s.deck.push(kind);
    s.hands[handIndex(seat, kind)] = 0;
    s.fresh[handIndex(seat, kind)] = 0;
  }
  for (const kind of kinds) {
    const at = s.deck.indexOf(kind);
    assert.ok(at >= 0, `a card of kind ${kind} is left in the deck`);
    s.deck.splice(at, 1);
    s.hands[handIndex(seat, kind)] = (s.hands[handIndex(seat, kind)] as number) + 1;
  }
}

/** Empties every hand into the deck. */
export function emptyHands(s: SsState): void {
  for (let seat = 0; seat < s.seats; seat++) giveHand(s, seat, []);
}

/** Plays one action through the checked door, failing on a refusal; returns its events. */
export function act(s: SsState, seat: Seat, action: number): GameEvent[] {
  const played = applyChecked(game, s, seat, action);
  assert.ok(played.ok, played.ok ? '' : played.error.message);
  return played.value;
}

/**
 * Commits `cards` (0 move … 3 no action) for the acting team's wizards, in wizard order; every
 * asked seat then passes at the pause before the reveal (SS-10.1), unless `stop` is given.
 */
export function commitAll(
  s: SsState,
  cards: readonly number[],
  stop?: 'before-reveal',
): GameEvent[] {
  assert.equal(s.step, Step.Commit);
  const events: GameEvent[] = [];
  const first = 2 * s.turnTeam;
  cards.forEach((card, k) =>
    events.push(...act(s, s.controller[first + k] as Seat, COMMIT + card)),
  );
  while (stop === undefined && beforeReveal(s)) events.push(...act(s, actors(s)[0] as Seat, PASS));
  return events;
}

/** SS-10.1: whether the pause between the last commitment and the reveal is open. */
const beforeReveal = (s: SsState): boolean =>
  s.step === Step.Window && s.windowKind === COMMITTED_WINDOW;

/** Every asked seat passes until no window is open. */
export function passAll(s: SsState): GameEvent[] {
  const events: GameEvent[] = [];
  while (s.step === Step.Window) events.push(...act(s, actors(s)[0] as Seat, PASS));
  return events;
}
