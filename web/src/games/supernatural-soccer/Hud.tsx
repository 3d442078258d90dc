/**
 * Everything beside the field (SS-5, SS-9, SS-10): the score and its target, whose turn and
 * which action phase, each wizard's committed action card as far as the viewer may see it, the
 * action cards to commit, the viewer's Game Changers as cards and the chain as a stack.
 */
import type { ReactElement } from 'react';
import {
  ACTION_CARD_NAMES,
  ACTION_CARDS,
  CHANGERS,
  TEAM_NAMES,
  WIZARD_NAMES,
} from '../../../../src/games/supernatural-soccer/vocabulary.ts';
import type { LegalChoice } from '../../protocol.ts';
import { committing, linkText, type IndexedChoice } from './marks.ts';
import type { SupernaturalView } from './view.ts';

const cardName = (card: number): string => ACTION_CARD_NAMES[ACTION_CARDS[card] ?? 'move'];

const STEP_WORDS: Readonly<Record<string, string>> = {
  commit: 'committing action cards',
  window: 'Game Changers may be played',
  act: 'carrying out',
  combat: 'combat',
  over: 'full time',
};

interface HudProps {
  readonly view: SupernaturalView;
  /** Each seat's name, e.g. ['Ana', 'Robo']. */
  readonly seatNames: readonly string[];
  readonly commits: readonly IndexedChoice[];
  readonly onCommit?: (choice: LegalChoice) => void;
}

export function ScoreBar({ view, seatNames }: Pick<HudProps, 'view' | 'seatNames'>): ReactElement {
  const teamPlayers = (team: number): string =>
    [...new Set(view.controllers.filter((_, w) => w >> 1 === team))]
      .map((seat) => seatNames[seat] ?? '')
      .join(' & ');
  const turnTeam = TEAM_NAMES[view.turnTeam] ?? '';
  const acting = view.current >= 0 ? view.current : -1;
  return (
    <div className="ss-score" aria-label="Score">
      <p className="ss-score__line">
        <span className="ss-team ss-team--0">
          {TEAM_NAMES[0]} <small>({teamPlayers(0)})</small>
        </span>{' '}
        <strong data-score>
          {view.scores[0]} – {view.scores[1]}
        </strong>{' '}
        <span className="ss-team ss-team--1">
          {TEAM_NAMES[1]} <small>({teamPlayers(1)})</small>
        </span>
      </p>
      <p className="ss-score__phase">
        First to {view.target} · Round {view.round}
        {view.step !== 'over' && (
          <>
            {' '}
            · {turnTeam}’s turn, action phase {view.phase + 1} of 2:{' '}
            {STEP_WORDS[view.step] ?? view.step}
            {acting >= 0 && view.step !== 'commit' && (
              <>
                {' '}
                · wizard {WIZARD_NAMES[acting]} ({seatNames[view.controllers[acting] ?? 0] ?? ''})
              </>
            )}
          </>
        )}
        {view.step === 'over' && ' · Full time'}
      </p>
    </div>
  );
}

/** Each wizard with its player and its action card this phase, as far as the viewer may see it. */
export function Wizards({ view, seatNames, commits, onCommit }: HudProps): ReactElement {
  return (
    <section className="ss-wizards" aria-label="Action cards">
      <ul className="ss-wizards__list">
        {view.wizards.map((_, w) => {
          const seat = view.controllers[w] ?? 0;
          const card = view.commitments[w] ?? -1;
          const committed = view.committed[w] ?? false;
          const shown = card >= 0 && (committed || view.step !== 'commit');
          return (
            <li key={w} className={`ss-wizards__item ss-team--${String(w >> 1)}`}>
              <span className="ss-wizards__name">
                {WIZARD_NAMES[w]} · {seatNames[seat]}
                {seat === view.viewer ? ' (you)' : ''}
              </span>
              <span className="ss-action-card" data-wizard-card={w}>
                {shown ? cardName(card) : committed ? 'committed (face down)' : '—'}
              </span>
            </li>
          );
        })}
      </ul>
      {commits.length > 0 && (
        <div className="ss-commit" data-wizard={committing(view)}>
          <p>Choose wizard {WIZARD_NAMES[committing(view)] ?? ''}’s action card:</p>
          <div className="ss-commit__cards">
            {commits.map(({ index, choice }) => (
              <button
                key={index}
                type="button"
                className="ss-action-card ss-action-card--choice"
                data-commit={index}
                disabled={!onCommit}
                onClick={() => onCommit?.(choice)}
              >
                {cardName(index)}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

/** The viewer's Game Changers as cards: name, colour, what it does; one drawn this phase waits. */
export function Hand({ view }: { readonly view: SupernaturalView }): ReactElement | null {
  if (view.viewer < 0) return null;
  const cards = view.hand.flatMap((n, kind) => (n > 0 ? [{ kind, n }] : []));
  return (
    <section className="ss-hand" aria-label="Your Game Changers">
      <h3>Your Game Changers</h3>
      {cards.length === 0 && <p>None in hand.</p>}
      <ul className="ss-hand__cards">
        {cards.map(({ kind, n }) => {
          const changer = CHANGERS[kind];
          const waiting = view.fresh[kind] ?? 0;
          return (
            <li key={kind} className={`ss-changer ss-changer--${changer?.colour ?? 'blue'}`}>
              <strong>
                {changer?.name}
                {n > 1 ? ` ×${String(n)}` : ''}
              </strong>
              <span>{changer?.effect}</span>
              {waiting > 0 && <small>{waiting} drawn this phase: playable from the next</small>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The chain while a window is open: the latest card on top, the one it answers below. */
export function Chain({
  view,
  seatNames,
}: {
  readonly view: SupernaturalView;
  readonly seatNames: readonly string[];
}): ReactElement | null {
  if (view.window === '') return null;
  return (
    <section className="ss-chain" aria-label="The chain">
      <h3>Chain ({view.window} window)</h3>
      {view.chain.length === 0 && <p>No Game Changer played yet.</p>}
      <ol className="ss-chain__stack" reversed>
        {[...view.chain].reverse().map((link, i) => (
          <li
            key={view.chain.length - i}
            className={`ss-changer ss-changer--${CHANGERS[link.card]?.colour ?? 'blue'}`}
          >
            <strong>{seatNames[link.seat]}</strong>: {linkText(link.card, link.target)}
          </li>
        ))}
      </ol>
    </section>
  );
}
