import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_GAMES, resolveLab } from '../../../src/lab/config.ts';
import { buildReport } from '../../../src/lab/report.ts';
import { inlineExecutor, runLab } from '../../../src/lab/run.ts';
import { loadFinder } from '../../../src/games/registry.ts';
import { DEFAULT_SKILL_BUDGETS } from '../../../src/lab/skill.ts';
import { gameInfo } from '../../../src/server/games.ts';
import {
  decidableMetrics,
  DEFAULT_BUDGETS,
  DEFAULT_GAMES,
  initialForm,
  labPlan,
  MAX_LOOKS,
  newSeed,
  parseBudgets,
  proposedWorkers,
  untilPlan,
  WEB_MAX_GAMES,
  withGame,
  withSeats,
  type LabForm,
  type LabPlan,
} from './labForm.ts';

const findGame = await loadFinder();

// The games as the server describes them to the page (GET /api/games).
const goalkeepers = gameInfo('goalkeepers', findGame);
const goal = gameInfo('goal', findGame);
// A game the server lists but cannot play (every game of today's catalogue can).
const comingSoon = { ...gameInfo('golazo', findGame), playable: false };

const form = (change: Partial<LabForm> = {}): LabForm => ({
  ...initialForm(goalkeepers, 'seed-1', 4),
  ...change,
});

function problems(plan: LabPlan): readonly string[] {
  assert.ok(!plan.ok, 'the plan should be refused');
  return plan.problems;
}

describe('a new Lab form', () => {
  it("proposes the game's fewest seats, random bots, its default options and a few thousand games", () => {
    const f = initialForm(goalkeepers, 'abc', 4);
    assert.equal(f.seats, 2);
    assert.deepEqual(f.bots, ['bot:random', 'bot:random']);
    assert.deepEqual(f.options, { rounds: 3, reward: 'choice', starter: 'drawn' });
    assert.equal(f.games, DEFAULT_GAMES);
    assert.equal(f.workers, 4);
    assert.equal(f.probe, true);
    assert.equal(f.compare, false);
    assert.deepEqual(f.comparedOptions, [{ rounds: 3, reward: 'choice', starter: 'drawn' }]);
    assert.equal(f.skillBudgets, '8, 16, 32, 64');
  });

  it('proposes one worker per core the browser reports, at most 8, 2 when it says nothing', () => {
    assert.equal(proposedWorkers(1), 1);
    assert.equal(proposedWorkers(6), 6);
    assert.equal(proposedWorkers(64), 8);
    assert.equal(proposedWorkers(undefined), 2);
    assert.equal(proposedWorkers(0), 2);
  });

  it('takes fresh seeds of 8 base-36 characters', () => {
    const seeds = new Set(Array.from({ length: 50 }, newSeed));
    for (const seed of seeds) assert.match(seed, /^[0-9a-z]{8}$/);
    assert.ok(seeds.size > 45, 'seeds repeat too often');
  });

  it('gives added seats the last bot and drops removed ones', () => {
    const f = withSeats(form({ bots: ['bot:random', 'bot:hard'] }), 4);
    assert.deepEqual(f.bots, ['bot:random', 'bot:hard', 'bot:hard', 'bot:hard']);
    assert.deepEqual(withSeats(f, 2).bots, ['bot:random', 'bot:hard']);
  });

  it("another game resets seats and options, and keeps the run's settings", () => {
    const f = withGame(
      form({ games: 777, workers: 3, seed: 'keep', compare: true, skillBudgets: '4, 8' }),
      goal,
    );
    assert.equal(f.game, 'goal');
    assert.deepEqual(f.options, {});
    assert.equal(f.compare, false);
    assert.equal(f.games, 777);
    assert.equal(f.workers, 3);
    assert.equal(f.seed, 'keep');
    assert.equal(f.skillBudgets, '4, 8');
  });
});

