/**
 * Competitions on the server (issue #35): created by a signed-in player, entered and left
 * before the start, started by the host or at their start time; each round's games are tables
 * of the table service whose person seats belong to the entrants (seat.playerId, so the
 * entrant plays from any device: POST /api/tables/:id/mine), a bot's seat for an entrant who
 * withdrew. A finished table's result comes back through the service's finish hook, and the
 * round's last result pairs the next round, in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { checkSeats, parseOptions } from '../../core/checked.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, fromEngine, type Refusal } from '../errors.ts';
import type { GameFinder } from '../games.ts';
import { whyNamesClash } from '../names.ts';
import {
  BOT_LEVELS,
  LIMITS,
  clockSchema,
  turnSecondsSchema,
  type SeatRequest,
} from '../protocol.ts';
import type { RatingsBook } from '../ratings/book.ts';
import { newTableId } from '../tables/ids.ts';
import { usernameKey } from '../accounts/usernames.ts';
import type { TableRequest } from '../tables/setup.ts';
import type { Table } from '../tables/table.ts';
import type { CreatedTable } from '../protocol.ts';
import type { TableAccess } from '../tables/access.ts';
import type { StoreReader, TableState } from '../storage/contract.ts';
import type { PlayerFixture, TableCompetition } from './wire.ts';
import { fixturesOf } from './fixtures.ts';
import { roundName as nameOfRound } from '../../competitions/round-names.ts';
import { endAndRate } from '../ratings/resign.ts';
import { fewestSeats, tablesSeatChoices } from '../../competitions/table-sizes.ts';
import type { AnyGame } from '../../core/game.ts';
import { advance, enter, forfeit, leave, recordResult, start } from './lifecycle.ts';
import { isShootOut } from '../../competitions/next-round.ts';
import { SHOOT_OUT_OPTIONS, hasShootOut } from './shoot-out.ts';
import {
  FORMATS,
  RoundTaken,
  seatsOf,
  tableSeats,
  timed,
  type Format,
  type Competition,
  type CompetitionBook,
  type CompetitionRow,
  type Fixture,
  type Op,
  type Status,
  type TickView,
} from './model.ts';

/** The host's request, e.g. `{ name: 'Sunday cup', game: 'golazo', format: 'swiss', rounds: 5 }`. */
export const createCompetitionSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(60),
    game: z.string().min(1).max(40),
    options: z.record(z.string(), z.unknown()).default({}),
    format: z.enum(FORMATS),
    rounds: z.number().int().min(1).max(20).default(5),
    /** Seats a table: 2, or 3 and up with the 'tables' format (the game permitting), e.g. 4. */
    seats: z.number().int().min(2).max(16).default(2),
    legs: z.union([z.literal(1), z.literal(2)]).default(1),
    rated: z.boolean().default(false),
    entry: z.enum(['open', 'link', 'invited']).default('open'),
    /** With entry 'invited': the account names that may join (the host may too), e.g. ['Bo']. */
    invited: z.array(z.string().trim().min(1).max(60)).max(1024).default([]),
    minEntrants: z.number().int().min(2).max(1024).default(2),
    maxEntrants: z.number().int().min(2).max(1024).default(64),
    botLevel: z.enum(BOT_LEVELS).default('normal'),
    /**
     * The time control: seconds a decision, or days per move (games over days); never 0 without
     * a `clock`, for without a clock a player who never shows up holds up the competition for
     * good (RULING in docs/competitions.md). Absent: 5 minutes a decision, or none with a clock.
     */
    turnSeconds: turnSecondsSchema.optional(),
    /**
     * Or a real-time clock per seat on every table, e.g. `{ baseSeconds: 300, incrementSeconds:
     * 3 }`, within the bounds a table's has (protocol.ts clockSchema); not with a turnSeconds.
     */
    clock: clockSchema.optional(),
    /** When it starts by itself (epoch ms); absent: when the host starts it. */
    startsAt: z.number().int().positive().nullable().default(null),
  })
  .refine((request) => request.clock === undefined || !request.turnSeconds, {
    message:
      'a competition has either a clock or turnSeconds (a time per decision, or days per move), not both',
    path: ['clock'],
  });
