/**
 * Skill versus luck: a ladder of search bots, each rung a bot with twice the iterations of its
 * opponents (`search:64` against `search:32`), on rotated seats and paired seeds. A game of
 * pure luck keeps the stronger bot at an even share on every rung; a game of skill lifts it
 * with each doubling.
 */
import { resolveLab, type GameLoader, type ResolvedLab } from './config.ts';
import { unwrapLab } from './errors.ts';
import type { SkillReport, SkillRung } from './report.ts';
import { runLab, type Executor, type LabProgress } from './run.ts';
import { wilson } from './stats.ts';

export interface SkillRequest {
  readonly game: string;
  readonly seats: number;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly seed: string;
  /** The stronger bot's iterations per rung, e.g. [8, 16, 32, 64]; the weaker has half. */
  readonly budgets: readonly number[];
  /** Games per rung; rounded up to a whole number of seat arrangements. */
  readonly games: number;
  /**
   * Also, first, the bot levels a player meets: the hard bot against the easy one (issue #36,
   * luck against skill), on rotated seats and paired seeds like every rung.
   */
  readonly levels?: boolean;
}

/** The bot levels' rung: the stronger level and the weaker. */
export const LEVELS_RUNG = { strong: 'bot:hard', weak: 'bot:easy' } as const;

export const DEFAULT_SKILL_BUDGETS: readonly number[] = [8, 16, 32, 64];

export async function runSkill(
  request: SkillRequest,
  executor: (lab: ResolvedLab) => Executor,
  onProgress?: (rung: number, progress: LabProgress) => void,
  load?: GameLoader,
): Promise<SkillReport> {
  const rungs: SkillRung[] = [];
  const games = Math.ceil(request.games / request.seats) * request.seats;
  const pairs = request.budgets.map((budget) => ({
    strong: `search:${budget}`,
    weak: `search:${Math.max(1, Math.floor(budget / 2))}`,
    seed: `${request.seed}/skill/${budget}`,
  }));
  if (request.levels) pairs.unshift({ ...LEVELS_RUNG, seed: `${request.seed}/skill/levels` });
  for (const [i, { strong, weak, seed }] of pairs.entries()) {
    const config = {
      game: request.game,
      seats: request.seats,
      bots: [strong, ...Array<string>(request.seats - 1).fill(weak)],
      ...(request.options ? { options: request.options } : {}),
      seed,
      games,
      rotate: true,
      probe: false,
    };
    const result = await runLab(
      unwrapLab(await resolveLab(config, load)),
      executor,
      onProgress &&
        ((progress) => {
          onProgress(i, progress);
        }),
    );
    const tally = result.tallies[0];
    const r = tally?.entrants[0];
    if (!tally || !r) throw new Error('a skill rung produced no tally');
    // Drawn games are left out: in a game of luck the stronger bot wins 1 / seats of the rest.
    const decided = tally.games - r.draws;
    rungs.push({ strong, weak, games: tally.games, ...r, win: wilson(r.wins, decided) });
  }
  return { rungs, chance: 1 / request.seats };
}
