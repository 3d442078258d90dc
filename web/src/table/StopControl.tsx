/** The person's stop setting for response windows, remembered on this device. */
import { useId, type ReactElement } from 'react';
import type { StopSetting } from '../protocol.ts';
import { STOP_CHOICES } from './stopSetting.ts';

interface StopControlProps {
  readonly value: StopSetting;
  readonly onChange: (setting: StopSetting) => void;
}

export function StopControl({ value, onChange }: StopControlProps): ReactElement {
  const name = useId();
  return (
    <fieldset className="panel stop-control">
      <legend className="panel__title">Response windows</legend>
      {STOP_CHOICES.map((choice) => (
        <label key={choice.value} className="stop-control__choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => {
              onChange(choice.value);
            }}
          />{' '}
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
