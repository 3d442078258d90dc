/**
 * The Lab page's form as data, and what it asks the lab to do: a LabConfig and a number of
 * workers, or the problems that stop it (in words, before any worker starts). The game's
 * schema has the last word in the coordinating worker; this catches what a form can see.
 */
import { pairedMetrics, RESTRICTED_METRIC } from '../../../src/lab/paired.ts';
import type { BotDescriptor } from '../../../src/bots/agents.ts';
import type { LabConfig } from '../../../src/lab/config.ts';
import type { LabMetric } from '../../../src/lab/metrics.ts';
import { restrictedVariants, type Restriction } from '../../../src/lab/restrict.ts';
import { alphaOf } from '../../../src/lab/sequential.ts';
import { initialValues, optionFields } from '../forms/optionFields.ts';
import type { GameInfo } from '../protocol.ts';
import { planOptions, type VariantsForm } from './labVariants.ts';
import type { SkillLadder } from './messages.ts';

/** The bots a seat can pick, as the CLI names them (the levels search; the others do not). */
export const LAB_BOTS = [
  { value: 'bot:random', words: 'Random' },
  { value: 'bot:heuristic', words: 'Heuristic' },
  { value: 'bot:easy', words: 'Easy (search)' },
  { value: 'bot:normal', words: 'Normal (search)' },
  { value: 'bot:hard', words: 'Hard (search)' },
] as const satisfies readonly { value: BotDescriptor; words: string }[];
export type LabBot = (typeof LAB_BOTS)[number]['value'];

export function isLabBot(value: string): value is LabBot {
  return LAB_BOTS.some((b) => b.value === value);
}

/** Games per variant a new form proposes: a few seconds of Goalkeepers on two cores. */
export const DEFAULT_GAMES = 5000;
/** The most games per variant a browser tab is asked to play (the lab allows more). */
export const WEB_MAX_GAMES = 1_000_000;
/** Games per rung of the skill ladder a new form proposes, as `matchday lab --skill`. */
export const DEFAULT_SKILL_GAMES = 100;
/**
 * The ladder's budgets a new form proposes: src/lab/skill.ts's DEFAULT_SKILL_BUDGETS, which the
 * page does not import (it would bring the engines into the page's bundle; a test compares them).
 */
export const DEFAULT_BUDGETS: readonly number[] = [8, 16, 32, 64];
/** The most games per rung: the ladder's search bots take milliseconds per decision. */
export const MAX_SKILL_GAMES = 10_000;
/** The most iterations a rung's stronger bot is given (the weaker has half): a typo's guard. */
export const MAX_BUDGET = 100_000;
/** The most rungs a ladder climbs. */
export const MAX_RUNGS = 12;
/** The most workers a run starts, whatever the browser reports. */
export const MAX_WORKERS = 16;
/** Workers proposed at most: more rarely helps a page that shares the machine. */
const PROPOSED_WORKERS = 8;

