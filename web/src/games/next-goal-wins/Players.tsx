/**
 * What the table knows of every seat (NGW-30.1): its manager (NGW-27), how many footballers
 * of each position and how many tactic cards it holds, the footballers the viewer has seen
 * (NGW-30.2), injuries and bans, stat changes for its next match, loans and transfers made.
 */
import type { ReactElement } from 'react';
import type { SeatSummary } from '../../protocol.ts';
import { seatLabel } from '../../table/words.ts';
import { POSITIONS, footballerName } from './cards.ts';
import { isDeciding, type PlayerView, type SeasonView } from './season.ts';
import { manager } from './season-cards.ts';
import { boostWords } from './squad.ts';

interface PlayersProps {
  readonly view: SeasonView;
  readonly seats: readonly SeatSummary[];
  readonly words: (text: string) => string;
}

export function Players({ view, seats, words }: PlayersProps): ReactElement {
  return (
    <section className="ngw-players" aria-label="The managers">
      <h2 className="ngw-season__heading">Teams</h2>
      <ul className="ngw-players__list">
        {view.players.map((p) => (
          <PlayerCard
            key={p.seat}
            player={p}
            view={view}
            name={seatLabel(seats, p.seat)}
            words={words}
          />
        ))}
      </ul>
    </section>
  );
}

function PlayerCard({
  player: p,
  view,
  name,
  words,
}: {
  player: PlayerView;
  view: SeasonView;
  name: string;
  words: (text: string) => string;
}): ReactElement {
  const you = p.seat === view.viewer;
  const boss = view.options.managers ? manager(p.manager) : undefined;
  const known = you ? [] : p.known.map((k) => footballerName(k.card));
  const positions = p.byPosition.map((n, i) => `${POSITIONS[i] ?? '?'} ${n}`).join(' · ');
  return (
    <li
      className={`ngw-player${you ? ' ngw-player--you' : ''}${isDeciding(view, p.seat) ? ' ngw-player--deciding' : ''}`}
      data-seat={p.seat}
    >
      <p className="ngw-player__name">
        <strong>{name}</strong>
        {you && <span className="ngw-player__you"> (you)</span>}
        {isDeciding(view, p.seat) && <span className="ngw-player__turn"> — deciding</span>}
      </p>
      {boss && (
        <details className="ngw-player__manager-details">
          <summary className="ngw-player__manager">
            Manager <strong>{boss.name}</strong>: {boss.ability.name}, {boss.policy.name}
          </summary>
          <p>
            <strong>{boss.ability.name}:</strong> {boss.ability.text}
          </p>
          <p>
            <strong>{boss.policy.name}:</strong> {boss.policy.text}
          </p>
        </details>
      )}
      <p className="ngw-player__counts">
        {p.footballers} footballers ({positions}) · {p.tacticCount} tactic
        {p.tacticCount === 1 ? '' : 's'}
        {p.transfersUsed > 0
          ? ` · ${p.transfersUsed} transfer${p.transfersUsed === 1 ? '' : 's'} made`
          : ''}
      </p>
      {known.length > 0 && (
        <p className="ngw-player__known">
          Seen: <span className="ngw-player__cards">{known.join(', ')}</span>
        </p>
      )}
      {!you && p.knownTactics.length > 0 && (
        <p className="ngw-player__known">Tactics seen: {p.knownTactics.length}</p>
      )}
      {p.out.length > 0 && (
        <p className="ngw-player__out">
          Out of the next match:{' '}
          {p.out
            .map(
              (o) =>
                `${footballerName(o.card)} (${[o.injured ? 'injured' : '', o.banned ? 'banned' : ''].filter(Boolean).join(', ')})`,
            )
            .join('; ')}
        </p>
      )}
      {p.boosts.length > 0 && (
        <p className="ngw-player__boosts">Next match: {p.boosts.map(boostWords).join('; ')}</p>
      )}
      {p.loanedIn.length > 0 && (
        <p className="ngw-player__loans">
          On loan:{' '}
          {p.loanedIn
            .map((l) => `${footballerName(l.card)} ${words(`from Seat ${l.from + 1}`)}`)
            .join('; ')}
        </p>
      )}
      {view.phase === 'loan' && (
        <p className="ngw-player__loans">
          {p.loanChosen ? 'Loan chosen, face down' : 'Choosing a loan…'}
        </p>
      )}
    </li>
  );
}
