/** The game's options as form controls, generated from its JSON Schema (optionFields.ts). */
import type { ReactElement } from 'react';
import type { OptionField, OptionValue } from './optionFields.ts';

interface OptionsFormProps {
  readonly fields: readonly OptionField[];
  readonly values: Readonly<Record<string, OptionValue>>;
  readonly onChange: (key: string, value: OptionValue) => void;
  /** Starts the controls' ids, e.g. 'option' → 'option-rounds'; two forms on a page differ. */
  readonly idPrefix?: string;
}

export function OptionsForm({
  fields,
  values,
  onChange,
  idPrefix = 'option',
}: OptionsFormProps): ReactElement {
  if (fields.length === 0) return <p className="panel__note">This game has no options.</p>;
  return (
    <div className="fields">
      {fields.map((field) => (
        <OptionControl
          key={field.key}
          field={field}
          value={values[field.key] ?? field.initial}
          onChange={onChange}
          id={`${idPrefix}-${field.key}`}
        />
      ))}
    </div>
  );
}

interface OptionControlProps {
  readonly field: OptionField;
  readonly value: OptionValue;
  readonly onChange: (key: string, value: OptionValue) => void;
  readonly id: string;
}

function OptionControl({ field, value, onChange, id }: OptionControlProps): ReactElement {
  const hint = field.description ? (
    <p id={`${id}-hint`} className="field__hint">
      {field.description}
    </p>
  ) : null;
  const described = field.description ? { 'aria-describedby': `${id}-hint` } : {};
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="field field--check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => {
              onChange(field.key, e.currentTarget.checked);
            }}
            {...described}
          />
          <label htmlFor={id}>{field.title}</label>
          {hint}
        </div>
      );
    case 'choice':
      return (
        <div className="field">
          <label htmlFor={id}>{field.title}</label>
          <select
            id={id}
            value={String(value)}
            onChange={(e) => {
              const picked = field.choices.find((c) => String(c) === e.currentTarget.value);
              if (picked !== undefined) onChange(field.key, picked);
            }}
            {...described}
          >
            {field.choices.map((choice) => (
              <option key={String(choice)} value={String(choice)}>
                {String(choice)}
              </option>
            ))}
          </select>
          {hint}
        </div>
      );
    case 'number':
      return (
        <div className="field">
          <label htmlFor={id}>{field.title}</label>
          <input
            id={id}
            type="number"
            inputMode={field.integer ? 'numeric' : 'decimal'}
            required
            value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
            step={field.integer ? 1 : 'any'}
            {...(field.min !== null ? { min: field.min } : {})}
            {...(field.max !== null ? { max: field.max } : {})}
            onChange={(e) => {
              onChange(field.key, e.currentTarget.valueAsNumber);
            }}
            {...described}
          />
          {hint}
        </div>
      );
  }
}