export type CreateCompetition = z.input<typeof createCompetitionSchema>;

/** Who asks: the signed-in player (accounts/players.ts). */
export interface Asker {
  readonly id: string;
  readonly name: string;
}

/** What the competitions need of the tables. */
export interface CompetitionTables extends Pick<TableAccess, 'table' | 'queue' | 'publish'> {
  /** Finished tables are read back from the store, never opened (in a cluster, another process may run them). */
  readonly reader: Pick<StoreReader, 'loadActions' | 'tableStates'>;
  create(request: TableRequest, address: string): Promise<Result<CreatedTable, Refusal>>;
  /**
   * Closes a playing table at once (written as abandoned, watchers told); false if not saved.
   * Absent (a bench's tables): a forfeited game's table plays on.
   */
  end?(table: Table): Promise<boolean>;
}

export interface CompetitionServiceOptions {
  readonly book: CompetitionBook;
  readonly tables: CompetitionTables;
  readonly find: GameFinder;
  /** Entrants' ratings (seeding) and rated games; absent: everyone 1500, nothing rated. */
  readonly ratings?: RatingsBook;
  readonly now?: () => number;
  /** How often due starts and missing tables are looked for; 0: never by itself. Default 5 s. */
  readonly tickMs?: number;
  /**
   * In a cluster: of the active competitions, those this process drives at this tick (holds or
   * takes their leases, and lets the others' go), so that one process at a time starts each,
   * makes its missing tables and forfeits its no-shows. Absent (one process): every one.
   */
  readonly drives?: (active: readonly string[]) => Promise<ReadonlySet<string>>;
  readonly log: (message: string) => void;
  /**
   * Told after every change of a competition (an entry, a start, a result, a round, a table
   * made), so that the pages watching it read it again (live.ts). Absent: nobody is told.
   */
  readonly changed?: (id: string) => void;
}

/**
 * Whether a tick has anything to do in a competition (and so reads it whole): one in entry (it
 * is active, so its start has come); one running with a game without a table, a table
 * finished, a seat that ran out of time, a forfeited game's table left playing, or no game
 * left to play (its next round to pair, or its end).
 */
function due(v: TickView, states: ReadonlyMap<string, TableState>): boolean {
  if (v.status !== 'running') return v.status === 'entry';
  if (v.games.every((g) => g.forfeit !== null)) return true;
  return v.games.some((g) => {
    if (g.tableId === null) return g.forfeit === null;
    const table = states.get(g.tableId);
    if (!table) return false;
    if (g.forfeit !== null) return table.finishedAt === null && table.abandonedAt === null;
    return table.outcome !== null || table.timedOut.length > 0;
  });
}

/** The invited names as kept: each account name's key (unique per account), each once. */
function invitedNames(names: readonly string[]): string[] {
  return [...new Set(names.map(usernameKey))];
}

const unknown = (): Refusal => refusal('unknown-competition', 'There is no such competition.');
const DEFAULT_RATING = 1500;
/** A competition's time per decision unless the host chose one, or a clock: 5 minutes. */
const DEFAULT_TURN_SECONDS = 300;

export class CompetitionService {
  private readonly book: CompetitionBook;
  private readonly tables: CompetitionTables;
  private readonly find: GameFinder;
  private readonly ratings: RatingsBook | undefined;
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  private readonly drives: CompetitionServiceOptions['drives'];
  private readonly changed: (id: string) => void;
  private readonly ticker: NodeJS.Timeout | undefined;
  /** Table creations under way, so that a tick does not make a game's table twice. */
  private readonly making = new Set<string>();
  /**
   * Games found without a table by the last tick: the next tick makes them if they still have
   * none (the process that paired them died before making them, or failed to).
   */
  private missing = new Set<string>();
  /**
   * Competitions whose start time has come while short of entrants, with the reason the last
   * tick logged, e.g. 'It needs 3 entrants to start; it has 2.': a tick logs it only when it is
   * new or changed, not every 5 s for as long as entry stays open.
   */
  private short = new Map<string, string>();

