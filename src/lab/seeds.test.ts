import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveLab, type LabConfig } from './config.ts';
import { unwrapLab } from './errors.ts';
import type { Figure } from './figures.ts';
import { findTestGame } from './lab-test-games.ts';
import { buildReport, sampledPerSeed, type LabReport, type SeatReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';
import { sideBySideMetrics } from './side-by-side.ts';
import type { Interval } from './stats.ts';
import { loadGame } from '../games/registry.ts';

// A rotated run (LabConfig.rotate) plays each seed once per seat order. With the same bot in
// every seat the orders replay the very same game, so every count is `seats` times the plain
// run's of those seeds and adds nothing: its intervals must be the plain run's (issue #36,
// docs/lab.md "Exact beside simulated"; exact.test.ts checks the probe's figures).

const near = (actual: number, expected: number, what: string): void => {
  const same = Object.is(actual, expected) || Math.abs(actual - expected) < 1e-12;
  assert.ok(same, `${what}: ${actual} is not ${expected}`);
};

const sameInterval = (rotated: Interval | undefined, plain: Interval | undefined, what: string) => {
  assert.ok(rotated && plain, what);
  near(rotated.value, plain.value, `${what} value`);
  near(rotated.low, plain.low, `${what} low`);
  near(rotated.high, plain.high, `${what} high`);
};

/** The plain run of `games` seeds and the rotated run of the same seeds, `seats` games each. */
async function both(config: LabConfig, seats: number): Promise<[LabReport, LabReport]> {
  const load = async (id: string) => {
    const test = findTestGame(id);
    return test.ok ? test : loadGame(id);
  };
  const run = async (games: number, rotate: boolean) =>
    buildReport(
      await runLab(unwrapLab(await resolveLab({ ...config, games, rotate }, load)), inlineExecutor),
    );
  return [await run(config.games, false), await run(config.games * seats, true)];
}

const sameSeats = (rotated: readonly SeatReport[], plain: readonly SeatReport[], what: string) => {
  assert.equal(rotated.length, plain.length);
  plain.forEach((p, i) => {
    const r = rotated[i];
    assert.ok(r);
    for (const key of ['win', 'draw', 'loss', 'field'] as const)
      if (p[key] || r[key]) sameInterval(r[key], p[key], `${what} ${p.label} ${key}`);
  });
};

const figure = (report: LabReport, id: string): Figure | undefined =>
  report.variants[0]?.figures.find((f) => f.id === id);

describe('a rotated run counts seeds, not games, with the same bot in every seat', () => {
  // One pair of runs for the tests below: 12 random-bot Golazo games, then their 24 rotated.
  let runs: Promise<[LabReport, LabReport]> | undefined;
  const golazo = async () => {
    runs ??= both(
      {
        game: 'golazo',
        bots: ['random'],
        seed: 'seeds',
        games: 12,
        probe: false,
        metrics: ['cards', 'shape'],
        variants: [
          { label: 'a', options: {} },
          { label: 'b', options: {} },
        ],
      },
      2,
    );
    const [plain, rotated] = await runs;
    const p = plain.variants[0];
    const r = rotated.variants[0];
    assert.ok(p && r);
    assert.equal(r.games, 2 * p.games);
    return { plain, rotated, p, r };
  };

  it('in results by seat and drawn games', async () => {
    const { plain, rotated, p, r } = await golazo();
    assert.equal(r.drawnGames, 2 * p.drawnGames);
    assert.ok(p.drawnGames > 0 && p.drawnGames < p.games, 'some games drawn, not all');
    sameSeats(r.seats, p.seats, 'seat');
    const seatFigure = (report: LabReport) => {
      const f = figure(report, 'seat-results');
      assert.ok(f?.kind === 'rates');
      return f;
    };
    seatFigure(plain).rows.forEach((row, i) => {
      const twice = seatFigure(rotated).rows[i];
      assert.equal(twice?.successes, 2 * row.successes);
      sameInterval(twice, row, `seat figure ${row.label} ${row.group ?? ''}`);
    });
    assert.match(seatFigure(rotated).note ?? '', /the intervals count seeds, not games/);
    assert.doesNotMatch(seatFigure(plain).note ?? '', /count seeds/);
  });

  it('in the cards table: every rate and improvement', async () => {
    const { rotated, p, r } = await golazo();
    assert.ok(p.cards && r.cards);
    assert.equal(r.cards.seatGames, 2 * p.cards.seatGames);
    sameInterval(r.cards.overall, p.cards.overall, 'cards overall');
    assert.ok(p.cards.rows.some((row) => Number.isFinite(row.improvement.low)));
    p.cards.rows.forEach((row, i) => {
      const twice = r.cards?.rows[i];
      assert.equal(twice?.name, row.name);
      assert.equal(twice.held, 2 * row.held);
      for (const key of [
        'winHeld',
        'winDrawn',
        'winPlayed',
        'winNotSeen',
        'winNotPlayed',
        'improvement',
      ] as const)
        sameInterval(twice[key], row[key], `card ${row.name} ${key}`);
    });
    assert.match(figure(rotated, 'card-improvement')?.note ?? '', /count seeds, not games/);
  });

  it('in the shape: drawn games, lead changes, comebacks, the moment of decision', async () => {
    const { p, r } = await golazo();
    assert.ok(p.shape && r.shape);
    // Golazo judges every game by its evaluation: the sample is every game.
    assert.equal(r.shape.judged, 2 * (p.shape.judged ?? 0));
    sameInterval(r.shape.draws, p.shape.draws, 'shape draws');
    sameInterval(r.shape.leadChangesMean, p.shape.leadChangesMean, 'lead changes');
    // No comebacks in these 12 games, yet Wilson's upper bound at 0 still goes by the count.
    assert.ok((p.shape.comebacks?.high ?? 0) > 0);
    sameInterval(r.shape.comebacks, p.shape.comebacks, 'comebacks');
    sameInterval(r.shape.decidedMean, p.shape.decidedMean, 'decided');
  });

  it('in the variants side by side: length, draws, score, head-to-head, the shape', async () => {
    const { plain, rotated } = await golazo();
    const pm = sideBySideMetrics(plain);
    const rm = sideBySideMetrics(rotated);
    assert.equal(pm.length, 7);
    pm.forEach((m, k) => {
      m.values.forEach((value, v) => {
        sameInterval(rm[k]?.values[v] ?? undefined, value ?? undefined, `${m.metric} ${v}`);
      });
    });
  });

  it('in results by team', async () => {
    const config: LabConfig = { game: 'relay', bots: ['random'], seats: 4, seed: 't', games: 16 };
    const [plain, rotated] = await both(config, 4);
    const p = plain.variants[0];
    const r = rotated.variants[0];
    assert.ok(p?.teams && r?.teams);
    assert.equal(r.teams[0]?.wins, 4 * (p.teams[0]?.wins ?? 0));
    assert.ok((p.teams[0]?.wins ?? 0) > 0 && (p.teams[0]?.losses ?? 0) > 0);
    sameSeats(r.teams, p.teams, 'team');
    sameSeats(r.seats, p.seats, 'seat');
    const teams = (report: LabReport) => {
      const f = figure(report, 'team-results');
      assert.ok(f?.kind === 'rates');
      return f;
    };
    teams(plain).rows.forEach((row, i) => {
      sameInterval(teams(rotated).rows[i], row, row.label);
    });
    assert.match(teams(rotated).note ?? '', /the intervals count seeds, not games/);
  });

  it('in a sample of every K-th game, by the games of one seed it holds', () => {
    // Every game judged: each seed's seat orders; every 64th of 2 seats: one game per seed.
    assert.equal(sampledPerSeed(2, 1), 2);
    assert.equal(sampledPerSeed(2, 64), 1);
    assert.equal(sampledPerSeed(2, 2), 1);
    assert.equal(sampledPerSeed(5, 2), 3);
    assert.equal(sampledPerSeed(1, 1), 1);
  });
});
