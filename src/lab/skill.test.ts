import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from '../bots/random.ts';
import { agentSeeds } from '../core/match.ts';
import { ok } from '../core/result.ts';
import type { PlayableGame } from '../games/registry.ts';
import { resolveLab } from './config.ts';
import { excludes } from './stats.ts';
import { COIN_TOSS, findTestGame } from './lab-test-games.ts';
import { inlineExecutor, runLab } from './run.ts';
import { runSkill } from './skill.ts';

describe('skill versus luck', () => {
  it('finds no skill in a coin toss: every rung covers the share of luck alone', async () => {
    // Calls are secret and the coin is fair, so thinking longer cannot help.
    const skill = await runSkill(
      {
        game: 'coin-toss',
        seats: 2,
        options: { tosses: 3 },
        seed: 'luck',
        budgets: [4, 16],
        games: 300,
      },
      inlineExecutor,
      undefined,
      findTestGame,
    );
    assert.equal(skill.chance, 0.5);
    assert.deepEqual(
      skill.rungs.map((r) => [r.strong, r.weak, r.games]),
      [
        ['search:4', 'search:2', 300],
        ['search:16', 'search:8', 300],
      ],
    );
    for (const rung of skill.rungs) {
      assert.equal(rung.wins + rung.draws + rung.losses, rung.games);
      assert.ok(!excludes(rung.win, 0.5), `${rung.strong}: ${JSON.stringify(rung.win)}`);
    }
  });

  it('rotation seats the first bot in seat i mod seats, each seed played once per arrangement', async () => {
    const seats: number[] = [];
    const seeds: string[] = [];
    const recorder: PlayableGame = {
      ...COIN_TOSS,
      heuristic: (seat, seed) => {
        seats.push(seat);
        seeds.push(seed);
        return randomAgent(seat, seed);
      },
    };
    const lab = await resolveLab(
      {
        game: 'coin-toss',
        bots: ['heuristic', 'random', 'random'],
        seed: 'r',
        games: 6,
        rotate: true,
      },
      () => ok(recorder),
    );
    assert.ok(lab.ok);
    const result = await runLab(lab.value, inlineExecutor);
    assert.deepEqual(seats, [0, 1, 2, 0, 1, 2]);
    // Games 0-2 are played from seed r/0, games 3-5 from r/1, with the seats' agent seeds.
    const [a, b] = [agentSeeds('r/0', 3), agentSeeds('r/1', 3)];
    assert.deepEqual(seeds, [a[0], a[1], a[2], b[0], b[1], b[2]]);
    const entrants = result.tallies[0]?.entrants ?? [];
    const bySeat = result.tallies[0]?.seats ?? [];
    const total = (rs: typeof entrants): number =>
      rs.reduce((n, r) => n + r.wins + r.draws + r.losses, 0);
    assert.equal(total(entrants), 18);
    assert.equal(total(bySeat), 18);
  });
});

describe('the levels rung (luck against skill)', () => {
  it('plays the hard bot against the easy one first, on its own seed, rotated like every rung', async () => {
    const request = {
      game: 'goalkeepers',
      seats: 2,
      options: { rounds: 3 },
      seed: 'levels',
      budgets: [4],
      games: 6,
    };
    const plain = await runSkill(request, inlineExecutor);
    const report = await runSkill({ ...request, levels: true }, inlineExecutor);
    assert.equal(report.rungs.length, 2);
    assert.equal(report.rungs[0]?.strong, 'bot:hard');
    assert.equal(report.rungs[0].weak, 'bot:easy');
    assert.equal(report.rungs[0].games, 6);
    // The search rungs are the ladder's own: the same games with or without the levels.
    assert.deepEqual(report.rungs[1], plain.rungs[0]);
    const levels = await runLab(
      {
        game: 'goalkeepers',
        bots: ['bot:hard', 'bot:easy'],
        options: { rounds: 3 },
        seed: 'levels/skill/levels',
        games: 6,
        rotate: true,
        probe: false,
      },
      inlineExecutor,
    );
    assert.equal(report.rungs[0].wins, levels.tallies[0]?.entrants[0]?.wins);
  });
});
