/**
 * The lab's optional figures, by name, as `matchday lab --metrics cards,shape` and the Lab page
 * name them: apart from config.ts so that a form can list them without loading the registry.
 */

/** 'cards': cards and choices (cards.ts); 'shape': the course of each game (shape.ts). */
export const LAB_METRICS = ['cards', 'shape'] as const;
export type LabMetric = (typeof LAB_METRICS)[number];

/** Each metric in a designer's words, for a form's check box. */
export const METRIC_WORDS: Readonly<Record<LabMetric, string>> = {
  cards: 'Cards and choices (win rates held, drawn, played; slower)',
  shape: 'Shape of a game (lead changes, comebacks, decisiveness)',
};
