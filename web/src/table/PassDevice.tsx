/**
 * Hot-seat in a game with hidden information: covers the whole table until the next player
 * has the device and says so, so nobody sees another seat's secrets.
 */
import { useEffect, useRef, type ReactElement } from 'react';

interface PassDeviceProps {
  readonly name: string;
  readonly onReveal: () => void;
}

export function PassDevice({ name, onReveal }: PassDeviceProps): ReactElement {
  const button = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    button.current?.focus();
  }, [name]);
  return (
    <div
      className="pass-device"
      role="dialog"
      aria-modal="true"
      aria-labelledby="pass-device-title"
    >
      <h1 id="pass-device-title">Pass the device to {name}</h1>
      <p>Everyone else, look away: the table shows what only {name} may see.</p>
      <button
        ref={button}
        type="button"
        className="button button--primary button--big"
        onClick={onReveal}
      >
        I am {name}
      </button>
    </div>
  );
}
