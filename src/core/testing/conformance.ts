/**
 * The conformance suite: what every game must satisfy, checked on seeded random games.
 * `src/games/conformance.test.ts` runs it for every playable game in the registry, so a new
 * game is covered the moment it is registered.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import type { AgentFactory } from '../agent.ts';
import { boardTargets } from '../board.ts';
import { applyChecked } from '../checked.ts';
import {
  SPECTATOR,
  WINDOW_POINT,
  canSee,
  type Action,
  type AnyGame,
  type Game,
  type GameEvent,
  type ResponseWindow,
  type Seat,
  type Viewer,
} from '../game.ts';
import { runMatch, type MatchPlayer } from '../match.ts';
import { formatRecord, parseRecord, replayRecord, type GameRecord } from '../record.ts';
import { ok } from '../result.ts';
import { Rng } from '../rng.ts';
import { teamIndex, teamsOf } from '../teams.ts';
import { checkActionSpace } from './action-space.ts';

type Teams = readonly (readonly Seat[])[];

export interface ConformanceOptions {
  /** Seeded games per seat count. */
  readonly gamesPerSeatCount: number;
  /** The agents to play the sampled games with, e.g. random and heuristic. */
  readonly agents: readonly AgentFactory[];
  /** Options to play besides the defaults, each as many games, e.g. [{ options: { steps: 'one' } }]. */
  readonly variants?: readonly Variant[];
  /**
   * Seeded games over which a board's highlights are checked against what the engine accepts,
   * with the default options; 1,000 unless told. A game whose actions name no piece and cell is
   * probed with one game and costs no more.
   */
  readonly boardGames?: number;
}

export interface Variant {
  /** Raw options, e.g. { steps: 'one' }. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Seeded games for the board check with these options; as many as the defaults' unless told. */
  readonly boardGames?: number;
}

/** Registers the suite's tests for one game. */
export function conformanceSuite(game: AnyGame, options: ConformanceOptions): void {
  const { id } = game.facts;
  const boardGames = options.boardGames ?? 1000;
  const optionSets: Variant[] = [{ options: {}, boardGames }, ...(options.variants ?? [])];

  describe(`conformance: ${id}`, () => {
    it('declares sound facts, default options and teams', () => {
      checkFacts(game);
    });

    for (const { options: raw, boardGames: games = boardGames } of optionSets) {
      const variant = Object.keys(raw).length === 0 ? '' : ` ${JSON.stringify(raw)}`;
      for (const seats of playableSeatCounts(game, raw)) {
        for (let g = 0; g < options.gamesPerSeatCount; g++) {
          const seed = `conformance-${id}-${seats}-${g}`;
          it(`${seats} seats${variant}, seed ${seed}: every position keeps the protocol's promises`, () => {
            checkSeededGame(game, seats, seed, raw);
          });
          it(`${seats} seats${variant}, seed ${seed}: the record replays identically and round-trips`, () => {
            checkRecord(game, seats, seed, options.agents, raw);
          });
        }
      }
      it(`${variant || 'default options'}: what a board highlights is exactly what the engine accepts, over ${games} seeded games`, () => {
        checkBoardGames(game, games, raw);
      });
    }
  });
}

/** The seat counts the game takes with these options: a count `seatsProblem` refuses is never set up. */
function playableSeatCounts(game: AnyGame, raw: Readonly<Record<string, unknown>>): number[] {
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
  // The action space, where declared: every code decodes to its range and encodes back.
  if (game.actionSpace) checkActionSpace(game.actionSpace);
}

/** Every legal action decodes into the game's action space, where it declares one. */
function checkActionsDecode(game: AnyGame, legal: readonly Action[]): void {
  const space = game.actionSpace;
  if (!space) return;
  for (const action of legal)
    assert.ok(space.decode(action) !== undefined, `action ${action} lies in no range of its space`);
}

