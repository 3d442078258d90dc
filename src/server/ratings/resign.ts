/**
 * Ending a two-sided table before its finish, issue #34: a person resigns, or claims the win
 * from an opponent who has gone. Platform actions, not engine actions: the game's engine is
 * never asked, the table is closed (written as abandoned, tables/service.ts `end`) and who
 * ended it how is kept in the book's `table_endings`, which the table and replay pages read.
 * The record keeps the moves as far as they were played, so it replays as ever.
 *
 * Resigning (RULING, docs/ratings.md "Resigning and claiming"): a side resigns when every
 * person on it has resigned; bots on the side follow its persons. So one against one, or a
 * person beside a bot, resigns at once; of two teammates, the first to resign is noted, told
 * to the whole table at once (a public 'resign' notice in its log), and the side plays on
 * until the other resigns too (a teammate may not give the game away for both). A rated table is then rated once as lost by the resigning side and won by the other,
 * like a forfeit, but a resignation is not leaving: it earns no abandon and no cool-down.
 *
 * Claiming (RULING, same section): at a rated table without a turn clock, the table may wait
 * for ever for a person who has gone. When every person of the side the table waits for has
 * had no device connected to the table for CLAIM_AFTER_MS, a person of the other side may
 * claim the win: rated as a forfeit, and noted as leaving (an abandon towards the cool-down,
 * abandons.ts), since the absent side left the game. Absence is measured from the moment the
 * side's last device went, kept in the book at rated tables so that a restarted process or
 * one taking the table over measures from then too (with nothing kept, from the first look,
 * kept as well); a device that comes back ends it.
 */
import { err, ok, type Result } from '../../core/result.ts';
import { SPECTATOR, type GameEvent, type Viewer } from '../../core/game.ts';
import { seatRef } from '../../core/seat-words.ts';
import { refusal, type Refusal } from '../errors.ts';
import type { Table } from '../tables/table.ts';
import type { RatingsBook, SeatEnding } from './book.ts';
import { forfeitPlaces } from './abandons.ts';
import type { FinishedTable } from './rate-table.ts';
import { ratedSeatsOf } from './rated-seats.ts';

/**
 * A person ran out of time, whatever the table's time control: a real-time clock's bank
 * (tables/clock.ts), the per-decision turn timer or correspondence days (issue #35, RULING
 * docs/operations.md "Real-time clocks", "Games over days"): at a rated table their side loses
 * at once, ended and rated once as a resignation is (endAndRate; not leaving: no abandon).
 * Resolves to true when that is this hook's to do (the table is rated, or already over), false
 * when a bot should play the decision instead (a casual table, or a competition's game:
 * `inCompetition`, whose no-show forfeit the bot's timeout move triggers,
 * competitions/service.ts). A failed close answers true as well: the turn timer asks again a
 * moment later, and no bot plays a rated game the seat has lost.
 */
export async function ranOutOfTime(
  book: RatingsBook,
  tables: Pick<EndingTables, 'end'>,
  table: Table,
  seat: number,
  now: number,
  log: (message: string) => void,
  inCompetition: (tableId: string) => Promise<boolean> = () => Promise.resolve(false),
): Promise<boolean> {
  if (playing(table)) return true;
  if (await inCompetition(table.id)) return false;
  if (!(await book.isRated(table.id))) return false;
  // Kept first, so that the closed table's page can say why it ended ('Bo ran out of time.').
  await book.noteEnding({ tableId: table.id, seat, kind: 'time', at: now });
  const ended = await endAndRate(book, tables, table, [seat], now, false, log);
  if (!ended.ok) log(`table ${table.id}: seat ${seat} ran out, not closed: ${ended.error.message}`);
  return true;
}

/** A person with no device at a waiting, untimed rated table may be claimed from after 5 minutes. */
export const CLAIM_AFTER_MS = 5 * 60_000;

