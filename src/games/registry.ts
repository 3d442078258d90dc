/**
 * The registry of games: the only door through which platform code (bots, lab, server, CLI,
 * bench) reaches a concrete game. Adding a game means adding its folder, one entry in
 * CATALOGUE and one line in LOADERS (the types refuse an entry without a loader).
 *
 * Two halves: the catalogue (ids, titles, seat ranges, summaries) is static and light, for
 * lists and menus; a playable game (engine, bots, probe, evaluation, ceilings) is imported
 * only when `loadGame` is asked for it, so a CLI command, a lab worker or a browser bundle
 * carries the engines it runs and no others.
 */
import { matchdayError, type MatchdayError } from '../core/errors.ts';
import type { AnyGame } from '../core/game.ts';
import type { PlayableGame } from '../core/playable.ts';
import type { GameResolver } from '../core/record.ts';
import { err, ok, type Result } from '../core/result.ts';

export type { PlayableGame };

/** Every game of the catalogue, by the id used in URLs, records and the CLI. */
export const GAME_IDS = [
  'next-goal-wins',
  'goal',
  'supernatural-soccer',
  'golazo',
  'goalkeepers',
] as const;
export type GameId = (typeof GAME_IDS)[number];

export interface CatalogueEntry {
  readonly id: GameId;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** One sentence for the home page and `matchday games`. */
  readonly summary: string;
}

export const CATALOGUE: Readonly<Record<GameId, CatalogueEntry>> = {
  'next-goal-wins': {
    id: 'next-goal-wins',
    title: 'Next Goal Wins',
    minSeats: 2,
    maxSeats: 6,
    summary: 'Draft seven footballers and play a league of dice-driven one-on-one matches.',
  },
  goal: {
    id: 'goal',
    title: 'Goal!',
    minSeats: 2,
    maxSeats: 4,
    summary: 'The card game of shooting and saving formations, built card by card in order.',
  },
  'supernatural-soccer': {
    id: 'supernatural-soccer',
    title: 'Supernatural Soccer',
    minSeats: 2,
    maxSeats: 4,
    summary: 'Two-a-side wizards on a hex pitch, with Game Changer cards and an eight-sided die.',
  },
  golazo: {
    id: 'golazo',
    title: 'Golazo',
    minSeats: 2,
    // Two teams of eleven counters; one or two people a side, taking the duty in turn (GZ-12).
    maxSeats: 4,
    summary:
      'Eleven-a-side on a grid pitch: Golazo dice give the moves, secret picks decide the shots.',
  },
  goalkeepers: {
    id: 'goalkeepers',
    title: 'Goalkeepers',
    minSeats: 2,
    maxSeats: 5,
    summary: 'Push-your-luck soccer dice: keep your goals, pass penalties, win shoot-outs.',
  },
};

/** How to load each game, one line per game: its folder assembles its PlayableGame in playable.ts. */
const LOADERS: Readonly<Record<GameId, () => Promise<{ playable: PlayableGame }>>> = {
  'next-goal-wins': () => import('./next-goal-wins/playable.ts'),
  goal: () => import('./goal/playable.ts'),
  'supernatural-soccer': () => import('./supernatural-soccer/playable.ts'),
  golazo: () => import('./golazo/playable.ts'),
  goalkeepers: () => import('./goalkeepers/playable.ts'),
};

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
    game = LOADERS[id]().then((module) => module.playable);
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
