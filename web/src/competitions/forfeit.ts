/**
 * What a closed competition table's page says of a forfeit (issue #35), e.g. 'Bo ran out of
 * time: this game of Sunday cup (round 2) is lost by forfeit, so the table was closed.'
 */
import { useEffect, useState } from 'react';
import { competitionsApi, type TableCompetition } from './api.ts';

/** The words for a forfeited competition game, or null (none, or not a competition's). */
export function forfeitWords(
  game: TableCompetition,
  name: (seat: number) => string,
): string | null {
  if (game.forfeited.length === 0) return null;
  const who = game.forfeited.map(name).join(' and ');
  const why = game.left ? 'left the competition' : 'ran out of time';
  return `${who} ${why}: this game of ${game.name} (${game.roundName.toLowerCase()}) is lost by forfeit, so the table was closed.`;
}

export function useForfeitWords(tableId: string, name: (seat: number) => string): string | null {
  const game = useTableCompetition(tableId);
  return game ? forfeitWords(game, name) : null;
}

/** The competition game a table plays (asked once per table), or null for a table of none. */
export function useTableCompetition(tableId: string): TableCompetition | null {
  const [game, setGame] = useState<TableCompetition | null>(null);
  useEffect(() => {
    let live = true;
    void competitionsApi.ofTable(tableId).then((reply) => {
      if (live && reply.ok) setGame(reply.value);
    });
    return () => {
      live = false;
    };
  }, [tableId]);
  return game;
}