/** What ending a table needs of the tables' service. */
export interface EndingTables {
  table(id: string): Promise<Result<Table, Refusal>>;
  /** The tables in this process's memory, read without loading one. */
  readonly house: { peek(id: string): Table | undefined };
  /** Closes a playing table at once and tells its watchers; false if that was not saved. */
  end(table: Table): Promise<boolean>;
  /** Tells every watcher of the table what changed (a notice added to its log). */
  publish(table: Table): void;
}

/** What a page is told of a table's ending: who resigned or lost by a claim, and claims open. */
export interface TableEnding {
  readonly endings: readonly Omit<SeatEnding, 'tableId'>[];
  /** For the asking seat: when (epoch ms) it may claim the win, or null when it may not. */
  readonly claimableAt: number | null;
}

/** What a resign or claim answers: whether the table ended, and the endings so far. */
export interface EndAnswer {
  readonly ended: boolean;
  readonly endings: readonly Omit<SeatEnding, 'tableId'>[];
}

/** Where absences are kept (the ratings book), and whether a table is rated. */
export type AbsenceStore = Pick<RatingsBook, 'noteAway' | 'noteBack' | 'absences' | 'isRated'>;

/** What this process knows of a table's absences. */
interface TableAbsences {
  /** Since when each seat has had no device, by seat. */
  readonly away: Map<number, number>;
  /** Whether the kept absences were read (once, at the first look after a restart). */
  read: boolean;
}

/**
 * Since when each person's seat at a table has had no device connected: set when a seat's
 * last watcher leaves, cleared when one joins (or is connected at a look). Kept in the store
 * at rated tables (RULING "claiming the win"), so that a restarted process, or one taking the
 * table over, measures from when the side really went; with nothing kept, from the first
 * look, which is kept too.
 */
export class Absences {
  private readonly tables = new WeakMap<Table, TableAbsences>();
  private readonly now: () => number;
  private readonly store: AbsenceStore | undefined;
  private readonly log: (message: string) => void;
  /** The store's writes, one after another in the order made; a look waits for them. */
  private writes: Promise<void> = Promise.resolve();

  constructor(
    now: () => number,
    store?: AbsenceStore,
    log: (message: string) => void = () => undefined,
  ) {
    this.now = now;
    this.store = store;
    this.log = log;
  }

  /** A watcher that held these seats left the table (tables/service.ts `leave`). */
  left(table: Table, seats: readonly Viewer[]): void {
    const at = this.now();
    const { away } = this.of(table);
    const gone = seats.filter(
      (seat) => seat !== SPECTATOR && !isBot(table, seat) && !connected(table, seat),
    );
    for (const seat of gone) away.set(seat, at);
    if (gone.length > 0 && !playing(table)) {
      this.keep(table, async (store) => {
        if (!(await store.isRated(table.id))) return;
        for (const seat of gone) await store.noteAway(table.id, seat, at);
      });
    }
  }

  /** A watcher joined the table holding these seats (tables/service.ts `join`). */
  joined(table: Table, seats: readonly Viewer[]): void {
    const known = this.of(table);
    for (const seat of seats) {
      if (seat === SPECTATOR) continue;
      // Kept as away here, or perhaps before a restart: no longer.
      if (known.away.delete(seat) || !known.read) {
        this.keep(table, (store) => store.noteBack(table.id, seat));
      }
    }
  }

  /** Since when the seat has had no device, or undefined while one is connected. */
  async awaySince(table: Table, seat: number): Promise<number | undefined> {
    await this.writes;
    const known = this.of(table);
    if (connected(table, seat)) {
      if (known.away.delete(seat)) this.keep(table, (store) => store.noteBack(table.id, seat));
      return undefined;
    }
    if (!known.read && this.store) {
      known.read = true;
      try {
        for (const [s, since] of await this.store.absences(table.id)) {
          if (!known.away.has(s) && !connected(table, s)) known.away.set(s, since);
        }
      } catch (error) {
        this.log(`could not read the absences of table ${table.id}: ${String(error)}`);
      }
    }
    let since = known.away.get(seat);
    if (since === undefined) {
      const first = this.now();
      since = first;
      known.away.set(seat, first);
      this.keep(table, (store) => store.noteAway(table.id, seat, first));
    }
    return since;
  }

