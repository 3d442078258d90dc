/**
 * The dice on the board (SS-3.3, SS-7.2, SS-8): eight-sided dice drawn as an octahedron's
 * outline with the face rolled, who rolled it, and what came of it: the winner of a combat,
 * a foul on an 8 called out. While the dice are in the air they tumble and show no face.
 */
import { teamOfWizard } from '../../../../src/games/supernatural-soccer/teams.ts';
import type { ReactElement } from 'react';
import { TEAM_NAMES, WIZARD_NAMES } from '../../../../src/games/supernatural-soccer/vocabulary.ts';
import { diceVerdict, FOUL, type DiceShow } from './dice.ts';

const wizard = (w: number): string => `wizard ${WIZARD_NAMES[w] ?? '?'}`;

interface DieProps {
  readonly face: number;
  readonly rolling: boolean;
  /** Who rolled it, e.g. 'wizard A'. */
  readonly who: string;
  /** The team whose colour it takes, e.g. 1. */
  readonly team: number;
  /** A combat die, where an 8 is a foul (SS-8.4); a kick's or the roll-off's 8 is just far. */
  readonly combat?: boolean;
}

function Die({ face, rolling, who, team, combat = false }: DieProps): ReactElement {
  const foul = combat && !rolling && face === FOUL;
  return (
    <span
      className={`ss-die ss-die--team-${String(team)}${rolling ? ' ss-die--rolling' : ''}${foul ? ' ss-die--foul' : ''}`}
      role="img"
      aria-label={
        rolling
          ? `${who}: die in the air`
          : `${who}: rolls ${String(face)}${foul ? ', a foul' : ''}`
      }
      data-die={rolling ? '' : face}
    >
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path className="ss-die__body" d="M20 2 L37 20 L20 38 L3 20 Z" />
        <path className="ss-die__edge" d="M3 20 H37 M20 2 L12 20 L20 38 L28 20 Z" />
        <text x="20" y="21">
          {rolling ? '?' : face}
        </text>
      </svg>
      <span className="ss-die__who">{who}</span>
    </span>
  );
}

export function DiceTray({
  dice,
  rolling,
}: {
  readonly dice: DiceShow | null;
  readonly rolling: boolean;
}): ReactElement | null {
  if (!dice) return null;
  const foul = dice.kind === 'combat' && dice.fouls.length > 0;
  return (
    <section className="ss-dice" aria-label="Dice" data-dice={dice.kind}>
      <div className="ss-dice__row">
        {dice.kind === 'kick' && (
          <Die
            face={dice.roll}
            rolling={rolling}
            who={wizard(dice.wizard)}
            team={teamOfWizard(dice.wizard)}
          />
        )}
        {dice.kind === 'combat' && (
          <>
            <Die
              face={dice.rolls[0]}
              rolling={rolling}
              who={`${wizard(dice.attacker)} attacks`}
              combat
              team={teamOfWizard(dice.attacker)}
            />
            <span className="ss-dice__versus">against</span>
            <Die
              face={dice.rolls[1]}
              rolling={rolling}
              who={`${wizard(dice.defender)} defends`}
              combat
              team={teamOfWizard(dice.defender)}
            />
          </>
        )}
        {dice.kind === 'roll-off' &&
          dice.rolls.map((face, team) => (
            <Die
              key={team}
              face={face}
              rolling={rolling}
              who={TEAM_NAMES[team] ?? ''}
              team={team}
            />
          ))}
      </div>
      <p className={`ss-dice__verdict${foul ? ' ss-dice__verdict--foul' : ''}`} aria-live="polite">
        {rolling ? 'Rolling…' : diceVerdict(dice)}
      </p>
    </section>
  );
}
