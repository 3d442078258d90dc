/**
 * NGW-19.4, NGW-30.5: a season's events name season seats. A match speaks of its two sides;
 * its events reach the season with the seats playing those sides, so a private event goes to
 * the seat that owns it and to no other, whichever fixture of a 2- to 6-seat league it is.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Action, GameEvent, Seat } from '../../../core/game.ts';
import { Rng } from '../../../core/rng.ts';
import { SEAT_REF_PATTERN } from '../../../core/seat-words.ts';
import { seatName } from '../../../core/seats.ts';
import { game, season } from './fixtures.ts';
import type { SeasonState } from './state.ts';

/** What one decision was: who took it, in which match (its two seats, or none). */
interface Decision {
  readonly actor: Seat;
  readonly playing: readonly Seat[] | null;
  readonly events: readonly GameEvent[];
}

/** Plays random decisions (at most `limit`), handing each one's events to `check`. */
function playSeason(s: SeasonState, rng: Rng, limit: number, check: (d: Decision) => void): void {
  for (let n = 0; n < limit && game.actors(s).length > 0; n++) {
    const actors = game.actors(s);
    const actor = actors[rng.int(actors.length)] as Seat;
    const legal = game.legalActions(s, actor);
    const playing = s.match ? s.match.seats.slice() : null;
    const events: GameEvent[] = [];
    game.apply(s, actor, legal[rng.int(legal.length)] as Action, events);
    check({ actor, playing, events });
  }
}

/** The first seat an event's text names, e.g. 3 for 'GOAL for {seat:3}! …', or undefined. */
function firstSeatNamed(text: string): Seat | undefined {
  const found = new RegExp(SEAT_REF_PATTERN).exec(text);
  return found ? Number(found[1]) : undefined;
}

/**
 * Every event is addressed in season seats: a match's event is about, and private to, seats
 * of that match; a seat's own pick is seen by that seat alone; an event about a seat names it
 * first.
 */
function assertAddressed(seats: number, d: Decision): void {
  for (const event of d.events) {
    const where = `${seats} seats, ${seatName(d.actor)}: ${event.kind} '${event.text}'`;
    for (const seat of event.visibleTo ?? []) assert.ok(seat >= 0 && seat < seats, where);
    if (event.kind === 'season') continue;
    assert.ok(d.playing, `a match event outside a match: ${where}`);
    if (event.seat !== undefined) {
      assert.ok(d.playing.includes(event.seat), `about a seat outside the match: ${where}`);
      const named = firstSeatNamed(event.text);
      if (named !== undefined) assert.equal(named, event.seat, `about another seat: ${where}`);
    }
    for (const seat of event.visibleTo ?? [])
      assert.ok(d.playing.includes(seat), `shown to a seat outside the match: ${where}`);
    if (event.kind === 'own-pick') {
      // NGW-3.1, NGW-17.2: the starter laid face down is known to the seat that laid it.
      assert.deepEqual(event.visibleTo, [d.actor], where);
      assert.equal(event.seat, d.actor, where);
    }
  }
}

describe('NGW-19.4 a season’s events name season seats', () => {
  for (let seats = 2; seats <= 6; seats++) {
    it(`NGW-19.4, NGW-30.5: a whole ${seats}-seat season addresses every event to its owner`, () => {
      const s = season(seats, { managers: true, exchange: seats > 2 }, `event-seats-${seats}`);
      const owners = new Set<Seat>();
      playSeason(s, Rng.fromSeed(`play-${seats}`), game.facts.actionBound, (d) => {
        assertAddressed(seats, d);
        for (const event of d.events)
          if (event.kind === 'own-pick') for (const seat of event.visibleTo ?? []) owners.add(seat);
      });
      assert.equal(game.actors(s).length, 0, 'the season is over');
      // Every seat played and picked its starters, so every seat received its own picks.
      assert.deepEqual(
        [...owners].sort((a, b) => a - b),
        [...Array(seats).keys()],
      );
    });
  }

  it('NGW-19.4: one match on its own names its sides Seat 1 and Seat 2', () => {
    const s = game.setup(game.facts.options.parse({ mode: 'match' }), 2, Rng.fromSeed('one'));
    playSeason(s, Rng.fromSeed('one-play'), game.facts.actionBound, (d) => {
      assertAddressed(2, d);
    });
    assert.equal(game.actors(s).length, 0);
  });

  it('NGW-19.4, NGW-30.5: random seasons and seeds address every event to its owner', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.string({ maxLength: 8 }),
        fc.boolean(),
        (seats, seed, managers) => {
          const s = season(seats, { managers }, seed);
          playSeason(s, Rng.fromSeed(seed), game.facts.actionBound, (d) => {
            assertAddressed(seats, d);
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
