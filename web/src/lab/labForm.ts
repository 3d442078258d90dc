/**
 * The Lab page's form as data, and what it asks the lab to do: a LabConfig and a number of
 * workers, or the problems that stop it (in words, before any worker starts). The game's
 * schema has the last word in the coordinating worker; this catches what a form can see.
 */
import type { BotDescriptor } from '../../../src/bots/agents.ts';
import type { LabConfig, Variant } from '../../../src/lab/config.ts';
import {
  initialValues,
  optionFields,
  type OptionField,
  type OptionValue,
} from '../forms/optionFields.ts';
import type { GameInfo } from '../protocol.ts';

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
/** The ladder's budgets in words (src/lab/skill.ts's DEFAULT_SKILL_BUDGETS, which the page
 * does not import: it would bring the engines into the page's bundle; a test compares them). */
export const SKILL_BUDGETS_WORDS = '8, 16, 32, 64';
/** The most games per rung: the ladder's search bots take milliseconds per decision. */
export const MAX_SKILL_GAMES = 10_000;
/** The most workers a run starts, whatever the browser reports. */
export const MAX_WORKERS = 16;
/** Workers proposed at most: more rarely helps a page that shares the machine. */
const PROPOSED_WORKERS = 8;

export interface LabForm {
  /** The game's id, e.g. 'goalkeepers'. */
  readonly game: string;
  /** Seats at the table, e.g. 2. */
  readonly seats: number;
  /** One bot per seat, in seat order, e.g. ['bot:random', 'bot:heuristic']. */
  readonly bots: readonly LabBot[];
  /** The game's options, e.g. { rounds: 3 }; a number is NaN while its field is empty. */
  readonly options: Readonly<Record<string, OptionValue>>;
  /** Whether a second set of options (variant B) is played on the same seeds. */
  readonly compare: boolean;
  /** Variant B's options, e.g. { rounds: 5 }. */
  readonly optionsB: Readonly<Record<string, OptionValue>>;
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
  /** Whether the skill-versus-luck ladder is climbed after the games. */
  readonly skill: boolean;
  /** Games per rung of the ladder, e.g. 100; NaN while the field is empty. */
  readonly skillGames: number;
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
    optionsB: options,
    games: DEFAULT_GAMES,
    seed,
    workers: proposedWorkers(cores),
    rotate: false,
    probe: true,
    skill: false,
    skillGames: DEFAULT_SKILL_GAMES,
  };
}

/** Another game: its seats and options afresh; the run's own settings stay. */
export function withGame(form: LabForm, game: GameInfo): LabForm {
  const fresh = initialForm(game, form.seed, undefined);
  const { games, workers, probe, skill, skillGames } = form;
  return { ...fresh, games, workers, probe, skill, skillGames };
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
      /** Games per rung of the skill ladder, when it is climbed. */
      readonly skillGames: number | undefined;
    }
  | { readonly ok: false; readonly problems: readonly string[] };

function fieldProblem(field: OptionField, value: OptionValue | undefined, of: string): string[] {
  if (field.kind !== 'number') return [];
  const name = `${field.title}${of}`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return [`${name} needs a number.`];
  if (field.integer && !Number.isInteger(value)) return [`${name} needs a whole number.`];
  if ((field.min !== null && value < field.min) || (field.max !== null && value > field.max)) {
    const range =
      field.min !== null && field.max !== null
        ? `from ${field.min} to ${field.max}`
        : field.min !== null
          ? `at least ${field.min}`
          : `at most ${String(field.max)}`;
    return [`${name} must be ${range}, not ${value}.`];
  }
  return [];
}

function wholeInRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** 'rounds=3', or 'rounds=3,extraTime=false' when several options differ. */
function label(keys: readonly string[], options: Readonly<Record<string, OptionValue>>): string {
  return keys.map((key) => `${key}=${String(options[key])}`).join(',');
}

function variantsOf(
  fields: readonly OptionField[],
  a: Readonly<Record<string, OptionValue>>,
  b: Readonly<Record<string, OptionValue>>,
): Variant[] | string {
  if (fields.length === 0) return 'This game has no options to compare.';
  const differ = fields.map((f) => f.key).filter((key) => a[key] !== b[key]);
  if (differ.length === 0)
    return 'Variant B has the same options as variant A: change at least one to compare them.';
  const only = (o: Readonly<Record<string, OptionValue>>): Record<string, OptionValue> =>
    Object.fromEntries(differ.map((key) => [key, o[key] as OptionValue]));
  return [
    { label: label(differ, a), options: only(a) },
    { label: label(differ, b), options: only(b) },
  ];
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
  if (form.skill && !wholeInRange(form.skillGames, 1, MAX_SKILL_GAMES))
    problems.push(
      `Games per rung must be a whole number from 1 to ${MAX_SKILL_GAMES.toLocaleString('en')}.`,
    );
  if (!wholeInRange(form.workers, 1, MAX_WORKERS))
    problems.push(`Workers must be a whole number from 1 to ${MAX_WORKERS}.`);
  const fields = optionFields(game.options);
  const of = form.compare ? ' (variant A)' : '';
  for (const field of fields) problems.push(...fieldProblem(field, form.options[field.key], of));
  let variants: Variant[] | undefined;
  if (form.compare) {
    for (const field of fields)
      problems.push(...fieldProblem(field, form.optionsB[field.key], ' (variant B)'));
    const made = variantsOf(fields, form.options, form.optionsB);
    if (typeof made === 'string') problems.push(made);
    else variants = made;
  }
  if (problems.length > 0) return { ok: false, problems };
  const config: LabConfig = {
    game: game.id,
    seats: form.seats,
    bots: [...form.bots],
    options: { ...form.options },
    ...(variants ? { variants } : {}),
    seed,
    games: form.games,
    ...(form.rotate ? { rotate: true } : {}),
    probe: form.probe,
  };
  return {
    ok: true,
    config,
    workers: form.workers,
    skillGames: form.skill ? form.skillGames : undefined,
  };
}
