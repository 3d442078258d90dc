/** Writes a report's files into a directory: report.json and report.html. */
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportFiles } from '../files.ts';
import type { LabReport } from '../report.ts';
import { pageAssets } from './assets.ts';

// The CLI's summary prints the JSON with --json; its text is made beside the page's.
export { reportJson } from '../files.ts';

export interface WrittenReport {
  readonly json: string;
  readonly html: string;
}

/**
 * Makes the report's directory if needed and checks it can be written, before any game is
 * played; returns why not, e.g. 'EACCES: permission denied, mkdir …', or undefined.
 */
export function prepareDir(dir: string): string | undefined {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function writeReport(dir: string, report: LabReport): WrittenReport {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'report.json');
  const html = join(dir, 'report.html');
  const files = reportFiles(report, pageAssets());
  writeFileSync(json, files.json);
  writeFileSync(html, files.html);
  return { json, html };
}