/** Plays a seeded random game, checking each position on the way. */
export function checkSeededGame(
  game: AnyGame,
  seats: number,
  seed: string,
  raw: Readonly<Record<string, unknown>> = {},
): void {
  const state = game.setup(game.facts.options.parse(raw), seats, Rng.fromSeed(seed));
  const teams = teamsOf(game, seats);
  const chooser = Rng.fromSeed(`${seed}/chooser`);
  const probe = Rng.fromSeed(`${seed}/probe`);
  const viewers = courseViewers(game, state, seats, probe);
  let steps = 0;
  for (;;) {
    const actors = game.actors(state);
    checkActors(game, state, seats, actors);
    for (const seat of actors) checkActionInfos(game, state, seat, teams);
    checkViewsHideWhatTheyMust(game, state, seats, probe);
    if (actors.length === 0) break;
    const window = game.window?.(state);
    if (window) checkWindow(game, state, seats, actors, window);
    else if (actors.length > 1) checkTeamsSeeOnlyTheirOwn(game, state, seats, teams, actors, probe);
    const seat = actors[chooser.int(actors.length)] as Seat;
    const legal = game.legalActions(state, seat);
    checkActionsDecode(game, legal);
    checkRefusals(game, state, seats, seat, legal);
    if (steps % 7 === 0) checkEachActionApplies(game, state, seat, legal);
    if (steps % 11 === 0) checkCloneIsDeep(game, state, seats, chooser.seed());
    const action = legal[chooser.int(legal.length)] as Action;
    checkChance(game, state, seat, action);
    checkTakeBack(game, state, seat, action, probe);
    checkPublicCourse(game, state, seats, viewers, seat, action, probe, steps);
    const events: GameEvent[] = [];
    game.apply(state, seat, action, events);
    checkWindowPoints(game, state, window?.chain, events);
    steps++;
    assert.ok(
      steps <= game.facts.actionBound,
      `the game ran past ${game.facts.actionBound} actions`,
    );
  }
  const outcome = game.outcome(state);
  assert.ok(outcome, 'a game with no actors is over and has an outcome');
  checkOutcome(outcome.scores, outcome.places, seats);
  checkTeamsShareAPlace(teams, outcome.places);
}

function checkTeamsShareAPlace(teams: Teams, places: readonly number[]): void {
  for (const team of teams) {
    for (const seat of team)
      assert.equal(places[seat], places[team[0] as Seat], 'teammates share one place');
  }
}

/**
 * An open window (ResponseWindow): every actor may pass (one with nothing playable has only
 * `pass`), and when the actors pass one after another, none is asked twice on one link and
 * the chain comes down to nothing: the window closes, or a new window point opens another.
 */
