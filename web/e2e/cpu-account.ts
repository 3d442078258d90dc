/**
 * Where a browser test file's CPU went, for the suite's cost (issue #32): with
 * MATCHDAY_E2E_CPU=1 each stage prints, as it stops, the CPU seconds of its test process, of
 * its server and of everything else it started (its Chromium: the browser and every renderer,
 * GPU and network process). Read from Linux's /proc, just before the stage stops them: a
 * process's own time and its reaped children's (a renderer that closed counts in its zygote).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second in /proc's times (USER_HZ: 100 on every Linux Node runs on). */
const TICKS = 100;

interface Stat {
  readonly pid: number;
  readonly parent: number;
  /** Its own CPU seconds and its reaped children's. */
  readonly seconds: number;
}

function statOf(pid: string): Stat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // gone meanwhile
  }
  // The command's name is in parentheses and may hold spaces: the fields start after it, at
  // stat(5)'s third (state); ppid is its 4th, utime … cstime its 14th … 17th.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [parent, utime, stime, cutime, cstime] = [1, 11, 12, 13, 14].map((i) => Number(fields[i]));
  const ticks = (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0);
  return { pid: Number(pid), parent: parent ?? 0, seconds: ticks / TICKS };
}

/** The CPU seconds of `root` and every process under it, running or reaped. */
function treeSeconds(stats: readonly Stat[], root: number): number {
  const children = new Map<number, Stat[]>();
  for (const stat of stats) {
    const siblings = children.get(stat.parent);
    if (siblings) siblings.push(stat);
    else children.set(stat.parent, [stat]);
  }
  let seconds = 0;
  const walk = (pid: number): void => {
    for (const child of children.get(pid) ?? []) {
      seconds += child.seconds;
      walk(child.pid);
    }
  };
  const own = stats.find((stat) => stat.pid === root);
  walk(root);
  return seconds + (own?.seconds ?? 0);
}

/** Whether the stages print where their CPU went. */
export const ACCOUNTING = process.env.MATCHDAY_E2E_CPU === '1';

/** The test process's CPU, its server's and the rest under it, as one line. */
export function cpuLine(file: string, serverPid: number | undefined): string {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(statOf)
    .filter((stat) => stat !== undefined);
  const all = treeSeconds(stats, process.pid);
  const server = serverPid === undefined ? 0 : treeSeconds(stats, serverPid);
  const usage = process.cpuUsage();
  const own = (usage.user + usage.system) / 1e6;
  const rest = all - own - server;
  return `[cpu] ${file}: test process ${own.toFixed(1)} s, server ${server.toFixed(1)} s, Chromium and the rest ${rest.toFixed(1)} s (${byKind(stats, serverPid)})`;
}

/**
 * The rest by kind of process: Chromium names each process's job in its command line
 * (`--type=renderer`, `gpu-process`, `utility`, `zygote`; the browser has none). A renderer
 * that closed counts in the zygote that reaped it.
 */
function byKind(stats: readonly Stat[], serverPid: number | undefined): string {
  const kinds = new Map<string, number>();
  const under = new Set<number>([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const stat of stats) {
      if (under.has(stat.pid) || !under.has(stat.parent) || stat.pid === serverPid) continue;
      under.add(stat.pid);
      grew = true;
      const kind = kindOf(stat.pid);
      kinds.set(kind, (kinds.get(kind) ?? 0) + stat.seconds);
    }
  }
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, seconds]) => `${kind} ${seconds.toFixed(1)}`)
    .join(', ');
}

function kindOf(pid: number): string {
  let line: string;
  try {
    // Chromium rewrites its command line as one string, its words joined by spaces.
    line = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return 'gone';
  }
  const type = /--type=(\S+)/.exec(line)?.[1];
  if (type !== undefined) return type;
  // A process that exited but is not yet reaped has an empty command line.
  return (line.split(' ')[0] ?? '').split('/').pop() || 'exited';
}
