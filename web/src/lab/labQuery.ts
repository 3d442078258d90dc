/**
 * A Lab form in the page's address, so that a run can be shared and played again exactly:
 * `/lab?game=goalkeepers&bots=random,heuristic&games=2000&seed=k3v9&o.rounds=3&b.rounds=4&b.rounds=5`
 * (`o.` is variant A's value, or the only one; `b.` once per compared variant B, C…, in order).
 * Only what differs from a new form is written; workers are left out (they change the speed,
 * never the figures). Reading is forgiving: a value that does not fit keeps the new form's
 * (variant A's, for a compared variant).
 */
import { LAB_METRICS } from '../../../src/lab/metrics.ts';
import { optionFields, type OptionField, type OptionValue } from '../forms/optionFields.ts';
import type { GameInfo } from '../protocol.ts';
import { initialForm, isLabBot, UNTIL_DEFAULTS, withSeats, type LabForm } from './labForm.ts';
import { MAX_VARIANTS, type OptionSet } from './labVariants.ts';

const OPTION = 'o.';
const COMPARED = 'b.';

export function formQuery(form: LabForm, game: GameInfo): URLSearchParams {
  const fresh = initialForm(game, form.seed, undefined);
  const query = new URLSearchParams({ game: form.game });
  if (form.seats !== fresh.seats) query.set('seats', String(form.seats));
  query.set('bots', form.bots.map((b) => b.replace(/^bot:/, '')).join(','));
  query.set('games', String(form.games));
  query.set('seed', form.seed);
  if (form.rotate) query.set('rotate', '1');
  if (!form.probe) query.set('probe', '0');
  if (form.metrics.length > 0) query.set('metrics', form.metrics.join(','));
  if (form.metrics.includes('shape') && form.shapeEvery.trim() !== '')
    query.set('shape-every', form.shapeEvery.trim());
  if (form.restrictRule !== 'off') query.set(form.restrictRule, form.restrictName);
  if (form.untilDecided) {
    query.set('until', '1');
    if (form.decideOn !== UNTIL_DEFAULTS.decideOn) query.set('decide', form.decideOn);
    if (form.negligible !== UNTIL_DEFAULTS.negligible) query.set('negligible', form.negligible);
    if (form.confidence !== UNTIL_DEFAULTS.confidence) query.set('confidence', form.confidence);
    if (form.looks !== UNTIL_DEFAULTS.looks) query.set('looks', String(form.looks));
  }
  if (form.skill) query.set('skill', String(form.skillGames));
  if (form.skill && form.skillBudgets !== fresh.skillBudgets)
    query.set(
      'budgets',
      form.skillBudgets
        .split(/[\s,]+/)
        .filter(Boolean)
        .join(','),
    );
  for (const field of optionFields(game.options)) {
    query.set(`${OPTION}${field.key}`, String(form.options[field.key]));
    if (form.compare)
      for (const set of form.comparedOptions)
        query.append(`${COMPARED}${field.key}`, String(set[field.key]));
  }
  return query;
}

function optionValue(field: OptionField, text: string | null): OptionValue | undefined {
  if (text === null) return undefined;
  switch (field.kind) {
    case 'number': {
      const value = Number(text);
      return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
    }
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'choice':
      return field.choices.find((c) => String(c) === text);
  }
}

function wholeNumber(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  return Number(text);
}

/** Budgets written as '8,16' read as the form shows them, '8, 16'; other text is not read. */
function budgetsWords(text: string | null): string | undefined {
  if (text === null || !/^\d+(,\d+)*$/.test(text)) return undefined;
  return text.split(',').join(', ');
}

/** The form a query asks for on `game`, starting from a new form with this seed and cores. */
export function formFromQuery(
  query: URLSearchParams,
  game: GameInfo,
  seed: string,
  cores: number | undefined,
): LabForm {
  let form = initialForm(game, query.get('seed') ?? seed, cores);
  const seats = wholeNumber(query.get('seats'));
  if (seats !== undefined && seats >= game.minSeats && seats <= game.maxSeats)
    form = withSeats(form, seats);
  const bots = (query.get('bots') ?? '')
    .split(',')
    .filter(Boolean)
    .map((b) => (b.startsWith('bot:') ? b : `bot:${b}`));
  if (bots.length === 1 && bots[0] && isLabBot(bots[0]))
    form = { ...form, bots: form.bots.map(() => bots[0] as LabForm['bots'][number]) };
  else if (bots.length === form.seats && bots.every(isLabBot)) form = { ...form, bots };
  const fields = optionFields(game.options);
  const options = Object.fromEntries(
    fields.map((f) => [
      f.key,
      optionValue(f, query.get(`${OPTION}${f.key}`)) ?? form.options[f.key],
    ]),
  ) as OptionSet;
  // Compared variant i takes the i-th value of each `b.` key.
  const compared = Math.min(
    MAX_VARIANTS - 1,
    Math.max(0, ...fields.map((f) => query.getAll(`${COMPARED}${f.key}`).length)),
  );
  const comparedOptions = Array.from(
    { length: compared },
    (_, i) =>
      Object.fromEntries(
        fields.map((f) => [
          f.key,
          optionValue(f, query.getAll(`${COMPARED}${f.key}`)[i] ?? null) ?? options[f.key],
        ]),
      ) as OptionSet,
  );
  const skill = wholeNumber(query.get('skill'));
  return {
    ...form,
    options,
    compare: compared > 0,
    comparedOptions: compared > 0 ? comparedOptions : [options],
    games: wholeNumber(query.get('games')) ?? form.games,
    rotate: query.get('rotate') === '1',
    probe: query.get('probe') !== '0',
    metrics: LAB_METRICS.filter((m) => (query.get('metrics') ?? '').split(',').includes(m)),
    // Read as typed, as the until-decided settings are.
    shapeEvery: query.get('shape-every') ?? '',
    ...restrictionQuery(query),
    untilDecided: query.get('until') === '1',
    // Read as typed: a setting that does not fit is named by the form's checks.
    decideOn: query.get('decide') ?? UNTIL_DEFAULTS.decideOn,
    negligible: query.get('negligible') ?? UNTIL_DEFAULTS.negligible,
    confidence: query.get('confidence') ?? UNTIL_DEFAULTS.confidence,
    looks: wholeNumber(query.get('looks')) ?? UNTIL_DEFAULTS.looks,
    skill: skill !== undefined,
    skillGames: skill ?? form.skillGames,
    skillBudgets: budgetsWords(query.get('budgets')) ?? form.skillBudgets,
  };
}

/** `never=Ghost Ball` or `always=…`: what a card is worth; neither: off. */
function restrictionQuery(query: URLSearchParams): Pick<LabForm, 'restrictRule' | 'restrictName'> {
  for (const rule of ['never', 'always'] as const) {
    const name = query.get(rule);
    if (name !== null) return { restrictRule: rule, restrictName: name };
  }
  return { restrictRule: 'off', restrictName: '' };
}
