/**
 * One game option as a bare control (a checkbox, a select or a number box), without label or
 * hint: the options form wraps it in a labelled field, the lab's variants table in a cell.
 */
import type { ReactElement } from 'react';
import { choiceLabel, type OptionField, type OptionValue } from './optionFields.ts';

interface OptionInputProps {
  readonly field: OptionField;
  readonly value: OptionValue;
  readonly id: string;
  readonly onChange: (value: OptionValue) => void;
  /** Accessibility attributes: the cell's name, or the hint describing the field. */
  readonly aria?: { readonly 'aria-label'?: string; readonly 'aria-describedby'?: string };
  readonly className?: string;
}

export function OptionInput({
  field,
  value,
  id,
  onChange,
  aria = {},
  className,
}: OptionInputProps): ReactElement {
  switch (field.kind) {
    case 'boolean':
      return (
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => {
            onChange(e.currentTarget.checked);
          }}
          {...aria}
        />
      );
    case 'choice':
      return (
        <select
          id={id}
          value={String(value)}
          onChange={(e) => {
            const picked = field.choices.find((c) => String(c) === e.currentTarget.value);
            if (picked !== undefined) onChange(picked);
          }}
          {...aria}
        >
          {field.choices.map((choice) => (
            <option key={String(choice)} value={String(choice)}>
              {choiceLabel(field, choice)}
            </option>
          ))}
        </select>
      );
    case 'number':
      return (
        <input
          id={id}
          type="number"
          className={className}
          inputMode={field.integer ? 'numeric' : 'decimal'}
          required
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          step={field.integer ? 1 : 'any'}
          {...(field.min !== null ? { min: field.min } : {})}
          {...(field.max !== null ? { max: field.max } : {})}
          onChange={(e) => {
            onChange(e.currentTarget.valueAsNumber);
          }}
          {...aria}
        />
      );
  }
}
