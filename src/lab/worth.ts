/**
 * Every card's worth in one run (`matchday lab --never each`): a short run counting cards
 * (cards.ts) names what the first bot can play, then one restricted variant per name is played
 * against the bots as given, on the same seeds (restrict.ts).
 */
import type { LabConfig, ResolvedLab, Variant } from './config.ts';
import { buildReport } from './report.ts';
import { restrictionWords, type Restriction } from './restrict.ts';
import { runLab, type Executor } from './run.ts';

/** Games the naming run plays: enough to meet every card of a deck, e.g. 200. */
export const NAMING_GAMES = 200;

/**
 * The cards the run's seats held in a short run of `config` (its first variant, cards counted),
 * by name; a game without cards gives its choices instead.
 */
export async function namesToMeasure(
  config: LabConfig,
  executor: (lab: ResolvedLab) => Executor,
): Promise<string[]> {
  const naming: LabConfig = {
    ...config,
    variants: [{ label: 'as given', options: {} }],
    games: Math.min(config.games, NAMING_GAMES),
    metrics: ['cards'],
    probe: false,
  };
  const report = buildReport(await runLab(naming, executor));
  const cards = report.variants[0]?.cards?.rows ?? [];
  const held = cards.filter((r) => r.kind === 'card');
  return (held.length > 0 ? held : cards).map((r) => r.name).sort((a, b) => a.localeCompare(b));
}

/** The unrestricted variant and one restricted variant per name, in that order. */
export function eachRestricted(rule: Restriction['rule'], names: readonly string[]): Variant[] {
  return [
    { label: 'unrestricted', options: {} },
    ...names.map((name) => {
      const restrict: Restriction = { rule, name };
      return { label: restrictionWords(restrict), options: {}, restrict };
    }),
  ];
}