describe('the run a form asks for', () => {
  it('is the config the CLI makes of the same choices, and plays the same games', async () => {
    const plan = labPlan(form({ bots: ['bot:random', 'bot:heuristic'], games: 200 }), goalkeepers);
    assert.ok(plan.ok);
    assert.equal(plan.workers, 4);
    assert.equal(plan.skill, undefined);
    assert.deepEqual(plan.config, {
      game: 'goalkeepers',
      seats: 2,
      bots: ['bot:random', 'bot:heuristic'],
      options: { rounds: 3, reward: 'choice', starter: 'drawn' },
      seed: 'seed-1',
      games: 200,
      probe: true,
    });
    // `matchday lab goalkeepers --bots random,heuristic --seed seed-1 --games 200`
    const cli = {
      game: 'goalkeepers',
      bots: ['random', 'heuristic'],
      options: {},
      seed: 'seed-1',
      games: 200,
      probe: true,
    };
    const fromForm = buildReport(await runLab(plan.config, inlineExecutor));
    const fromCli = buildReport(await runLab(cli, inlineExecutor));
    assert.deepEqual({ ...fromForm, speed: null }, { ...fromCli, speed: null });
  });

  it('compares two variants on paired seeds, labelled by the options that differ', async () => {
    const plan = labPlan(
      form({ compare: true, comparedOptions: [{ rounds: 5, reward: 'choice', starter: 'drawn' }] }),
      goalkeepers,
    );
    assert.ok(plan.ok);
    assert.deepEqual(plan.config.variants, [
      { label: 'rounds=3', options: { rounds: 3 } },
      { label: 'rounds=5', options: { rounds: 5 } },
    ]);
    // What every variant shares is the run's own options, as `--compare` leaves them.
    assert.deepEqual(plan.config.options, { reward: 'choice', starter: 'drawn' });
    assert.ok((await resolveLab(plan.config)).ok);
  });

  it("is the CLI's run for `--compare rounds=3 rounds=4 rounds=5`, and plays the same games", async () => {
    const compared = form({
      compare: true,
      comparedOptions: [
        { rounds: 4, reward: 'choice', starter: 'drawn' },
        { rounds: 5, reward: 'choice', starter: 'drawn' },
      ],
      games: 120,
    });
    const plan = labPlan(compared, goalkeepers);
    assert.ok(plan.ok);
    const cli = {
      game: 'goalkeepers',
      bots: ['random'],
      options: {},
      variants: ['rounds=3', 'rounds=4', 'rounds=5'].map((label) => ({
        label,
        options: { rounds: Number(label.slice('rounds='.length)) },
      })),
      seed: 'seed-1',
      games: 120,
    };
    assert.deepEqual(plan.config.variants, cli.variants);
    const fromForm = buildReport(await runLab(plan.config, inlineExecutor));
    const fromCli = buildReport(await runLab(cli, inlineExecutor));
    assert.deepEqual({ ...fromForm, speed: null }, { ...fromCli, speed: null });
    assert.equal(fromForm.differences.length, 2);
  });

  it('rotates seats and leaves out the probe when asked, with a trimmed seed', () => {
    const plan = labPlan(form({ rotate: true, probe: false, seed: '  s  ' }), goalkeepers);
    assert.ok(plan.ok);
    assert.equal(plan.config.rotate, true);
    assert.equal(plan.config.probe, false);
    assert.equal(plan.config.seed, 's');
  });

  it('climbs the skill ladder with the games and budgets per rung asked for', () => {
    const plan = labPlan(form({ skill: true, skillGames: 40 }), goalkeepers);
    assert.ok(plan.ok);
    assert.deepEqual(plan.skill, { games: 40, budgets: DEFAULT_SKILL_BUDGETS });
    assert.deepEqual(DEFAULT_BUDGETS, DEFAULT_SKILL_BUDGETS);
    const chosen = labPlan(form({ skill: true, skillBudgets: ' 4,6  12 ' }), goalkeepers);
    assert.ok(chosen.ok);
    assert.deepEqual(chosen.skill?.budgets, [4, 6, 12]);
    assert.deepEqual(
      problems(labPlan(form({ skill: true, skillGames: NaN, skillBudgets: '8, 1' }), goalkeepers)),
      [
        'Games per rung must be a whole number from 1 to 10,000.',
        "Iterations per rung takes whole numbers from 2 to 100,000, separated by commas, not '1'.",
      ],
    );
    // Fields left wrong do not matter while the ladder is off.
    assert.ok(labPlan(form({ skill: false, skillGames: NaN, skillBudgets: 'x' }), goalkeepers).ok);
  });

  it('reads budgets as `--skill-budgets` takes them, and says what is wrong with others', () => {
    assert.deepEqual(parseBudgets('8, 16, 32, 64'), [8, 16, 32, 64]);
    assert.deepEqual(parseBudgets('2'), [2]);
    assert.deepEqual(parseBudgets('100000,3'), [100000, 3]);
    assert.equal(
      parseBudgets(' , '),
      'Iterations per rung is empty: give one budget a rung, e.g. 8, 16, 32, 64.',
    );
    for (const wrong of ['8.5', '-8', 'x', '100001', '0'])
      assert.equal(
        parseBudgets(`8, ${wrong}`),
        `Iterations per rung takes whole numbers from 2 to 100,000, separated by commas, not '${wrong}'.`,
      );
    assert.equal(
      parseBudgets(Array.from({ length: 13 }, (_, i) => i + 2).join(',')),
      'The ladder climbs at most 12 rungs, not 13.',
    );
  });

  it('refuses empty and out-of-range fields, each with its own words', () => {
    const found = problems(
      labPlan(
        form({ games: NaN, seed: ' ', workers: 0, options: { rounds: 9 }, seats: 6 }),
        goalkeepers,
      ),
    );
    assert.deepEqual(found, [
      'Goalkeepers takes 2 to 5 seats.',
      'Choose a bot for every seat.',
      `Games must be a whole number from 1 to ${WEB_MAX_GAMES.toLocaleString('en')}.`,
      'The seed is empty: type one, or take a new one.',
      'Workers must be a whole number from 1 to 16.',
      'Rounds must be from 3 to 5, not 9.',
    ]);
    assert.deepEqual(problems(labPlan(form({ options: { rounds: NaN } }), goalkeepers)), [
      'Rounds needs a number.',
    ]);
    assert.deepEqual(problems(labPlan(form({ options: { rounds: 3.5 } }), goalkeepers)), [
      'Rounds needs a whole number.',
    ]);
    assert.deepEqual(problems(labPlan(form({ games: 2.5 }), goalkeepers)).length, 1);
  });

  it('refuses a comparison of equal variants, or of a game without options', () => {
    assert.deepEqual(problems(labPlan(form({ compare: true }), goalkeepers)), [
      'Variant B has the same options as variant A: change at least one to compare them.',
    ]);
    assert.deepEqual(
      problems(
        labPlan(
          form({
            compare: true,
            comparedOptions: [{ rounds: 6, reward: 'choice', starter: 'drawn' }],
          }),
          goalkeepers,
        ),
      ),
      ['Rounds (variant B) must be from 3 to 5, not 6.'],
    );
    const goalForm = { ...withGame(form(), goal), compare: true };
    assert.deepEqual(problems(labPlan(goalForm, goal)), ['This game has no options to compare.']);
  });

  it('refuses a game that cannot be played yet', () => {
    assert.match(problems(labPlan(form(), comingSoon))[0] ?? '', /Golazo cannot be played yet/);
  });

  it('never asks a browser for more games than the lab allows', async () => {
    const plan = labPlan(form({ games: WEB_MAX_GAMES }), goalkeepers);
    assert.ok(plan.ok);
    assert.ok((await resolveLab(plan.config)).ok);
    assert.ok(!(await resolveLab({ ...plan.config, games: MAX_GAMES + 1 })).ok);
  });
});

