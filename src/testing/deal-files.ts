/**
 * Test files dealt to a few processes so that each has about as much work: the longest first,
 * each to the process with the least so far (longest-processing-time first, which is never
 * more than a third longer than the best deal). The browser lane runs its files so
 * (web/e2e/run.ts): each process runs its share one after another on one Chromium.
 */

/** What a file costs, e.g. its CPU-seconds when last measured; unknown files cost `unknown`. */
export interface FileCosts {
  readonly costs: Readonly<Record<string, number>>;
  readonly unknown: number;
}

/**
 * `files` in `count` shares, none empty while there are files enough (node:test runs a share's
 * files in its own order, by name: the order within a share changes nothing of its total).
 */
export function dealFiles(
  files: readonly string[],
  count: number,
  { costs, unknown }: FileCosts,
): string[][] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`Cannot deal to ${count} processes.`);
  const cost = (file: string): number => costs[file] ?? unknown;
  // Longest first; equal costs by name, so that a deal never depends on the listing's order.
  const order = [...new Set(files)].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  const shares = Array.from({ length: Math.min(count, order.length) }, () => ({
    files: [] as string[],
    load: 0,
  }));
  for (const file of order) {
    const lightest = shares.reduce((best, share) => (share.load < best.load ? share : best));
    lightest.files.push(file);
    lightest.load += cost(file);
  }
  return shares.map((share) => share.files);
}
