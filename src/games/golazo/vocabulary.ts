/**
 * Golazo's words (GZ-1, GZ-2, GZ-9): team names, the goal's targets, the action cards and their
 * texts. Data only, imported by the engine and by the board alike.
 */

/** GZ-1.1: team 0 defends row 1, team 1 row 14. */
export const TEAM_NAMES = ['Reds', 'Blues'] as const;

/**
 * GZ-7.6: a score in the game's words, team `first`'s goals first (the Reds' unless told) and
 * an en dash between, as every score on Matchday reads, e.g. [2, 1] → '2–1', ([3, 4], 1) → '4–3'.
 */
export const scoreWords = (goals: readonly number[], first = 0): string =>
  `${String(goals[first] ?? 0)}–${String(goals[1 - first] ?? 0)}`;

/** GZ-2.3: the six targets of the shoot and save cards, in their order on the cards. */
export const TARGETS = [
  'top left',
  'top centre',
  'top right',
  'low left',
  'low centre',
  'low right',
] as const;

/** GZ-7: the key events. */
export const KEY_EVENTS = ['shot', 'long shot', 'cross'] as const;
export type KeyEvent = (typeof KEY_EVENTS)[number];

/** GZ-9.5–GZ-9.18: the action cards, by kind. */
export const CARD_KINDS = [
  'keeperOffTheLine',
  'streaker',
  'quickBreak',
  'cornerKick',
  'routeOne',
  'loadTheBox',
  'offsideTrap',
  'secondWind',
  'throughBall',
  'timeWasting',
  'lastDitchTackle',
  'tacticalFoul',
  'nutmeg',
  'screamer',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export interface CardText {
  /** The card's name, or its attacking half's name for a split card. */
  readonly name: string;
  /** A split card's defending half's name. */
  readonly defendingName?: string;
  readonly kind: 'split' | 'plain' | 'power';
  /** What it does (the attacking half's text for a split card). */
  readonly text: string;
  readonly defendingText?: string;
  /** A power card's moment. */
  readonly when?: string;
}

export const CARD_TEXTS: Readonly<Record<CardKind, CardText>> = {
  keeperOffTheLine: {
    name: 'Keeper off the Line',
    defendingName: 'Brilliant Defensive Play',
    kind: 'split',
    text: 'The keeper has wandered: your carrier takes a long shot right now, from where it stands.',
    defendingText: 'Win the ball cleanly and hand it to any of your outfield counters.',
  },
  streaker: {
    name: "There's a Streaker on the Pitch!",
    kind: 'plain',
    text: 'Play stops while the stewards give chase. The timer stays where it is.',
  },
  quickBreak: {
    name: 'Quick Break',
    defendingName: 'High Press',
    kind: 'split',
    text: 'Your team makes 3 moves now.',
    defendingText: 'Your team makes 3 moves now, and may tackle with them.',
  },
  cornerKick: {
    name: 'Corner Kick',
    defendingName: 'Goal Kick',
    kind: 'split',
    text: 'One of your counters runs onto a free numbered space of their box; then a cross with 2 dice.',
    defendingText: 'Your keeper has the ball, as after a save.',
  },
  routeOne: {
    name: 'Route One',
    defendingName: 'Interception',
    kind: 'split',
    text: 'Your carrier hoofs it: a high clearance to your own team.',
    defendingText: 'The ball goes to your outfield counter nearest the carrier.',
  },
  loadTheBox: {
    name: 'Load the Box',
    kind: 'power',
    text: 'Place three of your outfield counters anywhere free in their box before you cross.',
    when: 'Your carrier is in a cross zone and you choose your key event.',
  },
  offsideTrap: {
    name: 'Offside Trap',
    kind: 'power',
    text: 'The flag is up: your keeper has the ball and makes a clearance.',
    when: 'When you are asked, and the other team has the ball in your half.',
  },
  secondWind: {
    name: 'Second Wind',
    kind: 'power',
    text: 'Your team gets 2 more moves.',
    when: 'During your own moves.',
  },
  throughBall: {
    name: 'Through Ball',
    defendingName: 'Covering Run',
    kind: 'split',
    text: "Your team makes 2 moves now; its first pass goes past the other team's counters.",
    defendingText: 'Your team makes 2 moves now, to get back in shape.',
  },
  timeWasting: {
    name: 'Time Wasting',
    defendingName: 'Injury Time',
    kind: 'split',
    text: 'You run the clock down: the timer moves 2 spaces, never past HT or FT.',
    defendingText:
      'The referee adds time on: the timer stays where it is, and your team makes 2 moves now.',
  },
  lastDitchTackle: {
    name: 'Last-Ditch Tackle',
    kind: 'power',
    text: 'Your counter next to their carrier wins the ball.',
    when: "When you are asked, the other team's carrier is in your box and one of your outfield counters is next to it.",
  },
  tacticalFoul: {
    name: 'Tactical Foul',
    kind: 'power',
    text: 'You bring the carrier down: no long shot or cross this turn; they keep the ball.',
    when: "When you are asked, and the other team's carrier is on the long-shot space or a cross zone of your half.",
  },
  nutmeg: {
    name: 'Nutmeg',
    kind: 'power',
    text: "Through the legs: your carrier swaps places with the other team's counter next to it, furthest up the pitch; no move spent.",
    when: 'During your own moves, with an opposing outfield counter next to your carrier and nearer their goal.',
  },
  screamer: {
    name: 'Screamer',
    kind: 'power',
    text: 'Your long shot flies: the keeper picks only two targets, as for a shot in the box.',
    when: 'Your carrier is on the long-shot space and you choose your key event.',
  },
};

/** GZ-2.4: the timer track's named spaces. */
export const TIMER_MARKS = { kickOff: 'KO', halfTime: 'HT', fullTime: 'FT' } as const;

/** GZ-13.5: the managers' abilities, by id. */
export const ABILITY_TEXTS = [
  { name: 'Extra Legs', text: 'During your moves: 2 more moves.' },
  { name: 'Press', text: 'During your moves after losing the roll: you may tackle with them.' },
  {
    name: 'Re-roll',
    text: 'Before your first move: roll your die again; the new face is your moves (a G, none).',
  },
  { name: 'Pick Your Spot', text: "At your keeper's clearance: choose who gets the ball." },
  { name: 'Target Man', text: 'Before a cross: one more die.' },
  { name: 'Sniper', text: 'Before a shot or long shot: if it is saved, shoot again at once.' },
  {
    name: 'Super Sub',
    text: 'During your moves: a counter of yours sent off comes back on its starting space.',
  },
  {
    name: 'Quick Free Kick',
    text: "During your moves with the ball: your next pass goes past the other team's counters.",
  },
] as const;

/** GZ-13.6: the eight managers and their three abilities each (ids into ABILITY_TEXTS). */
export const MANAGERS = [
  { name: 'The Professor', abilities: [7, 3, 5] },
  { name: 'The Motivator', abilities: [0, 2, 6] },
  { name: 'The Tinkerman', abilities: [2, 4, 3] },
  { name: 'The Gaffer', abilities: [1, 0, 4] },
  { name: 'The Special One', abilities: [5, 1, 7] },
  { name: 'Il Maestro', abilities: [7, 2, 0] },
  { name: 'The Iron Lady', abilities: [1, 6, 3] },
  { name: 'El Loco', abilities: [5, 4, 6] },
] as const;
