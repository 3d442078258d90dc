/**
 * A tactic card from one's own hand (NGW-15), face up: its window, name and effect. When some
 * legal choice plays it, the card is a toggle: picked up, its choices take the place of the
 * plain ones on the board (beside the ball, on the set-piece footballers).
 */
import type { ReactElement } from 'react';
import { tactic } from './cards.ts';
import { Explain } from './Explain.tsx';
import { tacticHelp } from './explain.ts';

interface TacticCardProps {
  readonly id: number;
  /** Absent when no legal choice plays it now. */
  readonly onToggle?: () => void;
  readonly picked: boolean;
  readonly busy: boolean;
}

export function TacticCard({ id, onToggle, picked, busy }: TacticCardProps): ReactElement {
  const face = tactic(id);
  const name = face?.name ?? `Tactic ${id}`;
  return (
    <div
      className={`ngw-tactic ngw-tactic--${face?.window ?? 'attack'}${onToggle ? ' ngw-tactic--playable' : ''}${picked ? ' ngw-tactic--picked' : ''}`}
    >
      <p className="ngw-tactic__window">
        {face?.window === 'defence' ? 'Defence tactic' : 'Attack tactic'}
      </p>
      <p className="ngw-tactic__name">
        <Explain text={tacticHelp(id)}>{name}</Explain>
      </p>
      <p className="ngw-tactic__text">{face?.text}</p>
      {onToggle && (
        <button
          type="button"
          className="ngw-tactic__toggle"
          aria-pressed={picked}
          data-tactic={id}
          disabled={busy}
          onClick={onToggle}
        >
          {picked ? `Put ${name} back` : `Play ${name}`}
        </button>
      )}
    </div>
  );
}

/** The tactic cards in an opponent's hand, face down, with their count (NGW-17.1). */
export function TacticBacks({ count }: { count: number }): ReactElement {
  return (
    <div className="ngw-tactic-backs" role="img" aria-label={`${count} tactic cards, face down`}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="ngw-tactic ngw-tactic--back" aria-hidden="true" />
      ))}
      <span className="ngw-count" aria-hidden="true">
        {count}
      </span>
    </div>
  );
}
