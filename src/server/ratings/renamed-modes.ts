/**
 * Rating modes whose id changed, and the schema step that carries their rows over (both
 * stores take it as one of their ratings steps). A mode's id follows from the game's facts
 * (modes.ts): when Goal! declared its sides as teams (GL-2.1), its modes 'goal-2', 'goal-3'
 * and 'goal-4' became 'goal-1v1', 'goal-1v2' and 'goal-2v2'. The same seats played the same
 * game, so a player's rating, history and rated games go on under the new id rather than
 * vanish from their page and the leaderboard. A player who already has a rating under the new
 * id (rated between the change and this step) keeps it, and their old row stays as it was:
 * nothing is deleted.
 */

/** Old id → new id, e.g. ['goal-3', 'goal-1v2']. */
export const RENAMED_MODES: readonly (readonly [from: string, to: string])[] = [
  ['goal-2', 'goal-1v1'],
  ['goal-3', 'goal-1v2'],
  ['goal-4', 'goal-2v2'],
];

/** The tables that name a mode; `ratings` is keyed by (player, mode), the rest are not. */
const KEYED = 'ratings';
const UNKEYED = ['rating_history', 'rated_games', 'bot_game_moves'] as const;

/** The step's SQL, the same on node:sqlite and PostgreSQL (ids are constants, not input). */
export function renameModesStep(renamed = RENAMED_MODES): string {
  return renamed
    .flatMap(([from, to]) => [
      `UPDATE ${KEYED} SET mode = '${to}' WHERE mode = '${from}' AND NOT EXISTS ` +
        `(SELECT 1 FROM ${KEYED} AS taken WHERE taken.player = ${KEYED}.player AND taken.mode = '${to}');`,
      ...UNKEYED.map((table) => `UPDATE ${table} SET mode = '${to}' WHERE mode = '${from}';`),
    ])
    .join('\n');
}
