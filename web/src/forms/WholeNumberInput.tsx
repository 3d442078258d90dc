/**
 * A whole-number box between `min` and `max`, without label or hint. A box left empty (or
 * unreadable) reports NaN, so the form can name the problem instead of guessing a number.
 */
import type { ReactElement } from 'react';

interface WholeNumberInputProps {
  readonly id: string;
  readonly min: number;
  readonly max: number;
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** The id of the hint describing the field, if it has one. */
  readonly describedBy?: string;
}

export function WholeNumberInput({
  id,
  min,
  max,
  value,
  onChange,
  describedBy,
}: WholeNumberInputProps): ReactElement {
  return (
    <input
      id={id}
      type="number"
      min={min}
      max={max}
      step={1}
      required
      value={Number.isFinite(value) ? value : ''}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      onChange={(e) => {
        onChange(e.currentTarget.valueAsNumber);
      }}
    />
  );
}
