/**
 * Conformance: response windows (ResponseWindow). Every actor may pass and passing closes the
 * window; windows open only at window points and chains grow one link at a time; at an open
 * window, a state re-sampled for any viewer asks the same seats through to the close.
 */
import assert from 'node:assert/strict';
import { applyChecked } from '../../checked.ts';
import {
  SPECTATOR,
  WINDOW_POINT,
  canSee,
  type Action,
  type AnyGame,
  type GameEvent,
  type ResponseWindow,
  type Seat,
  type Viewer,
} from '../../game.ts';
import type { Rng } from '../../rng.ts';

/**
 * An open window (ResponseWindow): every actor may pass (one with nothing playable has only
 * `pass`), and when the actors pass one after another, none is asked twice on one link and
 * the chain comes down to nothing: the window closes, or a new window point opens another.
 */
export function checkWindow(
  game: AnyGame,
  state: unknown,
  seats: number,
  actors: readonly Seat[],
  window: { readonly pass: Action; readonly chain: number },
): void {
  assert.ok(Number.isInteger(window.chain) && window.chain >= 0, 'a chain counts its links');
  for (const seat of actors) {
    const legal = game.legalActions(state, seat);
    assert.ok(legal.includes(window.pass), `seat ${seat} may pass in an open window`);
  }
  const copy = game.clone(state);
  const passed = new Set<Seat>();
  for (;;) {
    const open = game.window?.(copy);
    if (!open) return;
    assert.equal(open.chain, window.chain, 'passing neither adds links nor resolves only some');
    const seat = game.actors(copy)[0] as Seat;
    assert.ok(!passed.has(seat), `seat ${seat} is asked again on a link it passed`);
    passed.add(seat);
    assert.ok(passed.size <= seats);
    const played = applyChecked(game, copy, seat, open.pass);
    assert.ok(played.ok, `seat ${seat} may pass`);
    if (played.value.some((e) => e.kind === WINDOW_POINT)) {
      assert.equal(game.window?.(copy)?.chain ?? 0, 0, 'a new window starts with no chain');
      return;
    }
  }
}

/**
 * Window points (WINDOW_POINT) are public and name their window; a window opens only at one,
 * and a chain grows one link at a time.
 */
export function checkWindowPoints(
  game: AnyGame,
  state: unknown,
  chainBefore: number | undefined,
  events: readonly GameEvent[],
): void {
  const points = events.filter((e) => e.kind === WINDOW_POINT);
  for (const point of points) {
    assert.equal(point.visibleTo, undefined, 'a window point is public');
    assert.equal(typeof point.data?.window, 'string', "a window point names its window's kind");
  }
  const window = game.window?.(state);
  if (!window) return;
  if (window.chain === 0 && chainBefore !== 0) {
    assert.ok(
      points.some((point) => point.data?.window === window.kind),
      `window '${window.kind}' opened without a window point`,
    );
  } else if (window.chain > 0) {
    assert.ok(
      chainBefore !== undefined &&
        window.chain - chainBefore >= 0 &&
        window.chain - chainBefore <= 1,
      'a chain grows one link at a time',
    );
  }
}

/**
 * At an open window, from each of `viewers`: the window a seat cannot tell apart from the real
 * one (ResponseWindow) asks the same seats, and passed through with the real one to its close
 * (see checkPublicCourse).
 */
export function checkWindowTimings(
  game: AnyGame,
  state: unknown,
  seats: number,
  viewers: readonly Viewer[],
  probe: Rng,
): void {
  for (const viewer of viewers) checkWindowPassesAlike(game, state, seats, viewer, probe);
}

/**
 * At an open window: `viewer`'s re-sampled state and the real one, passed through in step to
 * the pass that closes the window, ask the same seats and show the viewer (and a spectator)
 * the same, and close together.
 */
function checkWindowPassesAlike(
  game: AnyGame,
  state: unknown,
  seats: number,
  viewer: Viewer,
  probe: Rng,
): void {
  const real = game.clone(state);
  const sampled = game.determinize(game.view(state, viewer), viewer, probe);
  const opened = windowWords(game, state);
  const compare = (passes: number, realEvents: GameEvent[], sampledEvents: GameEvent[]) => {
    const when = `${opened}, resampled for ${viewerName(viewer)}, after ${passes} pass(es)`;
    assert.deepEqual(
      game.actors(sampled).slice(),
      game.actors(real).slice(),
      `who is asked${when} depends on hidden cards`,
    );
    assert.deepEqual(
      windowFacts(game, sampled),
      windowFacts(game, real),
      `the window${when} depends on hidden cards`,
    );
    for (const looker of viewer === SPECTATOR ? [SPECTATOR] : [viewer, SPECTATOR]) {
      assert.equal(
        JSON.stringify(game.view(sampled, looker)),
        JSON.stringify(game.view(real, looker)),
        `${viewerName(looker)}'s view${when} depends on hidden cards`,
      );
      assert.deepEqual(
        sampledEvents.filter((e) => canSee(e, looker)),
        realEvents.filter((e) => canSee(e, looker)),
        `the events ${viewerName(looker)} sees${when} depend on hidden cards`,
      );
    }
  };
  compare(0, [], []);
  for (let passes = 1; passes <= seats * (seats + 1); passes++) {
    const open = game.window?.(real);
    if (open === undefined) return;
    const seat = game.actors(real)[0] as Seat;
    assert.ok(
      game.legalActions(sampled, seat).includes(open.pass),
      `seat ${seat} may pass${opened}, resampled for ${viewerName(viewer)}`,
    );
    const realEvents = playStep(game, real, seat, open.pass, -1);
    const sampledEvents = playStep(game, sampled, seat, open.pass, -1);
    const closed = windowCloses(game, real, realEvents);
    assert.equal(
      windowCloses(game, sampled, sampledEvents),
      closed,
      `whether the window closes after ${passes} pass(es)${opened} depends on hidden cards (resampled for ${viewerName(viewer)})`,
    );
    if (closed) return;
    compare(passes, realEvents, sampledEvents);
  }
  assert.fail(`${opened} did not close while every asked seat passed`);
}

/** Plays a step with its roll fixed to `outcome` (-1: drawn), returning all its events. */
export function playStep(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  action: Action,
  outcome: number,
): GameEvent[] {
  const events: GameEvent[] = [];
  if (outcome >= 0 && game.applyOutcome) game.applyOutcome(state, seat, action, outcome, events);
  else game.apply(state, seat, action, events);
  return events;
}

/** The window open now as plain data (engines may hand out a shared buffer), or null. */
export function windowFacts(game: AnyGame, state: unknown): ResponseWindow | null {
  const open = game.window?.(state);
  return open === undefined ? null : { kind: open.kind, pass: open.pass, chain: open.chain };
}

export function windowWords(game: AnyGame, state: unknown): string {
  const open = game.window?.(state);
  return open === undefined ? '' : ` in window '${open.kind}' (chain ${open.chain})`;
}

/** The window points among `events`, by the window each names. */
export const windowPoints = (events: readonly GameEvent[]): unknown[] =>
  events.filter((e) => e.kind === WINDOW_POINT).map((e) => e.data?.window);

/** Whether the window open before a pass is over after it: gone, or a new window point. */
const windowCloses = (game: AnyGame, state: unknown, events: readonly GameEvent[]): boolean =>
  game.window?.(state) === undefined || events.some((e) => e.kind === WINDOW_POINT);

export const viewerName = (viewer: Viewer): string =>
  viewer === SPECTATOR ? 'the spectator' : `seat ${viewer}`;
