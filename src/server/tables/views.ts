/**
 * What clients are sent about a table. Every game fact comes from the engine's view for the
 * one seat an update is for (or the spectator's), with that seat's legal actions and only
 * the events it may see: never the state, the seed or the generator.
 */
import { SPECTATOR, canSee, type GameEvent, type Viewer } from '../../core/game.ts';
import { gameTitle } from './titles.ts';
import type { LegalChoice, SeatSummary, TableSummary, TableUpdate } from '../protocol.ts';
import type { Table } from './table.ts';

export function tableSummary(table: Table): TableSummary {
  return {
    id: table.id,
    game: table.game.engine.facts.id,
    title: gameTitle(table.game),
    options: table.options,
    seats: table.seats.map((s, seat): SeatSummary => {
      const bot = table.isBot(seat);
      return {
        seat,
        name: s.name,
        kind: bot ? 'bot' : 'human',
        agent: bot ? s.agent : 'human',
        claimed: !bot && s.claimed,
        connected: !bot && table.connected(seat),
      };
    }),
    status: table.finished ? 'finished' : 'playing',
    turnSeconds: table.turnSeconds,
    listed: table.listed,
    createdAt: table.createdAt,
    version: table.version,
    outcome: table.outcome,
    rematch: table.rematch,
  };
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

export function legalChoices(table: Table, viewer: Viewer): LegalChoice[] {
  if (viewer === SPECTATOR) return [];
  const { engine } = table.game;
  return engine.legalActions(table.state, viewer).map((action) => ({
    action,
    label: engine.actionLabel(table.state, viewer, action),
    info: engine.actionInfo(table.state, viewer, action),
  }));
}

/** An update's parts that are the same for every client of one viewer at one moment. */
export interface ViewerFrame {
  readonly view: unknown;
  readonly text: string;
  readonly legal: readonly LegalChoice[];
}

export function viewerFrame(table: Table, viewer: Viewer): ViewerFrame {
  const { engine } = table.game;
  const view = engine.view(table.state, viewer);
  return { view, text: engine.describe(view), legal: legalChoices(table, viewer) };
}

export interface UpdateParts {
  readonly table: TableSummary;
  readonly actors: readonly number[];
  readonly timer: TableUpdate['timer'];
}

export function tableUpdate(
  parts: UpdateParts,
  viewer: Viewer,
  frame: ViewerFrame,
  events: readonly GameEvent[],
  history: readonly GameEvent[],
): TableUpdate {
  return {
    table: parts.table,
    seat: viewer,
    view: frame.view,
    text: frame.text,
    actors: parts.actors,
    legal: frame.legal,
    events,
    history,
    timer: parts.timer,
  };
}
