/**
 * A Lab form in the page's address, so that a run can be shared and played again exactly:
 * `/lab?game=goalkeepers&bots=random,heuristic&games=2000&seed=k3v9&o.rounds=3&b.rounds=5`.
 * Only what differs from a new form is written; workers are left out (they change the speed,
 * never the figures). Reading is forgiving: a value that does not fit keeps the new form's.
 */
import { optionFields, type OptionField, type OptionValue } from '../forms/optionFields.ts';
import type { GameInfo } from '../protocol.ts';
import { initialForm, isLabBot, withSeats, type LabForm } from './labForm.ts';

const OPTION = 'o.';
const VARIANT_B = 'b.';

export function formQuery(form: LabForm, game: GameInfo): URLSearchParams {
  const fresh = initialForm(game, form.seed, undefined);
  const query = new URLSearchParams({ game: form.game });
  if (form.seats !== fresh.seats) query.set('seats', String(form.seats));
  query.set('bots', form.bots.map((b) => b.replace(/^bot:/, '')).join(','));
  query.set('games', String(form.games));
  query.set('seed', form.seed);
  if (form.rotate) query.set('rotate', '1');
  if (!form.probe) query.set('probe', '0');
  if (form.skill) query.set('skill', String(form.skillGames));
  for (const field of optionFields(game.options)) {
    query.set(`${OPTION}${field.key}`, String(form.options[field.key]));
    if (form.compare) query.set(`${VARIANT_B}${field.key}`, String(form.optionsB[field.key]));
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
  const read = (prefix: string, base: LabForm['options']): LabForm['options'] =>
    Object.fromEntries(
      fields.map((f) => [f.key, optionValue(f, query.get(`${prefix}${f.key}`)) ?? base[f.key]]),
    ) as LabForm['options'];
  const options = read(OPTION, form.options);
  const compare = fields.some((f) => query.has(`${VARIANT_B}${f.key}`));
  const skill = wholeNumber(query.get('skill'));
  return {
    ...form,
    options,
    compare,
    optionsB: compare ? read(VARIANT_B, options) : options,
    games: wholeNumber(query.get('games')) ?? form.games,
    rotate: query.get('rotate') === '1',
    probe: query.get('probe') !== '0',
    skill: skill !== undefined,
    skillGames: skill ?? form.skillGames,
  };
}
