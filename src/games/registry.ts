/**
 * The registry of games: the only door through which platform code (bots, lab, server, CLI,
 * bench) reaches a concrete game. Adding a game means adding its folder and one entry in GAMES
 * (with the import of its facts above it): the ids, the catalogue and the loaders all follow.
 *
 * Two halves: the catalogue (ids, titles, seat ranges, summaries) is static and light, taken
 * from each game's facts (facts.ts: the same constant its engine declares, with its options'
 * schema and nothing of its rules), for lists and menus; a playable game (engine, bots, probe,
 * evaluation, ceilings) is imported only when `loadGame` is asked for it, so a CLI command, a
 * lab worker or a browser bundle carries the engines it runs and no others.
 */
import { matchdayError, type MatchdayError } from '../core/errors.ts';
import type { AnyGame, GameFacts } from '../core/game.ts';
import type { PlayableGame } from '../core/playable.ts';
import type { GameResolver } from '../core/record.ts';
import { err, ok, type Result } from '../core/result.ts';
import { GOAL_FACTS } from './goal/facts.ts';
import { GOALKEEPERS_FACTS } from './goalkeepers/facts.ts';
import { GOLAZO_FACTS } from './golazo/facts.ts';
import { SEASON_FACTS } from './next-goal-wins/season/options.ts';
import { SUPERNATURAL_FACTS } from './supernatural-soccer/facts.ts';

export type { PlayableGame };

/** What the registry knows of a game before loading it. */
interface GameEntry {
  /** The facts its engine declares (registry.test.ts checks they are the loaded engine's). */
  readonly facts: Pick<GameFacts<unknown>, 'id' | 'title' | 'minSeats' | 'maxSeats'>;
  /** One sentence for the home page and `matchday games`. */
  readonly summary: string;
  /** Its folder's playable.ts, imported on demand. */
  readonly load: () => Promise<{ playable: PlayableGame }>;
}

/** Every game, one entry each, in the catalogue's order, by the id of its facts. */
const GAMES = {
  'next-goal-wins': {
    facts: SEASON_FACTS,
    summary: 'Draft seven footballers and play a league of dice-driven one-on-one matches.',
    load: () => import('./next-goal-wins/playable.ts'),
  },
  goal: {
    facts: GOAL_FACTS,
    summary: 'The card game of shooting and saving formations, built card by card in order.',
    load: () => import('./goal/playable.ts'),
  },
  'supernatural-soccer': {
    facts: SUPERNATURAL_FACTS,
    summary: 'Two-a-side wizards on a hex pitch, with Game Changer cards and an eight-sided die.',
    load: () => import('./supernatural-soccer/playable.ts'),
  },
  golazo: {
    facts: GOLAZO_FACTS,
    summary:
      'Eleven-a-side on a grid pitch: Golazo dice give the moves, secret picks decide the shots.',
    load: () => import('./golazo/playable.ts'),
  },
  goalkeepers: {
    facts: GOALKEEPERS_FACTS,
    summary: 'Push-your-luck soccer dice: keep your goals, pass penalties, win shoot-outs.',
    load: () => import('./goalkeepers/playable.ts'),
  },
} as const satisfies Record<string, GameEntry>;

export type GameId = keyof typeof GAMES;

/** Every game of the catalogue, by the id used in URLs, records and the CLI. */
export const GAME_IDS = Object.keys(GAMES) as readonly GameId[];

export interface CatalogueEntry {
  readonly id: GameId;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** One sentence for the home page and `matchday games`. */
  readonly summary: string;
}

/** Each game's title and seat range from its facts, with its summary. */
export const CATALOGUE = Object.fromEntries(
  GAME_IDS.map((id) => {
    const { facts, summary } = GAMES[id];
    const { title, minSeats, maxSeats } = facts;
    return [id, { id, title, minSeats, maxSeats, summary }];
  }),
) as Readonly<Record<GameId, CatalogueEntry>>;

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

/** The ids of the games that can be played, in the catalogue's order: every one of them. */
export function playableIds(): GameId[] {
  return [...GAME_IDS];
}

// One import per game for the life of the process, shared by every caller.
const loaded = new Map<GameId, Promise<PlayableGame>>();

/** Loads a playable game by id (once; later calls share it), or says why there is none. */
export async function loadGame(id: string): Promise<Result<PlayableGame, MatchdayError>> {
  if (!isGameId(id)) return unknownGame(id);
  let game = loaded.get(id);
  if (!game) {
    game = GAMES[id].load().then((module) => module.playable);
    loaded.set(id, game);
  }
  return ok(await game);
}

function unknownGame(id: string): Result<never, MatchdayError> {
  return err(matchdayError('unknown-game', `Unknown game '${id}'. Games: ${GAME_IDS.join(', ')}.`));
}

/** Loads one game's engine, for record replay. */
export async function loadEngine(id: string): Promise<Result<AnyGame, MatchdayError>> {
  const found = await loadGame(id);
  return found.ok ? ok(found.value.engine) : found;
}

/** A resolver for record replay that knows the one game a record names, loaded first. */
export async function loadResolver(id: string): Promise<GameResolver> {
  const found = await loadEngine(id);
  return (asked) => (asked === id ? found : loadError(asked));
}

function loadError(id: string): Result<never, MatchdayError> {
  return err(matchdayError('unknown-game', `Game '${id}' was not loaded.`));
}

/** Loads every playable game, in the catalogue's order (the server, tests and benches). */
export async function loadPlayableGames(): Promise<PlayableGame[]> {
  const games = await Promise.all(playableIds().map(loadGame));
  return games.flatMap((found) => (found.ok ? [found.value] : []));
}

/**
 * Loads every playable game, then finds any of them at once: for the server, which offers
 * them all from its first request, and for tests.
 */
export async function loadFinder(): Promise<(id: string) => Result<PlayableGame, MatchdayError>> {
  const games = new Map<string, PlayableGame>();
  for (const game of await loadPlayableGames()) games.set(game.engine.facts.id, game);
  return (id) => {
    if (!isGameId(id)) return unknownGame(id);
    const game = games.get(id);
    return game ? ok(game) : loadError(id);
  };
}
