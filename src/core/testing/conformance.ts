/**
 * The conformance suite: what every game must satisfy, checked on seeded random games.
 * `src/games/conformance.test.ts` runs it for every playable game in the registry, so a new
 * game is covered the moment it is registered. Its checks live in conformance/, one file a
 * concern: facts, actions, infos (and the board), chance (and take-backs), copies (and
 * records), views, windows and the public course; this file plays the games and calls them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AgentFactory } from '../agent.ts';
import type { Action, AnyGame, GameEvent, Seat } from '../game.ts';
import { Rng } from '../rng.ts';
import { teamsOf } from '../teams.ts';
import {
  checkActionsDecode,
  checkActors,
  checkEachActionApplies,
  checkRefusals,
} from './conformance/actions.ts';
import { checkChance, checkTakeBack } from './conformance/chance.ts';
import { checkCloneIsDeep, checkRecord } from './conformance/copies.ts';
import { checkPublicCourse, courseViewers } from './conformance/course.ts';
import {
  checkFacts,
  checkOutcome,
  checkTeamsShareAPlace,
  playableSeatCounts,
} from './conformance/facts.ts';
import { checkActionInfos, checkBoardGames } from './conformance/infos.ts';
import {
  checkTeamsSeeOnlyTheirOwn,
  checkViewsHideWhatTheyMust,
  looksOf,
} from './conformance/views.ts';
import { checkWindow, checkWindowPoints } from './conformance/windows.ts';

export { checkActionInfos, checkBoardGames } from './conformance/infos.ts';
export { checkPublicCourse, courseViewers } from './conformance/course.ts';
export { checkFacts, checkOutcome } from './conformance/facts.ts';
export { chooseAgain } from './conformance/views.ts';
export { checkWindowTimings } from './conformance/windows.ts';

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

/** Plays a seeded random game, checking each position on the way. */
export function checkSeededGame(
  game: AnyGame,
  seats: number,
  seed: string,
  raw: Readonly<Record<string, unknown>> = {},
): void {
  const state = game.setup(game.facts.options.parse(raw), seats, Rng.fromSeed(seed));
  const teams = teamsOf(game, seats);
  // Who may see a seat's commitment: its team, or itself alone where teammates never see each
  // other's hands (facts.teamsShareHands false, Goal!'s partners).
  const sharing = game.facts.teamsShareHands === false ? teams.flat().map((seat) => [seat]) : teams;
  const chooser = Rng.fromSeed(`${seed}/chooser`);
  const probe = Rng.fromSeed(`${seed}/probe`);
  const viewers = courseViewers(game, state, seats, probe);
  let steps = 0;
  for (;;) {
    const actors = game.actors(state);
    checkActors(game, state, seats, actors);
    for (const seat of actors) checkActionInfos(game, state, seat, teams);
    // Every viewer's view of the position, built and written out once for the checks below.
    const looks = looksOf(game, state, seats);
    checkViewsHideWhatTheyMust(game, state, seats, probe, looks);
    if (actors.length === 0) break;
    const window = game.window?.(state);
    if (window) checkWindow(game, state, seats, actors, window);
    else if (actors.length > 1)
      checkTeamsSeeOnlyTheirOwn(game, state, seats, sharing, actors, probe);
    const seat = actors[chooser.int(actors.length)] as Seat;
    const legal = game.legalActions(state, seat);
    checkActionsDecode(game, legal);
    checkRefusals(game, state, seats, seat, legal, looks.texts);
    if (steps % 7 === 0) checkEachActionApplies(game, state, seat, legal);
    if (steps % 11 === 0) checkCloneIsDeep(game, state, seats, chooser.seed(), looks.texts);
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
