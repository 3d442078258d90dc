/**
 * Conformance: the public course of a game (issue #31). A step played on a state re-sampled
 * from a viewer's view opens the same window and tells everyone the same as on the real one.
 */
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import {
  SPECTATOR,
  WINDOW_POINT,
  canSee,
  type Action,
  type AnyGame,
  type GameEvent,
  type Seat,
  type Viewer,
} from '../../game.ts';
import type { Rng } from '../../rng.ts';
import { sameSeats } from './views.ts';
import { checkWindowTimings, playStep, viewerName, windowFacts, windowPoints } from './windows.ts';

/**
 * No public fact depends on a hidden card (issue #31). On states re-sampled from one seat's
 * view (`determinize`), and from the spectator's where the game determinizes for a spectator,
 * the public course of the game must be the real one's. Checked two ways:
 *
 * - at an open window (checkWindowTimings), the re-sampled state asks the same seats in the
 *   same window, and while every asked seat passes (the lowest first, on both) it goes on
 *   asking the same seats, showing the viewer the same view and events, and closes at the same
 *   pass. The pass that closes it is compared only for closing: what follows it may draw or
 *   roll;
 * - at a step played (`actor`, `action`), the same step is played on the re-sampled state,
 *   its roll fixed to one result on both where `chance` declares one with the same odds. It
 *   must open the same window (kind, chain, pass, actors), or none, after the same window
 *   points (compared while the public events before the first window point are the same);
 *   and it must take the same public course: the same public events in order, then the same
 *   actors. Where the two public accounts part at an event both give (a card played or drawn
 *   and shown, an undeclared roll: "plays Long Ball" against "plays Offside Trap"), the step
 *   revealed what it differs by, by a rule, in the open, and nothing after it is compared.
 *   What is refused is a course that parts silently: one account stopping where the other
 *   goes on (a decision asked on one state and played by itself on the other, because only
 *   there its options came to one), or the same account handing the turn to other seats.
 *
 * A step is skipped where the re-sampled state left a hidden commitment to be made again
 * (the reveal then differs, and a public rule may read it), where the actor's action is not
 * legal there (a card its re-sampled hand lacks), or where the odds differ. Every step that
 * has a window point, or opens a window, is checked from every viewer; every other step from
 * one viewer in turn. So a roll whose result decides, without an event, whether a decision is
 * asked, must be declared (`chance`). The course is compared only in a game with hidden
 * information: in one without, a re-sampled state differs from the real one by its dice to
 * come alone, which may decide anything in silence.
 */
export function checkPublicCourse(
  game: AnyGame,
  state: unknown,
  seats: number,
  viewers: readonly Viewer[],
  actor: Seat,
  action: Action,
  probe: Rng,
  step = 0,
): void {
  if (game.window?.(state) !== undefined) checkWindowTimings(game, state, seats, viewers, probe);
  const real = game.clone(state);
  const odds = game.chance?.(state, actor, action);
  const outcome = odds === undefined ? -1 : probe.int(odds.length);
  const events = playStep(game, real, actor, action, outcome);
  const point = events.some((e) => e.kind === WINDOW_POINT) || game.window?.(real) !== undefined;
  const chosen = point ? viewers : [viewers[step % viewers.length] as Viewer];
  for (const viewer of chosen) {
    const view = game.view(state, viewer);
    const drawn = game.determinize(view, viewer, probe);
    // A commitment left to be made again: the state does not look as the real one does yet.
    if (!sameSeats(game.actors(drawn), game.actors(state))) continue;
    if (!isDeepStrictEqual(game.view(drawn, viewer), view)) continue;
    if (!game.legalActions(drawn, actor).includes(action)) continue;
    if (odds !== undefined && !isDeepStrictEqual(game.chance?.(drawn, actor, action), odds))
      continue;
    const sampledEvents = playStep(game, drawn, actor, action, outcome);
    const where = `${game.actionLabel(state, actor, action)} by seat ${actor}, resampled for ${viewerName(viewer)}`;
    // What everyone was told before the window point differs (a card drawn from the
    // re-sampled deck, shown): the step went another way in the open.
    if (isDeepStrictEqual(toldBeforeWindow(sampledEvents), toldBeforeWindow(events)))
      compareWindows(game, real, drawn, events, sampledEvents, where);
    // Without hidden information only the dice to come are re-sampled, and a roll may go
    // another way in silence: the course is the window's business alone.
    if (game.facts.hiddenInformation)
      compareCourse(game, real, drawn, events, sampledEvents, where);
  }
}