  constructor(options: CompetitionServiceOptions) {
    this.book = options.book;
    this.tables = options.tables;
    this.find = options.find;
    this.ratings = options.ratings;
    this.now = options.now ?? Date.now;
    this.drives = options.drives;
    this.log = options.log;
    this.changed = options.changed ?? (() => undefined);
    const tickMs = options.tickMs ?? 5000;
    if (tickMs > 0) {
      this.ticker = setInterval(() => void this.tick(), tickMs);
      this.ticker.unref();
    }
  }

  /** A new competition, hosted by `host`. */
  async create(host: Asker, body: unknown): Promise<Result<Competition, Refusal>> {
    const parsed = createCompetitionSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return err(refusal('bad-message', `Bad competition: ${where}${issue?.message ?? ''}.`));
    }
    const request = parsed.data;
    const found = this.find(request.game);
    if (!found.ok) return err(fromEngine(found.error));
    const options = parseOptions(found.value.engine, request.options);
    if (!options.ok) return err(fromEngine(options.error));
    const parsedOptions = options.value as Record<string, unknown>;
    const table = this.tableSeatsOf(found.value.engine, parsedOptions, request);
    if (!table.ok) return table;
    if (request.entry === 'invited' && request.invited.length === 0)
      return err(refusal('bad-message', 'An invited competition names who is invited.'));
    if (request.minEntrants > request.maxEntrants)
      return err(refusal('bad-message', 'The fewest entrants is above the most.'));
    const turnSeconds = request.turnSeconds ?? (request.clock ? 0 : DEFAULT_TURN_SECONDS);
    if (turnSeconds === 0 && !request.clock)
      return err(
        refusal(
          'bad-message',
          'A competition needs a time control: without one, a player who never shows up holds up every round.',
        ),
      );
    if (request.rated && !this.ratings?.modes.of(request.game, parsedOptions, request.seats))
      return err(
        refusal('not-rateable', `${request.game} with ${request.seats} seats is not rated.`),
      );
    const id = `c${newTableId()}`;
    const row: CompetitionRow = {
      id,
      name: request.name,
      host: host.id,
      hostName: host.name,
      settings: {
        game: request.game,
        options: parsedOptions,
        format: request.format,
        rounds: request.rounds,
        ...(request.format === 'tables' ? table.value : {}),
        legs: request.legs,
        // A level tie goes to the game's own shoot-out where it has one (shoot-out.ts).
        ...(request.format === 'knockout' && hasShootOut(found.value.engine, parsedOptions)
          ? { shootOut: true as const }
          : {}),
        rated: request.rated,
        entry: request.entry,
        ...(request.entry === 'invited' ? { invited: invitedNames(request.invited) } : {}),
        minEntrants: request.minEntrants,
        maxEntrants: request.maxEntrants,
        botLevel: request.botLevel,
        turnSeconds,
        ...(request.clock ? { clock: request.clock } : {}),
      },
      status: 'entry',
      seed: id,
      startsAt: request.startsAt,
      // The secret of a link-entry competition's link, shown to its host alone (view.ts).
      joinKey: request.entry === 'link' ? randomBytes(18).toString('base64url') : null,
      createdAt: this.now(),
      startedAt: null,
      finishedAt: null,
    };
    await this.book.create(row);
    return this.get(id);
  }

  /**
   * The seats a table of a new competition: 2, except a 'tables' competition's 3 or more, the
   * game playing that many every one for themselves (src/competitions/table-sizes.ts).
   */
  private tableSeatsOf(
    engine: AnyGame,
    options: Record<string, unknown>,
    request: { readonly format: Format; readonly seats: number; readonly game: string },
  ): Result<{ seats: number; fewestSeats: number }, Refusal> {
    const choices = tablesSeatChoices(engine, options);
    if (request.format !== 'tables') {
      if (request.seats !== 2)
        return err(
          refusal(
            'bad-seats',
            `A ${request.format} is played at tables of 2; a competition of ${request.seats} seats a table is of the 'tables' format.`,
          ),
        );
      const seats = checkSeats(engine, 2);
      return seats.ok ? ok({ seats: 2, fewestSeats: 2 }) : err(fromEngine(seats.error));
    }
    if (choices.length === 0)
      return err(
        refusal(
          'bad-seats',
          `${request.game} has no tables of 3 or more seats, each for themselves.`,
        ),
      );
    if (!choices.includes(request.seats))
      return err(
        refusal(
          'bad-seats',
          `A tables competition of ${request.game} seats ${choices.join(', ')} a table, not ${request.seats}.`,
        ),
      );
    return ok({ seats: request.seats, fewestSeats: fewestSeats(engine, options, request.seats) });
  }

  /**
   * The seats a table a tables competition of `game` may choose with its default options, e.g.
   * [3, 4, 5] for Goalkeepers; [] for a game with no tables of 3 or more each for themselves.
   */
  tablesSeats(game: string): Result<number[], Refusal> {
    const found = this.find(game);
    if (!found.ok) return err(fromEngine(found.error));
    const options = parseOptions(found.value.engine, {});
    if (!options.ok) return err(fromEngine(options.error));
    return ok(tablesSeatChoices(found.value.engine, options.value));
  }

  async get(id: string): Promise<Result<Competition, Refusal>> {
    const found = await this.book.get(id);
    return found ? ok(found) : err(unknown());
  }

  /** The competition game a table plays, or undefined for a table of none. */
  async ofTable(tableId: string): Promise<TableCompetition | undefined> {
    const at = await this.book.fixtureOfTable(tableId);
    const c = at && (await this.book.get(at.id));
    const fixture = c?.fixtures.find((f) => f.round === at?.round && f.index === at.index);
    if (!c || !fixture) return undefined;
    const forfeited = [...(fixture.result?.forfeit ?? [])];
    const left = fixture.result?.left === true;
    const roundName = nameOfRound(c, fixture);
    return { id: c.row.id, name: c.row.name, round: fixture.round, roundName, forfeited, left };
  }

  /** `player`'s fixtures in the competitions they entered, the newest competitions first. */
  async fixtures(player: string, limit = 30): Promise<PlayerFixture[]> {
    const ids = await this.book.entered(player, limit);
    const all = await Promise.all(ids.map((id) => this.book.get(id)));
    return all.flatMap((c) => (c ? fixturesOf(c, player) : []));
  }

  list(status: Status, limit = 50): Promise<CompetitionRow[]> {
    return this.book.list(status, limit);
  }

  /** `player` enters; `key` is what a link-entry competition's link carries (enter). */
  async join(id: string, player: Asker, key?: string): Promise<Result<Competition, Refusal>> {
    const found = await this.book.get(id);
    if (!found) return err(unknown());
    const rating = await this.ratingOf(found, player.id);
    const entrant = {
      player: player.id,
      name: player.name,
      rating,
      joinedAt: this.now(),
      withdrawnAt: null,
    };
    return this.change(id, (c) => enter(c, entrant, key));
  }

  leave(id: string, player: string): Promise<Result<Competition, Refusal>> {
    return this.change(id, (c) => leave(c, player, this.now()));
  }

  start(id: string, player: string): Promise<Result<Competition, Refusal>> {
    return this.change(id, (c) => start(c, player, this.now()));
  }

  /**
   * The table service's finish hook: a competition table's result is recorded (once: a table
   * told twice, or a table of no competition, changes nothing) and the next round paired.
   */
  async tableFinished(table: Pick<Table, 'id' | 'outcome'>): Promise<void> {
    try {
      if (!table.outcome) return;
      const fixture = await this.book.fixtureOfTable(table.id);
      if (!fixture) return;
      await this.record(fixture.id, table.id, table.outcome, await this.timedOut(table.id));
    } catch (error) {
      this.log(`competition result of table ${table.id} failed: ${String(error)}`);
    }
  }

  /** A finished table's result; a person who ran out of time (`late`) lost by forfeit. */
  private async record(
    id: string,
    tableId: string,
    outcome: NonNullable<Table['outcome']>,
    late: readonly number[],
  ): Promise<void> {
    // A person who ran out of time lost by forfeit, however the bot then played it out.
    const { scores, places } = outcome;
    const result = { scores: [...scores], places: [...places] };
    const done = await this.change(id, (c) =>
      late.length > 0
        ? forfeit(c, tableId, late, this.now())
        : recordResult(c, tableId, result, this.now()),
    );
    if (!done.ok) this.log(`competition ${id}: ${done.error.message}`);
  }

  /**
   * Starts competitions whose start time has come, makes the tables of games that have none
   * (a process that died between pairing and making them), and records results of tables that
   * finished while nobody was told (a crash between the table's finish and its result). Only
   * the competitions with something due are read whole (`due`); the others cost their open
   * games' row and their tables' state, each in one read for them all.
   */
  async tick(): Promise<void> {
    try {
      const seen = this.missing;
      const next = new Set<string>();
      const active = await this.book.active(this.now());
      const driven = this.drives ? await this.drives(active) : undefined;
      const views = await this.book.openGames(
        driven ? active.filter((id) => driven.has(id)) : active,
      );
      const states = await this.tableStates(views);
      const all = await this.book.getMany(views.filter((v) => due(v, states)).map((v) => v.id));
      const short = new Map<string, string>();
      for (const c of all) {
        const id = c.row.id;
        // One competition's failure (a bug, a row the store refuses) is logged and the others
        // are driven on: it used to end the tick for all of them, at every tick.
        try {
          if (c.row.status === 'entry') {
            const started = await this.change(id, (s) => start(s, null, this.now()));
            if (started.ok) continue;
            const why = started.error.message;
            if (this.short.get(id) !== why) this.log(`competition ${id} could not start: ${why}`);
            short.set(id, why);
            continue;
          }
          await this.makeTables(c, { seen, next });
          await this.catchUp(c, states);
        } catch (error) {
          this.log(`competition ${id}: its tick failed: ${String(error)}`);
        }
      }
      this.missing = next;
      this.short = short;
    } catch (error) {
      this.log(`competitions tick failed: ${String(error)}`);
    }
  }

  close(): Promise<void> {
    if (this.ticker) clearInterval(this.ticker);
    return Promise.resolve();
  }

  /**
   * Runs a lifecycle step in one transaction, then makes the tables of the round it paired (only
   * the process that paired a round makes its tables; a tick makes those a crash left out).
   */
  private async change(
    id: string,
    work: (c: Competition) => Result<readonly Op[], Refusal>,
  ): Promise<Result<Competition, Refusal>> {
    const made = {
      round: false,
      any: false,
      forfeits: [] as { round: number; index: number; seats: number[] }[],
    };
    let done;
    try {
      done = await this.book.update(id, (c) => {
        const ops = work(c);
        made.round = ops.ok && ops.value.some((op) => op.kind === 'round');
        made.any = ops.ok && ops.value.length > 0;
        made.forfeits = [];
        if (ops.ok)
          for (const op of ops.value)
            if (op.kind === 'result' && op.result.forfeit)
              made.forfeits.push({
                round: op.round,
                index: op.index,
                seats: [...op.result.forfeit],
              });
        return ops;
      });
    } catch (error) {
      // Another process paired that round first: theirs stands, and so does the state.
      if (error instanceof RoundTaken) return this.get(id);
      throw error;
    }
    if (!done.ok) return err(done.error === 'unknown' ? unknown() : done.error);
    if (made.any) this.tell(id);
    for (const f of made.forfeits) {
      const tableId = done.value.fixtures.find(
        (x) => x.round === f.round && x.index === f.index,
      )?.tableId;
      if (tableId) await this.endForfeited(tableId, f.seats);
    }
    if (made.round) await this.makeTables(done.value);
    return this.get(id);
  }

  /**
   * RULING (#35): a game lost by forfeit is over: its table, if still playing (the bot played
   * on for whoever ran out, or the leaver's seat waited), is closed at once as a resignation
   * closes one (written as abandoned, its watchers told, its page saying why), and a rated
   * table is rated once as the forfeit (the forfeiting side lost). Never throws.
   */
  private async endForfeited(tableId: string, seats: readonly number[]): Promise<void> {
    try {
      const found = await this.tables.table(tableId);
      if (!found.ok) return;
      const table = found.value;
      const end = this.tables.end?.bind(this.tables);
      if (!end || table.finished || table.abandonedAt !== null) return;
      const ended = this.ratings
        ? await endAndRate(this.ratings, { end }, table, seats, this.now(), false, this.log)
        : (await end(table))
          ? ok(true)
          : err(refusal('unavailable', 'The table could not be closed just now.'));
      if (!ended.ok)
        this.log(`forfeited table ${tableId} could not be closed: ${ended.error.message}`);
    } catch (error) {
      this.log(`forfeited table ${tableId} could not be closed: ${String(error)}`);
    }
  }

  /**
   * Tables for the games of `c` that have none yet, each bound to its entrants' players; with
   * `seen`, only those a tick found without one before (the rest are noted for the next).
   */
  private async makeTables(
    c: Competition,
    tick?: { readonly seen: ReadonlySet<string>; readonly next: Set<string> },
  ): Promise<void> {
    if (c.row.status !== 'running') return;
    const games = c.fixtures.filter((f) => f.second !== null && f.tableId === null);
    for (const fixture of games) {
      const key = `${c.row.id}/${fixture.round}/${fixture.index}`;
      if (this.making.has(key)) continue;
      if (tick && !tick.seen.has(key)) {
        tick.next.add(key);
        continue;
      }
      this.making.add(key);
      try {
        await this.makeTable(c, fixture);
      } finally {
        this.making.delete(key);
      }
    }
  }

  private async makeTable(c: Competition, fixture: Fixture): Promise<void> {
    const { settings } = c.row;
    const players = seatsOf(fixture);
    const entrants = players.map((p) => c.entrants.find((e) => e.player === p));
    const names = entrants.map((e) => e?.name.slice(0, LIMITS.maxNameLength));
    const clash = whyNamesClash(names.map((n, seat) => n ?? `Seat ${seat + 1}`));
    const seats: SeatRequest[] = entrants.map((e, seat) => {
      const name = clash ? undefined : names[seat];
      // A withdrawn entrant's games are played by a bot of the competition's level.
      if (!e || e.withdrawnAt !== null) return { kind: 'bot', level: settings.botLevel, name };
      return { kind: 'friend', name };
    });
    // RULING (#35): a tie's shoot-out is a table of the shoot-out alone, and unrated: the
    // legs it follows moved the ratings, and a shoot-out is not a match.
    const shootOut = isShootOut(c, fixture);
    const request: TableRequest = {
      game: settings.game,
      options: shootOut ? { ...settings.options, ...SHOOT_OUT_OPTIONS } : { ...settings.options },
      seats,
      turnSeconds: settings.turnSeconds,
      // A clock competition's turnSeconds is 0: its tables have the clock alone.
      ...(settings.clock ? { clock: { ...settings.clock } } : {}),
      windowSeconds: 10,
      listed: false,
      rated: settings.rated && !shootOut,
    };
    // Each game its own address: a competition's tables never count against anyone's quota.
    const created = await this.tables.create(request, `competition:${c.row.id}:${fixture.round}`);
    if (!created.ok) {
      this.log(`competition ${c.row.id}: a table could not be made: ${created.error.message}`);
      return;
    }
    const tableId = created.value.table.id;
    await this.bindPlayers(tableId, players, seats);
    if (request.rated && seats.some((s) => s.kind !== 'bot'))
      await this.ratings?.markRated(tableId);
    const set = await this.book.update(c.row.id, () =>
      ok([{ kind: 'table', round: fixture.round, index: fixture.index, tableId } as const]),
    );
    if (!set.ok) this.log(`competition ${c.row.id}: table ${tableId} not recorded`);
    else this.tell(c.row.id);
  }

  /** Tells the pages watching competition `id` that it changed; never throws. */
  private tell(id: string): void {
    try {
      this.changed(id);
    } catch (error) {
      this.log(`competition ${id}: its watchers could not be told: ${String(error)}`);
    }
  }

  /** Gives each person's seat to its entrant's player, in memory and on disk. */
  private async bindPlayers(
    tableId: string,
    players: readonly string[],
    seats: readonly SeatRequest[],
  ): Promise<void> {
    const found = await this.tables.table(tableId);
    if (!found.ok) return;
    const table = found.value;
    const writes: Promise<void>[] = [];
    for (const [seat, tableSeat] of table.seats.entries()) {
      if (seats[seat]?.kind === 'bot' || tableSeat.tokenHash === null) continue;
      const playerId = players[seat] ?? null;
      tableSeat.playerId = playerId;
      const { tokenHash, claimed, deviceHash } = tableSeat;
      writes.push(
        this.tables.queue.write({
          kind: 'token',
          tableId,
          seat,
          tokenHash,
          claimed,
          deviceHash,
          playerId,
        }),
      );
    }
    await Promise.all(writes);
    this.tables.publish(table);
  }

  /** The seats of a table whose person ran out of time at least once (the turn timer played). */
  private async timedOut(tableId: string): Promise<number[]> {
    const seats = new Set<number>();
    for (const a of await this.tables.reader.loadActions(tableId)) if (a.timeout) seats.add(a.seat);
    return [...seats].sort((a, b) => a - b);
  }

  /**
   * The tables a tick looks at, in one read: those of running competitions' games with no
   * result yet (finished unnoticed, or a person ran out) or lost by forfeit (left playing).
   */
  private async tableStates(views: readonly TickView[]): Promise<Map<string, TableState>> {
    const ids: string[] = [];
    for (const v of views) {
      if (v.status !== 'running') continue;
      for (const g of v.games) if (g.tableId !== null) ids.push(g.tableId);
    }
    const states = await this.tables.reader.tableStates(ids);
    return new Map(states.map((s) => [s.id, s]));
  }

  /**
   * Results of tables that finished without the hook reaching us (a crash between), and
   * forfeits of games still playing where a person ran out of time.
   */
  private async catchUp(c: Competition, states: ReadonlyMap<string, TableState>): Promise<void> {
    // Whether this tick changed the competition; if not, it is read again for nothing.
    let changed = false;
    for (const f of c.fixtures) {
      if (f.tableId === null) continue;
      const table = states.get(f.tableId);
      if (f.result?.forfeit) {
        // A forfeited game's table left playing (a crash, or it could not be saved): close it.
        if (table && table.finishedAt === null && table.abandonedAt === null)
          await this.endForfeited(f.tableId, f.result.forfeit);
        continue;
      }
      if (f.result !== null) continue;
      if (table?.outcome) {
        try {
          await this.record(c.row.id, table.id, table.outcome, table.timedOut);
        } catch (error) {
          this.log(`competition result of table ${table.id} failed: ${String(error)}`);
        }
        changed = true;
        continue;
      }
      // No clock (the CLI's tournaments of bots; the server's need one): nobody runs out.
      if (!timed(c.row.settings)) continue;
      const late = table?.timedOut ?? [];
      if (late.length === 0) continue;
      const tableId = f.tableId;
      const done = await this.change(c.row.id, (s) => forfeit(s, tableId, late, this.now()));
      if (!done.ok) this.log(`competition ${c.row.id}: ${done.error.message}`);
      changed = true;
    }
    // A round whose games all settled but was not paired on (a crash between): pair it now.
    const fresh = changed ? await this.book.get(c.row.id) : c;
    if (fresh && advance(fresh, this.now()).length > 0)
      await this.change(c.row.id, (s) => ok(advance(s, this.now())));
  }

  private async ratingOf(c: Competition, player: string): Promise<number> {
    const { seats } = tableSeats(c.row.settings);
    const mode = this.ratings?.modes.of(c.row.settings.game, c.row.settings.options, seats);
    if (!mode || !this.ratings) return DEFAULT_RATING;
    const ratings = await this.ratings.ratings(player);
    return ratings.find((r) => r.mode === mode.id)?.rating ?? DEFAULT_RATING;
  }
}
