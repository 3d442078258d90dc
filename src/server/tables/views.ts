/**
 * What clients are sent about a table. Every game fact comes from the engine's view for the
 * one seat an update is for (or the spectator's), with that seat's legal actions and only
 * the events it may see: never the state, the seed or the generator.
 */
import { SPECTATOR, canSee, type GameEvent, type Viewer } from '../../core/game.ts';
import { teamsOf } from '../../core/teams.ts';
import { gameTitle } from './titles.ts';
import type { LegalChoice, SeatSummary, TableSummary } from '../protocol.ts';
import type { PlayableGame } from '../../games/registry.ts';
import type { TableRow } from '../storage/reader.ts';
import type { Table, TableSeat } from './table.ts';

export function tableSummary(table: Table): TableSummary {
  return summary(table, table.game, {
    version: table.version,
    outcome: table.outcome,
    connected: (seat) => table.connected(seat),
  });
}

/**
 * A table's summary from its database row alone: no replay, nobody connected. For a closed
 * table, or one another process of a cluster runs.
 */
export function storedSummary(row: TableRow, game: PlayableGame): TableSummary {
  const { stored } = row;
  return summary({ ...stored, finished: stored.outcome !== null }, game, {
    version: row.version,
    outcome: stored.outcome,
    connected: () => false,
  });
}

/** What a summary takes from a live table or a stored row alike. */
interface SummaryFacts {
  readonly id: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly Pick<TableSeat, 'name' | 'agent' | 'claimed'>[];
  readonly finished: boolean;
  readonly abandonedAt: string | null;
  readonly turnSeconds: number;
  readonly windowSeconds: number;
  readonly listed: boolean;
  readonly createdAt: string;
  readonly rematch: string | null;
  readonly clock?: TableSummary['clock'];
  readonly clocks?: TableSummary['clocks'];
}

interface SummaryState {
  readonly version: number;
  readonly outcome: TableSummary['outcome'];
  connected(seat: number): boolean;
}

function summary(facts: SummaryFacts, game: PlayableGame, state: SummaryState): TableSummary {
  return {
    id: facts.id,
    game: game.engine.facts.id,
    title: gameTitle(game),
    options: facts.options,
    seats: facts.seats.map((s, seat): SeatSummary => {
      const bot = isBot(s);
      return {
        seat,
        name: s.name,
        kind: bot ? 'bot' : 'human',
        agent: bot ? s.agent : 'human',
        claimed: !bot && s.claimed,
        connected: !bot && state.connected(seat),
      };
    }),
    // Fixed by the game and its seat count: summaryHolds need not look at it.
    teams: teamsOf(game.engine, facts.seats.length),
    status: status(facts),
    turnSeconds: facts.turnSeconds,
    windows: game.engine.window !== undefined,
    windowSeconds: facts.windowSeconds,
    listed: facts.listed,
    createdAt: facts.createdAt,
    version: state.version,
    outcome: state.outcome,
    rematch: facts.rematch,
    abandonedAt: facts.finished ? null : facts.abandonedAt,
    ...(facts.clock ? { clock: facts.clock, clocks: facts.clocks ?? null } : {}),
  };
}

const isBot = (seat: Pick<TableSeat, 'agent'>): boolean => seat.agent.startsWith('bot:');

function status(facts: Pick<SummaryFacts, 'finished' | 'abandonedAt'>): TableSummary['status'] {
  return facts.finished ? 'finished' : facts.abandonedAt !== null ? 'abandoned' : 'playing';
}

/**
 * Whether `summary` (one of this table's) still says all `tableSummary` would but the
 * version: checked field by field as `summary` builds them, without building one.
 */
export function summaryHolds(summary: TableSummary, table: Table): boolean {
  if (
    summary.options !== table.options ||
    summary.outcome !== table.outcome ||
    summary.rematch !== table.rematch ||
    summary.status !== status(table) ||
    summary.abandonedAt !== (table.finished ? null : table.abandonedAt) ||
    summary.turnSeconds !== table.turnSeconds ||
    summary.windowSeconds !== table.windowSeconds ||
    summary.listed !== table.listed ||
    summary.createdAt !== table.createdAt ||
    summary.id !== table.id ||
    summary.game !== table.game.engine.facts.id ||
    summary.seats.length !== table.seats.length ||
    (summary.clocks ?? null) !== table.clocks
  )
    return false;
  // A loop, not every(): asked on every change, it makes no closure.
  for (let seat = 0; seat < table.seats.length; seat++) {
    const s = table.seats[seat] as TableSeat;
    const shown = summary.seats[seat];
    const bot = isBot(s);
    if (
      shown === undefined ||
      shown.name !== s.name ||
      shown.agent !== (bot ? s.agent : 'human') ||
      shown.claimed !== (!bot && s.claimed) ||
      shown.connected !== (!bot && table.connected(seat))
    )
      return false;
  }
  return true;
}

/** The events of `log` from `from` on that `viewer` may see. */
export function visibleEvents(
  log: readonly GameEvent[],
  from: number,
  viewer: Viewer,
): GameEvent[] {
  const seen: GameEvent[] = [];
  for (let i = from; i < log.length; i++) {
    const event = log[i] as GameEvent;
    if (canSee(event, viewer)) seen.push(event);
  }
  return seen;
}

/** The viewer's legal actions now: none for a spectator, a closed table or a held decision. */
export function legalNow(table: Table, viewer: Viewer): readonly number[] {
  if (viewer === SPECTATOR || table.abandonedAt !== null || table.held()) return [];
  return table.legalActions(viewer);
}

/**
 * Labels and infos of the viewer's legal actions, in the legal list's order (`actions`: that
 * list, when the caller has it already).
 */
export function legalChoices(
  table: Table,
  viewer: Viewer,
  actions: readonly number[] = legalNow(table, viewer),
): LegalChoice[] {
  const { engine } = table.game;
  return actions.map((action) => ({
    action,
    label: engine.actionLabel(table.state, viewer, action),
    info: engine.actionInfo(table.state, viewer, action),
  }));
}
