/**
 * The dice of the latest roll, face by face in the order they are dealt with (GK-3). A new
 * roll tumbles in; the tray is keyed by roll so that each roll animates once.
 */
import type { ReactElement } from 'react';
import { Die } from './Die.tsx';
import { FACES } from '../../../../src/games/goalkeepers/vocabulary.ts';
import type { RollCounts } from './view.ts';

interface RollTrayProps {
  /** Whose roll, e.g. 'You rolled' or 'Ana rolled'. */
  readonly title: string;
  readonly roll: RollCounts | null;
  /** Animate: the roll has just happened. */
  readonly fresh: boolean;
}

export function RollTray({ title, roll, fresh }: RollTrayProps): ReactElement {
  const dice = roll ? FACES.flatMap((face) => Array.from({ length: roll[face] }, () => face)) : [];
  return (
    <section className="roll" aria-label="The latest roll">
      <h3 className="roll__title">{roll ? title : 'No dice rolled yet'}</h3>
      <div className="roll__dice">
        {dice.map((face, i) => (
          <Die key={i} face={face} rolling={fresh} index={i} captioned />
        ))}
      </div>
    </section>
  );
}
