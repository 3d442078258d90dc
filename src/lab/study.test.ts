import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveLab, type LabConfig } from './config.ts';
import { unwrapLab } from './errors.ts';
import { buildReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';
import { runSkill } from './skill.ts';
import { runStudy, type StudyStage } from './study.ts';

const CONFIG: LabConfig = {
  game: 'goalkeepers',
  bots: ['random', 'heuristic'],
  options: { rounds: 3 },
  seed: 'study',
  games: 300,
};

describe('runStudy', () => {
  it('is the run, then the skill ladder on its game, seats, options and seed, as one report', async () => {
    const lab = unwrapLab(await resolveLab(CONFIG));
    const stages: string[] = [];
    const seen = (stage: StudyStage): void => {
      const words = stage.kind === 'games' ? 'games' : `rung ${stage.rung} of ${stage.rungs}`;
      if (stages.at(-1) !== words) stages.push(words);
    };
    const report = await runStudy(lab, inlineExecutor, {
      skill: { games: 4, budgets: [2, 4] },
      onProgress: seen,
      now: () => 0,
    });
    const skill = await runSkill(
      {
        game: 'goalkeepers',
        seats: 2,
        options: { rounds: 3 },
        seed: 'study',
        budgets: [2, 4],
        games: 4,
      },
      inlineExecutor,
    );
    const games = buildReport(await runLab(lab, inlineExecutor, undefined, () => 0), skill);
    assert.deepEqual(report, games);
    assert.deepEqual(stages, ['games', 'rung 1 of 2', 'rung 2 of 2']);
  });

  it('climbs no ladder unless asked', async () => {
    const lab = unwrapLab(await resolveLab({ ...CONFIG, games: 20 }));
    const report = await runStudy(lab, inlineExecutor);
    assert.equal(report.skill, undefined);
    assert.equal(report.variants[0]?.games, 20);
  });
});
