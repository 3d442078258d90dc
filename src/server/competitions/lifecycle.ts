/**
 * The rules of a competition's life (issue #35) as pure functions of its state: each returns
 * the ops to apply, or a refusal that changes nothing. The store runs them inside one
 * transaction on the locked competition (model.ts's CompetitionBook.update).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { mayJoinSwiss } from '../../competitions/swiss-records.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { usernameKey } from '../accounts/usernames.ts';
import { refusal, type Refusal } from '../errors.ts';
import {
  seatsOf,
  tableSeats,
  type Competition,
  type Entrant,
  type Fixture,
  type GameResult,
  type Op,
} from './model.ts';
import { lastRound, pairNext } from './pairing.ts';

type Ops = Result<readonly Op[], Refusal>;

/** Whether `key` is the competition's join key, compared in constant time (no key: never). */
function sameKey(key: string, joinKey: string | null): boolean {
  if (joinKey === null) return false;
  const a = createHash('sha256').update(key).digest();
  const b = createHash('sha256').update(joinKey).digest();
  return timingSafeEqual(a, b);
}

const unknownPlayer = (): Refusal =>
  refusal('not-entered', 'You have not entered this competition.');

/**
 * A player enters: before the start, once, while there is room (a Swiss: until half its
 * rounds); a link-entry competition only with the `key` its link carries (its host without).
 */
export function enter(c: Competition, entrant: Entrant, key?: string): Ops {
  const { row } = c;
  if (c.entrants.some((e) => e.player === entrant.player))
    return err(refusal('already-entered', 'You have already entered this competition.'));
  if (row.settings.entry === 'link' && entrant.player !== row.host) {
    if (key === undefined || key === '')
      return err(
        refusal('bad-token', 'This competition is entered by its link: ask its host for it.'),
      );
    if (!sameKey(key, row.joinKey ?? null))
      return err(refusal('bad-token', 'That link is not this competition’s: ask its host again.'));
  }
  const { invited } = row.settings;
  if (
    row.settings.entry === 'invited' &&
    entrant.player !== row.host &&
    !invited?.includes(usernameKey(entrant.name))
  )
    return err(
      refusal('entry-closed', 'This competition is by invitation, and you are not invited.'),
    );
  // RULING (#35, tables): a tables competition takes late entrants as a Swiss does.
  const lateSwiss =
    row.status === 'running' &&
    (row.settings.format === 'swiss' || row.settings.format === 'tables') &&
    mayJoinSwiss(lastRound(c), row.settings.rounds);
  if (row.status !== 'entry' && !lateSwiss)
    return err(
      refusal(
        'entry-closed',
        row.status === 'running' &&
          (row.settings.format === 'swiss' || row.settings.format === 'tables')
          ? `Late entry closed once half the rounds had started (${lastRound(c)} of ${row.settings.rounds} have).`
          : 'This competition has started: entry is closed.',
      ),
    );
  if (c.entrants.length >= row.settings.maxEntrants)
    return err(refusal('entry-closed', `This competition is full (${row.settings.maxEntrants}).`));
  return ok([{ kind: 'enter', entrant }]);
}

/**
 * A player leaves: before the start they are no longer entered; once it runs they withdraw,
 * and a bot of the competition's level plays their remaining games (a Swiss pairs them no more).
 */
export function leave(c: Competition, player: string, now: number): Ops {
  const entrant = c.entrants.find((e) => e.player === player);
  if (!entrant) return err(unknownPlayer());
  if (c.row.status === 'entry') return ok([{ kind: 'leave', player }]);
  if (c.row.status === 'finished' || entrant.withdrawnAt !== null)
    return err(refusal('entry-closed', 'There is nothing left to leave.'));
  // RULING (#35): a game the leaver is playing when they leave is lost by forfeit, so that
  // nobody waits on it and a knockout tie is never settled by lot; the games after it are
  // a bot's (makeTable).
  const withdrawn: Competition = {
    ...c,
    entrants: c.entrants.map((e) => (e === entrant ? { ...e, withdrawnAt: now } : e)),
  };
  const ops: Op[] = [{ kind: 'withdraw', player, at: now }];
  let after = withdrawn;
  for (const f of c.fixtures) {
    if (f.result !== null || f.second === null || f.tableId === null) continue;
    const players = seatsOf(f);
    const seat = players.indexOf(player);
    if (seat < 0) continue;
    const result: GameResult = { ...forfeitResult([seat], players.length), left: true };
    ops.push({ kind: 'result', round: f.round, index: f.index, result });
    after = withResult(after, f, result);
  }
  return ok([...ops, ...advance(after, now)]);
}

/** Forfeits that withdraw an entrant (#35: "withdrawn after two"). */
export const FORFEITS_TO_WITHDRAW = 2;

/**
 * A forfeited game's result, `seats` the seats that forfeited, of a table of `size` seats.
 * RULING (#35): a forfeit is scored as football scores a walkover, 3–0 to the side that was
 * there; if both sides forfeited, the game is level 0–0 and each is charged a forfeit (a
 * knockout tie then goes to a deciding game, as any level game does).
 * RULING (#35, tables): at a table of three or more seats the forfeiting seats share the last
 * places and the others share the first (scores all 0): the game ends at once, as a 2-seat
 * forfeit does, and nobody present gains on another by someone's absence.
 */
export function forfeitResult(seats: readonly number[], size = 2): GameResult {
  const lost = new Set(seats);
  if (size > 2) {
    const present = size - lost.size;
    const places = Array.from({ length: size }, (_, seat) => (lost.has(seat) ? present + 1 : 1));
    return { scores: places.map(() => 0), places, forfeit: [...lost].sort((a, b) => a - b) };
  }
  if (lost.has(0) && lost.has(1)) return { scores: [0, 0], places: [1, 1], forfeit: [0, 1] };
  const first = lost.has(1);
  return {
    scores: first ? [3, 0] : [0, 3],
    places: first ? [1, 2] : [2, 1],
    forfeit: [...lost],
  };
}