  /** Writes to the store after the writes before, a failure logged (memory still knows). */
  private keep(table: Table, write: (store: AbsenceStore) => Promise<void>): void {
    const store = this.store;
    if (!store) return;
    this.writes = this.writes.then(() =>
      write(store).catch((error: unknown) => {
        this.log(`could not keep the absences of table ${table.id}: ${String(error)}`);
      }),
    );
  }

  private of(table: Table): TableAbsences {
    let known = this.tables.get(table);
    if (!known) {
      known = { away: new Map(), read: false };
      this.tables.set(table, known);
    }
    return known;
  }
}

const absences = new WeakMap<RatingsBook, Absences>();

/** The absences kept beside a book (one per server), made on first asking with this clock. */
export function absencesOf(
  book: RatingsBook,
  now: () => number = Date.now,
  log?: (message: string) => void,
): Absences {
  let found = absences.get(book);
  if (!found) {
    found = new Absences(now, book, log);
    absences.set(book, found);
  }
  return found;
}

function connected(table: Table, seat: number): boolean {
  for (const sub of table.subscriptions.values()) if (sub.seats.includes(seat)) return true;
  return false;
}

const isBot = (table: Table, seat: number): boolean =>
  table.seats[seat]?.agent.startsWith('bot:') ?? false;

/** The two sides of a table (its mode's teams), or why it has not two. */
function sidesOf(book: RatingsBook, table: Table): Result<readonly (readonly number[])[], Refusal> {
  const mode = book.modes.of(table.game.engine.facts.id, table.options, table.seats.length);
  if (!mode || mode.teams.length !== 2) {
    return err(
      refusal('not-two-sided', 'Resigning and claiming the win are for games of two sides.'),
    );
  }
  return ok(mode.teams);
}

function playing(table: Table): Refusal | undefined {
  return table.finished || table.abandonedAt !== null
    ? refusal('game-over', 'The game is over: there is nothing to resign or claim.')
    : undefined;
}

/** The seat a token plays at this table, or the refusal. */
function seatOf(table: Table, token: string): Result<number, Refusal> {
  const seat = table.seatOfToken(token);
  return seat === undefined || isBot(table, seat)
    ? err(refusal('bad-token', 'That token does not belong to a seat of this table.'))
    : ok(seat);
}

const shown = (endings: readonly SeatEnding[]) =>
  endings.map(({ seat, kind, at }) => ({ seat, kind, at }));

/** The table and the token's seat at it while its game is played, or why not. */
async function seatInPlay(
  tables: EndingTables,
  tableId: string,
  token: string,
): Promise<Result<{ table: Table; seat: number }, Refusal>> {
  const found = await tables.table(tableId);
  if (!found.ok) return found;
  const seat = seatOf(found.value, token);
  if (!seat.ok) return seat;
  const over = playing(found.value);
  return over ? err(over) : ok({ table: found.value, seat: seat.value });
}

/** Resigns the token's seat; the table ends once its whole side has (see the ruling above). */
export async function resign(
  book: RatingsBook,
  tables: EndingTables,
  tableId: string,
  token: string,
  now: number,
  log: (message: string) => void,
): Promise<Result<EndAnswer, Refusal>> {
  const at = await seatInPlay(tables, tableId, token);
  if (!at.ok) return at;
  const { table, seat } = at.value;
  const sides = sidesOf(book, table);
  if (!sides.ok) return sides;
  const earlier = new Set((await book.endings(tableId)).map((ending) => ending.seat));
  await book.noteEnding({ tableId, seat, kind: 'resign', at: now });
  const endings = await book.endings(tableId);
  const side = sides.value.find((team) => team.includes(seat)) ?? [seat];
  const gone = new Set(endings.map((ending) => ending.seat));
  const whole = side.every((s) => isBot(table, s) || gone.has(s));
  if (!whole) {
    // The teammate (and the table) are told at once, not at the end (RULING "teams").
    if (!earlier.has(seat)) {
      const waiting = side.filter((s) => !isBot(table, s) && !gone.has(s));
      table.log.push(resignNotice(seat, waiting));
      tables.publish(table);
    }
    return ok({ ended: false, endings: shown(endings) });
  }
  const ended = await endAndRate(book, tables, table, [seat], now, false, log);
  return ended.ok ? ok({ ended: true, endings: shown(endings) }) : ended;
}

