/**
 * What each client of a table may have been sent, worked out again from the database alone
 * (the table's setup and seed, and its actions with the turn timer's marks), and checked
 * against every update a client received: the view, actors and legal choices of its seat at
 * that version, and exactly the events that seat may see since its previous update.
 */
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { applyChecked, setupChecked } from '../../core/checked.ts';
import { SPECTATOR, canSee, type AnyGame, type GameEvent, type Viewer } from '../../core/game.ts';
import { teamsOf } from '../../core/teams.ts';
import { LIMITS, type LegalChoice, type TableUpdate } from '../protocol.ts';
import type { StoredAction, StoredTable } from '../storage/rows.ts';

/** One client's updates about the table, in the order received, and the seat they are for. */
export interface Watching {
  readonly name: string;
  readonly seat: Viewer;
  readonly updates: readonly TableUpdate[];
}

/**
 * The timer's notes for a seat whose time ran out: everybody learns that the computer played
 * for it; what it played, the seat alone (the engine's own events tell the rest). Restated
 * here on purpose rather than imported from the table: the leak test must not take the
 * server's own word for what is private.
 */
export function timeoutNotes(name: string, seat: number, label: string): GameEvent[] {
  return [
    { kind: 'timeout', seat, text: `${name} ran out of time; the computer played for them.` },
    {
      kind: 'timeout',
      seat,
      text: `The computer played for ${name}: ${label}.`,
      visibleTo: [seat],
    },
  ];
}

/** JSON with keys sorted, so that equal events compare equal however they were built. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * Replays the stored table and checks every watcher's updates version by version. Throws on
 * the first message a seat should not have had (or that differs from what it should have had).
 */
export function checkTable(
  engine: AnyGame,
  stored: StoredTable,
  actions: readonly StoredAction[],
  watchers: readonly Watching[],
): void {
  const setup = setupChecked(engine, {
    options: stored.options,
    seats: stored.seats.length,
    seed: stored.seed,
  });
  assert.ok(setup.ok, setup.ok ? '' : setup.error.message);
  const { state } = setup.value;
  // Teammates who never see each other's hands (facts.teamsShareHands false, Goal!) are told
  // nothing of each other's: each seat is its own team here.
  const declared = teamsOf(engine, stored.seats.length);
  const teams =
    engine.facts.teamsShareHands === false ? declared.flat().map((seat) => [seat]) : declared;
  const teamOf = (seat: Viewer) => teams.find((team) => team.includes(seat));
  const log: GameEvent[] = [];
  const readers = watchers.map((w) => new Reader(engine, w));
  for (const reader of readers) reader.check(state, 0, log);
  actions.forEach((stored_, i) => {
    const { seat, action, timeout } = stored_;
    const label = engine.actionLabel(state, seat, action);
    if (timeout) log.push(...timeoutNotes(stored.seats[seat]?.name ?? '', seat, label));
    const applied = applyChecked(engine, state, seat, action);
    assert.ok(applied.ok, applied.ok ? '' : `action ${i}: ${applied.error.message}`);
    for (const event of applied.value) {
      // The platform's rule so far: a private event tells the seat that acted about its own
      // move (its starter laid face down, the card it drew), or its team (a teammate sees its
      // commitment, facts.teams). A game whose private events go to another seat must say so
      // here, with the seat that owns them.
      if (event.visibleTo !== undefined)
        assert.ok(
          isDeepStrictEqual(event.visibleTo, [seat]) ||
            isDeepStrictEqual(event.visibleTo, teamOf(seat)),
          `action ${i} by seat ${seat}: '${event.text}' goes to ${event.visibleTo.join(', ')}`,
        );
    }
    log.push(...applied.value);
    for (const reader of readers) reader.check(state, i + 1, log);
  });
  for (const reader of readers) reader.done(actions.length);
}

/** One watcher's updates, read in step with the replay. */
class Reader {
  private next = 0;
  /** How much of the log the watcher's previous update covered, or -1 before its first. */
  private cursor = -1;
  private readonly engine: AnyGame;
  private readonly watching: Watching;

  constructor(engine: AnyGame, watching: Watching) {
    this.engine = engine;
    this.watching = watching;
  }

  /** Checks the watcher's updates at `version`, the state and log being those of that version. */
  check(state: unknown, version: number, log: readonly GameEvent[]): void {
    const { updates, seat, name } = this.watching;
    let frame: { view: string; legal: string; actors: string } | undefined;
    while (updates[this.next]?.table.version === version) {
      const update = updates[this.next] as TableUpdate;
      const where = `${name}, update ${this.next} at version ${version}`;
      frame ??= this.frame(state, seat);
      assert.equal(update.seat, seat, where);
      assert.equal(JSON.stringify(update.view), frame.view, `${where}: the view`);
      assert.equal(JSON.stringify(update.actors), frame.actors, `${where}: the actors`);
      assert.equal(canonical(update.legal), frame.legal, `${where}: the legal choices`);
      const first = this.cursor < 0;
      assert.equal(canonical(first ? update.events : update.history), '[]', where);
      const expected = log.slice(first ? 0 : this.cursor).filter((e) => canSee(e, seat));
      const got = first ? update.history : update.events;
      assert.equal(
        canonical(got),
        canonical(expected),
        `${where}: the ${first ? 'history' : 'events'}`,
      );
      this.cursor = log.length;
      this.next++;
    }
  }

  /** Every update was checked: none is from a version the database does not hold. */
  done(versions: number): void {
    const left = this.watching.updates[this.next];
    assert.equal(
      left,
      undefined,
      `${this.watching.name}: an update at version ${left?.table.version} of ${versions}`,
    );
  }

  private frame(state: unknown, seat: Viewer) {
    const { engine } = this;
    const legal: LegalChoice[] =
      seat === SPECTATOR
        ? []
        : engine.legalActions(state, seat).map((action) => ({
            action,
            label: engine.actionLabel(state, seat, action),
            info: engine.actionInfo(state, seat, action),
          }));
    return {
      view: JSON.stringify(engine.view(state, seat)),
      // A longer list goes as integers alone (its words on 'describe').
      legal: canonical(legal.length <= LIMITS.inlineChoices ? legal : []),
      actors: JSON.stringify(shownActors(engine, state, seat)),
    };
  }
}

/**
 * The actors a viewer is shown (as the server's views do): at an open response window who may
 * respond is the engine's secret, so a seat sees only itself, if asked, and a spectator nobody.
 */
function shownActors(engine: AnyGame, state: unknown, seat: Viewer): readonly number[] {
  const actors = engine.actors(state);
  if (engine.window?.(state) === undefined) return actors;
  return seat !== SPECTATOR && actors.includes(seat) ? [seat] : [];
}
