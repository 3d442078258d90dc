/**
 * The report's two files as text: report.json and the self-contained report.html. The CLI
 * writes them (node/write.ts) and the web app's Lab page offers them as downloads, so a run
 * gives the same files whichever played it.
 */
import { reportHtml, type PageAssets } from './html.ts';
import type { LabReport } from './report.ts';

export interface ReportFiles {
  /** report.json's text. */
  readonly json: string;
  /** report.html's text. */
  readonly html: string;
}

/** The report's JSON text: two-space indented, NaN and infinities as null (JSON has neither). */
export function reportJson(report: LabReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

export function reportFiles(report: LabReport, assets: PageAssets): ReportFiles {
  return { json: reportJson(report), html: reportHtml(report, assets) };
}