/** How many games `player` lost by forfeit. */
export function forfeitsOf(c: Competition, player: string): number {
  let n = 0;
  for (const f of c.fixtures) {
    const seats = f.result?.forfeit;
    if (!seats) continue;
    const seat = seatsOf(f).indexOf(player);
    if (seat >= 0 && seats.includes(seat)) n++;
  }
  return n;
}

function withResult(c: Competition, fixture: Fixture, result: GameResult): Competition {
  return {
    ...c,
    fixtures: c.fixtures.map((f) =>
      f.round === fixture.round && f.index === fixture.index ? { ...f, result } : f,
    ),
  };
}

/**
 * A competition game some of whose people ran out of time on the table (`seats`, from the
 * table's actions: the turn timer played for them). RULING (#35: "in competition games running
 * out loses"; "a player who does not show up within the time control loses that game and is
 * withdrawn after two"): the game is lost by forfeit at once, whatever the table goes on to
 * do, and a person's second forfeit withdraws them (a bot plays their remaining games). A
 * result already recorded stands.
 */
export function forfeit(
  c: Competition,
  tableId: string,
  seats: readonly number[],
  now: number,
): Ops {
  const fixture = c.fixtures.find((f) => f.tableId === tableId);
  if (!fixture) return err(refusal('unknown-table', `Table ${tableId} plays no game here.`));
  if (fixture.result !== null || fixture.second === null || seats.length === 0) return ok([]);
  const players = seatsOf(fixture);
  const result = forfeitResult(seats, players.length);
  const ops: Op[] = [{ kind: 'result', round: fixture.round, index: fixture.index, result }];
  let after = withResult(c, fixture, result);
  for (const seat of new Set(seats)) {
    const player = players[seat] ?? '';
    const entrant = after.entrants.find((e) => e.player === player);
    if (!entrant || entrant.withdrawnAt !== null) continue;
    if (forfeitsOf(after, player) < FORFEITS_TO_WITHDRAW) continue;
    ops.push({ kind: 'withdraw', player, at: now });
    after = {
      ...after,
      entrants: after.entrants.map((e) => (e === entrant ? { ...e, withdrawnAt: now } : e)),
    };
  }
  return ok([...ops, ...advance(after, now)]);
}

/**
 * The start: by the host at any time in entry (`by` their id), or by the server once the start
 * time has come (`by` null). Pairs round 1.
 */
export function start(c: Competition, by: string | null, now: number): Ops {
  const { row } = c;
  if (by !== null && by !== row.host)
    return err(refusal('not-host', 'Only the competition’s host can start it.'));
  if (row.status !== 'entry') return err(refusal('entry-closed', 'This competition has started.'));
  if (by === null && (row.startsAt === null || row.startsAt > now))
    return err(refusal('entry-closed', 'Its start time has not come.'));
  const needed = Math.max(2, row.settings.minEntrants);
  if (c.entrants.length < needed)
    return err(
      refusal('entry-closed', `It needs ${needed} entrants to start; it has ${c.entrants.length}.`),
    );
  // A tables competition whose field cannot make one table of the game would play nothing.
  const { fewestSeats } = tableSeats(row.settings);
  if (row.settings.format === 'tables' && c.entrants.length < fewestSeats)
    return err(
      refusal(
        'entry-closed',
        `A table of this game needs ${fewestSeats} players; it has ${c.entrants.length}.`,
      ),
    );
  const running: Competition = { ...c, row: { ...row, status: 'running', startedAt: now } };
  return ok([{ kind: 'status', status: 'running', at: now }, ...advance(running, now)]);
}

/** The next round, or the end, once every game of the last round is settled. */
export function advance(c: Competition, now: number): Op[] {
  if (c.row.status !== 'running') return [];
  const next = pairNext(c);
  if (next.kind === 'wait') return [];
  if (next.kind === 'finish') return [{ kind: 'status', status: 'finished', at: now }];
  const round: Op = { kind: 'round', round: next.round, fixtures: next.fixtures };
  // A round of byes alone (a Swiss of one player left) is settled at once.
  if (next.fixtures.every((f) => f.second === null)) {
    const after = withRound(c, round);
    return [round, ...advance(after, now)];
  }
  return [round];
}

function withRound(c: Competition, op: Op & { kind: 'round' }): Competition {
  const added = op.fixtures.map((f) => ({ ...f, tableId: null, result: null }));
  return { ...c, fixtures: [...c.fixtures, ...added] };
}

/**
 * A finished table's result, from the server's own table (never from a request): recorded
 * once, for the fixture whose table it is (the table id is set only by the lifecycle, when it
 * made the table); then the next round if that was the round's last game. Anything else
 * changes nothing.
 */
export function recordResult(
  c: Competition,
  tableId: string,
  result: GameResult,
  now: number,
): Ops {
  const fixture = c.fixtures.find((f) => f.tableId === tableId);
  if (!fixture) return err(refusal('unknown-table', `Table ${tableId} plays no game here.`));
  if (fixture.result !== null) return ok([]); // recorded already: the same table told twice
  const size = seatsOf(fixture).length;
  if (result.places.length !== size || result.scores.length !== size)
    return err(refusal('bad-message', `Table ${tableId} did not have ${size} seats.`));
  const op: Op = { kind: 'result', round: fixture.round, index: fixture.index, result };
  const after: Competition = {
    ...c,
    fixtures: c.fixtures.map((f) => (f === fixture ? { ...f, result } : f)),
  };
  return ok([op, ...advance(after, now)]);
}
