/**
 * The legal actions the server sent, sorted by what clicking on the board means: the board
 * never works out what is legal, it only finds which of the given choices a click stands for.
 * Choices are recognised by their labels (src/games/goalkeepers/actions.ts, actionLabel);
 * a label this file does not know stays reachable from the shell's plain buttons.
 */
import { SEAT_REF_PATTERN } from '../../../../src/core/seat-words.ts';
import type { LegalChoice } from '../../protocol.ts';
import type { Face } from './view.ts';

export interface GoalkeepersChoices {
  readonly roll: LegalChoice | null;
  /** 'Pass a PENALTY die to …', by receiving seat. */
  readonly passTo: ReadonlyMap<number, LegalChoice>;
  /** 'Steal a die from …', by victim seat. */
  readonly stealFrom: ReadonlyMap<number, LegalChoice>;
  readonly stealNothing: LegalChoice | null;
  /** The shoot-out rewards: 'Take 2 TEAM dice from …' and 'Take a GOAL die from …'. */
  readonly takeTeam: LegalChoice | null;
  readonly takeGoal: LegalChoice | null;
  /** 'Take no reward' (GK-4.4). */
  readonly takeNothing: LegalChoice | null;
}

/**
 * The dice a reward's label moves, e.g. 'Take 1 TEAM die from Bo' → ['team'] (GK-4.4: a loser
 * short of dice gives what there is), 'Take a GOAL die from Bo' → ['goal'].
 */
export function rewardDice(label: string): Face[] {
  const team = /^Take (\d+) TEAM di(?:c)?e from /.exec(label);
  if (team) return Array.from({ length: Number(team[1]) }, (): Face => 'team');
  return label.startsWith('Take a GOAL die from ') ? ['goal'] : [];
}

const SEAT_ONLY = new RegExp(`^${SEAT_REF_PATTERN}$`);

/**
 * The seat a label ends with, by the engine's seat placeholder, e.g.
 * ('Pass a PENALTY die to {seat:1}', 'Pass a PENALTY die to ') → 1.
 */
export function targetSeat(label: string, prefix: string): number | null {
  if (!label.startsWith(prefix)) return null;
  const seat = SEAT_ONLY.exec(label.slice(prefix.length))?.[1];
  return seat === undefined ? null : Number(seat);
}

export function sortChoices(legal: readonly LegalChoice[]): GoalkeepersChoices {
  const passTo = new Map<number, LegalChoice>();
  const stealFrom = new Map<number, LegalChoice>();
  let roll: LegalChoice | null = null;
  let stealNothing: LegalChoice | null = null;
  let takeTeam: LegalChoice | null = null;
  let takeGoal: LegalChoice | null = null;
  let takeNothing: LegalChoice | null = null;
  for (const choice of legal) {
    const { label } = choice;
    const passed = targetSeat(label, 'Pass a PENALTY die to ');
    const stolen = targetSeat(label, 'Steal a die from ');
    if (passed !== null) passTo.set(passed, choice);
    else if (stolen !== null) stealFrom.set(stolen, choice);
    else if (label.startsWith('Roll ')) roll = choice;
    else if (label === 'Steal nothing') stealNothing = choice;
    else if (/^Take \d+ TEAM di(c)?e from /.test(label)) takeTeam = choice;
    else if (label.startsWith('Take a GOAL die from ')) takeGoal = choice;
    else if (label === 'Take no reward') takeNothing = choice;
  }
  return { roll, passTo, stealFrom, stealNothing, takeTeam, takeGoal, takeNothing };
}
