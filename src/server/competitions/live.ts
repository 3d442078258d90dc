/**
 * Competition pages kept up to date as they change (issue #35: "standings, brackets and the
 * next fixtures update live for everyone watching"), on socket.io's rooms: a page dials a
 * socket with `query: { competition: id }`, which joins the room `competition:<id>`; every
 * change of that competition (an entry, a start, a result, a round paired, a table made) is
 * told to the room as 'competition' `{ id }`, and the page reads its view again (GET
 * /api/competitions/:id, which is the asker's own: the host's link key never goes to a room).
 * In a cluster the rooms are shared by the Redis streams adapter (cluster.ts `attach`), so a
 * change made by one process reaches the pages connected to any. The tables' own messages are
 * untouched: this listens beside the tables' connection handler and receives nothing.
 */
import type { Server } from 'socket.io';

/** A competition's id as the routes take it (routes.ts). */
const ID_PATTERN = /^c[A-Za-z0-9_-]{6,40}$/;

/** The room of a competition's watchers, e.g. 'competition:cAb12Cd'. */
export const competitionRoom = (id: string): string => `competition:${id}`;

/** What a watching page is sent when its competition changed. */
export interface CompetitionChanged {
  readonly id: string;
}

/**
 * Puts each socket that asks for a competition (its handshake's `competition` query) in that
 * competition's room, and returns what tells a room that its competition changed.
 */
export function liveCompetitions(io: Server): (id: string) => void {
  io.on('connection', (socket) => {
    const { competition } = socket.handshake.query;
    if (typeof competition === 'string' && ID_PATTERN.test(competition))
      void socket.join(competitionRoom(competition));
  });
  return (id) => {
    const changed: CompetitionChanged = { id };
    io.to(competitionRoom(id)).emit('competition', changed);
  };
}
