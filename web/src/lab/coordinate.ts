/**
 * The coordinating worker's work: resolve the config (a refusal plays nothing), run the lab
 * over the chunk workers' ports with the lab's own scheduler and in-order merge (so a seed
 * gives the same report whatever the number of workers), and build the report and its page
 * sections, which are plain data the page only draws.
 */
import { resolveLab } from '../../../src/lab/config.ts';
import { buildReport } from '../../../src/lab/report.ts';
import { runLab, type LabProgress } from '../../../src/lab/run.ts';
import { pageSections } from '../../../src/lab/sections.ts';
import type { CoordinatorMessage, PortLike, RunRequest } from './messages.ts';
import { portExecutor } from './portExecutor.ts';

/** The page hears of progress at most this often (plus once at the end). */
export const PROGRESS_EVERY_MS = 100;

export async function coordinate(
  request: Omit<RunRequest, 'ports'> & { readonly ports: readonly PortLike[] },
  post: (message: CoordinatorMessage) => void,
  now: () => number = () => performance.now(),
): Promise<void> {
  const resolved = resolveLab(request.config);
  if (!resolved.ok) {
    for (const port of request.ports) port.close();
    post({ kind: 'refused', code: resolved.error.code, message: resolved.error.message });
    return;
  }
  let last = -Infinity;
  const progress = (p: LabProgress): void => {
    const at = now();
    if (at - last < PROGRESS_EVERY_MS && p.done < p.total) return;
    last = at;
    post({ kind: 'progress', progress: p });
  };
  try {
    const result = await runLab(resolved.value, portExecutor(request.ports), progress, now);
    const report = buildReport(result);
    post({ kind: 'done', report, sections: pageSections(report) });
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
