/**
 * The tactic cards (NGW-1.6, NGW-15). Offside Trap is the rulebook's own; the rest are
 * Matchday's originals, each written in the vocabulary of card-schema.ts.
 */
import type { TacticInput } from './card-schema.ts';

export const TACTIC_DATA: readonly TacticInput[] = [
  {
    name: 'Offside Trap',
    text: 'While their striker has the ball, your back line steps up as one: your defender takes the ball.',
    window: 'defence',
    when: { ballAt: ['STK'] },
    effect: { kind: 'win-ball', to: 'DEF' },
    printed: true,
  },
  {
    name: 'Through Ball',
    text: 'Your pass splits their lines: it succeeds without a contest.',
    window: 'attack',
    when: { contests: ['pass'] },
    effect: { kind: 'unopposed' },
  },
  {
    name: 'Route One',
    text: 'Your keeper goes long: +2 to your punt.',
    window: 'attack',
    when: { contests: ['punt'] },
    effect: { kind: 'bonus', amount: 2 },
  },
  {
    name: 'Whipped Cross',
    text: '+2 to your cross, corner or crossing free kick.',
    window: 'attack',
    when: { contests: ['cross', 'corner', 'crossing-free-kick'] },
    effect: { kind: 'bonus', amount: 2 },
  },
  {
    name: 'Step-Over',
    text: 'Your dribble becomes a speed battle.',
    window: 'attack',
    when: { contests: ['dribble'] },
    effect: { kind: 'speed-battle' },
  },
  {
    name: 'Top Corner',
    text: '+2 to your shot or shooting free kick.',
    window: 'attack',
    when: { contests: ['shoot', 'shooting-free-kick'] },
    effect: { kind: 'bonus', amount: 2 },
  },
  {
    name: 'Team Talk',
    text: 'While you are not ahead: your best shooter on the pitch gains 1 shooting for the rest of the match.',
    window: 'attack',
    when: { score: ['behind', 'level'] },
    effect: { kind: 'modify', team: 'own', best: 'shooting', amount: 1 },
  },
  {
    name: 'Last-Ditch Tackle',
    text: '+2 to your tackle against a dribble.',
    window: 'defence',
    when: { contests: ['dribble'] },
    effect: { kind: 'bonus', amount: 2 },
  },
  {
    name: 'Goal-Line Clearance',
    text: '+2 to your defence against a shot, a header or a set piece.',
    window: 'defence',
    when: {
      contests: ['shoot', 'header', 'corner', 'crossing-free-kick', 'shooting-free-kick'],
    },
    effect: { kind: 'bonus', amount: 2 },
  },
  {
    name: 'Park the Bus',
    text: 'While you are ahead: +1 to any defence.',
    window: 'defence',
    when: { score: ['ahead'] },
    effect: { kind: 'bonus', amount: 1 },
  },
  {
    name: 'Counter-Press',
    text: 'While their keeper has the ball: the contest becomes a speed battle.',
    window: 'defence',
    when: { ballAt: ['GK'] },
    effect: { kind: 'speed-battle' },
  },
  {
    name: 'Tactical Foul',
    text: 'Stop a dribble in midfield with a foul: your footballer is booked (yellow card) and they get a free kick.',
    window: 'defence',
    when: { contests: ['dribble'], ballAt: ['DEF', 'MID'] },
    effect: { kind: 'foul', card: 'yellow' },
  },
  {
    name: 'Man Marking',
    text: 'Their best dribbler on the pitch loses 2 dribbling for the rest of the match.',
    window: 'defence',
    when: {},
    effect: { kind: 'modify', team: 'opponent', best: 'dribbling', amount: -2 },
  },
];