export interface LabForm extends VariantsForm {
  /** The game's id, e.g. 'goalkeepers'. */
  readonly game: string;
  /** Seats at the table, e.g. 2. */
  readonly seats: number;
  /** One bot per seat, in seat order, e.g. ['bot:random', 'bot:heuristic']. */
  readonly bots: readonly LabBot[];
  /** Games per variant, e.g. 5000; NaN while the field is empty. */
  readonly games: number;
  /** The run's seed, e.g. 'k3v9x2a1'. */
  readonly seed: string;
  /** Web workers playing games at once, e.g. 4. */
  readonly workers: number;
  /** Bots change seats game by game (each seed played in every arrangement). */
  readonly rotate: boolean;
  /** Whether the game's own figures (its probe) are counted. */
  readonly probe: boolean;
  /** The optional figures asked for, e.g. ['cards'] (`--metrics cards`). */
  readonly metrics: readonly LabMetric[];
  /**
   * With the shape: every how many games have their course judged (`--shape-every K`), as
   * typed, e.g. '16'; '' for the lab's choice (every game where the game judges positions
   * itself, 1 in the game's own sample where rollouts judge them: src/lab/shape.ts shapeEveryOf).
   */
  readonly shapeEvery: string;
  /** What a card is worth (`--never NAME`, `--always NAME`): 'off', or the first bot's rule. */
  readonly restrictRule: 'off' | Restriction['rule'];
  /** The card or choice the first bot is restricted on, e.g. 'Ghost Ball'. */
  readonly restrictName: string;
  /**
   * Play until the difference between variants is decided (`--until-decided`), the games being
   * the most it plays, with the settings below (the CLI's defaults: 95% confidence, differences
   * under 0.02 negligible, 10 looks).
   */
  readonly untilDecided: boolean;
  /** The paired metric decided on (`--decide-on`), e.g. 'Drawn games'; '' for the default. */
  readonly decideOn: string;
  /** A difference smaller than this is negligible (`--negligible`), as typed, e.g. '0.02'. */
  readonly negligible: string;
  /** The confidence of either answer in per cent (`--confidence` × 100), as typed, e.g. '95'. */
  readonly confidence: string;
  /** The most looks at the data (`--looks`), e.g. 10; NaN while the field is empty. */
  readonly looks: number;
  /** Whether the skill-versus-luck ladder is climbed after the games. */
  readonly skill: boolean;
  /** Games per rung of the ladder, e.g. 100; NaN while the field is empty. */
  readonly skillGames: number;
  /** The ladder's budgets as typed, e.g. '8, 16, 32, 64' (the stronger bot's iterations per rung). */
  readonly skillBudgets: string;
}

/** Workers to propose for a browser reporting `cores` logical processors (undefined: unknown). */
export function proposedWorkers(cores: number | undefined): number {
  const known = cores !== undefined && Number.isInteger(cores) && cores > 0 ? cores : 2;
  return Math.min(known, PROPOSED_WORKERS);
}

/** A fresh seed: 8 base-36 characters from the platform's generator, like the CLI's. */
export function newSeed(): string {
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint32Array(2));
  return ((a % 0x10000) * 0x100000000 + b).toString(36).padStart(8, '0').slice(-8);
}

function seatCount(game: GameInfo): number {
  return Math.min(game.maxSeats, Math.max(game.minSeats, 2));
}

export function initialForm(game: GameInfo, seed: string, cores: number | undefined): LabForm {
  const options = initialValues(optionFields(game.options));
  return {
    game: game.id,
    seats: seatCount(game),
    bots: Array<LabBot>(seatCount(game)).fill('bot:random'),
    options,
    compare: false,
    comparedOptions: [options],
    games: DEFAULT_GAMES,
    seed,
    workers: proposedWorkers(cores),
    rotate: false,
    probe: true,
    metrics: [],
    shapeEvery: '',
    restrictRule: 'off',
    restrictName: '',
    untilDecided: false,
    ...UNTIL_DEFAULTS,
    skill: false,
    skillGames: DEFAULT_SKILL_GAMES,
    skillBudgets: DEFAULT_BUDGETS.join(', '),
  };
}

/** Another game: its seats and options afresh; the run's own settings stay. */
export function withGame(form: LabForm, game: GameInfo): LabForm {
  const fresh = initialForm(game, form.seed, undefined);
  const { games, workers, probe, metrics, shapeEvery, skill, skillGames, skillBudgets } = form;
  return { ...fresh, games, workers, probe, metrics, shapeEvery, skill, skillGames, skillBudgets };
}

/** Another number of seats: seats added take the last seat's bot. */
export function withSeats(form: LabForm, seats: number): LabForm {
  const last = form.bots.at(-1) ?? 'bot:random';
  const bots = Array.from({ length: seats }, (_, i) => form.bots[i] ?? last);
  return { ...form, seats, bots };
}

export type LabPlan =
  | {
      readonly ok: true;
      readonly config: LabConfig;
      readonly workers: number;
      /** The skill ladder, when it is climbed. */
      readonly skill: SkillLadder | undefined;
    }
  | { readonly ok: false; readonly problems: readonly string[] };

function wholeInRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** The ladder's budgets typed as '8, 16, 32' (commas or spaces), or what is wrong with them. */
export function parseBudgets(text: string): number[] | string {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0)
    return `Iterations per rung is empty: give one budget a rung, e.g. ${DEFAULT_BUDGETS.join(', ')}.`;
  const wrong = parts.find((p) => !/^\d+$/.test(p) || !wholeInRange(Number(p), 2, MAX_BUDGET));
  if (wrong !== undefined)
    return `Iterations per rung takes whole numbers from 2 to ${MAX_BUDGET.toLocaleString('en')}, separated by commas, not '${wrong}'.`;
  if (parts.length > MAX_RUNGS)
    return `The ladder climbs at most ${MAX_RUNGS} rungs, not ${parts.length}.`;
  return parts.map(Number);
}

/** The until-decided settings of a new form: `matchday lab --until-decided`'s defaults. */
export const UNTIL_DEFAULTS = {
  decideOn: '',
  negligible: '0.02',
  confidence: '95',
  looks: 10,
} as const satisfies Pick<LabForm, 'decideOn' | 'negligible' | 'confidence' | 'looks'>;
/** The most looks a test may take: each look is a pause to merge and judge. */
export const MAX_LOOKS = 100;

/** The metric decided on by default: seat 1's win rate, or the restricted bot's share. */
export function defaultDecidedMetric(restricted: boolean): string {
  return restricted ? RESTRICTED_METRIC : 'Seat 1 win rate';
}

/** The paired metrics a test may decide on at `seats` seats (src/lab/paired.ts's names). */
export function decidableMetrics(seats: number, restricted: boolean): string[] {
  return pairedMetrics(seats, restricted);
}

/** The sequential stop the page offers: `matchday lab --until-decided` with its defaults. */
export function untilPlan(restricted: boolean): NonNullable<LabConfig['until']> {
  return {
    metric: defaultDecidedMetric(restricted),
    margin: 0.02,
    alpha: 0.05,
    looks: 10,
  };
}

/** A decimal as typed ('0.02', '2.5'): its value, or NaN for anything else. */
function decimalOf(text: string): number {
  return /^\s*(\d+\.?\d*|\.\d+)\s*$/.test(text) ? Number(text) : NaN;
}

/**
 * The form's until-decided settings as a plan, as `matchday lab --until-decided --decide-on
 * --negligible --confidence --looks` takes them; what is wrong with them goes to `problems`.
 */
export function untilPlanOf(
  form: LabForm,
  restricted: boolean,
  problems: string[],
): NonNullable<LabConfig['until']> | undefined {
  const before = problems.length;
  const metrics = decidableMetrics(form.seats, restricted);
  const metric = form.decideOn === '' ? defaultDecidedMetric(restricted) : form.decideOn;
  if (!metrics.includes(metric))
    problems.push(
      `There is no '${metric}' to decide on here. Choose one of: ${metrics.join(', ')}.`,
    );
  const margin = decimalOf(form.negligible);
  if (!(margin > 0))
    problems.push(
      `Negligible below takes a positive size in the metric's units, e.g. 0.02 (2 points of a rate), not '${form.negligible}'.`,
    );
  const confidence = decimalOf(form.confidence);
  if (!(confidence > 50 && confidence < 100))
    problems.push(
      `Confidence takes a per cent above 50 and below 100, e.g. 95, not '${form.confidence}'.`,
    );
  if (!wholeInRange(form.looks, 1, MAX_LOOKS))
    problems.push(`Looks must be a whole number from 1 to ${MAX_LOOKS}.`);
  else if (wholeInRange(form.games, 1, WEB_MAX_GAMES) && form.looks > form.games)
    problems.push(
      `${form.looks} looks need at least ${form.looks} games per variant, not ${form.games}: play more games or look less often.`,
    );
  if (problems.length > before) return undefined;
  // As `matchday lab --confidence 0.95` computes it, so both give the same plan.
  return { metric, margin, alpha: alphaOf(confidence / 100), looks: form.looks };
}