describe("a form's cards, shape and what a card is worth (#36)", () => {
  it('asks for the metrics ticked', () => {
    const plan = labPlan(form({ metrics: ['cards', 'shape'] }), goalkeepers);
    assert.ok(plan.ok);
    assert.deepEqual(plan.config.metrics, ['cards', 'shape']);
    const plain = labPlan(form(), goalkeepers);
    assert.ok(plain.ok);
    assert.equal(plain.config.metrics, undefined);
  });

  it("judges every Kth game's course as typed (`--shape-every K`), the lab's choice when empty", async () => {
    const plan = labPlan(form({ metrics: ['shape'], shapeEvery: ' 3 ', games: 10 }), goalkeepers);
    assert.ok(plan.ok);
    assert.equal(plan.config.shapeEvery, 3);
    for (const shapeEvery of ['', '  ']) {
      const chosen = labPlan(form({ metrics: ['shape'], shapeEvery }), goalkeepers);
      assert.ok(chosen.ok);
      assert.equal('shapeEvery' in chosen.config, false);
    }
    // Without the shape the box is not shown, and what it holds is not asked for nor refused.
    const off = labPlan(form({ shapeEvery: 'x' }), goalkeepers);
    assert.ok(off.ok);
    assert.equal('shapeEvery' in off.config, false);
    // The report says what was judged: games 0, 3, 6 and 9 of 10 (`matchday lab goalkeepers
    // --games 10 --metrics shape --shape-every 3 --seed seed-1`).
    const report = buildReport(await runLab(plan.config, inlineExecutor));
    const shape = report.variants[0]?.shape;
    assert.deepEqual([shape?.every, shape?.judged], [3, 4]);
  });

  it("refuses a shape's sample that is no whole number from 1, in words", () => {
    for (const shapeEvery of ['0', '-2', '2.5', 'every 4th', String(WEB_MAX_GAMES + 1)])
      assert.deepEqual(problems(labPlan(form({ metrics: ['shape'], shapeEvery }), goalkeepers)), [
        `Judge every Kth game takes a whole number from 1 (every game) to 1,000,000, or nothing for the lab's choice, not '${shapeEvery}'.`,
      ]);
  });

  it('plays the bots as given against the first bot restricted, seats rotated', () => {
    const plan = labPlan(
      form({ restrictRule: 'never', restrictName: ' reward goal ' }),
      goalkeepers,
    );
    assert.ok(plan.ok);
    assert.equal(plan.config.rotate, true);
    assert.deepEqual(plan.config.variants, [
      { label: 'unrestricted', options: {} },
      {
        label: 'never reward goal',
        options: {},
        restrict: { rule: 'never', name: 'reward goal' },
      },
    ]);
  });

  it('refuses a restriction without a name, or beside compared options', () => {
    assert.deepEqual(problems(labPlan(form({ restrictRule: 'always' }), goalkeepers)), [
      "Name the card or choice to measure, as the cards table names it, e.g. 'Ghost Ball'.",
    ]);
    assert.match(
      problems(
        labPlan(
          form({ restrictRule: 'never', restrictName: 'reward goal', compare: true }),
          goalkeepers,
        ),
      ).join(' '),
      /comparison of its own/,
    );
  });
});

