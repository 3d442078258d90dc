/** Writes a report's files into a directory: report.json and report.html. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportHtml } from '../html.ts';
import type { LabReport } from '../report.ts';
import { pageAssets } from './assets.ts';

export interface WrittenReport {
  readonly json: string;
  readonly html: string;
}

/** The report's JSON text: two-space indented, NaN and infinities as null (JSON has neither). */
export function reportJson(report: LabReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

export function writeReport(dir: string, report: LabReport): WrittenReport {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'report.json');
  const html = join(dir, 'report.html');
  writeFileSync(json, reportJson(report));
  writeFileSync(html, reportHtml(report, pageAssets()));
  return { json, html };
}