function checkWindow(
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
function checkWindowPoints(
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
 * A simultaneous decision: what one actor commits, while others still decide, is seen by its
 * teammates at most: two different commitments leave every other viewer's view, and every
 * other seat's legal actions, exactly alike. Whoever cannot see it finds it left to be made
 * again in its determinized state; whoever can, made (see Game.determinize).
 */
function checkTeamsSeeOnlyTheirOwn(
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

/** Plays a step with its roll fixed to `outcome` (-1: drawn), returning all its events. */
function playStep(
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
function windowFacts(game: AnyGame, state: unknown): ResponseWindow | null {
  const open = game.window?.(state);
  return open === undefined ? null : { kind: open.kind, pass: open.pass, chain: open.chain };
}

function windowWords(game: AnyGame, state: unknown): string {
  const open = game.window?.(state);
  return open === undefined ? '' : ` in window '${open.kind}' (chain ${open.chain})`;
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

/** The window points among `events`, by the window each names. */
const windowPoints = (events: readonly GameEvent[]): unknown[] =>
  events.filter((e) => e.kind === WINDOW_POINT).map((e) => e.data?.window);

/** Whether the window open before a pass is over after it: gone, or a new window point. */
const windowCloses = (game: AnyGame, state: unknown, events: readonly GameEvent[]): boolean =>
  game.window?.(state) === undefined || events.some((e) => e.kind === WINDOW_POINT);

const viewerName = (viewer: Viewer): string =>
  viewer === SPECTATOR ? 'the spectator' : `seat ${viewer}`;

/** Whether `n` is an integer in [0, below): a lower and an upper bound. */
const inRange = (n: unknown, below: number): boolean =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) < below;

/**
 * What an action's info tells a board beyond its kind: every cell it names (`from`, `to`,
 * `path`, each outcome's `to` and `path`) is one of the board's cells and its `piece` one of
 * its pieces (facts.board, which a game naming either declares: 0 ≤ n < cells, 0 ≤ n < pieces);
 * `target` is a seat of the game; `targets` are non-negative integers; `team` is the acting
 * seat's team in facts.teams; `outcomes`, where given, are `chance`'s results, one per result,
 * each with `chance`'s probability.
 */
export function checkActionInfos(game: AnyGame, state: unknown, seat: Seat, teams: Teams): void {
  const seats = teams.reduce((sum, team) => sum + team.length, 0);
  const board = game.facts.board;
  for (const action of game.legalActions(state, seat)) {
    const info = game.actionInfo(state, seat, action);
    const what = `action ${action}'s info`;
    const names = (cell: number | undefined, field: string): void => {
      if (cell === undefined) return;
      assert.ok(board, `${what} names a ${field} but the game declares no facts.board`);
      assert.ok(
        inRange(cell, board.cells),
        `${what}: ${field} ${cell} is no cell of ${board.cells}`,
      );
    };
    if (info.piece !== undefined) {
      assert.ok(board, `${what} names a piece but the game declares no facts.board`);
      const { pieces } = board;
      assert.ok(
        inRange(info.piece, pieces),
        `${what}: piece ${info.piece} is no piece of ${pieces}`,
      );
    }
    names(info.from, 'from');
    names(info.to, 'to');
    for (const cell of info.path ?? []) names(cell, 'path cell');
    if (info.target !== undefined)
      assert.ok(
        inRange(info.target, seats),
        `${what}: target ${info.target} is no seat of ${seats}`,
      );
    if (info.targets)
      assert.ok(
        info.targets.every((n) => inRange(n, Infinity)),
        `${what}: targets are numbers ≥ 0`,
      );
    if (info.team !== undefined)
      assert.ok(teams[info.team]?.includes(seat), `${what}: team ${info.team} holds seat ${seat}`);
    const odds = game.chance?.(state, seat, action);
    if (!info.outcomes) continue;
    assert.ok(odds, `${what} has outcomes where chance() gives no odds`);
    assert.equal(info.outcomes.length, odds.length, `${what}: one outcome per result of chance()`);
    info.outcomes.forEach((outcome, i) => {
      assert.ok(Math.abs(outcome.p - (odds[i] as number)) <= 1e-12, `${what}: outcome ${i}'s odds`);
      names(outcome.to, `outcome ${i}'s to`);
      for (const cell of outcome.path ?? []) names(cell, `outcome ${i}'s path cell`);
    });
    const total = info.outcomes.reduce((sum, o) => sum + o.p, 0);
    assert.ok(Math.abs(total - 1) <= 1e-9, `${what}: its outcomes sum to 1, not ${total}`);
  }
}

/** Where `chance` gives odds: positive, summing to 1, and every outcome applies cleanly. */
function checkChance(game: AnyGame, state: unknown, seat: Seat, action: Action): void {
  const odds = game.chance?.(state, seat, action);
  if (odds === undefined) return;
  assert.ok(game.facts.chance, 'a game with chance declares it');
  assert.ok(odds.length > 0, 'a roll has outcomes');
  assert.ok(
    odds.every((p) => Number.isFinite(p) && p > 0),
    'every outcome has a positive chance',
  );
  const total = odds.reduce((sum, p) => sum + p, 0);
  assert.ok(Math.abs(total - 1) <= 1e-9, `the chances sum to 1, not ${total}`);
  assert.ok(game.applyOutcome !== undefined, 'a game with chance() has applyOutcome()');
  for (let outcome = 0; outcome < odds.length; outcome++) {
    const copy = game.clone(state);
    const events: GameEvent[] = [];
    game.applyOutcome(copy, seat, action, outcome, events);
    assert.ok(
      game.actors(copy).length > 0 || game.outcome(copy) !== undefined,
      `outcome ${outcome} leaves a playable position`,
    );
  }
}

/**
 * A step that may be taken back rolls nothing and shows its player nothing new: played on a
 * state re-sampled from that player's view (other hands, the dice to come), it leaves the
 * player the very view it leaves in the real game. Else an undo would let a player peek and
 * choose again.
 */
function checkTakeBack(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  action: Action,
  probe: Rng,
): void {
  if (game.takeBack?.(state, seat, action) !== true) return;
  assert.equal(game.chance?.(state, seat, action), undefined, 'a step taken back rolls nothing');
  const real = game.clone(state);
  game.apply(real, seat, action);
  const after = JSON.stringify(game.view(real, seat));
  const before = game.view(state, seat);
  const text = JSON.stringify(before);
  const drawn = game.determinize(before, seat, probe);
  const sampled =
    game.window?.(state) === undefined ? chooseAgain(game, state, drawn, seat, text, probe) : drawn;
  game.apply(sampled, seat, action);
  assert.equal(
    JSON.stringify(game.view(sampled, seat)),
    after,
    `seat ${seat}'s step ${game.actionLabel(state, seat, action)} may be taken back, so it shows nothing hidden`,
  );
}

/**
 * Over seeded games, at every position and for every actor: the board's offer
 * (core/board.ts) places each (piece, cell) with exactly one legal action, places every legal
 * action naming a piece and a cell, and highlights nothing else; every 64th position each
 * placed action is played on a copy through `applyChecked`, as the server would. Returns the
 * positions checked, 0 for a game whose actions name no piece and cell (probed on one game).
 */
export function checkBoardGames(
  game: AnyGame,
  games: number,
  raw: Readonly<Record<string, unknown>> = {},
): number {
  const options = game.facts.options.parse(raw);
  const seatCounts = playableSeatCounts(game, raw);
  let positions = 0;
  let board = false;
  for (let g = 0; g < games; g++) {
    const seats = seatCounts[g % seatCounts.length] as number;
    const seed = `board-${game.facts.id}-${JSON.stringify(raw)}-${g}`;
    const state = game.setup(options, seats, Rng.fromSeed(seed));
    const chooser = Rng.fromSeed(`${seed}/chooser`);
    for (let steps = 0; ; steps++) {
      assert.ok(steps <= game.facts.actionBound, 'the game ran past its action bound');
      const actors = game.actors(state);
      if (actors.length === 0) break;
      for (const seat of actors) {
        board = checkBoardPosition(game, state, seat, positions % 64 === 0) || board;
        positions++;
      }
      const seat = actors[chooser.int(actors.length)] as Seat;
      const legal = game.legalActions(state, seat);
      const played = applyChecked(game, state, seat, legal[chooser.int(legal.length)] as Action);
      assert.ok(played.ok);
    }
    if (!board) return 0;
  }
  return positions;
}

/** One actor's board offer at one position; true when some action names a piece. */
function checkBoardPosition(game: AnyGame, state: unknown, seat: Seat, deep: boolean): boolean {
  const legal = game.legalActions(state, seat);
  let placeable = 0;
  const targets = boardTargets(legal, (action) => {
    const info = game.actionInfo(state, seat, action);
    if (info.to !== undefined) {
      assert.ok(info.piece !== undefined, `action ${action} names a cell but no piece`);
      placeable++;
    }
    return info;
  });
  assert.deepEqual(targets.clashes, [], 'each (piece, cell) is exactly one legal action');
  const legalSet = new Set(legal);
  let placed = 0;
  for (const entry of targets.pieces.values()) {
    placed += entry.moves.size;
    const offered = [...entry.moves.values()];
    if (entry.select !== undefined) offered.push(entry.select);
    for (const action of offered) {
      assert.ok(legalSet.has(action), `the board highlights ${action}, which is not legal`);
      if (deep) {
        const accepted = applyChecked(game, game.clone(state), seat, action);
        assert.ok(accepted.ok, `the engine refuses the highlighted action ${action}`);
      }
    }
  }
  assert.equal(placed, placeable, 'every legal move has its cell on the board');
  return targets.pieces.size > 0;
}

function checkActors(game: AnyGame, state: unknown, seats: number, actors: readonly Seat[]): void {
  const over = game.outcome(state) !== undefined;
  assert.equal(actors.length === 0, over, 'no actors exactly when the game is over');
  assert.deepEqual(
    [...actors],
    [...new Set(actors)].sort((a, b) => a - b),
    'actors unique, ascending',
  );
  for (let seat = 0; seat < seats; seat++) {
    const legal = game.legalActions(state, seat);
    if (actors.includes(seat)) {
      assert.ok(legal.length > 0, `actor ${seat} has legal actions`);
      for (let i = 1; i < legal.length; i++) {
        assert.ok(
          (legal[i - 1] as number) < (legal[i] as number),
          'legal actions unique and ascending',
        );
      }
      for (const action of legal) {
        assert.ok(Number.isInteger(action) && action >= 0, 'actions are non-negative integers');
        assert.ok(game.actionLabel(state, seat, action).length > 0, 'every action has a label');
      }
      const infos = legal.map((action) => JSON.stringify(game.actionInfo(state, seat, action)));
      assert.equal(new Set(infos).size, legal.length, 'each legal action has its own info');
      assert.deepEqual(
        game.legalActions(state, seat, [99, 98]),
        legal,
        'a reused array is cleared',
      );
    } else {
      assert.equal(legal.length, 0, `seat ${seat} is not an actor and has no legal actions`);
    }
  }
}

/** What every viewer sees, as text: the fingerprint of a position from outside. */
function snapshot(game: AnyGame, state: unknown, seats: number): string {
  const parts: unknown[] = [game.actors(state).slice(), game.outcome(state) ?? null];
  for (let viewer: Viewer = SPECTATOR; viewer < seats; viewer++) {
    parts.push(game.view(state, viewer));
    if (viewer >= 0) parts.push(game.legalActions(state, viewer));
  }
  return JSON.stringify(parts);
}

function checkRefusals(
  game: AnyGame,
  state: unknown,
  seats: number,
  seat: Seat,
  legal: readonly Action[],
): void {
  const before = snapshot(game, state, seats);
  const illegal = [Math.max(...legal) + 1, -1, 0.5].find((a) => !legal.includes(a)) as Action;
  const refused = applyChecked(game, state, seat, illegal);
  assert.ok(!refused.ok && refused.error.code === 'illegal-action', 'an illegal action is refused');
  const outsider = Array.from({ length: seats }, (_, s) => s).find(
    (s) => !game.actors(state).includes(s),
  );
  if (outsider !== undefined) {
    const early = applyChecked(game, state, outsider, legal[0] as Action);
    assert.ok(!early.ok && early.error.code === 'not-your-turn', 'a seat out of turn is refused');
  }
  assert.equal(snapshot(game, state, seats), before, 'a refused action changes nothing');
}

function checkEachActionApplies(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
): void {
  for (const action of legal) {
    const copy = game.clone(state);
    const played = applyChecked(game, copy, seat, action);
    assert.ok(played.ok, `legal action ${action} applies cleanly`);
  }
}

/** Playing on a clone never changes the original, and the original's play never the clone's. */
function checkCloneIsDeep(game: AnyGame, state: unknown, seats: number, seed: string): void {
  const original = snapshot(game, state, seats);
  const copy = game.clone(state);
  assert.equal(snapshot(game, copy, seats), original, 'a clone looks the same');
  const twin = game.clone(copy);
  playOut(game, copy, seed, 200);
  assert.equal(
    snapshot(game, state, seats),
    original,
    'playing on a clone leaves the original as it was',
  );
  // The same continuation from a twin must reach the same position: clones share no generator.
  playOut(game, twin, seed, 200);
  assert.equal(snapshot(game, twin, seats), snapshot(game, copy, seats), 'clones replay alike');
}

function playOut(game: AnyGame, state: unknown, seed: string, limit: number): void {
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < limit; i++) {
    const actors = game.actors(state);
    if (actors.length === 0) return;
    const seat = actors[rng.int(actors.length)] as Seat;
    const legal = game.legalActions(state, seat);
    game.apply(state, seat, legal[rng.int(legal.length)] as Action);
  }
}

/**
 * A view must not change when everything its viewer cannot see is re-sampled: then it cannot
 * contain any of it. The spectator, who knows least, must not notice either. Nor may a view
 * carry the generator.
 */
function checkViewsHideWhatTheyMust(
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

const sameSeats = (a: readonly Seat[], b: readonly Seat[]): boolean =>
  a.length === b.length && a.every((seat, i) => seat === b[i]);

function assertNoGenerator(value: unknown): void {
  if (value instanceof Rng) assert.fail('a view carries the generator');
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    assert.ok(!/^(rng|seed|random)/i.test(key), `a view has a field '${key}'`);
    assertNoGenerator(inner);
  }
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

function checkRecord(
  game: AnyGame,
  seats: number,
  seed: string,
  agents: readonly AgentFactory[],
  options: Readonly<Record<string, unknown>>,
): void {
  const players: MatchPlayer<unknown>[] = Array.from({ length: seats }, (_, seat) => ({
    name: `Seat ${seat + 1}`,
    agent: `bot:${seat % agents.length}`,
    make: agents[seat % agents.length] as AgentFactory,
  }));
  const first = runMatch(game, { players, seed, options });
  assert.ok(first.ok);
  const again = runMatch(game, { players, seed, options });
  assert.deepEqual(again, first, 'the same seed and agents give the same record');
  const record: GameRecord = first.value;
  const text = formatRecord(record);
  const parsed = parseRecord(text);
  assert.ok(parsed.ok);
  assert.deepEqual(parsed.value, record, 'a record round-trips through JSON');
  const steps: string[] = [];
  const replayed = replayRecord(
    parsed.value,
    () => ok(game),
    (step, state) => {
      steps.push(JSON.stringify([step.seat, step.action, game.view(state, SPECTATOR)]));
    },
  );
  assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
  assert.deepEqual(replayed.value.outcome, record.outcome, 'a replay reaches the recorded outcome');
  // Replaying once more visits the very same positions.
  const steps2: string[] = [];
  replayRecord(
    parsed.value,
    () => ok(game),
    (step, state) => {
      steps2.push(JSON.stringify([step.seat, step.action, game.view(state, SPECTATOR)]));
    },
  );
  assert.deepEqual(steps2, steps, 'every replay visits the same positions');
  if (record.actions.length > 0) {
    const tampered = {
      ...record,
      actions: record.actions.map(([s, a], i) =>
        i === 0 ? ([s, a + 1000] as const) : ([s, a] as const),
      ),
    };
    const refused = replayRecord(tampered, () => ok(game));
    assert.ok(
      !refused.ok && refused.error.message.startsWith('Action 1 of the record'),
      'a tampered record names its first bad action',
    );
  }
}
