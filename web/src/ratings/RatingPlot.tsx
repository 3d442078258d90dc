/**
 * A player's rating over time in one mode: the rating after each game as a line, rating ±
 * deviation as a band around it. Observable Plot loads on first use, as the lab's figures do.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type * as PlotNamespace from '@observablehq/plot';
import { timeDomain, type RatingPoint } from './format.ts';

type PlotModule = typeof PlotNamespace;

let plot: Promise<PlotModule> | undefined;
function loadPlot(): Promise<PlotModule> {
  plot ??= import('@observablehq/plot');
  return plot;
}

export function RatingPlot({
  points,
  title,
}: {
  readonly points: readonly RatingPoint[];
  readonly title: string;
}): ReactElement {
  const holder = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let drawn: Element | undefined;
    loadPlot().then(
      (Plot) => {
        const element = holder.current;
        if (!live || !element) return;
        drawn = Plot.plot({
          width: Math.min(720, element.clientWidth || 720),
          height: 240,
          y: { label: 'Rating', grid: true },
          x: { label: null, type: 'utc', domain: timeDomain(points) },
          marks: [
            Plot.areaY(points, { x: 'at', y1: 'low', y2: 'high', fillOpacity: 0.15 }),
            Plot.lineY(points, { x: 'at', y: 'rating', marker: points.length < 40 }),
          ],
        });
        element.append(drawn);
      },
      (error: unknown) => {
        if (live) setProblem(`The plot could not be drawn: ${String(error)}`);
      },
    );
    return () => {
      live = false;
      drawn?.remove();
    };
  }, [points]);
  return (
    <figure className="rating-plot" aria-label={`${title}: rating over time`}>
      <figcaption>{title}</figcaption>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      <div ref={holder} />
    </figure>
  );
}
