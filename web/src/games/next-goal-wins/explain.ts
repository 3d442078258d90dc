/**
 * What the words on the cards mean, in our own words from the rules (rules.md): each stat by
 * the contests it is used in (the action table, NGW-5, and the set pieces, NGW-9), skills
 * (NGW-13, NGW-14) and tactic cards (NGW-15). The board shows them on hover and on tap.
 */
import type { TacticInput } from '../../../../src/games/next-goal-wins/card-schema.ts';
import { TACTIC_DATA } from '../../../../src/games/next-goal-wins/tactic-cards.ts';
import { STAT_KEYS, type StatKey } from './cards.ts';

/** NGW-5, NGW-9: where each stat counts. Every contest is a die plus a stat against the same. */
export const STAT_HELP: Readonly<Record<StatKey, string>> = {
  passing:
    'Passing: a defender passes to its midfielder, a midfielder to its striker. The footballer opposite tries to intercept it.',
  crossing:
    'Crossing: a defender or midfielder crosses to its striker, who may then head at goal. The footballer opposite tries to block it. The crosser of a corner or crossing free kick adds it too.',
  dribbling:
    'Dribbling: take on the footballer opposite (against its tackling) to get past it, then pass, cross or move up; a striker dribbles round the keeper (against rushing out) for a goal.',
  shooting:
    "Shooting: a striker who got the ball from a pass or a punt shoots against the keeper's saving. The taker of a shooting free kick adds it to two dice.",
  heading:
    "Heading: a striker who got the ball from a cross heads at goal against the keeper's catching. At corners and crossing free kicks it counts for the header and for the footballer challenging in the air.",
  interceptions:
    "Interceptions: defending a pass: a striker against the keeper's pass, a midfielder against the defender's, a defender against the midfielder's.",
  blocking:
    "Blocking: defending a cross (a midfielder against the defender's, a defender against the midfielder's) or, as a striker, the keeper's throw; and blocking a shooting free kick.",
  tackling:
    "Tackling: defending a dribble: a midfielder against the defender's, a defender against the midfielder's.",
  keeperPassing:
    "Passing (keeper): the keeper's short pass to its defender, against the opposing striker's interceptions. A keeper's passing is a keeper stat: an outfielder in goal has 1.",
  throwing:
    "Throwing: the keeper throws to its midfielder, against the opposing striker's blocking.",
  punting:
    "Punting: the keeper kicks long to its striker, against the opposing keeper's catching; a striker who got a punt may shoot.",
  saving: 'Saving: the keeper against a shot, and against a shooting free kick.',
  catching:
    'Catching: the keeper against a header or a punt, and against corners and crossing free kicks.',
  rushingOut:
    'Rushing out: the keeper against a striker dribbling round it. A tie gives a penalty.',
};

/** NGW-6.4: how a contest is decided, said once under a card's stats. */
export const CONTEST_HELP =
  'A contest: each side rolls a die and adds its stat and any bonus; the higher total wins. A tie on a shot or header is a corner, on a dribble at the keeper a penalty, anywhere else a roll of the stalemate die.';

/** NGW-13: what playing out of position costs. */
export const OUT_OF_POSITION_HELP =
  'Out of position: an outfielder in another outfield place has its stats halved (rounded up); in goal it has 1 for every keeper stat, and a keeper has 1 for every outfield stat. Its skill does not count.';

/** A stat's explanation by the engine's stat number. */
export function statHelp(stat: number): string {
  const key = STAT_KEYS[stat];
  return key ? STAT_HELP[key] : '';
}

/** NGW-13.1, NGW-14.1: a skill's text, then when any skill counts. */
export function skillHelp(text: string): readonly string[] {
  return [
    text,
    'A skill counts only while the footballer plays its printed position, in one-on-one contests, and in a set piece only when the skill names it.',
  ];
}

const CONTEST_WORDS: Readonly<Record<string, string>> = {
  'crossing-free-kick': 'crossing free kick',
  'shooting-free-kick': 'shooting free kick',
  shoot: 'shot',
};

const list = (words: readonly string[]): string =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1] ?? ''}`;

/** NGW-15.2, NGW-15.7: when a tactic card may be played, from its restriction. */
function whenWords(when: TacticInput['when']): string {
  const parts: string[] = [];
  if (when.contests) parts.push(`on a ${list(when.contests.map((c) => CONTEST_WORDS[c] ?? c))}`);
  if (when.ballAt) parts.push(`while the ball is played from the ${list(when.ballAt)} place`);
  if (when.score) parts.push(`while your side is ${list(when.score)}`);
  if (when.final) parts.push("in each side's last attack");
  return parts.length === 0
    ? 'Playable at any time of its window.'
    : `Playable ${parts.join(', ')}.`;
}

/** NGW-15: a tactic card's window and restriction, and the rules every tactic follows. */
export function tacticHelp(id: number): readonly string[] {
  const t = TACTIC_DATA[id];
  if (!t) return [];
  const window =
    t.window === 'attack'
      ? 'Attack tactic: played with your action, or with your choice of a set-piece taker.'
      : 'Defence tactic: played with your answer to their action, or with your choice of a footballer against their set piece.';
  return [
    window,
    whenWords(t.when),
    'One tactic per attack (two with some managers); a played card is shown to both and discarded.',
  ];
}
