/**
 * Formats a file a script generates (sealed fixtures, the bots' calibrated ratings, the measured
 * seats) as `npm run format` would, so that the format check passes on what it wrote: oxfmt's
 * API reads no configuration file, so the repository's .oxfmtrc.json is passed to it here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, type FormatConfig } from 'oxfmt';

const CONFIG_FILE = fileURLToPath(new URL('../../.oxfmtrc.json', import.meta.url));

/** `text` formatted for `path` (its extension picks the language); throws on a syntax error. */
export async function formatSource(path: string, text: string): Promise<string> {
  const config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as FormatConfig & {
    ignorePatterns?: unknown;
  };
  // Which files to format is the command line's business; format() takes the style alone.
  delete config.ignorePatterns;
  const { code, errors } = await format(path, text, config);
  const first = errors[0];
  if (first) throw new Error(`cannot format ${path}: ${first.message}`);
  return code;
}
