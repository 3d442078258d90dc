/**
 * The lab's Next Goal Wins probe against a count made another way: squads and tactics read
 * from each match's own state at kick-off, results from the match's own goals, managers from
 * the final state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runMatch } from '../../core/match.ts';
import { replayRecord } from '../../core/record.ts';
import { ok } from '../../core/result.ts';
import { resolveLab } from '../../lab/config.ts';
import { inlineExecutor, runLab } from '../../lab/run.ts';
import type { PlayableGame } from '../../core/playable.ts';
import { FOOTBALLER_COUNT, TACTICS } from './cards.ts';
import { nextGoalWinsProbe } from './lab.ts';
import { MANAGERS } from './season/catalogue.ts';
import { nextGoalWinsSeason } from './season/engine.ts';
import { seasonHeuristic } from './season/heuristic.ts';
import type { SeasonState } from './season/state.ts';
import type { MatchState } from './state.ts';

const SEASON: PlayableGame = {
  engine: nextGoalWinsSeason,
  heuristic: seasonHeuristic,
  probe: nextGoalWinsProbe,
};

describe('Next Goal Wins lab probe', () => {
  it('counts squads and tactics at kick-off (NGW-28.1), match results and managers (NGW-27) as the matches themselves do', async () => {
    const games = 6;
    const config = {
      game: 'next-goal-wins',
      bots: ['heuristic', 'random', 'heuristic'],
      options: { managers: true },
      seed: 'probe',
      games,
    };
    const lab = await resolveLab(config, () => ok(SEASON));
    assert.ok(lab.ok);
    const probe = (await runLab(lab.value, inlineExecutor)).tallies[0]?.probe;
    assert.ok(probe);

    const zeros = (n: number): number[] => new Array<number>(n).fill(0);
    const expected = {
      'footballer.trials': zeros(FOOTBALLER_COUNT),
      'footballer.wins': zeros(FOOTBALLER_COUNT),
      'tactic.trials': zeros(TACTICS.length),
      'tactic.wins': zeros(TACTICS.length),
      'manager.trials': zeros(MANAGERS.length),
      'manager.wins': zeros(MANAGERS.length),
      matches: [0, 0],
      'match.goals': [] as number[],
    };
    const bump = (key: keyof typeof expected, i: number): void => {
      expected[key][i] = (expected[key][i] ?? 0) + 1;
    };
    for (let i = 0; i < games; i++) {
      const played = runMatch(SEASON.engine, {
        players: lab.value.agents.map((make, seat) => ({
          name: `Seat ${seat + 1}`,
          agent: 'bot',
          make,
        })),
        seed: `probe/${i}`,
        options: config.options,
      });
      assert.ok(played.ok);
      let match: MatchState | null = null;
      // Tactic cards leave a side's hand as they are played: read them as the match starts.
      let heldAtKickOff: Set<number>[] = [];
      const kickOff = (m: MatchState): void => {
        heldAtKickOff = [0, 1].map(
          (side) => new Set(m.tactics.slice(side * 3, side * 3 + 3).filter((t) => t >= 0)),
        );
      };
      const settle = (m: MatchState): void => {
        const total = (m.goals[0] ?? 0) + (m.goals[1] ?? 0);
        while (expected['match.goals'].length <= total) expected['match.goals'].push(0);
        bump('match.goals', total);
        for (const side of [0, 1]) {
          const won = (m.goals[side] ?? 0) > (m.goals[1 - side] ?? 0);
          bump('matches', 0);
          if (won) bump('matches', 1);
          for (let slot = 0; slot < 7; slot++) {
            const card = m.squad[side * 7 + slot] ?? -1;
            if (card < 0) continue;
            bump('footballer.trials', card);
            if (won) bump('footballer.wins', card);
          }
          for (const tactic of heldAtKickOff[side] ?? []) {
            bump('tactic.trials', tactic);
            if (won) bump('tactic.wins', tactic);
          }
        }
      };
      const replayed = replayRecord(
        played.value,
        () => ok(SEASON.engine),
        (_, state) => {
          const s = state as SeasonState;
          if (match && s.match !== match) settle(match);
          if (s.match && s.match !== match) kickOff(s.match);
          match = s.match;
        },
      );
      assert.ok(replayed.ok);
      const end = replayed.value.state as SeasonState;
      const places = played.value.outcome?.places ?? [];
      end.manager.forEach((manager, seat) => {
        bump('manager.trials', manager);
        if (places[seat] === 1 && places.some((p) => p !== 1)) bump('manager.wins', manager);
      });
    }
    for (const [key, counts] of Object.entries(expected)) assert.deepEqual(probe[key], counts, key);
    assert.ok(expected['footballer.trials'].some((n) => n > 0));
  });
});
