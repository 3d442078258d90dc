/**
 * A table paused at a response window: the countdown (the same length for everyone, whoever
 * holds what), the chain, latest on top, and this seat's way on: Pass when it is asked to
 * respond (its answers are among its choices), Continue when its stop setting stopped it
 * with nothing to play.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { GameEvent, WindowPause } from '../protocol.ts';
import { chainLinks } from './windowChain.ts';
import { clock } from './words.ts';

interface WindowBannerProps {
  readonly pause: WindowPause;
  readonly log: readonly GameEvent[];
  readonly words: (text: string) => string;
  readonly busy: boolean;
  /** Absent for spectators. */
  readonly onPass?: (action: number) => void;
  readonly onContinue?: () => void;
}

/** The countdown on this device's clock, from the time left when the update was sent. */
function useSecondsLeft(pause: WindowPause): number {
  const [deadline, setDeadline] = useState(() => Date.now() + pause.msLeft);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setDeadline(Date.now() + pause.msLeft);
    setNow(Date.now());
    const tick = window.setInterval(() => {
      setNow(Date.now());
    }, 250);
    return () => {
      window.clearInterval(tick);
    };
  }, [pause.deadline, pause.msLeft]);
  return Math.max(0, deadline - now) / 1000;
}

export function WindowBanner(props: WindowBannerProps): ReactElement {
  const { pause, log, words, busy, onPass, onContinue } = props;
  const left = useSecondsLeft(pause);
  const links = chainLinks(log, pause.chain);
  return (
    <section className="panel window-banner" aria-labelledby="window-title" role="region">
      <h2 id="window-title" className="panel__title">
        A moment to respond
      </h2>
      <p className="window-banner__countdown" aria-label="Window countdown">
        Closes in {clock(left)}
      </p>
      {links.length > 0 && (
        <ol className="window-banner__chain" aria-label="The chain, latest on top">
          {links.map((event, i) => (
            <li key={`${String(i)}-${event.text}`}>{words(event.text)}</li>
          ))}
        </ol>
      )}
      {pause.asked === 'respond' && pause.pass !== null && onPass && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            if (pause.pass !== null) onPass(pause.pass);
          }}
        >
          Pass
        </button>
      )}
      {pause.asked === 'continue' && onContinue && (
        <button type="button" className="button" disabled={busy} onClick={onContinue}>
          Continue
        </button>
      )}
      {pause.asked === null && (
        <p className="window-banner__wait">Waiting for the window to close…</p>
      )}
    </section>
  );
}