describe("a form's until-decided settings (#36)", () => {
  // Variant A 3 rounds (the form's), B 5: a comparison to decide.
  const compared = (change: Partial<LabForm> = {}): LabForm => {
    const f = form();
    return form({
      compare: true,
      comparedOptions: [{ ...f.options, rounds: 5 }],
      untilDecided: true,
      ...change,
    });
  };

  it("asks for matchday lab --until-decided's defaults when the settings are left alone", () => {
    const plan = labPlan(compared(), goalkeepers);
    assert.ok(plan.ok, JSON.stringify(plan));
    assert.deepEqual(plan.config.until, untilPlan(false));
    assert.deepEqual(plan.config.until, {
      metric: 'Seat 1 win rate',
      margin: 0.02,
      alpha: 0.05,
      looks: 10,
    });
  });

  it('asks for the metric, negligible size, confidence and looks chosen', () => {
    const plan = labPlan(
      compared({ decideOn: 'Drawn games', negligible: '0.005', confidence: '99', looks: 4 }),
      goalkeepers,
    );
    assert.ok(plan.ok);
    assert.deepEqual(plan.config.until, {
      metric: 'Drawn games',
      margin: 0.005,
      alpha: 0.01,
      looks: 4,
    });
    // 99.9% as `matchday lab --confidence 0.999` makes it: 0.001 exactly, not 1e-3 plus noise.
    const strict = labPlan(compared({ confidence: '99.9' }), goalkeepers);
    assert.ok(strict.ok);
    assert.equal(strict.config.until?.alpha, 0.001);
    // A restricted run decides on the first bot's share by default.
    const worth = labPlan(
      form({ restrictRule: 'never', restrictName: 'reward goal', untilDecided: true }),
      goalkeepers,
    );
    assert.ok(worth.ok);
    assert.equal(worth.config.until?.metric, 'First bot head-to-head');
  });

  it('offers the paired metrics of the seats at the table', () => {
    assert.deepEqual(decidableMetrics(3, false), [
      'Seat 1 win rate',
      'Seat 2 win rate',
      'Seat 3 win rate',
      'Drawn games',
      'Total score per game',
      'Decisions per game',
      'Turns per game',
    ]);
    assert.equal(decidableMetrics(2, true).at(-1), 'First bot head-to-head');
  });

  it('refuses bad settings in words, every one at once, and runs nothing', () => {
    const refused = problems(
      labPlan(
        compared({ decideOn: 'Seat 3 win rate', negligible: '-1', confidence: '100', looks: 0 }),
        goalkeepers,
      ),
    );
    assert.deepEqual(refused, [
      "There is no 'Seat 3 win rate' to decide on here. Choose one of: Seat 1 win rate, Seat 2 win rate, Drawn games, Total score per game, Decisions per game, Turns per game.",
      "Negligible below takes a positive size in the metric's units, e.g. 0.02 (2 points of a rate), not '-1'.",
      "Confidence takes a per cent above 50 and below 100, e.g. 95, not '100'.",
      `Looks must be a whole number from 1 to ${MAX_LOOKS}.`,
    ]);
    assert.match(
      problems(labPlan(compared({ negligible: '2 points', confidence: '50' }), goalkeepers)).join(
        '\n',
      ),
      /not '2 points'.*\n.*not '50'/,
    );
    assert.deepEqual(problems(labPlan(compared({ games: 5, looks: 10 }), goalkeepers)), [
      '10 looks need at least 10 games per variant, not 5: play more games or look less often.',
    ]);
    assert.deepEqual(problems(labPlan(compared({ looks: Number.NaN }), goalkeepers)), [
      `Looks must be a whole number from 1 to ${MAX_LOOKS}.`,
    ]);
  });

  it('ignores the settings of a run not until decided', () => {
    const plan = labPlan(compared({ untilDecided: false, negligible: 'x' }), goalkeepers);
    assert.ok(plan.ok);
    assert.equal(plan.config.until, undefined);
  });
});
