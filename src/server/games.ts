/**
 * The games the server offers: the registry by default, or a finder a test injects (to add
 * the coin-toss game, say). Everything else in the server reaches games through a GameFinder.
 * The server loads every playable game when it starts (this module's first import), so that
 * it offers them all from its first request; the CLI and the lab load only what they run.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { MatchdayError } from '../core/errors.ts';
import type { AnyGame } from '../core/game.ts';
import type { GameResolver } from '../core/record.ts';
import { ok, type Result } from '../core/result.ts';
import { CATALOGUE, GAME_IDS, isGameId, loadFinder, type PlayableGame } from '../games/registry.ts';
import type { GameInfo } from './protocol.ts';

export type GameFinder = (id: string) => Result<PlayableGame, MatchdayError>;

export const registryGames: GameFinder = await loadFinder();

/** What a bot worker takes from the module its pool names (src/server/bots/worker.ts). */
export const findGame: GameFinder = registryGames;

/** The engine resolver that record replay needs, from a finder. */
export function engineResolver(find: GameFinder): GameResolver {
  return (id) => {
    const found = find(id);
    return found.ok ? ok<AnyGame>(found.value.engine) : found;
  };
}

/** The catalogue, playable games first. */
export function catalogue(find: GameFinder): GameInfo[] {
  const infos = GAME_IDS.map((id) => gameInfo(id, find));
  return [...infos.filter((g) => g.playable), ...infos.filter((g) => !g.playable)];
}

/** One game's entry: from the catalogue, or from its engine's facts for an injected game. */
export function gameInfo(id: string, find: GameFinder): GameInfo {
  const found = find(id);
  const engine = found.ok ? found.value.engine : undefined;
  const entry = isGameId(id) ? CATALOGUE[id] : undefined;
  return {
    id,
    title: entry?.title ?? engine?.facts.title ?? id,
    summary: entry?.summary ?? '',
    minSeats: engine?.facts.minSeats ?? entry?.minSeats ?? 1,
    maxSeats: engine?.facts.maxSeats ?? entry?.maxSeats ?? 1,
    playable: engine !== undefined,
    hiddenInformation: engine?.facts.hiddenInformation ?? false,
    teamsShareHands: engine?.facts.teamsShareHands ?? true,
    windows: engine?.window !== undefined,
    options: engine ? z.toJSONSchema(engine.facts.options, { io: 'input' }) : null,
  };
}

/** Whether the id names a game of the catalogue or one the finder knows. */
export function knownGame(id: string, find: GameFinder): boolean {
  return isGameId(id) || find(id).ok;
}

/** The documents a game may have in its folder: its player rules and its design notes. */
export type GameDocument = 'rules' | 'design';

/**
 * A game's document as markdown: src/games/<id>/rules.md or design.md, '' when it has none
 * yet. The id is one of the catalogue's (never raw input), so the path cannot leave src/games.
 */
export async function gameDocument(id: string, document: GameDocument): Promise<string> {
  if (!isGameId(id)) return '';
  try {
    return await readFile(new URL(`../games/${id}/${document}.md`, import.meta.url), 'utf8');
  } catch {
    return '';
  }
}

/** A game's player rules as markdown. */
export function rulesText(id: string): Promise<string> {
  return gameDocument(id, 'rules');
}
