/**
 * The report's page in sections of figures, in reading order: what the HTML page and the web
 * app's Lab page both lay out.
 */
import type { Figure } from './figures.ts';
import { differenceFigures, skillFigure, type LabReport } from './report.ts';
import { reportSequentialFigure } from './sequential-figure.ts';
import { sideBySideFigure } from './side-by-side.ts';

export interface PageSection {
  readonly title: string;
  readonly figures: readonly Figure[];
}

export function pageSections(report: LabReport): PageSection[] {
  const sections: PageSection[] = [];
  const sequential = reportSequentialFigure(report);
  const sideBySide = sideBySideFigure(report);
  const differences = [
    ...(sequential ? [sequential] : []),
    ...(sideBySide ? [sideBySide] : []),
    ...differenceFigures(report.differences),
  ];
  if (differences.length > 0) sections.push({ title: 'Comparison', figures: differences });
  for (const variant of report.variants) {
    const title = report.variants.length > 1 ? `Variant: ${variant.label}` : report.game.title;
    sections.push({ title, figures: variant.figures });
  }
  if (report.skill)
    sections.push({ title: 'Skill versus luck', figures: [skillFigure(report.skill)] });
  return sections;
}
