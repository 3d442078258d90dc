/** The lab's Goal! probe counts what the games' own events say happened. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { botFor } from '../../bots/agents.ts';
import { runMatch } from '../../core/match.ts';
import { replayRecord } from '../../core/record.ts';
import { ok } from '../../core/result.ts';
import { inlineExecutor, runLab } from '../../lab/run.ts';
import { SAVING_FORMATIONS, SHOOTING_FORMATIONS } from './vocabulary.ts';
import { playable } from './playable.ts';

describe('Goal! lab probe', () => {
  it('counts shots by formation (GL-4.1), goals, Goalkeeper saves (GL-6.1) and starts (GL-3.2) as the events do', async () => {
    const bots = ['bot:heuristic', 'bot:random', 'bot:random', 'bot:heuristic'];
    const games = 30;
    const result = await runLab({ game: 'goal', bots, seed: 'probe', games }, inlineExecutor);
    const probe = result.tallies[0]?.probe;
    assert.ok(probe);

    const players = bots.map((agent, seat) => {
      const bot = botFor(agent, playable);
      assert.ok(bot.ok);
      return { name: `Seat ${seat + 1}`, agent, make: bot.value };
    });
    const names = SHOOTING_FORMATIONS.map((f) => f.join('-'));
    const shots = names.map(() => 0);
    const goals = names.map(() => 0);
    const keeper = names.map(() => 0);
    const saves = SAVING_FORMATIONS.map(() => 0);
    let starts = 0;
    const matchGoals: number[] = [];
    for (let i = 0; i < games; i++) {
      const played = runMatch(playable.engine, { players, seed: `probe/${i}` });
      assert.ok(played.ok);
      let shot = -1;
      let goalsThisGame = 0;
      const replayed = replayRecord(
        played.value,
        () => ok(playable.engine),
        (step) => {
          for (const event of step.events) {
            const completed = /completes (\d+-\d+-\d+)/.exec(event.text)?.[1];
            if (event.kind === 'shot' && completed) {
              shot = names.indexOf(completed);
              shots[shot] = (shots[shot] ?? 0) + 1;
            }
            if (event.kind === 'goal') {
              goals[shot] = (goals[shot] ?? 0) + 1;
              goalsThisGame++;
            }
            if (event.kind === 'save' && event.seat !== undefined)
              keeper[shot] = (keeper[shot] ?? 0) + 1;
            const added = /adds .*\((\d+)\) to (\d+-\d+)\./.exec(event.text);
            if (event.kind === 'play' && added) {
              const saving = SAVING_FORMATIONS.findIndex(
                (f) => f.join('-') === `${added[2]}-${added[1]}`,
              );
              if (saving >= 0) saves[saving] = (saves[saving] ?? 0) + 1;
            }
            if (event.kind === 'play' && /starts a/.test(event.text)) starts++;
          }
        },
      );
      assert.ok(replayed.ok);
      while (matchGoals.length <= goalsThisGame) matchGoals.push(0);
      matchGoals[goalsThisGame] = (matchGoals[goalsThisGame] ?? 0) + 1;
    }
    assert.deepEqual(probe['match.goals'], matchGoals);
    assert.deepEqual(probe['shot.shots'], shots);
    assert.deepEqual(probe['shot.goals'], goals);
    assert.deepEqual(probe['shot.keeper'], keeper);
    assert.deepEqual(probe['save.completed'], saves);
    const started = (probe['start.shooting'] ?? []).concat(probe['start.saving'] ?? []);
    assert.equal(
      started.reduce((a, b) => a + b, 0),
      starts,
    );
    assert.ok(
      shots.some((n) => n > 0),
      'some shots were taken',
    );
  });
});
