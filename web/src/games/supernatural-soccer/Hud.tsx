/**
 * Everything beside the field (SS-5, SS-9, SS-10): the score and its target, whose turn and
 * which action phase, each wizard's committed action card as far as the viewer may see it, the
 * action cards to commit, the viewer's Game Changers as cards and the chain as a stack.
 */
import { teamOfWizard, teamSeats } from '../../../../src/games/supernatural-soccer/teams.ts';
import { oddsLine } from '../../board/odds.ts';
import type { ReactElement } from 'react';
import {
  ACTION_CARD_NAMES,
  ACTION_CARDS,
  CHANGERS,
  TEAM_NAMES,
  WIZARD_NAMES,
} from '../../../../src/games/supernatural-soccer/vocabulary.ts';
import type { LegalChoice } from '../../protocol.ts';
import type { ResolvedLink } from './chain.ts';
import { committing, linkText, type combatChoices, type IndexedChoice } from './marks.ts';
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
    (teamSeats(view.seats)[team] ?? []).map((seat) => seatNames[seat] ?? '').join(' & ');
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
            <li key={w} className={`ss-wizards__item ss-team--${String(teamOfWizard(w))}`}>
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

/** What the hand may do with a card now: play it, or discard it to exchange. */
export interface HandActions {
  /** The kinds the seat may play now. */
  readonly playable: ReadonlySet<number>;
  /** The card being played, waiting for its target on the field, or null. */
  readonly aiming: number | null;
  /** What the field asks for, in words, while aiming, e.g. 'choose a wizard'. */
  readonly asking: string;
  readonly onPlay?: (card: number) => void;
  readonly onCancel: () => void;
  readonly exchanges: readonly IndexedChoice[];
  readonly onExchange?: (choice: LegalChoice) => void;
}

/**
 * The viewer's Game Changers as cards: name, colour, what it does. A card playable now is a
 * button (SS-9.5); while its target is asked for on the field it stays pressed, with a way
 * back; during an exchange (SS-7.4) each card is a button that discards it. One drawn this
 * phase waits.
 */
