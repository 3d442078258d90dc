/**
 * Conformance: a game's facts (seat range, bound, default options, teams, action space) and
 * the shape of its outcome.
 */
import assert from 'node:assert/strict';
import type { AnyGame, Seat } from '../../game.ts';
import { teamsOf } from '../../teams.ts';
import { checkActionSpace } from '../action-space.ts';

/** A seat count's teams, each a list of seats (facts.teams). */
export type Teams = readonly (readonly Seat[])[];

/** The seat counts the game takes with these options: a count `seatsProblem` refuses is never set up. */
export function playableSeatCounts(
  game: AnyGame,
  raw: Readonly<Record<string, unknown>>,
): number[] {
  const { minSeats, maxSeats } = game.facts;
  const options = game.facts.options.parse(raw);
  return Array.from({ length: maxSeats - minSeats + 1 }, (_, i) => minSeats + i).filter(
    (seats) => game.facts.seatsProblem?.(options, seats) === undefined,
  );
}

/** Sound facts: a seat range, a bound, defaults for `{}`, and teams that partition the seats. */
export function checkFacts(game: AnyGame): void {
  const { minSeats, maxSeats } = game.facts;
  assert.ok(minSeats >= 1 && minSeats <= maxSeats);
  assert.ok(game.facts.actionBound > 0);
  assert.ok(game.facts.options.safeParse({}).success, 'parsing {} must give the defaults');
  for (let seats = minSeats; seats <= maxSeats; seats++) {
    const teams = teamsOf(game, seats);
    for (const team of teams) {
      assert.ok(team.length > 0, `${seats} seats: a team has a seat`);
      for (let i = 1; i < team.length; i++)
        assert.ok((team[i - 1] as Seat) < (team[i] as Seat), `${seats} seats: a team is ascending`);
    }
    assert.deepEqual(
      teams.flat().sort((a, b) => a - b),
      Array.from({ length: seats }, (_, seat) => seat),
      `${seats} seats: the teams hold every seat exactly once`,
    );
  }
  if (game.facts.teamsShareHands !== undefined)
    assert.ok(
      game.facts.teams !== undefined && game.facts.hiddenInformation,
      'teamsShareHands is told by a game with teams and hidden information',
    );
  // The action space, where declared: every code decodes to its range and encodes back.
  if (game.actionSpace) checkActionSpace(game.actionSpace);
}

export function checkOutcome(
  scores: readonly number[],
  places: readonly number[],
  seats: number,
): void {
  assert.equal(scores.length, seats);
  assert.equal(places.length, seats);
  for (let a = 0; a < seats; a++) {
    const pa = places[a] as number;
    const ahead = places.filter((p) => p < pa).length;
    assert.equal(pa, ahead + 1, 'places are a competition ranking (1, 1, 3 …)');
    for (let b = 0; b < seats; b++) {
      if ((scores[a] as number) > (scores[b] as number)) {
        assert.ok(pa < (places[b] as number), 'a higher score never places lower');
      }
    }
  }
}

export function checkTeamsShareAPlace(teams: Teams, places: readonly number[]): void {
  for (const team of teams) {
    for (const seat of team)
      assert.equal(places[seat], places[team[0] as Seat], 'teammates share one place');
  }
}
