/**
 * One change of a table as its watchers are sent it: the parts every client shares, and each
 * viewer's frame (its view, legal actions, window and the rest), built once per viewer however
 * many clients watch as that viewer. broadcast.ts sends them; packet-writer.ts diffs them.
 */
import { SPECTATOR, type Viewer } from '../../core/game.ts';
import { LIMITS } from '../protocol.ts';
import type { LegalChoice, TableSummary, TableUpdate } from '../protocol.ts';
import { liveSummary, summaryAt, type LiveSummary } from './live-summary.ts';
import type { Table } from './table.ts';
import { legalChoices, legalNow } from './views.ts';
import { windowPause } from './windows.ts';

/** Builds each viewer's view once per change, however many clients watch as that viewer. */
export class FrameCache {
  /** By viewer + 1 (the spectator first): an array, not a Map, made anew every change. */
  private readonly frames: (ViewerFrame | undefined)[] = [];
  // Asked for only by clients that show the table in words: made on first asking.
  private texts: Map<Viewer, string> | undefined;
  private lines: Map<Viewer, readonly string[]> | undefined;
  readonly parts: UpdateParts;
  private readonly table: Table;
  private readonly live: LiveSummary;

  constructor(table: Table) {
    this.table = table;
    const { timer } = table;
    this.live = liveSummary(table);
    this.parts = {
      version: table.version,
      summaryMark: this.live.mark,
      // Nobody is waited for at a table closed as abandoned.
      actors: table.abandonedAt === null ? table.actors() : [],
      // Left now, as this change goes out: a client's clock may differ from the server's.
      timer: timer && { ...timer, msLeft: Math.max(0, timer.deadline - Date.now()) },
    };
  }

  /** The table's summary at this change: copied only for a packet that carries it. */
  summary(): TableSummary {
    return summaryAt(this.live, this.parts.version);
  }

  frame(viewer: Viewer): ViewerFrame {
    let frame = this.frames[viewer + 1];
    if (!frame) {
      frame = viewerFrame(this.table, viewer, this.parts.actors);
      this.frames[viewer + 1] = frame;
    }
    return frame;
  }

  /** The table in words for the viewer, described from its view on first asking. */
  text(viewer: Viewer): string {
    this.texts ??= new Map();
    let text = this.texts.get(viewer);
    if (text === undefined) {
      text = this.table.game.engine.describe(this.frame(viewer).view);
      this.texts.set(viewer, text);
    }
    return text;
  }

  /** The viewer's text, split into lines (for line patches). */
  textLines(viewer: Viewer): readonly string[] {
    this.lines ??= new Map();
    let lines = this.lines.get(viewer);
    if (!lines) {
      lines = this.text(viewer).split('\n');
      this.lines.set(viewer, lines);
    }
    return lines;
  }
}

/**
 * Who the viewer is shown the table waits for. At a window a seat sees only itself, if asked
 * (who is asked follows a public rule, issue #31; the update says only what the viewer must
 * do), and a spectator nobody.
 */
function shownActors(table: Table, viewer: Viewer, actors: readonly number[]): readonly number[] {
  if (!table.pause && !table.engineWindow()) return actors;
  if (table.held()) return [];
  return viewer !== SPECTATOR && actors.includes(viewer) ? [viewer] : [];
}

/**
 * An update's parts that are the same for every client of one viewer at one moment. The text
 * is not among them: it is described only for a client that shows it (FrameCache.text).
 */
export interface ViewerFrame {
  readonly view: unknown;
  readonly actors: readonly number[];
  readonly actions: readonly number[];
  readonly legal: readonly LegalChoice[];
  readonly window: TableUpdate['window'];
  readonly canUndo: boolean;
}

export function viewerFrame(table: Table, viewer: Viewer, actors: readonly number[]): ViewerFrame {
  const { engine } = table.game;
  const view = engine.view(table.state, viewer);
  const actions = legalNow(table, viewer);
  // A long list goes as integers: its words are fetched once, if the client wants them.
  const legal = actions.length <= LIMITS.inlineChoices ? legalChoices(table, viewer, actions) : [];
  return {
    view,
    actors: shownActors(table, viewer, actors),
    actions,
    legal,
    window: windowPause(table, viewer),
    canUndo: viewer !== SPECTATOR && table.canUndo(viewer),
  };
}

export interface UpdateParts {
  /** The table's version at this change (its summary: FrameCache.summary). */
  readonly version: number;
  /** Shared by the table's summaries that differ in nothing but the version (live-summary.ts). */
  readonly summaryMark: object;
  readonly actors: readonly number[];
  readonly timer: TableUpdate['timer'];
}