/** The same step on the real and a re-sampled state opens the same window, or none. */
function compareWindows(
  game: AnyGame,
  real: unknown,
  drawn: unknown,
  events: readonly GameEvent[],
  sampledEvents: readonly GameEvent[],
  where: string,
): void {
  assert.deepEqual(
    windowPoints(sampledEvents),
    windowPoints(events),
    `the window points after ${where} depend on hidden cards`,
  );
  assert.deepEqual(
    windowFacts(game, drawn),
    windowFacts(game, real),
    `whether a window opens after ${where} depends on hidden cards`,
  );
  if (game.window?.(real) !== undefined) {
    assert.deepEqual(
      game.actors(drawn).slice(),
      game.actors(real).slice(),
      `who is asked in the window after ${where} depends on hidden cards`,
    );
  }
}

/**
 * The same step on the real and a re-sampled state tells everyone the same, in the same order,
 * and asks the same seats next, unless the accounts part at an event both give: a reveal.
 */
function compareCourse(
  game: AnyGame,
  real: unknown,
  drawn: unknown,
  events: readonly GameEvent[],
  sampledEvents: readonly GameEvent[],
  where: string,
): void {
  const told = events.filter((e) => canSee(e, SPECTATOR));
  const sampledTold = sampledEvents.filter((e) => canSee(e, SPECTATOR));
  const shared = Math.min(told.length, sampledTold.length);
  for (let i = 0; i < shared; i++) {
    if (!isDeepStrictEqual(told[i], sampledTold[i])) return; // revealed in the open, by a rule
  }
  const asked = (state: unknown): string => `[${game.actors(state).join(', ')}]`;
  if (told.length !== sampledTold.length) {
    const [longer, stopped] = told.length > shared ? [real, drawn] : [drawn, real];
    const next = (told.length > shared ? told : sampledTold)[shared] as GameEvent;
    assert.fail(
      `the public course after ${where} depends on hidden cards: one state went on to '${next.text}' (then asking seats ${asked(longer)}) where the other stopped to ask seats ${asked(stopped)}`,
    );
  }
  assert.deepEqual(
    game.actors(drawn).slice(),
    game.actors(real).slice(),
    `who acts after ${where} depends on hidden cards (same public events)`,
  );
}

/**
 * The viewers to re-sample from (see checkPublicCourse): every seat, and the spectator where
 * the game determinizes a state from a spectator's view (the protocol asks `determinize` only
 * of seats), tried on the game's first position: per game played, as its options may decide.
 */
export function courseViewers(game: AnyGame, state: unknown, seats: number, probe: Rng): Viewer[] {
  const viewers: Viewer[] = Array.from({ length: seats }, (_, seat) => seat);
  try {
    game.determinize(game.view(state, SPECTATOR), SPECTATOR, probe.clone());
    viewers.push(SPECTATOR);
  } catch {
    // A game that determinizes only for seats.
  }
  return viewers;
}

/** The public events of a step up to its first window point. */
function toldBeforeWindow(events: readonly GameEvent[]): GameEvent[] {
  const told: GameEvent[] = [];
  for (const event of events) {
    if (event.kind === WINDOW_POINT) break;
    if (canSee(event, SPECTATOR)) told.push(event);
  }
  return told;
}
