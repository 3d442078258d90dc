/** "Notify me" on the Your move page: the system's notifications while the page is in the background. */
import type { ReactElement } from 'react';
import { setNotify, useNotifySetting } from './setting.ts';

export function NotifyToggle(): ReactElement | null {
  const setting = useNotifySetting();
  if (setting === 'unsupported') return null;
  return (
    <p className="notify-toggle">
      <label>
        <input
          type="checkbox"
          checked={setting === 'on'}
          disabled={setting === 'denied'}
          onChange={(event) => void setNotify(event.currentTarget.checked)}
        />{' '}
        Notify me when it is my move or a round starts, while this page is in the background
      </label>
      {setting === 'denied' && (
        <span className="notify-toggle__denied">
          {' '}
          This browser blocks notifications from this site; allow them in its site settings.
        </span>
      )}
    </p>
  );
}
