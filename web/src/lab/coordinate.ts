/**
 * The coordinating worker's work: resolve the config (a refusal plays nothing), run the lab
 * over the chunk workers' channels with the lab's own scheduler and in-order merge (so a seed
 * gives the same report whatever the number of workers), climb the skill ladder if asked, as
 * `matchday lab --skill --skill-budgets …` does, and build the report and its page sections, which are plain
 * data the page only draws.
 */
import { resolveLab } from '../../../src/lab/config.ts';
import { portExecutor } from '../../../src/lab/ports.ts';
import { buildReport, type SkillReport } from '../../../src/lab/report.ts';
import { runLab, type LabProgress } from '../../../src/lab/run.ts';
import { pageSections } from '../../../src/lab/sections.ts';
import { runSkill } from '../../../src/lab/skill.ts';
import { channelPorts } from './channelPorts.ts';
import type { CoordinatorMessage, PortLike, RunRequest, RunStage } from './messages.ts';

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
  const progress =
    (stage: RunStage) =>
    (p: LabProgress): void => {
      const at = now();
      if (at - last < PROGRESS_EVERY_MS && p.done < p.total) return;
      last = at;
      post({ kind: 'progress', stage, progress: p });
    };
  const executor = portExecutor(channels.count, () => channels.open());
  try {
    const lab = resolved.value;
    const result = await runLab(lab, executor, progress({ kind: 'games' }), now);
    let skill: SkillReport | undefined;
    const ladder = request.skill;
    if (ladder) {
      const rungs = ladder.budgets.length;
      skill = await runSkill(
        {
          game: lab.config.game,
          seats: lab.seats,
          ...(lab.config.options ? { options: lab.config.options } : {}),
          seed: lab.config.seed,
          budgets: ladder.budgets,
          games: ladder.games,
        },
        executor,
        (rung, p) => {
          progress({ kind: 'skill', rung: rung + 1, rungs })(p);
        },
      );
    }
    const report = buildReport(result, skill);
    post({ kind: 'done', report, sections: pageSections(report) });
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  } finally {
    channels.closeAll();
  }
}
