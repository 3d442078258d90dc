/**
 * The season's panel between matches: the draft (NGW-21: decks to draw from, tactic cards to
 * keep, shown only to the drafting seat), loans (NGW-29), events (NGW-26: the card drawn, its
 * effect and any choice it asks), transfers (NGW-25: a deck or no transfer, cards looked at),
 * cards to let go (NGW-24.4) and the champion (NGW-23). Every button is one of the legal
 * choices the server sent (season-choices.ts); what others decide shows as counts only.
 */
import type { ReactElement } from 'react';
import type { GameEvent, LegalChoice, SeatSummary } from '../../protocol.ts';
import { seatLabel } from '../../table/words.ts';
import { POSITIONS, POSITION_WORDS } from './cards.ts';
import { CardBack, FootballerCard } from './FootballerCard.tsx';
import { matchEventsOf, matchStory } from './full-time.ts';
import { eventFocus, lastResult, panelOf, type SeasonView } from './season.ts';
import { eventCard } from './season-cards.ts';
import { OFFER_VERBS } from './season-choices.ts';
import type { SeasonControls } from './season-controls.ts';
import { Story } from './MatchStory.tsx';
import { TacticBacks, TacticCard } from './TacticCard.tsx';

interface PanelProps {
  readonly view: SeasonView;
  readonly controls: SeasonControls;
  readonly seats: readonly SeatSummary[];
  /** The events the page received, for the last match's goals. */
  readonly log: readonly GameEvent[];
}

export function SeasonPanel({ view, controls, seats, log }: PanelProps): ReactElement {
  const panel = panelOf(view);
  const p = view.pending;
  const mine = p !== null && p.seat === view.viewer;
  const name = (seat: number): string => seatLabel(seats, seat);
  const { choices } = controls;
  // What the viewer decides now: the last match and the event drawn shrink to a line each
  // that opens, so the decision fits the first screen (#37); the squad's own decisions (a
  // card to let go, a loan) are answered in the squad under this panel.
  const inSquad = choices.letGo.size + choices.dropTactic.size + choices.loans.size > 0;
  const deciding = inSquad || choices.decks.size + choices.offers.size > 0 || choices.stop !== null;
  const title: Record<typeof panel, string> = {
    draft: 'The draft',
    loan: 'Loans',
    match: 'The match',
    event: 'An event',
    transfer: 'Transfers',
    discard: 'Over the limit',
    champion: 'The champions',
  };
  return (
    <section className={`ngw-panel ngw-panel--${panel}`} aria-label={title[panel]}>
      <h2 className="ngw-season__heading">{title[panel]}</h2>
      {panel === 'champion' && <Champion view={view} name={name} />}
      {panel !== 'champion' && panel !== 'draft' && (
        <LastResult view={view} name={name} seats={seats} log={log} brief={deciding} />
      )}
      {(panel === 'event' || panel === 'transfer' || panel === 'discard') && (
        <EventShown view={view} name={name} brief={inSquad} />
      )}
      {(view.phase === 'draft-deck' ||
        view.phase === 'event-deck' ||
        view.phase === 'transfer') && <Decks view={view} controls={controls} mine={mine} />}
      {p && p.offerSize > 0 && <Offer view={view} controls={controls} mine={mine} />}
      {view.phase === 'discard' && (
        <p className="ngw-panel__note">
          {mine
            ? 'Choose below which card to let go: it goes to the bottom of its deck.'
            : `${name(p?.seat ?? 0)} lets a card go.`}
        </p>
      )}
      {view.phase === 'lose-tactic' && (
        <p className="ngw-panel__note">
          {mine
            ? 'Choose below which tactic card goes to the bottom of the deck.'
            : `${name(p?.seat ?? 0)} loses a tactic card.`}
        </p>
      )}
      {view.phase === 'loan' && (
        <p className="ngw-panel__note">
          {choices.loans.size > 0
            ? 'Choose below the footballer you loan out this round; all loans are shown together.'
            : 'Waiting for the others to choose their loans.'}
        </p>
      )}
    </section>
  );
}

const DECK_VERBS: Readonly<Record<string, string>> = {
  'draft-deck': 'Draft',
  transfer: 'Transfer',
  'event-deck': 'Recruit',
};

