/**
 * Two tiny games for the tests of the match runner, simulations and the lab: one with teams
 * and one that random play can keep going for ever. Open information, one seat acting at a
 * time, so a view is just the state's numbers.
 */
import { z } from 'zod';
import type { Game, Seat } from './game.ts';
import type { Rng } from './rng.ts';
import { placesFromScores } from './seats.ts';

interface TinyState {
  readonly seats: number;
  readonly rng: Rng;
  /** The seat to act, or -1 once the game is over. */
  turn: number;
  /** Actions played so far. */
  played: number;
  readonly points: number[];
  /** Marathon: whether a roll can end the game. */
  readonly finish: boolean;
  readonly actorBuffer: Seat[];
}

interface TinyView {
  readonly finish: boolean;
  readonly turn: number;
  readonly played: number;
  readonly points: readonly number[];
}

function tinyState(seats: number, rng: Rng, finish = true): TinyState {
  const points = new Array<number>(seats).fill(0);
  return { seats, rng, turn: 0, played: 0, points, finish, actorBuffer: [] };
}

/** The parts both games share: everything but the rules of an action and the outcome. */
function tinyGame<O>(
  facts: Game<TinyState, TinyView, O>['facts'],
  rules: Pick<Game<TinyState, TinyView, O>, 'setup' | 'apply' | 'outcome' | 'actionLabel'>,
): Game<TinyState, TinyView, O> {
  const actors = (s: TinyState): readonly Seat[] => {
    s.actorBuffer.length = 0;
    if (s.turn >= 0) s.actorBuffer.push(s.turn);
    return s.actorBuffer;
  };
  return {
    facts,
    actors,
    legalActions(s, seat, out = []) {
      out.length = 0;
      if (s.turn === seat) out.push(0, 1);
      return out;
    },
    actionInfo: (_s, _seat, action) => ({ kind: action === 0 ? 'steady' : 'risky' }),
    view: (s) => ({ finish: s.finish, turn: s.turn, played: s.played, points: s.points.slice() }),
    describe: (v) => `Points ${v.points.join(' - ')} after ${v.played} actions`,
    clone: (s) => ({ ...s, rng: s.rng.clone(), points: s.points.slice(), actorBuffer: [] }),
    determinize: (v, _seat, rng) => ({
      ...tinyState(v.points.length, rng.clone(), v.finish),
      turn: v.turn,
      played: v.played,
      points: v.points.slice(),
    }),
    ...rules,
  };
}

const noOptions = z.strictObject({});

/**
 * Relay: every seat acts once, in seat order: 0 scores 1 point, 1 scores 0 to 2 at random.
 * Seats play in two teams, even seats against odd ones; a team's score is its seats' points
 * added, and every seat of a team is given that score and place.
 */
export const relay = tinyGame<z.infer<typeof noOptions>>(
  {
    id: 'relay',
    title: 'Relay',
    version: '1.0.0',
    minSeats: 2,
    maxSeats: 4,
    chance: true,
    hiddenInformation: false,
    options: noOptions,
    actionBound: 4,
    teams: (seats) => {
      const all = Array.from({ length: seats }, (_, seat) => seat);
      return [all.filter((s) => s % 2 === 0), all.filter((s) => s % 2 === 1)];
    },
  },
  {
    setup: (_options, seats, rng) => tinyState(seats, rng),
    actionLabel: (_s, _seat, action) => (action === 0 ? 'Steady' : 'Risky'),
    apply(s, seat, action) {
      s.points[seat] = action === 0 ? 1 : s.rng.int(3);
      s.played++;
      s.turn = seat + 1 < s.seats ? seat + 1 : -1;
    },
    outcome(s) {
      if (s.turn >= 0) return undefined;
      const team = [0, 0];
      s.points.forEach((p, seat) => (team[seat % 2] = (team[seat % 2] as number) + p));
      const scores = s.points.map((_, seat) => team[seat % 2] as number);
      return { scores, places: placesFromScores(scores) };
    },
  },
);

const marathonOptions = z.strictObject({
  finish: z.boolean().default(true).describe('Whether a roll can ever end the game.'),
});

/**
 * Marathon: two seats take turns; a risky action (1) ends the game on a roll of 0 of 4, won by
 * the seat that rolled it; a steady one (0) never does. Random play can run on and on, so the
 * game is endless: stopped at its bound of 12 actions. With `finish: false` nothing ends it.
 */
export const marathon = tinyGame<z.infer<typeof marathonOptions>>(
  {
    id: 'marathon',
    title: 'Marathon',
    version: '1.0.0',
    minSeats: 2,
    maxSeats: 2,
    chance: true,
    hiddenInformation: false,
    options: marathonOptions,
    actionBound: 12,
    endless: true,
  },
  {
    setup: (options, seats, rng) => tinyState(seats, rng, options.finish),
    actionLabel: (_s, _seat, action) => (action === 0 ? 'Jog' : 'Sprint'),
    apply(s, seat, action) {
      s.played++;
      if (action === 1 && s.finish && s.rng.int(4) === 0) {
        s.points[seat] = 1;
        s.turn = -1;
        return;
      }
      s.turn = 1 - seat;
    },
    outcome: (s) =>
      s.turn >= 0 ? undefined : { scores: s.points.slice(), places: placesFromScores(s.points) },
  },
);
