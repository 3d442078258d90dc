/**
 * A finished game's win-probability line under the replay's board (issue #36): the server's
 * line (GET /api/tables/:id/line, computed in a worker thread from the game's evaluation), drawn
 * with Observable Plot as the Lab page draws its figures, the deciding moment marked and the
 * move on the board followed.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type * as PlotModule from '@observablehq/plot';
import type { WinLine } from '../../../src/lab/winline.ts';

type Plot = typeof PlotModule;
let plot: Promise<Plot> | undefined;
function loadPlot(): Promise<Plot> {
  plot ??= import('@observablehq/plot');
  return plot;
}

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'line'; readonly line: WinLine }
  | { readonly kind: 'problem'; readonly message: string };

/** The line's words: who won, and from which move on it was decided. */
export function decidedWords(line: WinLine, seatName: (seat: number) => string): string {
  if (!line.evaluated) return 'This game has no evaluation to judge positions by: no line.';
  if (line.winner < 0 || line.decidedAt === undefined) return 'No side won: nothing was decided.';
  return `Decided at move ${line.decidedAt} of ${line.actions}: from there ${seatName(line.winner)}'s win probability stayed at 90% or more.`;
}

export function WinLineChart(props: {
  readonly tableId: string;
  /** The move shown on the board, marked on the line. */
  readonly at: number;
  readonly seatName: (seat: number) => string;
  /** Steps the replay to a move, e.g. the deciding one. */
  readonly go: (at: number) => void;
}): ReactElement {
  const { tableId, at, seatName, go } = props;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    fetch(`/api/tables/${encodeURIComponent(tableId)}/line`).then(
      async (response) => {
        const body = (await response.json()) as WinLine | { message: string };
        if (!live) return;
        setLoaded(
          response.ok
            ? { kind: 'line', line: body as WinLine }
            : { kind: 'problem', message: (body as { message: string }).message },
        );
      },
      (error: unknown) => {
        if (live) setLoaded({ kind: 'problem', message: String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [tableId]);
  useEffect(() => {
    if (loaded.kind !== 'line' || !loaded.line.evaluated) return;
    const { line } = loaded;
    let live = true;
    let drawn: Element | undefined;
    void loadPlot().then((Plot) => {
      const element = holder.current;
      if (!live || !element) return;
      const rows = line.points.flatMap((point) =>
        point.p.map((p, seat) => ({ move: point.action, p, side: seatName(seat) })),
      );
      drawn = Plot.plot({
        width: Math.min(960, element.clientWidth || 640),
        height: 180,
        y: { domain: [0, 1], label: 'Win probability', grid: true, percent: true },
        x: { domain: [0, line.actions], label: 'Move' },
        color: { legend: true },
        marks: [
          Plot.ruleY([0.5], { strokeDasharray: '2,3' }),
          Plot.line(rows, { x: 'move', y: 'p', stroke: 'side', curve: 'step-after' }),
          ...(line.decidedAt === undefined
            ? []
            : [
                Plot.ruleX([line.decidedAt], { stroke: 'currentColor', strokeWidth: 2 }),
                Plot.text([line.decidedAt], {
                  x: (d: number) => d,
                  y: 1,
                  text: () => 'decided',
                  dy: -6,
                }),
              ]),
          Plot.ruleX([at], { stroke: 'gray', strokeOpacity: 0.6 }),
        ],
      });
      element.append(drawn);
    });
    return () => {
      live = false;
      drawn?.remove();
    };
  }, [loaded, at, seatName]);
  if (loaded.kind === 'loading') return <p role="status">Working out the win-probability line…</p>;
  if (loaded.kind === 'problem')
    return <p className="panel__note">No win-probability line: {loaded.message}</p>;
  const { line } = loaded;
  return (
    <figure
      className="win-line"
      aria-label="Win probability"
      data-decided-at={line.decidedAt ?? ''}
      data-points={line.points.length}
    >
      <figcaption>Win probability, move by move</figcaption>
      <div ref={holder} />
      <p className="panel__note">
        {decidedWords(line, seatName)}{' '}
        {line.decidedAt !== undefined && (
          <button
            type="button"
            className="button"
            onClick={() => {
              go(line.decidedAt ?? 0);
            }}
          >
            Go to the deciding move
          </button>
        )}
      </p>
    </figure>
  );
}
