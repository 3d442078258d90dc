/**
 * The report's files as the CLI writes them (src/lab/files.ts), made on the page: report.json
 * and the self-contained report.html, whose inlined scripts come from the build
 * (reportAssetsPlugin.ts). Everything here loads on first use, each script a chunk of its own,
 * so the page's bundle carries none of it.
 */
import type { PageAssets } from '../../../src/lab/html.ts';
import type { LabReport } from '../../../src/lab/report.ts';

async function pageAssets(): Promise<PageAssets> {
  const [d3, plot, draw] = await Promise.all([
    import('virtual:lab-report-assets/d3'),
    import('virtual:lab-report-assets/plot'),
    import('virtual:lab-report-assets/draw'),
  ]);
  return { d3: d3.default, plot: plot.default, draw: draw.default };
}

/** report.json's text, as soon as the lab's file code has loaded. */
export async function reportJsonText(report: LabReport): Promise<string> {
  const { reportJson } = await import('../../../src/lab/files.ts');
  return reportJson(report);
}

/** report.html's text, once its scripts have loaded too. */
export async function reportHtmlText(report: LabReport): Promise<string> {
  const [{ reportHtml }, assets] = await Promise.all([
    import('../../../src/lab/html.ts'),
    pageAssets(),
  ]);
  return reportHtml(report, assets);
}