/** NGW-21.2, NGW-25.1, NGW-26.3: the four footballer decks, with a button where one is legal. */
function Decks({
  view,
  controls,
  mine,
}: {
  view: SeasonView;
  controls: SeasonControls;
  mine: boolean;
}): ReactElement {
  const { choices } = controls;
  return (
    <div className="ngw-decks">
      {POSITIONS.map((position, deck) => {
        const choice = choices.decks.get(deck);
        return (
          <div key={position} className="ngw-deck">
            <CardBack label={`The ${POSITION_WORDS[deck]} deck`} />
            <p className="ngw-deck__name">
              {position} deck · {view.decks[deck]?.size ?? 0} left
            </p>
            {choice && (
              <ChoiceButton
                choice={choice}
                controls={controls}
                className="ngw-deck__button"
                text={`${DECK_VERBS[view.phase] ?? 'Draw'}: ${position}`}
              />
            )}
          </div>
        );
      })}
      {choices.stop && (
        <ChoiceButton choice={choices.stop} controls={controls} className="ngw-stop" />
      )}
      {!mine && view.pending && view.phase === 'transfer' && (
        <p className="ngw-panel__note">
          Everybody sees the deck named; only the signer sees the card.
        </p>
      )}
    </div>
  );
}

/** The cards on offer: face up for the seat deciding, face down (counted) for everyone else. */
function Offer({
  view,
  controls,
  mine,
}: {
  view: SeasonView;
  controls: SeasonControls;
  mine: boolean;
}): ReactElement {
  const p = view.pending;
  if (!p) return <></>;
  const { choices } = controls;
  const verb = choices.offerKind ? OFFER_VERBS[choices.offerKind] : null;
  if (p.offer === null)
    return (
      <div className="ngw-offer ngw-offer--hidden">
        {view.phase === 'draft-tactic' ? (
          <TacticBacks count={p.offerSize} />
        ) : (
          Array.from({ length: p.offerSize }, (_, i) => <CardBack key={i} />)
        )}
        <p className="ngw-panel__note">Only the seat deciding sees these {p.offerSize} cards.</p>
      </div>
    );
  return (
    <div className={`ngw-offer${mine ? ' ngw-offer--mine' : ''}`}>
      {view.phase === 'draft-tactic' && mine && (
        <p className="ngw-panel__note">
          Keep {p.picksLeft} more; the rest go to the bottom of the tactic deck. Nobody else sees
          these cards.
        </p>
      )}
      <ul className="ngw-offer__cards">
        {p.offer.map((id, i) => {
          const choice = choices.offers.get(i);
          return (
            <li key={i} className="ngw-offer__item">
              {view.phase === 'draft-tactic' ? (
                <TacticCard id={id} picked={false} busy={controls.busy} />
              ) : view.phase === 'event-choice' ? (
                <EventCard id={id} />
              ) : (
                <FootballerCard card={id} />
              )}
              {choice && verb && (
                <ChoiceButton
                  choice={choice}
                  controls={controls}
                  className="ngw-offer__button"
                  text={verb}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function EventCard({ id }: { id: number }): ReactElement {
  const face = eventCard(id);
  return (
    <div className="ngw-event">
      <p className="ngw-event__kind">Event</p>
      <p className="ngw-event__name">{face?.name ?? `Event ${id}`}</p>
      <p className="ngw-event__text">{face?.text}</p>
    </div>
  );
}

/**
 * NGW-24: the match just played, whose after-match steps are under way, and its goals; `brief`
 * (a decision waits) shows the result alone, its goals a click away.
 */
function LastResult({
  view,
  name,
  seats,
  log,
  brief,
}: {
  view: SeasonView;
  name: (seat: number) => string;
  seats: readonly SeatSummary[];
  log: readonly GameEvent[];
  brief: boolean;
}): ReactElement | null {
  const f = lastResult(view);
  if (!f?.goals) return null;
  const events = f.forfeit ? null : matchEventsOf(log, f.index);
  const result = (
    <>
      Full time in match {f.index + 1}: {name(f.home)} <strong>{f.goals[0]}</strong>–
      <strong>{f.goals[1]}</strong> {name(f.away)}
      {f.forfeit ? ' (forfeit)' : ''}
    </>
  );
  const story = events && (
    <Story
      story={matchStory(events, [f.home, f.away])}
      names={[name(f.home), name(f.away)]}
      seats={seats}
    />
  );
  if (brief && story)
    return (
      <details className="ngw-panel__last">
        <summary className="ngw-panel__result">{result}</summary>
        {story}
      </details>
    );
  return (
    <div className="ngw-panel__last">
      <p className="ngw-panel__result">{result}</p>
      {story}
    </div>
  );
}

/**
 * NGW-24.1, NGW-26: the event being resolved or, after it, the latest one drawn; `brief` (the
 * squad decides) shows its name alone, the card a click away.
 */
function EventShown({
  view,
  name,
  brief,
}: {
  view: SeasonView;
  name: (seat: number) => string;
  brief: boolean;
}): ReactElement | null {
  const focus = eventFocus(view);
  if (!focus) return null;
  const { event: id, drawer, team, resolving } = focus;
  // NGW-26.5: drawn events stay face up; the newest first, each once per copy drawn.
  const used = view.eventsUsed.slice();
  const at = used.lastIndexOf(id);
  if (at >= 0) used.splice(at, 1);
  const earlier = used.reverse().map((e) => eventCard(e)?.name ?? `Event ${e}`);
  const who = `${resolving ? 'Being resolved' : 'Latest event'}${drawer >= 0 ? `: drawn by ${name(drawer)}` : ''}${team >= 0 && team !== drawer ? `, acting on ${name(team)}` : ''}`;
  const rest = (
    <>
      <EventCard id={id} />
      <p className="ngw-panel__note">
        {view.eventDeck} event cards left · {view.eventsUsed.length} drawn
        {earlier.length > 0 ? ` · before it: ${earlier.join(', ')}` : ''}
      </p>
    </>
  );
  if (brief)
    return (
      <details className="ngw-event-shown">
        <summary className="ngw-event-shown__who">
          {who}: {eventCard(id)?.name ?? `Event ${id}`}
        </summary>
        {rest}
      </details>
    );
  return (
    <div className="ngw-event-shown">
      <p className="ngw-event-shown__who">{who}</p>
      {rest}
    </div>
  );
}

function Champion({
  view,
  name,
}: {
  view: SeasonView;
  name: (seat: number) => string;
}): ReactElement {
  const champions = view.champions ?? [];
  const top = view.table.find((row) => row.place === 1);
  return (
    <div className="ngw-champion">
      <Cup />
      <p className="ngw-champion__name">
        {champions.map(name).join(' and ')}
        {champions.length > 1 ? ' share the title' : ' win the league'}
      </p>
      {top && (
        <p className="ngw-panel__note">
          {top.points} points from {top.played} matches, goal difference{' '}
          {top.goalDifference > 0 ? `+${top.goalDifference}` : top.goalDifference}.
        </p>
      )}
    </div>
  );
}

/** The league trophy, drawn (no emoji font is needed); its words are beside it. */
function Cup(): ReactElement {
  return (
    <svg className="ngw-champion__cup" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M18 8h28v10c0 10-6 18-14 18S18 28 18 18z"
        fill="#f2c230"
        stroke="#7a5a00"
        strokeWidth="2"
      />
      <path
        d="M18 12H8c0 8 4 13 11 14M46 12h10c0 8-4 13-11 14"
        fill="none"
        stroke="#7a5a00"
        strokeWidth="3"
      />
      <path d="M28 36h8v10h-8z" fill="#f2c230" stroke="#7a5a00" strokeWidth="2" />
      <path d="M20 46h24v8H20z" fill="#6b4a1f" stroke="#3d2a10" strokeWidth="2" />
    </svg>
  );
}

/** A legal choice as a button: its label in the table's names unless `text` says shorter. */
export function ChoiceButton({
  choice,
  controls,
  className,
  text,
}: {
  choice: LegalChoice;
  controls: SeasonControls;
  className: string;
  text?: string;
}): ReactElement {
  const label = controls.words(choice.label);
  return (
    <button
      type="button"
      className={`ngw-season__button ${className}`}
      data-action={choice.action}
      disabled={controls.busy || !controls.play}
      aria-label={text ? label : undefined}
      onClick={() => controls.play?.(choice)}
    >
      {text ?? label}
    </button>
  );
}
