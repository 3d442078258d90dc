/**
 * `matchday lab <game> --games N --seats bot:random,bot:heuristic --seed S --workers W --out
 * DIR`: the balance lab. Plays many games on worker threads, and writes DIR/report.json and
 * DIR/report.html (see docs/lab.md); prints a summary. The same seed gives the same report,
 * apart from its speed figures, whatever the number of workers.
 */
import type { Command } from 'commander';
import {
  LAB_METRICS,
  resolveLab,
  type LabConfig,
  type LabMetric,
  type Variant,
} from '../../lab/config.ts';
import { LabError } from '../../lab/errors.ts';
import { defaultWorkers, threadExecutor } from '../../lab/node/pool.ts';
import { DEFAULT_QUEUE } from '../../lab/queue/job.ts';
import { studyBars } from '../../lab/node/progress-bar.ts';
import { prepareDir, reportJson, writeReport } from '../../lab/node/write.ts';
import type { Executor } from '../../lab/run.ts';
import type { ResolvedLab } from '../../lab/config.ts';
import { DEFAULT_SKILL_BUDGETS } from '../../lab/skill.ts';
import { runStudy } from '../../lab/study.ts';
import { reportText } from '../../lab/text.ts';
import { fail } from '../failure.ts';
import { parseCount } from '../parse/count.ts';
import { parseLabSeats } from '../parse/lab-seats.ts';
import { collect, parseOptionPairs } from '../parse/options.ts';
import { randomSeed } from '../parse/seed.ts';
import { restrictedVariants, type Restriction } from '../../lab/restrict.ts';
import { NAMING_GAMES, eachRestricted, namesToMeasure } from '../../lab/worth.ts';
import { RESTRICTED_METRIC } from '../../lab/paired.ts';
import { alphaOf, type SequentialPlan } from '../../lab/sequential.ts';

/** `--never each`: every card (or, without cards, every choice) in turn. */
const EACH = 'each';

interface LabFlags {
  readonly games: string;
  readonly seats?: string;
  readonly bots?: string;
  readonly option: readonly string[];
  readonly options?: string;
  readonly seed?: string;
  readonly workers?: string;
  readonly out: string;
  readonly compare?: readonly string[];
  readonly skill?: boolean;
  readonly skillGames: string;
  readonly skillBudgets?: string;
  readonly skillLevels?: boolean;
  readonly probe: boolean;
  readonly metrics?: string;
  readonly shapeEvery?: string;
  readonly never?: string;
  readonly always?: string;
  readonly json?: boolean;
  readonly rotate?: boolean;
  readonly untilDecided?: boolean;
  readonly decideOn?: string;
  readonly negligible: string;
  readonly confidence: string;
  readonly looks: string;
  readonly queue?: string;
  readonly queueName: string;
}

