import { CATALOGUE, isGameId, type PlayableGame } from '../../games/registry.ts';

/** The name players know a game by: the catalogue's, else the engine's own. */
export function gameTitle(game: PlayableGame): string {
  const { id, title } = game.engine.facts;
  return isGameId(id) ? CATALOGUE[id].title : title;
}
