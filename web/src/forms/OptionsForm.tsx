/** The game's options as form controls, generated from its JSON Schema (optionFields.ts). */
import type { ReactElement } from 'react';
import { OptionInput } from './OptionInput.tsx';
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
  const input = (
    <OptionInput
      field={field}
      value={value}
      id={id}
      onChange={(v) => {
        onChange(field.key, v);
      }}
      aria={field.description ? { 'aria-describedby': `${id}-hint` } : {}}
    />
  );
  if (field.kind === 'boolean')
    return (
      <div className="field field--check">
        {input}
        <label htmlFor={id}>{field.title}</label>
        {hint}
      </div>
    );
  return (
    <div className="field">
      <label htmlFor={id}>{field.title}</label>
      {input}
      {hint}
    </div>
  );
}