export function registerLab(program: Command): void {
  program
    .command('lab')
    .description('the balance lab: many bot games in parallel, reported as JSON and an HTML page')
    .argument('<game>', 'the game id, e.g. goalkeepers')
    .option('--games <n>', 'games to play (per variant)', '10000')
    .option(
      '--seats <list>',
      'the bots, in seat order, e.g. bot:random,bot:heuristic; or a number of seats with --bots',
    )
    .option(
      '--bots <list>',
      'with --seats N: one bot for every seat, or one per seat (default random)',
    )
    .option('--option <key=value>', 'a game option, repeatable, e.g. rounds=5', collect, [])
    .option('--options <list>', 'game options as key=value,key=value')
    .option('--seed <seed>', 'the seed (default: a random one, shown in the report)')
    .option('--workers <n>', 'worker threads (default: every core)')
    .option('--out <dir>', 'where report.json and report.html go', 'lab-report')
    .option('--compare <variants...>', "variants on paired seeds, e.g. 'rounds=3' 'rounds=5'")
    .option('--skill', 'also run the skill ladder: search bots at doubling iteration budgets')
    .option('--skill-games <n>', 'games per rung of the skill ladder', '100')
    .option(
      '--skill-budgets <list>',
      `the stronger bot's iterations per rung (default ${DEFAULT_SKILL_BUDGETS.join(',')})`,
    )
    .option(
      '--skill-levels',
      'with --skill: first the hard bot against the easy one (luck against skill, beside the seat advantage)',
    )
    .option('--no-probe', "leave out the game's own figures (a little faster)")
    .option(
      '--metrics <list>',
      `more figures, each at a cost per game: ${LAB_METRICS.join(', ')} (e.g. cards,shape)`,
    )
    .option(
      '--shape-every <k>',
      'with --metrics shape: judge the course of every k-th game (default 1 where the game has an evaluation; where rollouts judge it, 1 game in a sample of its own, e.g. 20,000 for Goalkeepers: docs/lab.md); the report states the sample and its intervals',
    )
    .option(
      '--never <card>',
      "what a card or choice is worth: the first bot never plays it (e.g. 'Ghost Ball', 'reward goal'; 'each': every card in turn), against the bots unrestricted, seats rotated, paired seeds",
    )
    .option('--always <card>', 'as --never, but the first bot plays it whenever it can')
    .option(
      '--until-decided',
      'with --compare, --never or --always: stop as soon as the difference is established or shown negligible (a group-sequential test, see docs/lab.md); --games is then the most it plays',
    )
    .option(
      '--decide-on <metric>',
      "with --until-decided: the paired metric, e.g. 'Drawn games' (default: 'Seat 1 win rate', or the first bot's head-to-head share with --never/--always)",
    )
    .option(
      '--negligible <size>',
      "with --until-decided: a difference smaller than this is negligible, in the metric's units (0.02: 2 points of a rate)",
      '0.02',
    )
    .option('--confidence <share>', 'with --until-decided: the confidence of either answer', '0.95')
    .option('--looks <n>', 'with --until-decided: the most looks at the data', '10')
    .option(
      '--rotate',
      'bots change seats game by game, each seed played in every arrangement (as the Lab page)',
    )
    .option('--json', 'print the report JSON instead of the summary')
    .option(
      '--queue <redis-url>',
      'play on `matchday lab-worker` processes through a Redis queue instead of local threads',
    )
    .option('--queue-name <name>', 'the queue, with --queue', DEFAULT_QUEUE)
    .action(lab);
}

function splitPairs(text: string | undefined): string[] {
  return text
    ? text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : [];
}

function variantsOf(compare: readonly string[] | undefined): Variant[] | undefined {
  if (!compare) return undefined;
  if (compare.length < 2) fail('--compare takes at least two variants, e.g. rounds=3 rounds=5.');
  return compare.map((label) => ({ label, options: parseOptionPairs(splitPairs(label)) }));
}

/** `--metrics cards,shape`: the lab's optional figures; 'seats' is always counted. */
export function metricsOf(text: string | undefined): LabMetric[] | undefined {
  if (text === undefined) return undefined;
  const metrics: LabMetric[] = [];
  for (const name of splitPairs(text)) {
    if (name === 'seats') continue;
    if (!(LAB_METRICS as readonly string[]).includes(name))
      fail(`Unknown metric '${name}'. Metrics: ${[...LAB_METRICS, 'seats'].join(', ')}.`);
    if (!metrics.includes(name as LabMetric)) metrics.push(name as LabMetric);
  }
  return metrics;
}

/**
 * `--never X` / `--always X`: two variants on the same seeds, the bots as given and the first
 * bot restricted, seats rotated so that it plays every seat (restrict.ts).
 */
function restrictionOf(flags: LabFlags): Restriction | undefined {
  if (flags.never !== undefined && flags.always !== undefined)
    fail('Give --never or --always, not both.');
  const name = flags.never ?? flags.always;
  if (name === undefined) return undefined;
  if (flags.compare) fail('--never and --always make their own comparison; leave out --compare.');
  if (!name.trim()) fail('--never and --always take the name of a card or choice.');
  return { rule: flags.never !== undefined ? 'never' : 'always', name: name.trim() };
}