/**
 * The public notice of a resignation that does not end the game yet, e.g. '{seat:0} resigned;
 * their side plays on until {seat:2} resigns too.' Every seat and spectator sees it: a
 * resignation is public, and it carries nothing but who resigned and who plays on.
 */
export function resignNotice(seat: number, waiting: readonly number[]): GameEvent {
  const names = waiting.map(seatRef);
  const rest =
    names.length <= 1
      ? names.join('')
      : `${names.slice(0, -1).join(', ')} and ${String(names.at(-1))}`;
  const verb = names.length <= 1 ? 'resigns' : 'resign';
  return {
    kind: 'resign',
    seat,
    text: `${seatRef(seat)} resigned; their side plays on until ${rest} ${verb} too.`,
  };
}

/**
 * Tells a rebuilt table's resignations again (RULING "teams"): the notice of a teammate who
 * resigned while the side plays on lives in the running table's log, not in its record, so a
 * table rebuilt after a restart or taken over in a cluster has lost it. Derived from the kept
 * endings (`table_endings`), in the order resigned, each told at the end of the log (its place
 * among the moves is not kept) unless the log already has it; the watchers are told.
 */
export async function retellResignations(
  book: RatingsBook,
  tables: Pick<EndingTables, 'publish'>,
  table: Table,
  log: (message: string) => void,
): Promise<void> {
  if (playing(table)) return;
  const sides = sidesOf(book, table);
  // Only a side of two persons or more plays on after one resigns: no read for other tables.
  const people = (team: readonly number[]) => team.filter((s) => !isBot(table, s)).length;
  if (!sides.ok || !sides.value.some((team) => people(team) > 1)) return;
  let endings: SeatEnding[];
  try {
    endings = await book.endings(table.id);
  } catch (error) {
    log(`could not read the endings of table ${table.id}: ${String(error)}`);
    return;
  }
  const resigned = endings.filter((e) => e.kind === 'resign').sort((a, b) => a.at - b.at);
  const gone = new Set(resigned.map((e) => e.seat));
  let told = false;
  for (const { seat } of resigned) {
    if (table.log.some((e) => e.kind === 'resign' && e.seat === seat)) continue;
    const side = sides.value.find((team) => team.includes(seat)) ?? [seat];
    const waiting = side.filter((s) => !isBot(table, s) && !gone.has(s));
    if (waiting.length === 0) continue;
    table.log.push(resignNotice(seat, waiting));
    told = true;
  }
  if (told && !table.retired) tables.publish(table);
}

/** When the token's seat may claim the win from the side the table waits for, or null. */
export async function claimableAt(
  book: RatingsBook,
  away: Absences,
  table: Table,
  seat: number,
): Promise<number | null> {
  if (playing(table) || table.timer !== null || table.held()) return null;
  const sides = sidesOf(book, table);
  if (!sides.ok) return null;
  // The other side, waited for now (a game of choices made at once may wait for both).
  const theirs = sides.value.find((team) => !team.includes(seat));
  const waited = table.actors().filter((s) => !isBot(table, s));
  if (!theirs || !waited.some((s) => theirs.includes(s))) return null;
  if (!(await book.isRated(table.id))) return null;
  let latest = 0;
  for (const s of theirs) {
    if (isBot(table, s)) continue;
    const since = await away.awaySince(table, s);
    if (since === undefined) return null;
    latest = Math.max(latest, since);
  }
  return latest + CLAIM_AFTER_MS;
}

