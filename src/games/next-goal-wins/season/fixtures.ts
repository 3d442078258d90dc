/**
 * Arranged seasons for the tests: chosen hands, decks in id order, a chosen event on top, and
 * the program run from any step. Cards are found by position and rating, never by id.
 */
import assert from 'node:assert/strict';
import type { Action, Seat } from '../../../core/game.ts';
import { Rng } from '../../../core/rng.ts';
import { DECKS, FOOTBALLERS, TACTIC_DECK, TACTICS } from '../cards.ts';
import { EVENTS, EVENT_DECK, MANAGERS } from './catalogue.ts';
import { emptySeason } from './empty.ts';
import { nextGoalWinsSeason } from './engine.ts';
import { seasonOptions } from './options.ts';
import { run } from './program.ts';
import { bit, SeasonPhase, type SeasonState } from './state.ts';

export const game = nextGoalWinsSeason;

export function eventId(name: string): number {
  const id = EVENTS.findIndex((e) => e.name === name);
  assert.ok(id >= 0, `no event ${name}`);
  return id;
}

export function managerId(name: string): number {
  const id = MANAGERS.findIndex((m) => m.name === name);
  assert.ok(id >= 0, `no manager ${name}`);
  return id;
}

export const tacticId = (name: string): number => {
  const id = TACTICS.findIndex((t) => t.name === name);
  assert.ok(id >= 0, `no tactic ${name}`);
  return id;
};

/** A new season from options, as a table would start it. */
export function season(
  seats: number,
  options: Record<string, unknown> = {},
  seed = 'fixture',
): SeasonState {
  return game.setup(seasonOptions.parse(options), seats, Rng.fromSeed(seed));
}

/**
 * A season past its draft with nothing pending: full decks in id order (the last id on top),
 * the tactic and event decks in order, empty hands; managers as named (or none).
 */
export function blank(
  seats: number,
  options: Record<string, unknown> = {},
  managers: (string | null)[] = [],
): SeasonState {
  const s = emptySeason(seasonOptions.parse(options), seats, Rng.fromSeed('blank'));
  DECKS.forEach((deck, p) => (s.decks[p] as number[]).push(...deck));
  s.tacticDeck.push(...TACTIC_DECK.map((_, i) => i));
  s.eventDeck.push(...EVENT_DECK);
  managers.forEach((name, seat) => (s.manager[seat] = name === null ? -1 : managerId(name)));
  s.phase = SeasonPhase.Over;
  return s;
}

/** The ids of position `position`'s footballers, best rated first (ties by id). */
export function best(position: number): number[] {
  return (DECKS[position] ?? []).slice().sort((a, b) => rating(b) - rating(a) || a - b);
}
export const rating = (card: number): number => FOOTBALLERS[card]?.rating ?? 0;

/** Moves `cards` out of wherever they are in the decks into `seat`'s hand. */
export function give(s: SeasonState, seat: number, cards: readonly number[]): void {
  for (const card of cards) {
    for (const deck of s.decks) {
      const i = deck.indexOf(card);
      if (i >= 0) deck.splice(i, 1);
    }
    (s.hands[seat] as number[]).push(card);
    s.known[card] = (s.known[card] as number) | bit(seat);
  }
}

/** A squad of one keeper, two of each outfield position: the `offset`-th best of each. */
export function squad(offset = 0): number[] {
  return [
    best(0)[offset] as number,
    best(1)[2 * offset] as number,
    best(1)[2 * offset + 1] as number,
    best(2)[2 * offset] as number,
    best(2)[2 * offset + 1] as number,
    best(3)[2 * offset] as number,
    best(3)[2 * offset + 1] as number,
  ];
}

/** Gives `seat` the tactic instances of the named tactics. */
export function giveTactics(s: SeasonState, seat: number, names: readonly string[]): void {
  for (const name of names) {
    const id = tacticId(name);
    const at = s.tacticDeck.findIndex((i) => TACTIC_DECK[i] === id);
    assert.ok(at >= 0, `tactic ${name} is not in the deck`);
    const [instance] = s.tacticDeck.splice(at, 1);
    (s.tactics[seat] as number[]).push(instance as number);
  }
}

/** Puts the named event on top of the event deck. */
export function onTop(s: SeasonState, name: string): void {
  const id = eventId(name);
  const at = s.eventDeck.indexOf(id);
  assert.ok(at >= 0, `event ${name} is not in the deck`);
  s.eventDeck.splice(at, 1);
  s.eventDeck.push(id);
}

/** Queues program steps and runs them (see Step). */
export function runSteps(s: SeasonState, ...steps: readonly [number, Seat][]): void {
  for (const [kind, seat] of steps) s.todo.push(kind * 8 + seat);
  run(s);
}

/** Plays `action` for `seat` through the checked door: it must be legal. */
export function act(s: SeasonState, seat: Seat, action: Action): void {
  const legal = game.legalActions(s, seat);
  assert.ok(legal.includes(action), `${action} is not legal for seat ${seat}: ${legal.join(', ')}`);
  game.apply(s, seat, action);
}

/** Plays on with uniformly random legal actions until `until` holds or the season ends. */
export function playUntil(s: SeasonState, rng: Rng, until: (s: SeasonState) => boolean): void {
  for (let i = 0; i < 50_000 && !until(s); i++) {
    const actors = game.actors(s);
    if (actors.length === 0) return;
    const seat = actors[rng.int(actors.length)] as Seat;
    const legal = game.legalActions(s, seat);
    game.apply(s, seat, legal[rng.int(legal.length)] as Action);
  }
}
