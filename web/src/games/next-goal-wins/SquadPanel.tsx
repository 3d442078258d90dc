/**
 * The viewer's own squad and tactic cards between matches (NGW-30.1: only its own eyes see
 * them): each footballer with its injury, ban, loan and stat changes for the next match, and,
 * when the season asks, the button that lets it go (NGW-24.4) or loans it out (NGW-29.1).
 */
import type { ReactElement } from 'react';
import { FootballerCard } from './FootballerCard.tsx';
import type { SeasonView } from './season.ts';
import { ChoiceButton } from './SeasonPanel.tsx';
import type { SeasonControls } from './season-controls.ts';
import { squadHeading, squadOf } from './squad.ts';
import { TacticCard } from './TacticCard.tsx';

export function SquadPanel({
  view,
  controls,
}: {
  view: SeasonView;
  controls: SeasonControls;
}): ReactElement | null {
  const hand = view.hand;
  if (!hand) return null;
  const { choices } = controls;
  const squad = squadOf(view);
  const loanOut = view.players[view.viewer]?.loanCard ?? null;
  return (
    <section className="ngw-squad" aria-label="Your squad">
      <h2 className="ngw-season__heading">
        {squadHeading(hand.footballers.length, hand.tactics.length)}
      </h2>
      {squad.length === 0 ? (
        <p className="ngw-panel__note">No footballers yet: the draft deals them.</p>
      ) : (
        <ul className="ngw-squad__cards">
          {squad.map((entry) => {
            const letGo = choices.letGo.get(entry.card);
            const loan = choices.loans.get(entry.card);
            // Why it misses the next match (NGW-28.1), in red; loans (NGW-29) are plain news.
            const marks: [string, 'out' | 'loan'][] = [];
            if (entry.injured) marks.push(['Injured: misses the next match', 'out']);
            if (entry.banned) marks.push(['Banned: misses the next match', 'out']);
            if (entry.loanFrom !== null)
              marks.push([controls.words(`On loan from Seat ${entry.loanFrom + 1}`), 'loan']);
            if (loanOut === entry.card)
              marks.push(['Loaned out this round (shown when all have chosen)', 'loan']);
            return (
              <li
                key={entry.card}
                className={`ngw-squad__item${entry.injured || entry.banned ? ' ngw-squad__item--out' : ''}`}
                data-card={entry.card}
              >
                <FootballerCard card={entry.card} changes={entry.changes} />
                {marks.map(([mark, kind]) => (
                  <p key={mark} className={`ngw-squad__mark ngw-squad__mark--${kind}`}>
                    {mark}
                  </p>
                ))}
                {entry.changes.size > 0 && (
                  <p className="ngw-squad__mark ngw-squad__mark--boost">
                    Stat changes for the next match
                  </p>
                )}
                {letGo && (
                  <ChoiceButton
                    choice={letGo}
                    controls={controls}
                    className="ngw-squad__let-go"
                    text="Let go"
                  />
                )}
                {loan && (
                  <ChoiceButton
                    choice={loan}
                    controls={controls}
                    className="ngw-squad__loan"
                    text="Loan out"
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {hand.tactics.length > 0 && (
        <ul className="ngw-squad__tactics">
          {hand.tactics.map((id, slot) => {
            const drop = choices.dropTactic.get(slot);
            return (
              <li key={slot} className="ngw-squad__tactic">
                <TacticCard id={id} picked={false} busy={controls.busy} />
                {drop && (
                  <ChoiceButton
                    choice={drop}
                    controls={controls}
                    className="ngw-squad__drop"
                    text="Let go"
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
