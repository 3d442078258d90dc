/**
 * The dice on the board (SS-3.3, SS-7.2, SS-8), read from the log's events alone: the latest
 * kick's eight-sided die, or the latest combat's two dice with who rolled which, who won and
 * any foul (an 8); before either, the opening roll-off from the view.
 */
import { DIRECTION_NAMES } from '../../../../src/games/supernatural-soccer/board.ts';
import { TEAM_NAMES, WIZARD_NAMES } from '../../../../src/games/supernatural-soccer/vocabulary.ts';
import type { GameEvent } from '../../protocol.ts';
import type { SupernaturalView } from './view.ts';

/** SS-8.4: the face that is a foul. */
export const FOUL = 8;

export type DiceShow =
  | {
      readonly kind: 'kick';
      /** The log index of its event, e.g. 41: a new roll animates. */
      readonly at: number;
      readonly wizard: number;
      readonly roll: number;
      readonly direction: number;
    }
  | {
      readonly kind: 'combat';
      readonly at: number;
      readonly attacker: number;
      readonly defender: number;
      /** The attacker's die, then the defender's, e.g. [5, 3]. */
      readonly rolls: readonly [number, number];
      /** The wizard with the ball after it, or -1 after a foul (SS-8.3, SS-8.4). */
      readonly winner: number;
      /** The wizards that rolled an 8 and were sent home. */
      readonly fouls: readonly number[];
    }
  | {
      readonly kind: 'roll-off';
      readonly at: -1;
      /** Team 0's die, team 1's. */
      readonly rolls: readonly [number, number];
    };

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/** SS-8.3/8.4: a tie goes to the attacker; an 8 is a foul and nobody wins the ball. */
export function combatResult(
  attacker: number,
  defender: number,
  rolls: readonly [number, number],
): { winner: number; fouls: number[] } {
  const fouls = [
    ...(rolls[0] === FOUL ? [attacker] : []),
    ...(rolls[1] === FOUL ? [defender] : []),
  ];
  if (fouls.length > 0) return { winner: -1, fouls };
  return { winner: rolls[0] >= rolls[1] ? attacker : defender, fouls };
}

function diceOf(event: GameEvent, at: number): DiceShow | null {
  const data = event.data;
  if (!data) return null;
  if (event.kind === 'kick') {
    const { wizard, roll, direction } = data;
    if (!isNumber(wizard) || !isNumber(roll) || !isNumber(direction)) return null;
    return { kind: 'kick', at, wizard, roll, direction };
  }
  if (event.kind === 'combat') {
    const { attacker, defender, rolls } = data;
    if (!isNumber(attacker) || !isNumber(defender) || !Array.isArray(rolls)) return null;
    const [a, d] = rolls as unknown[];
    if (!isNumber(a) || !isNumber(d)) return null;
    const pair = [a, d] as const;
    return {
      kind: 'combat',
      at,
      attacker,
      defender,
      rolls: pair,
      ...combatResult(attacker, defender, pair),
    };
  }
  return null;
}

/** The latest dice rolled: a kick's or a combat's from the log, else the roll-off. */
export function latestDice(
  log: readonly GameEvent[],
  view: Pick<SupernaturalView, 'rollOff'>,
): DiceShow | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const shown = diceOf(log[i] as GameEvent, i);
    if (shown) return shown;
  }
  const [a, b] = view.rollOff;
  return isNumber(a) && isNumber(b) && a > 0 ? { kind: 'roll-off', at: -1, rolls: [a, b] } : null;
}

/** A wizard at the start of a sentence, e.g. 'Wizard A'. */
const wizardWord = (w: number): string => `Wizard ${WIZARD_NAMES[w] ?? '?'}`;

/** What came of the dice, in words, once they have landed, e.g. 'Wizard A kicks north-west: 5'. */
export function diceVerdict(dice: DiceShow): string {
  switch (dice.kind) {
    case 'kick':
      return `${wizardWord(dice.wizard)} kicks ${DIRECTION_NAMES[dice.direction] ?? ''}: ${String(dice.roll)}`;
    case 'roll-off': {
      const first = dice.rolls[0] > dice.rolls[1] ? 0 : 1;
      return `Roll-off: ${TEAM_NAMES[first]} play first`;
    }
    case 'combat':
      if (dice.fouls.length === 2) return 'Foul! Both rolled an 8: both sent home';
      if (dice.fouls.length === 1)
        return `Foul! ${wizardWord(dice.fouls[0] ?? 0)} rolled an 8: sent home`;
      return dice.winner === dice.attacker
        ? `${wizardWord(dice.winner)} wins the ball`
        : `${wizardWord(dice.winner)} keeps the ball`;
  }
}
