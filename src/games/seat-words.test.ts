/**
 * The engines name seats by placeholder only (src/core/seat-words.ts): in a few seeded games of
 * every playable game, at its smallest and largest table, no event, label, description or view
 * writes a seat's name, and every placeholder is one that fillSeats fills.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECTATOR, type Action, type AnyGame, type GameEvent, type Seat } from '../core/game.ts';
import { Rng } from '../core/rng.ts';
import { SEAT_REF_PATTERN, fillSeats } from '../core/seat-words.ts';
import { seatName } from '../core/seats.ts';
import { loadPlayableGames } from './registry.ts';

const games = await loadPlayableGames();

const NAMED = /\bSeat \d/;
const REF = new RegExp(SEAT_REF_PATTERN);

/** Every piece of words a random game shows: events, labels, descriptions and views (JSON). */
function wordsOfAGame(game: AnyGame, seats: number, seed: string): string[] {
  const rng = Rng.fromSeed(seed);
  const state = game.setup(game.facts.options.parse({}), seats, Rng.fromSeed(`${seed}-game`));
  const shown = (viewer: number): string[] => {
    const view = game.view(state, viewer);
    return [game.describe(view), JSON.stringify(view)];
  };
  const words = shown(SPECTATOR);
  for (let step = 0; step < game.facts.actionBound; step++) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    const seat = actors[rng.int(actors.length)] as Seat;
    const legal = game.legalActions(state, seat);
    words.push(...legal.map((action) => game.actionLabel(state, seat, action)), ...shown(seat));
    const events: GameEvent[] = [];
    game.apply(state, seat, legal[rng.int(legal.length)] as Action, events);
    words.push(...events.map((e) => e.text));
  }
  return [...words, ...shown(SPECTATOR)];
}

describe('engines name seats by placeholder, never by name', () => {
  for (const { engine } of games) {
    const { id, minSeats, maxSeats } = engine.facts;
    for (const seats of new Set([minSeats, maxSeats])) {
      it(`${id}, ${seats} seats: no 'Seat N' in its words, and placeholders that fill`, () => {
        let placeholders = 0;
        for (const seed of ['a', 'b']) {
          for (const text of wordsOfAGame(engine, seats, `seat-words-${id}-${seats}-${seed}`)) {
            assert.doesNotMatch(text, NAMED, text);
            if (REF.test(text)) placeholders++;
            assert.ok(!fillSeats(text, seatName).includes('{seat'), text);
          }
        }
        assert.ok(placeholders > 0, 'the game names its seats somewhere');
      });
    }
  }
});
