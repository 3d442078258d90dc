/** The animation speed for boards, as a small radio group a board puts beside its table. */
import { useId, type ReactElement } from 'react';
import { MOTION_CHOICES } from './motion.ts';
import { setMotion, useMotion } from './useMotion.ts';

export function MotionControl(): ReactElement {
  const name = useId();
  const speed = useMotion();
  return (
    <fieldset className="panel motion-control">
      <legend className="panel__title">Animations</legend>
      {MOTION_CHOICES.map((choice) => (
        <label key={choice.value} className="motion-control__choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={speed === choice.value}
            onChange={() => {
              setMotion(choice.value);
            }}
          />{' '}
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
