/**
 * Hot-seat in a game with hidden information: covers the whole table until the next player
 * has the device and says so, so nobody sees another seat's secrets.
 */
import { useEffect, useRef, type ReactElement } from 'react';

interface PassDeviceProps {
  readonly name: string;
  /**
   * Everyone on this device who sees what `name` sees, `name` among them, e.g. ['Ana', 'Cy']
   * for a side of two that shares its hand (hotseat.ts seesWith); just [name] otherwise.
   */
  readonly side?: readonly string[];
  readonly onReveal: () => void;
}

/** Names in words: 'Ana', 'Ana and Cy', 'Ana, Bo and Cy'. */
const together = (names: readonly string[]): string =>
  names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

export function PassDevice({ name, side = [name], onReveal }: PassDeviceProps): ReactElement {
  const mates = side.filter((other) => other !== name);
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
      {mates.length > 0 && (
        <p className="pass-device__side">
          {name} plays with {together(mates)}: {mates.length > 1 ? 'all of them see' : 'both see'}{' '}
          the same hand.
        </p>
      )}
      <p>Everyone else, look away: the table shows what only {together(side)} may see.</p>
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
