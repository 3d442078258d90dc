/**
 * Beside the footballer on the ball: what it may do (NGW-5, NGW-7) or, when the other side has
 * declared, the answers (NGW-6.3). A tactic picked up from the hand swaps the plain choices for
 * those that play it (NGW-15.2).
 */
import type { ReactElement } from 'react';
import type { GameEvent } from '../../protocol.ts';
import { footballerName, tactic } from './cards.ts';
import { ChoiceChances } from './ChoiceChances.tsx';
import { choiceForecast, unseenWords } from './chances.ts';
import { withTactic } from './choices.ts';
import { latestOf } from './contest.ts';
import type { Controls, SideNames } from './controls.ts';
import type { NextGoalWinsView } from './view.ts';

interface BallTrayProps {
  readonly view: NextGoalWinsView;
  readonly names: SideNames;
  readonly controls: Controls;
  readonly log: readonly GameEvent[];
}

export function BallTray({ view, names, controls, log }: BallTrayProps): ReactElement {
  const { choices, selection, busy, play, words } = controls;
  const m = view.match;
  const attacker = m.attacker === 1 ? 1 : 0;
  const holder = footballerName(view.teams[attacker].lineup[m.holder]);
  const shown = withTactic(choices.plays, selection.tactic);
  const declared = latestOf(log, 'declare');
  const heading =
    view.phase === 'defend'
      ? declared
        ? words(declared.text)
        : `${holder} makes a move.`
      : `${view.viewer === attacker ? '' : `${names.name[attacker]}'s `}${holder} has the ball.`;
  const waiting =
    view.phase === 'defend'
      ? `${names.name[attacker === 1 ? 0 : 1]} to answer.`
      : `${names.name[attacker]} to choose an action.`;
  const picked = selection.tactic === null ? null : tactic(selection.tactic);
  const forecasts = shown.map((choice) => choiceForecast(view, choice));
  const unseen = unseenWords(forecasts);
  return (
    <div className="ngw-tray" aria-live="polite">
      <p className="ngw-tray__heading">{heading}</p>
      {play && shown.length > 0 ? (
        <>
          {picked && <p className="ngw-tray__note">With {picked.name}:</p>}
          {forecasts.some((f) => f !== null) && (
            <p className="ngw-tray__note ngw-tray__odds-note">
              Chances from the dice and what you can see.{unseen ? ` ${unseen}` : ''}
            </p>
          )}
          <ul className="ngw-tray__choices">
            {shown.map((choice, i) => (
              <li key={choice.action}>
                <button
                  type="button"
                  className={`button ngw-tray__button ngw-tray__button--${choice.info?.kind ?? 'other'}`}
                  data-action={choice.action}
                  disabled={busy}
                  onClick={() => {
                    play(choice);
                  }}
                >
                  <span className="ngw-tray__label">{words(choice.label)}</span>
                  <ChoiceChances forecast={forecasts[i] ?? null} />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="ngw-tray__note">{waiting}</p>
      )}
    </div>
  );
}