/**
 * The shape's sample as typed: undefined for the lab's choice (an empty box, or no shape), else
 * K of "judge every Kth game"; what is wrong with it goes to `problems`.
 */
export function shapeEveryOf(form: LabForm, problems: string[]): number | undefined {
  const text = form.shapeEvery.trim();
  if (!form.metrics.includes('shape') || text === '') return undefined;
  const every = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!wholeInRange(every, 1, WEB_MAX_GAMES)) {
    problems.push(
      `Judge every Kth game takes a whole number from 1 (every game) to ${WEB_MAX_GAMES.toLocaleString('en')}, or nothing for the lab's choice, not '${text}'.`,
    );
    return undefined;
  }
  return every;
}

/** The first bot's restriction the form asks for, if any; its problems go to `problems`. */
function restrictionOf(form: LabForm, problems: string[]): Restriction | undefined {
  if (form.restrictRule === 'off') return undefined;
  const name = form.restrictName.trim();
  if (name === '')
    problems.push(
      "Name the card or choice to measure, as the cards table names it, e.g. 'Ghost Ball'.",
    );
  if (form.compare)
    problems.push(
      "A card's worth is a comparison of its own: untick “Compare several sets of options”.",
    );
  return name === '' ? undefined : { rule: form.restrictRule, name };
}

/** The run a form asks for, or every problem it has (an empty field, a number out of range…). */
export function labPlan(form: LabForm, game: GameInfo): LabPlan {
  const problems: string[] = [];
  if (!game.playable) problems.push(`${game.title} cannot be played yet.`);
  if (!wholeInRange(form.seats, game.minSeats, game.maxSeats))
    problems.push(`${game.title} takes ${game.minSeats} to ${game.maxSeats} seats.`);
  if (form.bots.length !== form.seats || !form.bots.every(isLabBot))
    problems.push('Choose a bot for every seat.');
  if (!wholeInRange(form.games, 1, WEB_MAX_GAMES))
    problems.push(`Games must be a whole number from 1 to ${WEB_MAX_GAMES.toLocaleString('en')}.`);
  const seed = form.seed.trim();
  if (seed === '') problems.push('The seed is empty: type one, or take a new one.');
  let budgets: number[] | undefined;
  if (form.skill) {
    if (!wholeInRange(form.skillGames, 1, MAX_SKILL_GAMES))
      problems.push(
        `Games per rung must be a whole number from 1 to ${MAX_SKILL_GAMES.toLocaleString('en')}.`,
      );
    const parsed = parseBudgets(form.skillBudgets);
    if (typeof parsed === 'string') problems.push(parsed);
    else budgets = parsed;
  }
  if (!wholeInRange(form.workers, 1, MAX_WORKERS))
    problems.push(`Workers must be a whole number from 1 to ${MAX_WORKERS}.`);
  const options = planOptions(form, optionFields(game.options));
  if (!options.ok) problems.push(...options.problems);
  const restriction = restrictionOf(form, problems);
  const shapeEvery = shapeEveryOf(form, problems);
  if (form.untilDecided && !restriction && !(options.ok && options.variants))
    problems.push(
      'Playing until decided needs a comparison: compare sets of options, or ask what a card is worth.',
    );
  const until = form.untilDecided
    ? untilPlanOf(form, form.restrictRule !== 'off', problems)
    : undefined;
  if (problems.length > 0 || !options.ok) return { ok: false, problems };
  const config: LabConfig = {
    game: game.id,
    seats: form.seats,
    bots: [...form.bots],
    options: options.options,
    ...(restriction
      ? { variants: restrictedVariants(restriction) }
      : options.variants
        ? { variants: options.variants }
        : {}),
    seed,
    games: form.games,
    ...(form.rotate || restriction ? { rotate: true } : {}),
    probe: form.probe,
    ...(form.metrics.length > 0 ? { metrics: [...form.metrics] } : {}),
    ...(shapeEvery === undefined ? {} : { shapeEvery }),
    ...(until ? { until } : {}),
  };
  return {
    ok: true,
    config,
    workers: form.workers,
    skill: budgets ? { games: form.skillGames, budgets } : undefined,
  };
}
