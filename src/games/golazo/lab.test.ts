/**
 * The lab's Golazo probe counts what the matches' own events say happened; and, exact beside
 * simulated (issue #36), the engine's clearance dice give each total as often as odds.ts says.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { botFor } from '../../bots/agents.ts';
import { runMatch } from '../../core/match.ts';
import { replayRecord } from '../../core/record.ts';
import { ok } from '../../core/result.ts';
import { wilson } from '../../core/wilson.ts';
import { fromProbe } from '../../lab/figures.ts';
import { inlineExecutor, runLab } from '../../lab/run.ts';
import { CLEAR } from './actions.ts';
import { golazoProbe } from './lab.ts';
import { TWO_DICE_ODDS } from './odds.ts';
import { playable } from './playable.ts';

describe('Golazo lab probe', () => {
  it('counts attempts and goals by key event (GZ-7), cards drawn (GZ-9.4) and turns (GZ-10) as the events do', async () => {
    const bots = ['bot:heuristic', 'bot:random'];
    const games = 12;
    const result = await runLab({ game: 'golazo', bots, seed: 'probe', games }, inlineExecutor);
    const probe = result.tallies[0]?.probe;
    assert.ok(probe);

    const players = bots.map((agent, seat) => {
      const bot = botFor(agent, playable);
      assert.ok(bot.ok);
      return { name: `Seat ${seat + 1}`, agent, make: bot.value };
    });
    const attempts = [0, 0, 0, 0];
    const goals = [0, 0, 0, 0];
    let draws = 0;
    const turns: number[] = [];
    // Turns begun by a roll, with a card drawn or not, and those of them with a goal.
    const turnGoals = { card: 0, face: 0 };
    // Turns in which a power card was played, by kind, and those of them with a goal.
    const playTurns: number[] = [];
    const playGoals: number[] = [];
    for (let i = 0; i < games; i++) {
      const match = runMatch(playable.engine, { players, seed: `probe/${i}` });
      assert.ok(match.ok);
      let started = 0;
      let turn: 'card' | 'face' | 'kick-off' = 'kick-off';
      let scored = false;
      const played = new Set<number>();
      const close = (): void => {
        if (scored && turn !== 'kick-off') turnGoals[turn]++;
        for (const card of played) {
          playTurns[card] = (playTurns[card] ?? 0) + 1;
          if (scored) playGoals[card] = (playGoals[card] ?? 0) + 1;
        }
        played.clear();
        scored = false;
      };
      const replayed = replayRecord(
        match.value,
        () => ok(playable.engine),
        (step) => {
          for (const e of step.events) {
            if (e.kind === 'roll' || e.kind === 'kick-off') close();
            if (e.kind === 'roll')
              turn = (e.data as { faces: number[] }).faces.includes(0) ? 'card' : 'face';
            if (e.kind === 'kick-off') turn = 'kick-off';
            if (e.kind === 'goal') scored = true;
            if (e.kind === 'reveal') {
              const kind = e.data?.kind === 2 ? 3 : (e.data?.kind as number);
              attempts[kind] = (attempts[kind] ?? 0) + 1;
              if (e.data?.goal) goals[kind] = (goals[kind] ?? 0) + 1;
            }
            if (e.kind === 'cross') {
              attempts[2] = (attempts[2] ?? 0) + 1;
              if (e.data?.goal) goals[2] = (goals[2] ?? 0) + 1;
            }
            if (e.kind === 'draw') draws++;
            if (e.kind === 'play') played.add(e.data?.card as number);
            if (e.kind === 'roll' || e.kind === 'kick-off') started++;
          }
        },
      );
      assert.ok(replayed.ok);
      close();
      turns[started] = (turns[started] ?? 0) + 1;
    }
    assert.deepEqual(probe.attempts, attempts);
    assert.deepEqual(probe.goals, goals);
    assert.equal(
      (probe['card.draws'] ?? []).reduce((a, b) => a + b, 0),
      draws,
    );
    assert.deepEqual(
      probe.turns,
      Array.from({ length: turns.length }, (_, n) => turns[n] ?? 0),
    );
    const total = (key: string): number => (probe[key] ?? []).reduce((a, b) => a + b, 0);
    assert.equal(total('card.goals'), turnGoals.card, 'turns with a card and a goal');
    assert.equal(total('face.goals'), turnGoals.face, 'turns with a roll and a goal');
    assert.ok(turnGoals.face > 0);
    const dense = (xs: number[]): number[] =>
      Array.from({ length: probe['play.turns']?.length ?? 0 }, (_, k) => xs[k] ?? 0);
    assert.deepEqual(probe['play.turns'], dense(playTurns), 'turns with a power card played');
    assert.deepEqual(probe['play.goals'], dense(playGoals));
    assert.ok(
      playTurns.some((n) => n > 0),
      'some power cards were played',
    );
    assert.ok(
      goals.some((n) => n > 0),
      'some goals were scored',
    );
    const figures = golazoProbe.figures(probe, { seats: 2, options: {}, games });
    assert.deepEqual(
      figures.map((f) => f.id),
      [
        'golazo-conversion',
        'golazo-cards',
        'golazo-card-goals',
        'golazo-card-plays',
        'golazo-die',
        'golazo-possession',
        'golazo-length',
        'golazo-clearance',
      ],
    );
  });
});

const clearanceFigure = (probe: Record<string, number[]>) => {
  const figure = golazoProbe
    .figures(probe, { seats: 2, options: {}, games: 0 })
    .find((f) => f.id === 'golazo-clearance');
  assert.ok(figure?.kind === 'rates');
  return figure;
};

describe('Golazo lab: high clearances exact beside simulated (GZ-8.3)', () => {
  it("counts each high clearance's total as its first clearance event says", async () => {
    const bots = ['bot:heuristic', 'bot:random'];
    const games = 16;
    const result = await runLab({ game: 'golazo', bots, seed: 'clear', games }, inlineExecutor);
    const probe = result.tallies[0]?.probe;
    assert.ok(probe);
    const players = bots.map((agent, seat) => {
      const bot = botFor(agent, playable);
      assert.ok(bot.ok);
      return { name: `Seat ${seat + 1}`, agent, make: bot.value };
    });
    const totals = new Array<number>(13).fill(0);
    for (let i = 0; i < games; i++) {
      const match = runMatch(playable.engine, { players, seed: `clear/${i}` });
      assert.ok(match.ok);
      const replayed = replayRecord(
        match.value,
        () => ok(playable.engine),
        (step) => {
          if (step.action !== CLEAR || step.label !== 'High clearance') return;
          const first = step.events.find((e) => e.kind === 'clearance');
          const total = first?.data?.total as number;
          totals[total] = (totals[total] ?? 0) + 1;
        },
      );
      assert.ok(replayed.ok);
    }
    const out = probe['clearance.out']?.[0] ?? 0;
    const counted = (probe['clearance.totals'] ?? []).reduce((a, b) => a + b, 0);
    assert.equal(
      counted + out,
      totals.reduce((a, b) => a + b, 0),
      'every clearance is seen',
    );
    assert.ok(counted > 10, `clearances counted: ${counted}`);
    // Left out only where half time took the ball before it could be read: a few.
    assert.ok(out <= 2, `left out: ${out}`);
    for (let total = 2; total <= 12; total++)
      assert.ok(
        (probe['clearance.totals']?.[total] ?? 0) <= (totals[total] ?? 0),
        `total ${total}`,
      );
    const missed = totals.reduce(
      (n, c, total) => n + c - (probe['clearance.totals']?.[total] ?? 0),
      0,
    );
    assert.equal(missed, out, 'what is left out is left out of one total each');
    const figure = clearanceFigure(probe);
    assert.deepEqual(
      figure.rows.map((r) => r.exact),
      [...TWO_DICE_ODDS],
    );
    assert.ok(figure.rows.every((r) => r.trials === counted));
  });

  it("over 1500 seeded games each total's share holds its exact probability (odds.ts)", async () => {
    const result = await runLab(
      { game: 'golazo', bots: ['bot:random', 'bot:random'], seed: 'dice', games: 1500 },
      inlineExecutor,
    );
    const probe = result.tallies[0]?.probe;
    assert.ok(probe);
    const rows = clearanceFigure(probe).rows;
    const trials = rows[0]?.trials ?? 0;
    assert.ok(trials > 500, `clearances counted: ${trials}`);
    // Eleven totals checked at once: each at 99.77% (Bonferroni), so that all eleven hold at
    // 95% together, whatever the seed; a die changed in the engine (say, one total of 2–12
    // drawn evenly) leaves 2 and 12 far outside.
    const z = 2.84;
    for (const row of rows) {
      const interval = wilson(row.successes, row.trials, z);
      const exact = row.exact ?? NaN;
      assert.ok(
        interval.low <= exact && exact <= interval.high,
        `total ${row.label}: exact ${exact}, simulated ${row.successes}/${row.trials} [${interval.low}, ${interval.high}]`,
      );
    }
    // The lab's figure flags a row only against its own exact probability.
    const figure = fromProbe(clearanceFigure(probe));
    assert.ok(figure.kind === 'rates');
    for (const row of figure.rows)
      assert.equal(row.flagged, (row.exact ?? NaN) < row.low || (row.exact ?? NaN) > row.high);
  });
});
