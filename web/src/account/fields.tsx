/** The name and password fields of the sign-in and sign-up forms. */
import type { ReactElement } from 'react';

export function NameField({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}): ReactElement {
  return (
    <div className="field">
      <label htmlFor="account-name">Name</label>
      <input
        id="account-name"
        type="text"
        autoComplete="username webauthn"
        value={value}
        maxLength={40}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {hint && <span className="field__hint">{hint}</span>}
    </div>
  );
}

export function PasswordField({
  value,
  onChange,
  fresh,
}: {
  value: string;
  onChange: (value: string) => void;
  /** A new password (sign-up) rather than the current one. */
  fresh: boolean;
}): ReactElement {
  return (
    <div className="field">
      <label htmlFor="account-password">Password</label>
      <input
        id="account-password"
        type="password"
        autoComplete={fresh ? 'new-password' : 'current-password'}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {fresh && <span className="field__hint">At least 8 characters.</span>}
    </div>
  );
}

export function Refusal({ words }: { words: string | null }): ReactElement | null {
  return words === null ? null : (
    <p className="notice notice--error" role="alert">
      {words}
    </p>
  );
}