/** `--until-decided` and its settings: the sequential plan, or undefined. */
function untilOf(
  flags: LabFlags,
  restricted: boolean,
): Omit<SequentialPlan, 'maxGames'> | undefined {
  if (!flags.untilDecided) return undefined;
  const margin = Number(flags.negligible);
  if (!(margin > 0)) fail(`--negligible takes a positive size, not '${flags.negligible}'.`);
  const confidence = Number(flags.confidence);
  if (!(confidence > 0.5 && confidence < 1))
    fail(`--confidence takes a share between 0.5 and 1, e.g. 0.95, not '${flags.confidence}'.`);
  return {
    metric: flags.decideOn ?? (restricted ? RESTRICTED_METRIC : 'Seat 1 win rate'),
    margin,
    alpha: alphaOf(confidence),
    looks: parseCount(flags.looks, '--looks'),
  };
}

function budgetsOf(text: string | undefined): number[] {
  if (text === undefined) return [...DEFAULT_SKILL_BUDGETS];
  return text.split(',').map((b) => {
    const budget = parseCount(b, '--skill-budgets');
    if (budget < 2) fail(`--skill-budgets takes budgets of at least 2 iterations, not ${budget}.`);
    return budget;
  });
}

async function lab(gameId: string, flags: LabFlags): Promise<void> {
  const workers =
    flags.workers === undefined ? defaultWorkers() : parseCount(flags.workers, '--workers');
  const restriction = restrictionOf(flags);
  const variants = restriction ? restrictedVariants(restriction) : variantsOf(flags.compare);
  const metrics = metricsOf(flags.metrics);
  let config: LabConfig = {
    game: gameId,
    ...parseLabSeats(flags.seats, flags.bots),
    options: parseOptionPairs([...splitPairs(flags.options), ...flags.option]),
    ...(variants ? { variants } : {}),
    seed: flags.seed ?? randomSeed(),
    games: parseCount(flags.games, '--games'),
    probe: flags.probe,
    ...(restriction || flags.rotate ? { rotate: true } : {}),
    ...(metrics && metrics.length > 0 ? { metrics } : {}),
    ...(flags.shapeEvery === undefined
      ? {}
      : { shapeEvery: parseCount(flags.shapeEvery, '--shape-every') }),
  };
  const until = untilOf(flags, restriction !== undefined);
  const skillBudgets = flags.skill ? budgetsOf(flags.skillBudgets) : undefined;
  const skillGames = parseCount(flags.skillGames, '--skill-games');
  // --never each: a short run names the cards, then each is one restricted variant.
  if (restriction?.name === EACH) {
    const names = await namesToMeasure(config, threadExecutor(workers)).catch((error: unknown) => {
      if (error instanceof LabError) fail(error.message);
      throw error;
    });
    if (names.length === 0) fail(`No card or choice was met in ${NAMING_GAMES} games to measure.`);
    config = { ...config, variants: eachRestricted(restriction.rule, names) };
  }
  const resolved = await resolveLab(config);
  if (!resolved.ok) fail(resolved.error.message);
  // The queue first: an unreachable Redis leaves nothing behind, not even the report's folder.
  const queue =
    flags.queue === undefined
      ? undefined
      : // BullMQ and ioredis (about 220 modules) load only for a run on a queue.
        await (await import('./lab-queue.ts')).openQueue(flags.queue, flags.queueName);
  const executor: (lab: ResolvedLab) => Executor = queue?.executor ?? threadExecutor(workers);
  const bars = studyBars(gameId, skillBudgets);
  try {
    const problem = prepareDir(flags.out);
    if (problem) fail(`Cannot write the report to ${flags.out}: ${problem}.`);
    const report = await runStudy(resolved.value, executor, {
      skill: skillBudgets && {
        budgets: skillBudgets,
        games: skillGames,
        ...(flags.skillLevels ? { levels: true } : {}),
      },
      onProgress: bars.update,
      until,
    });
    bars.done();
    const written = writeReport(flags.out, report);
    process.stdout.write(
      flags.json
        ? reportJson(report)
        : `${reportText(report)}Wrote ${written.json} and ${written.html}\n`,
    );
  } catch (error) {
    bars.done();
    if (error instanceof LabError) fail(error.message);
    throw error;
  } finally {
    await queue?.close();
  }
}
