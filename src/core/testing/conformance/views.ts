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
 * What every viewer sees of one position, each view once: `views[viewer + 1]` and its JSON
 * text `texts[viewer + 1]`, the spectator first. A step's checks share it (the views and the
 * refusals' fingerprint) rather than each building and writing out the same views again.
 */
export interface Looks {
  readonly views: readonly unknown[];
  readonly texts: readonly (string | undefined)[];
}

export function looksOf(game: AnyGame, state: unknown, seats: number): Looks {
  const views: unknown[] = [];
  const texts: (string | undefined)[] = [];
  for (let viewer: Viewer = SPECTATOR; viewer < seats; viewer++) {
    const view = game.view(state, viewer);
    views.push(view);
    texts.push(JSON.stringify(view));
  }
  return { views, texts };
}

/**
 * A view must not change when everything its viewer cannot see is re-sampled: then it cannot
 * contain any of it. The spectator, who knows least, must not notice either. Nor may a view
 * carry the generator. `looks`: the position's views, where the caller has them (looksOf).
 */
export function checkViewsHideWhatTheyMust(
  game: AnyGame,
  state: unknown,
  seats: number,
  probe: Rng,
  looks: Looks = looksOf(game, state, seats),
): void {
  const spectatorView = looks.texts[0];
  const open = game.window?.(state) !== undefined;
  for (let seat = 0; seat < seats; seat++) {
    const view = looks.views[seat + 1];
    const text = looks.texts[seat + 1] as string;
    assertPlainData(view);
    for (let k = 0; k < 2; k++) {
      const drawn = game.determinize(view, seat, probe);
      // A state chooseAgain found already showed `seat` this very text: no need to ask again.
      const { position: sampled, alike } = open
        ? { position: drawn, alike: false }
        : searchAgain(game, state, drawn, seat, text, probe);
      if (!alike) {
        assert.equal(
          JSON.stringify(game.view(sampled, seat)),
          text,
          `seat ${seat}'s view ignores what it cannot see`,
        );
      }
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
  return searchAgain(game, state, sampled, seat, text, probe).position;
}

/** chooseAgain, telling too whether the state it returns looks to `seat` as the real one. */
function searchAgain<S, V, O>(
  game: Game<S, V, O>,
  state: S,
  sampled: S,
  seat: Seat,
  text: string,
  probe: Rng,
): { position: S; alike: boolean } {
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
  // The positions looked at: their views' texts with the actors each was seen with, filed by
  // a short key of the text (hashing a whole view's text costs as much as writing it).
  const looked = new Map<string, { readonly text: string; readonly who: string[] }[]>();
  let count = 0;
  // A position to look at: the sample, or a parent and the choice to play on a copy of it.
  // The choice is drawn when the parent is looked at, as the search goes; the copy is played
  // only when its turn comes (none after the position that looks alike).
  type Next = { readonly from: S; readonly chooser: Seat; readonly action: Action };
  for (let frontier: (Next | null)[] = [null]; frontier.length > 0;) {
    const next: Next[] = [];
    for (const step of frontier) {
      let position = sampled;
      if (step) {
        position = game.clone(step.from);
        game.apply(position, step.chooser, step.action);
      }
      const now = game.actors(position);
      const looks = JSON.stringify(game.view(position, seat));
      if (looks === text && sameSeats(now, real)) return { position, alike: true };
      const who = now.join();
      const key = shortKey(looks);
      let filed = looked.get(key);
      let seen = filed?.find((entry) => entry.text === looks);
      if (seen?.who.includes(who) || count >= CHOOSE_AGAIN_LIMIT) continue;
      if (!filed) looked.set(key, (filed = []));
      if (!seen) filed.push((seen = { text: looks, who: [] }));
      seen.who.push(who);
      count++;
      for (const chooser of now.slice()) {
        if (chooser === seat) continue;
        const legal = game.legalActions(position, chooser);
        next.push({ from: position, chooser, action: legal[probe.int(legal.length)] as Action });
      }
    }
    frontier = next;
  }
  return { position: sampled, alike: false };
}

/** A short stand-in for a long text to file it by: equal texts have equal keys. */
function shortKey(text: string): string {
  const length = text.length;
  if (length <= 256) return text;
  let key = `${length}`;
  for (let part = 1; part < 8; part++) {
    const at = Math.floor((length * part) / 8);
    key += text.slice(at, at + 16);
  }
  return key + text.slice(-16);
}

export const sameSeats = (a: readonly Seat[], b: readonly Seat[]): boolean =>
  a.length === b.length && a.every((seat, i) => seat === b[i]);

/**
 * A view is plain JSON data, and carries no generator: no Rng, no field named for one. Plain
 * means exactly what comes back deep-equal (strictly) from JSON.parse(JSON.stringify(view)):
 * null, strings, booleans, finite numbers other than -0, and arrays and objects of them with
 * the built-in prototypes, no holes, no undefined and no other own enumerable keys. Walked
 * once, without the round trip and the deep comparison that cost as much as the view itself.
 */
export function assertPlainData(view: unknown): void {
  const where = notPlain(view);
  if (where !== undefined) assert.fail(`a view is plain JSON data: ${where}`);
}

/** What keeps `value` from being plain JSON data, with the path to it; undefined if nothing. */
function notPlain(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0) ? undefined : `the number ${value}`;
    case 'object':
      if (value === null) return undefined;
      break;
    default:
      return `a ${typeof value}`;
  }
  if (value instanceof Rng) assert.fail('a view carries the generator');
  if (
    Object.getOwnPropertySymbols(value).some((key) =>
      Object.prototype.propertyIsEnumerable.call(value, key),
    )
  )
    return 'a symbol-keyed field';
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return 'an array of a subclass';
    if (Object.keys(value).length !== value.length) return 'an array with named fields or holes';
    for (let i = 0; i < value.length; i++) {
      if (!Object.hasOwn(value, i)) return `a hole at [${i}]`;
      const inner = notPlain(value[i]);
      if (inner !== undefined) return `[${i}] ${inner}`;
    }
    return undefined;
  }
  if (
    Object.getPrototypeOf(value) !== Object.prototype ||
    Object.prototype.toString.call(value) !== '[object Object]'
  )
    return `an object other than a plain one: ${Object.prototype.toString.call(value)}`;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    assert.ok(!generatorKey(key), `a view has a field '${key}'`);
    const inner = notPlain((value as Record<string, unknown>)[key]);
    if (inner !== undefined) return `.${key} ${inner}`;
  }
  return undefined;
}

/** Field names seen, and whether each names a generator (views reuse a few dozen names). */
const generatorKeys = new Map<string, boolean>();

function generatorKey(key: string): boolean {
  let named = generatorKeys.get(key);
  if (named === undefined) {
    named = /^(rng|seed|random)/i.test(key);
    generatorKeys.set(key, named);
  }
  return named;
}
