/**
 * Seasons of Next Goal Wins set up at a chosen moment, for browser tests of decisions a
 * season meets only now and then (a manager's look at several cards, Lucky Charm's two
 * events, Leaked Notes, the move that ends a match). A season is played from a fixed seed
 * through the registered engine, every seat choosing at random from its own seeded generator,
 * until a wanted decision comes up; it is then stored in a data directory the way the server
 * stores any table (its seed, options, seats and moves), with the deciding seat a person whose
 * token the test knows and the others bots. The server, started on that directory, rebuilds
 * the table by replaying its moves (src/server/tables/restore.ts): the page opens right at
 * the decision, the same every run.
 */
import { setupChecked } from '../../src/core/checked.ts';
import type { Action, GameEvent, Seat } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import type { SeasonView } from '../../src/games/next-goal-wins/season/view.ts';
import { engineOf, storeTable, type SeatPlan } from './stored-table.ts';

const GAME = 'next-goal-wins';

/** A season stopped where one seat, and only it, has a wanted decision. */
export interface Moment {
  readonly seed: string;
  /** The options as the engine parsed them, e.g. { mode: 'season', managers: true, … }. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
  /** The moves that lead to the moment, as [seat, action]. */
  readonly moves: readonly (readonly [Seat, Action])[];
  /** The deciding seat: the person at the table. */
  readonly seat: Seat;
  /** What the random player chose there, which the test may click to stay on the path. */
  readonly next: Action;
  /** The deciding seat's view at the moment, and once `next` is played. */
  readonly now: SeasonView;
  readonly after: SeasonView;
  /** Every event up to the moment (hidden ones too: filter them before showing any). */
  readonly events: readonly GameEvent[];
}

/** Whether the deciding seat's view now, and after the random player's choice, is wanted. */
export type Wanted = (now: SeasonView, after: SeasonView) => boolean;

/**
 * The first moment `wanted` in seasons seeded `${name}-${first}`, then the next … (up to
 * `${name}-${tries - 1}`). A rare moment's search may start where it was last found (`first`):
 * playing the seasons before it costs the test process a second of CPU each run, and a rules
 * change that moves the moment only makes the search go on. Only a moment where the deciding
 * seat is the only one to act is taken, so that no bot moves at the same time.
 */
export function findMoment(
  name: string,
  rawOptions: Readonly<Record<string, unknown>>,
  seats: number,
  wanted: Wanted,
  tries = 300,
  first = 0,
): Moment {
  const game = engineOf(GAME);
  const view = (state: unknown, seat: Seat): SeasonView => game.view(state, seat) as SeasonView;
  for (let i = first; i < tries; i++) {
    const seed = `${name}-${i}`;
    const setup = setupChecked(game, { options: rawOptions, seats, seed });
    if (!setup.ok) throw new Error(setup.error.message);
    const state = setup.value.state;
    const rng = Rng.fromSeed(`${seed}/players`);
    const moves: [Seat, Action][] = [];
    const events: GameEvent[] = [];
    for (let step = 0; step < 5_000 && game.outcome(state) === undefined; step++) {
      const actors = game.actors(state);
      const seat = actors[0];
      if (seat === undefined) throw new Error(`${seed}: nobody acts`);
      const legal = game.legalActions(state, seat).slice();
      const action = legal[rng.int(legal.length)] as Action;
      if (actors.length === 1) {
        const now = view(state, seat);
        const copy = game.clone(state);
        game.apply(copy, seat, action);
        const after = view(copy, seat);
        if (wanted(now, after)) {
          const options = setup.value.options as Record<string, unknown>;
          return { seed, options, seats, moves, seat, next: action, now, after, events };
        }
      }
      game.apply(state, seat, action, events);
      moves.push([seat, action]);
    }
  }
  throw new Error(
    `No season seeded ${name}-${first} to ${name}-${tries - 1} met the wanted moment`,
  );
}

/** Names for the seats: the person, then the bots. */
export interface Seating {
  readonly person: string;
  readonly bots: readonly string[];
}

/**
 * Stores `moment` as an unfinished table in `dataDir` (before the server starts on it): the
 * deciding seat a person, every other seat an easy bot. Returns the path of the person's
 * invite link, e.g. '/table/q3Z_x8aK0bLm?seat=1#token=…'.
 */
export function storeMoment(dataDir: string, moment: Moment, seating: Seating): string {
  const bots = [...seating.bots];
  const seats = Array.from({ length: moment.seats }, (_, seat): SeatPlan =>
    seat === moment.seat
      ? { name: seating.person, person: 'me' }
      : { name: bots.shift() ?? `Bot ${seat + 1}`, bot: 'easy' },
  );
  const { seed, options, moves } = moment;
  const stored = storeTable(dataDir, { game: GAME, seed, options, seats, moves });
  const path = stored.invites.get(moment.seat);
  if (path === undefined) throw new Error('the deciding seat has no invite link');
  return path;
}
