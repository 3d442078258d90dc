/**
 * One side of the table: its players with their hands (face down: even partners never see
 * each other's cards, GL-2.1), its goals, whether its Goalkeeper is used this half, and its
 * formations.
 */
import type { ReactElement } from 'react';
import type { SeatSummary } from '../../protocol.ts';
import { CardBack } from './Card.tsx';
import type { Controls } from './choices.ts';
import { Formations } from './Formations.tsx';
import type { GoalView } from './view.ts';

interface SideAreaProps {
  readonly view: GoalView;
  readonly side: number;
  readonly name: string;
  readonly names: readonly string[];
  readonly seats: readonly SeatSummary[];
  readonly controls: Controls;
}

export function SideArea(props: SideAreaProps): ReactElement {
  const { view, side, name, names, seats, controls } = props;
  const own = view.viewer >= 0 && view.sideOf[view.viewer] === side;
  const goals = view.goals[side] ?? 0;
  const players = view.sideOf.flatMap((s, seat) => (s === side ? [seat] : []));
  const kickOff = view.half === 1 ? view.tossWinner : 1 - view.tossWinner;
  return (
    <section
      className={`goal-side goal-side--${own ? 'own' : 'other'}`}
      aria-label={`${name}: ${own ? 'your side' : 'side'}`}
      data-side={side}
    >
      <header className="goal-side__head">
        <h3 className="goal-side__name">{name}</h3>
        {own && <span className="badge badge--you">Your side</span>}
        {kickOff === side && <span className="badge">Kicked off</span>}
        {view.keeperUsed[side] && (
          <span className="badge goal-badge--keeper">Goalkeeper used this half</span>
        )}
        <span className="goal-side__goals">
          <strong>{goals}</strong> {goals === 1 ? 'goal' : 'goals'}
        </span>
      </header>
      <ul className="goal-seats">
        {players.map((seat) => (
          <PlayerHand
            key={seat}
            view={view}
            seat={seat}
            name={names[seat] ?? ''}
            bot={seats[seat]?.kind === 'bot'}
          />
        ))}
      </ul>
      <Formations view={view} side={side} own={own} name={name} controls={controls} />
    </section>
  );
}

function PlayerHand(props: {
  view: GoalView;
  seat: number;
  name: string;
  bot: boolean;
}): ReactElement {
  const { view, seat, name, bot } = props;
  const size = view.handSizes[seat] ?? 0;
  const current = seat === view.current && view.phase !== 'over';
  const you = seat === view.viewer;
  return (
    <li className={`goal-seat${current ? ' goal-seat--current' : ''}`} data-seat={seat}>
      <span className="goal-seat__name">
        {current && <span aria-hidden="true">▶ </span>}
        {name}
        {you && <span className="badge badge--you">You</span>}
        {current && <span className="badge badge--turn">Turn</span>}
        {bot && <span className="badge">Bot</span>}
      </span>
      <span className="goal-seat__hand">
        <span className="goal-seat__backs" aria-hidden="true">
          {Array.from({ length: size }, (_, i) => (
            <CardBack key={i} small />
          ))}
        </span>
        <span className="goal-seat__count">
          {size} {size === 1 ? 'card' : 'cards'}
          {you ? ' (yours, below)' : ''}
        </span>
      </span>
    </li>
  );
}
