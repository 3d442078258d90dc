/**
 * One figure of the lab's report, drawn by the lab's own drawing code (src/lab/draw.ts, the
 * same as the HTML report's) with Observable Plot, which loads on first use so that pages
 * without figures do not carry it. The figure is drawn at its box's width, and again when
 * that changes (a turned phone, a resized window).
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { drawFigure, type PlotApi } from '../../../src/lab/draw.ts';
import type { Figure } from '../../../src/lab/figures.ts';

/** Figures are drawn at most this wide, as on the report's page. */
const MAX_WIDTH = 960;
/** Widths are rounded to this many pixels. */
const WIDTH_STEP = 40;

let plot: Promise<PlotApi> | undefined;
function loadPlot(): Promise<PlotApi> {
  plot ??= import('@observablehq/plot').then((module) => module as unknown as PlotApi);
  return plot;
}

export function PlotFigure({ figure }: { readonly figure: Figure }): ReactElement {
  const holder = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The width to draw at, following the page's (in steps, so a resize redraws only now and then).
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const measure = (): void => {
      const step = Math.round(element.clientWidth / WIDTH_STEP) * WIDTH_STEP;
      setWidth(Math.min(MAX_WIDTH, step || MAX_WIDTH));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  useEffect(() => {
    if (width === null) return;
    let live = true;
    let drawn: Element | undefined;
    loadPlot().then(
      (Plot) => {
        const element = holder.current;
        if (!live || !element) return;
        drawn = drawFigure(Plot, figure, width) as Element;
        element.append(drawn);
      },
      (error: unknown) => {
        if (live) setProblem(`The figure could not be drawn: ${String(error)}`);
      },
    );
    return () => {
      live = false;
      drawn?.remove();
    };
  }, [figure, width]);
  return (
    <figure className="lab-figure" data-figure={figure.id}>
      <figcaption>{figure.title}</figcaption>
      {figure.note && <p className="lab-figure__note">{figure.note}</p>}
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      <div ref={holder} className="lab-figure__plot" />
    </figure>
  );
}
