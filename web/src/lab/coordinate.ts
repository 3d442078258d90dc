/**
 * The coordinating worker's work: resolve the config (a refusal plays nothing) and run the
 * lab's study (src/lab/study.ts: the games, the skill ladder if asked, the report, as `matchday
 * lab` runs it) over the chunk workers' channels, then build the report's page sections, which
 * are plain data the page only draws.
 */
import { resolveLab } from '../../../src/lab/config.ts';
import { portExecutor } from '../../../src/lab/ports.ts';
import type { LabProgress } from '../../../src/lab/run.ts';
import { pageSections } from '../../../src/lab/sections.ts';
import { runStudy, type StudyStage } from '../../../src/lab/study.ts';
import { channelPorts } from './channelPorts.ts';
import type { CoordinatorMessage, PortLike, RunRequest } from './messages.ts';

/** The page hears of progress at most this often (plus at the end of every stage). */
export const PROGRESS_EVERY_MS = 100;

export async function coordinate(
  request: Omit<RunRequest, 'ports'> & { readonly ports: readonly PortLike[] },
  post: (message: CoordinatorMessage) => void,
  now: () => number = () => performance.now(),
): Promise<void> {
  const channels = channelPorts(request.ports);
  // The coordinator loads the run's game only (to check the config and build the report).
  const resolved = await resolveLab(request.config);
  if (!resolved.ok) {
    channels.closeAll();
    post({ kind: 'refused', code: resolved.error.code, message: resolved.error.message });
    return;
  }
  let last = -Infinity;
  const progress = (stage: StudyStage, p: LabProgress): void => {
    const at = now();
    if (at - last < PROGRESS_EVERY_MS && p.done < p.total) return;
    last = at;
    post({ kind: 'progress', stage, progress: p });
  };
  try {
    const executor = portExecutor(channels.count, () => channels.open());
    const report = await runStudy(resolved.value, executor, {
      skill: request.skill,
      onProgress: progress,
      onLook: (look, plan, scheduled) => {
        post({ kind: 'look', plan, look, scheduled });
      },
      now,
    });
    post({ kind: 'done', report, sections: pageSections(report) });
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  } finally {
    channels.closeAll();
  }
}