/** What a seat is told of a table's ending (its claim, if the token names one of its seats). */
export async function endingOf(
  book: RatingsBook,
  away: Absences,
  tables: EndingTables,
  tableId: string,
  token: string | undefined,
): Promise<Result<TableEnding, Refusal>> {
  const endings = await book.endings(tableId);
  let claim: number | null = null;
  // Only a table this process runs: asked on another process of a cluster, reading the table
  // would take a copy of it into memory that the owner's moves never reach (a record asked
  // there after full time then saw the game still playing). Absences are this process's too.
  const table = token === undefined ? undefined : tables.house.peek(tableId);
  if (table && token !== undefined) {
    const seat = seatOf(table, token);
    if (seat.ok) claim = await claimableAt(book, away, table, seat.value);
  }
  return ok({ endings: shown(endings), claimableAt: claim });
}

/** Claims the win for the token's seat from the absent side the table waits for. */
export async function claimWin(
  book: RatingsBook,
  away: Absences,
  tables: EndingTables,
  tableId: string,
  token: string,
  now: number,
  log: (message: string) => void,
): Promise<Result<EndAnswer, Refusal>> {
  const at = await seatInPlay(tables, tableId, token);
  if (!at.ok) return at;
  const { table, seat } = at.value;
  const claimable = await claimableAt(book, away, table, seat);
  if (claimable === null || claimable > now) {
    const when =
      claimable === null
        ? 'The game is not waiting for an absent opponent at a rated table without a clock.'
        : `Your opponent has been away for less than ${CLAIM_AFTER_MS / 60_000} minutes.`;
    return err(refusal('not-claimable', `${when} Nothing changed.`));
  }
  const sides = sidesOf(book, table);
  if (!sides.ok) return sides;
  const theirs = sides.value.find((team) => !team.includes(seat)) ?? [];
  const absent = theirs.filter((s) => !isBot(table, s));
  for (const s of absent) await book.noteEnding({ tableId, seat: s, kind: 'claim', at: now });
  const ended = await endAndRate(book, tables, table, absent, now, true, log);
  if (!ended.ok) return ended;
  return ok({ ended: true, endings: shown(await book.endings(tableId)) });
}

/**
 * Closes the table and, if it is rated, rates it once as a forfeit of `losers`' side; as
 * leaving (an abandon towards the cool-down) when `left`.
 */
export async function endAndRate(
  book: RatingsBook,
  tables: Pick<EndingTables, 'end'>,
  table: Table,
  losers: readonly number[],
  now: number,
  left: boolean,
  log: (message: string) => void,
): Promise<Result<true, Refusal>> {
  if (playing(table)) return err(playing(table) as Refusal);
  if (!(await tables.end(table))) {
    return err(refusal('unavailable', 'The table could not be closed just now; try again.'));
  }
  try {
    if (!(await book.isRated(table.id))) return ok(true);
    const seats = ratedSeatsOf(table.seats);
    const base = {
      tableId: table.id,
      game: table.game.engine.facts.id,
      options: table.options,
      seats: typeof seats === 'string' ? [] : seats,
    };
    const places = typeof seats === 'string' ? undefined : forfeitPlaces(book.modes, base, losers);
    if (typeof seats === 'string' || !places) {
      log(`ended table ${table.id} is not rated: ${typeof seats === 'string' ? seats : 'no mode'}`);
      await book.forgetRated(table.id);
      return ok(true);
    }
    const finished: FinishedTable = {
      ...base,
      seats,
      places,
      finishedAt: now,
      ...(left ? { abandonedBy: losers } : {}),
    };
    const recorded = await book.recordFinished(finished);
    if (recorded.kind === 'unrated') {
      log(`ended table ${table.id} is not rated: ${recorded.reason}`);
      await book.forgetRated(table.id);
    }
  } catch (error) {
    log(`rating the ended table ${table.id} failed: ${String(error)}`);
  }
  return ok(true);
}
