/**
 * Conformance: hidden information. A view ignores what its viewer cannot see (re-sampled by
 * `determinize`), carries no generator, and a simultaneous commitment shows to teammates at
 * most and is left to be made again by whoever cannot see it.
 */
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import {
  SPECTATOR,
  type Action,
  type AnyGame,
  type Game,
  type Seat,
  type Viewer,
} from '../../game.ts';
import { Rng } from '../../rng.ts';
import { teamIndex } from '../../teams.ts';
import type { Teams } from './facts.ts';
import { windowFacts, windowWords } from './windows.ts';

/**
 * A simultaneous decision: what one actor commits, while others still decide, is seen by its
 * teammates at most: two different commitments leave every other viewer's view, and every
 * other seat's legal actions, exactly alike. Whoever cannot see it finds it left to be made
 * again in its determinized state; whoever can, made (see Game.determinize).
 */
export function checkTeamsSeeOnlyTheirOwn(
  game: AnyGame,
  state: unknown,
  seats: number,
  teams: Teams,
  actors: readonly Seat[],
  probe: Rng,
): void {
  const team = teamIndex(teams, seats);
  const seat = actors[0] as Seat;
  const legal = game.legalActions(state, seat);
  if (legal.length < 2) return;
  const first = game.clone(state);
  const last = game.clone(state);
  game.apply(first, seat, legal[0] as Action);
  game.apply(last, seat, legal[legal.length - 1] as Action);
  const stillDeciding = (copy: unknown): boolean => {
    const now = game.actors(copy);
    return now.length > 0 && now.every((other) => actors.includes(other) && other !== seat);
  };
  if (!stillDeciding(first) || !stillDeciding(last)) return;
  for (let viewer: Viewer = SPECTATOR; viewer < seats; viewer++) {
    if (viewer !== SPECTATOR && team[viewer] === team[seat]) continue;
    assert.deepEqual(
      game.view(first, viewer),
      game.view(last, viewer),
      `seat ${seat}'s commitment shows in ${viewer === SPECTATOR ? 'the spectator' : `seat ${viewer}`}'s view`,
    );
    if (viewer !== SPECTATOR) {
      assert.deepEqual(
        game.legalActions(first, viewer),
        game.legalActions(last, viewer),
        `seat ${seat}'s commitment changes what seat ${viewer} may do`,
      );
    }
  }
  for (let viewer = 0; viewer < seats; viewer++) {
    if (viewer === seat) continue;
    const view = game.view(first, viewer);
    const hidden = isDeepStrictEqual(view, game.view(last, viewer));
    const sampled = game.determinize(view, viewer, probe);
    assert.equal(
      game.actors(sampled).includes(seat),
      hidden,
      `seat ${seat}'s commitment, ${hidden ? 'hidden from' : 'seen by'} seat ${viewer}, is ${hidden ? '' : 'not '}left to be made again in its determinized state`,
    );
  }
}

/**
 * A view must not change when everything its viewer cannot see is re-sampled: then it cannot
 * contain any of it. The spectator, who knows least, must not notice either. Nor may a view
 * carry the generator.
 */
export function checkViewsHideWhatTheyMust(
  game: AnyGame,
  state: unknown,
  seats: number,
  probe: Rng,
): void {
  const spectatorView = JSON.stringify(game.view(state, SPECTATOR));
  for (let seat = 0; seat < seats; seat++) {
    const view = game.view(state, seat);
    assertNoGenerator(view);
    const text = JSON.stringify(view);
    assert.deepEqual(JSON.parse(text), view, 'a view is plain JSON data');
    for (let k = 0; k < 2; k++) {
      const drawn = game.determinize(view, seat, probe);
      const sampled =
        game.window?.(state) === undefined
          ? chooseAgain(game, state, drawn, seat, text, probe)
          : drawn;
      assert.equal(
        JSON.stringify(game.view(sampled, seat)),
        text,
        `seat ${seat}'s view ignores what it cannot see`,
      );
      assert.equal(
        JSON.stringify(game.view(sampled, SPECTATOR)),
        spectatorView,
        'the spectator sees no hidden information',
      );
      // Who is asked in a window is public (ResponseWindow): the actors and the window too
      // survive the sampling, whoever holds what.
      assert.deepEqual(
        game.actors(sampled).slice(),
        game.actors(state).slice(),
        `a state determinized for seat ${seat} has the same actors${windowWords(game, state)}`,
      );
      assert.deepEqual(
        windowFacts(game, sampled),
        windowFacts(game, state),
        `a state determinized for seat ${seat} has the same window`,
      );
    }
  }
}

/** How many positions `chooseAgain` looks at, at most, for one determinized state. */
const CHOOSE_AGAIN_LIMIT = 500;

/**
 * Lets the seats that `seat`'s determinized state left to choose again (commitments to the
 * current simultaneous decision it cannot see) choose, at random, until the state looks to
 * `seat` as the real one does, with the real actors, and returns that state (the sample
 * itself if none does, for the checks that follow to fail on). Who chose how often is not
 * known here, so the orders of choosers are searched breadth first, each position that looks
 * alike to `seat` (view and actors) once. Real actors stay actors, and `seat`'s own
 * commitment is never taken back.
 */
export function chooseAgain<S, V, O>(
  game: Game<S, V, O>,
  state: S,
  sampled: S,
  seat: Seat,
  text: string,
  probe: Rng,
): S {
  const real = game.actors(state).slice();
  const actors = game.actors(sampled);
  for (const actor of real)
    assert.ok(
      actors.includes(actor),
      `seat ${actor} still acts in seat ${seat}'s determinized state`,
    );
  assert.ok(
    real.includes(seat) || !actors.includes(seat),
    `seat ${seat}'s own commitment is taken back in its determinized state`,
  );
  const looked = new Set<string>();
  for (let frontier = [sampled]; frontier.length > 0;) {
    const next: S[] = [];
    for (const position of frontier) {
      const now = game.actors(position);
      const looks = JSON.stringify(game.view(position, seat));
      if (looks === text && sameSeats(now, real)) return position;
      const key = `${now.join()}|${looks}`;
      if (looked.has(key) || looked.size >= CHOOSE_AGAIN_LIMIT) continue;
      looked.add(key);
      for (const chooser of now.slice()) {
        if (chooser === seat) continue;
        const copy = game.clone(position);
        const legal = game.legalActions(copy, chooser);
        game.apply(copy, chooser, legal[probe.int(legal.length)] as Action);
        next.push(copy);
      }
    }
    frontier = next;
  }
  return sampled;
}

export const sameSeats = (a: readonly Seat[], b: readonly Seat[]): boolean =>
  a.length === b.length && a.every((seat, i) => seat === b[i]);

function assertNoGenerator(value: unknown): void {
  if (value instanceof Rng) assert.fail('a view carries the generator');
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    assert.ok(!/^(rng|seed|random)/i.test(key), `a view has a field '${key}'`);
    assertNoGenerator(inner);
  }
}