export function Hand({
  view,
  actions,
}: {
  readonly view: SupernaturalView;
  readonly actions: HandActions;
}): ReactElement | null {
  if (view.viewer < 0) return null;
  const cards = view.hand.flatMap((n, kind) => (n > 0 ? [{ kind, n }] : []));
  const { aiming, exchanges } = actions;
  const exchangeOf = new Map(exchanges.map((e) => [e.index, e.choice]));
  return (
    <section className="ss-hand" aria-label="Your Game Changers">
      <h3>Your Game Changers</h3>
      {cards.length === 0 && <p>None in hand.</p>}
      {exchanges.length > 0 && <p className="ss-hand__ask">Exchange: pick the card to discard.</p>}
      {aiming !== null && (
        <p className="ss-hand__ask" role="status">
          {CHANGERS[aiming]?.name}: {actions.asking} on the field.{' '}
          <button type="button" className="button" data-cancel-play onClick={actions.onCancel}>
            Cancel
          </button>
        </p>
      )}
      <ul className="ss-hand__cards">
        {cards.map(({ kind, n }) => (
          <ChangerCard
            key={kind}
            kind={kind}
            n={n}
            waiting={view.fresh[kind] ?? 0}
            exchange={exchangeOf.get(kind)}
            actions={actions}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * What clicking a card in hand does: during an exchange it discards the card (or nothing, when
 * the seat may not act), else it plays the card if playable now.
 */
function cardAct(
  kind: number,
  exchange: LegalChoice | undefined,
  { playable, onPlay, onExchange }: HandActions,
): (() => void) | undefined {
  if (exchange)
    return onExchange
      ? () => {
          onExchange(exchange);
        }
      : undefined;
  return playable.has(kind) && onPlay
    ? () => {
        onPlay(kind);
      }
    : undefined;
}

/** One kind of Game Changer in hand, `n` of it: a button when it may be played or discarded. */
function ChangerCard({
  kind,
  n,
  waiting,
  exchange,
  actions,
}: {
  readonly kind: number;
  readonly n: number;
  /** How many were drawn this phase and wait for the next, e.g. 1. */
  readonly waiting: number;
  readonly exchange: LegalChoice | undefined;
  readonly actions: HandActions;
}): ReactElement {
  const changer = CHANGERS[kind];
  const act = cardAct(kind, exchange, actions);
  const aiming = actions.aiming === kind;
  const face = (
    <>
      <strong>
        {changer?.name}
        {n > 1 ? ` ×${String(n)}` : ''}
      </strong>
      <span>{changer?.effect}</span>
      {waiting > 0 && <small>{waiting} drawn this phase: playable from the next</small>}
    </>
  );
  return (
    <li className={`ss-changer ss-changer--${changer?.colour ?? 'blue'}`}>
      {act ? (
        <button
          type="button"
          className={`ss-changer__button${aiming ? ' ss-changer__button--aiming' : ''}`}
          aria-pressed={exchange ? undefined : aiming}
          aria-label={`${exchange ? 'Exchange' : 'Play'} ${changer?.name ?? ''}`}
          data-play-card={exchange ? undefined : kind}
          data-exchange-card={exchange ? kind : undefined}
          onClick={act}
        >
          {face}
        </button>
      ) : (
        <div className="ss-changer__face" data-card={kind}>
          {face}
        </div>
      )}
    </li>
  );
}

/**
 * The chain as a stack while a window is open (SS-10.4): the latest card on top, the one it
 * answers below, each with what it will do; once resolved, what each link did, until the next.
 */
export function Chain({
  view,
  seatNames,
  resolved,
}: {
  readonly view: SupernaturalView;
  readonly seatNames: readonly string[];
  readonly resolved: readonly ResolvedLink[];
}): ReactElement | null {
  if (view.chain.length > 0 || (view.window !== '' && resolved.length === 0))
    return (
      <section className="ss-chain" aria-label="The chain">
        <h3>Chain ({view.window} window)</h3>
        {view.chain.length === 0 && <p>No Game Changer played yet.</p>}
        <ol className="ss-chain__stack" reversed>
          {[...view.chain].reverse().map((link, i) => (
            <li
              key={view.chain.length - i}
              className={`ss-changer ss-changer--${CHANGERS[link.card]?.colour ?? 'blue'}`}
              data-link={view.chain.length - i}
            >
              <span>
                <strong>{seatNames[link.seat]}</strong>: {linkText(link.card, link.target)}
              </span>
              <small>waits to resolve</small>
            </li>
          ))}
        </ol>
      </section>
    );
  if (resolved.length === 0) return null;
  return (
    <section className="ss-chain ss-chain--resolved" aria-label="The last chain">
      <h3>Last chain, resolved top down</h3>
      <ol className="ss-chain__stack" reversed>
        {resolved.map((link) => (
          <li
            key={link.link}
            className={`ss-changer ss-changer--${CHANGERS[link.card]?.colour ?? 'blue'}${link.cancelled ? ' ss-changer--nullified' : ''}`}
            data-link={link.link}
            data-outcome={link.cancelled ? 'nullified' : 'resolved'}
          >
            <span>
              <strong>{seatNames[link.seat]}</strong>: {linkText(link.card, link.target)}
            </span>
            <small>{link.cancelled ? 'nullified' : 'resolved'}</small>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** SS-8.1: the attacker's choice at the phase's end, on the board. */
export function Combat({
  combat,
  onChoose,
}: {
  readonly combat: NonNullable<ReturnType<typeof combatChoices>>;
  readonly onChoose?: (choice: LegalChoice) => void;
}): ReactElement {
  // SS-8.2–8.4: the dice's results as the engine states them in the attack's info.
  const odds = oddsLine(combat.attack.info?.outcomes);
  return (
    <section className="ss-combat" aria-label="Combat">
      <p>Wizard {WIZARD_NAMES[combat.wizard] ?? ''} stands next to the carrier:</p>
      <div className="ss-combat__choices">
        <button
          type="button"
          className="button button--primary"
          data-combat="attack"
          disabled={!onChoose}
          onClick={() => onChoose?.(combat.attack)}
        >
          {/* The list's words for the same choice (it read 'Let the chance go' beside 'Do not attack'). */}
          {combat.attack.label}
        </button>
        <button
          type="button"
          className="button"
          data-combat="decline"
          disabled={!onChoose}
          onClick={() => onChoose?.(combat.decline)}
        >
          {combat.decline.label}
        </button>
      </div>
      {odds && (
        <p className="ss-odds" data-odds="attack">
          Attack: {odds}
        </p>
      )}
    </section>
  );
}

/**
 * SS-7.2/7.3: where each kick the seat may make ends and how likely, as the engine states it in
 * the kick's info, e.g. 'Kick east: loose 63% · taken by wizard X 25% · in Mornoch’s goal zone 13%'.
 */
export function KickOdds({
  kicks,
}: {
  readonly kicks: readonly IndexedChoice[];
}): ReactElement | null {
  const lines = kicks.flatMap(({ index, choice }) => {
    const odds = oddsLine(choice.info?.outcomes);
    return odds ? [{ index, text: `${choice.label}: ${odds}` }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <section className="ss-kick-odds" aria-label="Kick odds">
      <ul>
        {lines.map(({ index, text }) => (
          <li key={index} className="ss-odds" data-odds={`kick-${String(index)}`}>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
