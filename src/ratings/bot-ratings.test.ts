/**
 * The bots' calibrated ratings as docs/ratings.md tells them: its table of calibrated ratings
 * ("Bots' ratings: calibrated from the lab") must say what bot-ratings.data.ts holds, mode by
 * mode, so a new calibration cannot leave the page with old numbers or without its mode.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { BOT_RATING_ROWS } from './bot-ratings.data.ts';

const DOC = new URL('../../docs/ratings.md', import.meta.url);

/** The calibrated table's rows, e.g. ['goal-1v1', '24', '1500 ± 45', '1664 ± 108', '1783 ± 117']. */
function documentedRows(text: string): string[][] {
  const lines = text.split('\n');
  const header = lines.findIndex((line) => /^\|\s*Mode\s*\|\s*Games\s*\|\s*Easy\s*\|/u.test(line));
  assert.ok(header >= 0, 'docs/ratings.md has a table of calibrated ratings');
  const rows: string[][] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/gu, '')),
    );
  }
  return rows;
}

/** The data file's rows as the table shows them, rounded, by mode. */
function calibratedRows(): Map<string, string[]> {
  const modes = new Map<string, string[]>();
  for (const row of BOT_RATING_ROWS) {
    const games = /--games (\d+)/u.exec(row.command)?.[1] ?? '?';
    const cells = modes.get(row.mode) ?? [row.mode, games, '', '', ''];
    const column = { 'bot:easy': 2, 'bot:normal': 3, 'bot:hard': 4 }[row.player];
    assert.ok(column !== undefined, `${row.player} is a level`);
    cells[column] = `${Math.round(row.rating)} ± ${Math.round(row.deviation)}`;
    modes.set(row.mode, cells);
  }
  return modes;
}

it("docs/ratings.md's table of calibrated ratings lists every calibrated mode as the data holds it", () => {
  const documented = documentedRows(readFileSync(DOC, 'utf8'));
  const calibrated = calibratedRows();
  assert.deepEqual(
    documented.map((row) => row[0]).sort(),
    [...calibrated.keys()].sort(),
    'the same modes',
  );
  for (const row of documented) assert.deepEqual(row, calibrated.get(row[0] ?? ''), row[0]);
});
