/**
 * Reading and writing the files the CLI is pointed at. A path that cannot be used is bad
 * input like any other: one line, no stack trace.
 */
import { accessSync, constants, readFileSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fail } from './failure.ts';

export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    return fail(`Cannot read ${file}: ${reason(error)}.`);
  }
}

/**
 * Fails now if `file` could not be written later, so a game is not played to full time only
 * to lose its record.
 */
export function checkWritable(file: string): void {
  const existing = statOf(file);
  if (existing?.isDirectory()) fail(`Cannot write ${file}: it is a directory.`);
  // A new file needs a writable directory; an existing one must itself be writable.
  const target = existing ? file : dirname(resolve(file));
  if (!existing && !statOf(target)?.isDirectory()) fail(`Cannot write ${file}: no such directory.`);
  try {
    accessSync(target, constants.W_OK);
  } catch (error) {
    fail(`Cannot write ${file}: ${reason(error)}.`);
  }
}

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export function writeText(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (error) {
    fail(`Cannot write ${file}: ${reason(error)}.`);
  }
}

/** The system's reason without the stack, e.g. 'no such file or directory'. */
function reason(error: unknown): string {
  if (error instanceof Error && 'code' in error) {
    const text = /^\w+: ([^,]+)/.exec(error.message)?.[1];
    return text ?? String(error.code);
  }
  return error instanceof Error ? error.message : String(error);
}
