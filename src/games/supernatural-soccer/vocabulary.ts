/**
 * Supernatural Soccer's words (SS-1, SS-5, SS-9): the teams, the action cards and the Game
 * Changers as data only, the same words in the rules, the engine's descriptions and the board.
 */

/** SS-1.1: the two kingdoms, team 0 and team 1. */
export const TEAM_NAMES = ['Mornoch', 'Landraeth'] as const;

/** SS-1.1: the wizards, 0 to 3: Mornoch's A and B, Landraeth's X and Y. */
export const WIZARD_NAMES = ['A', 'B', 'X', 'Y'] as const;

/** SS-5.1: the four action cards, in the order of their codes. */
export const ACTION_CARDS = ['move', 'kick', 'exchange', 'no-action'] as const;
export type ActionCard = (typeof ACTION_CARDS)[number];
export const ACTION_CARD_NAMES: Readonly<Record<ActionCard, string>> = {
  move: 'Move',
  kick: 'Kick',
  exchange: 'Exchange',
  'no-action': 'No Action',
};

export type Colour = 'blue' | 'red' | 'purple';

/** SS-9: one kind of Game Changer: its name, colour, copies in the deck and what it does. */
export interface ChangerKind {
  readonly name: string;
  readonly colour: Colour;
  readonly count: number;
  readonly effect: string;
}

/** SS-9.2: the ten kinds of Game Changer, 39 cards, in the order of their numbers. */
export const CHANGERS = [
  {
    name: 'Nuke',
    colour: 'blue',
    count: 2,
    effect: 'The target wizard and every wizard next to it go back to their starting spaces.',
  },
  {
    name: 'Body Swap',
    colour: 'blue',
    count: 3,
    effect: 'One of your wizards and another wizard trade places; the ball stays where it is.',
  },
  {
    name: 'Sent Home',
    colour: 'blue',
    count: 4,
    effect: 'The target wizard goes back to its starting space, without the ball.',
  },
  {
    name: 'Telekinesis',
    colour: 'blue',
    count: 4,
    effect: 'Move the target wizard 3 places in one direction.',
  },
  {
    name: 'Whoops',
    colour: 'blue',
    count: 2,
    effect: 'The ball stays where it is; every wizard goes back to its starting space.',
  },
  {
    name: 'Ghost Ball',
    colour: 'red',
    count: 5,
    effect: 'The next kick this action phase flies through every wizard in its path.',
  },
  {
    name: 'Bounce',
    colour: 'red',
    count: 4,
    effect: 'The ball jumps 2 places in one direction, out of anyone’s possession.',
  },
  {
    name: 'Heavy Ball',
    colour: 'red',
    count: 5,
    effect: 'The next kick this action phase goes half the die’s distance, rounded up.',
  },
  {
    name: 'Long Ball',
    colour: 'red',
    count: 4,
    effect: 'The next kick this action phase goes 2 places further.',
  },
  {
    name: 'Counter Card',
    colour: 'purple',
    count: 6,
    effect: 'The card played just before this one is nullified.',
  },
] as const satisfies readonly ChangerKind[];

export const KIND_COUNT = CHANGERS.length;

/** SS-9.2: each kind's copies in the deck of version 1.0.0 (its records replay with it). */
export const COUNTS_1_0: readonly number[] = [2, 3, 4, 5, 2, 4, 5, 3, 4, 7];

/** The copies of each kind in the deck a game is played with: today's, or 1.0.0's. */
export const deckCounts = (firstEdition: boolean): readonly number[] =>
  firstEdition ? COUNTS_1_0 : CHANGERS.map((c) => c.count);
