/**
 * The viewer's team's power cards (GZ-9.3) and manager's abilities (GZ-13.5), with their names
 * and texts from the engine's words; one playable now is a button that plays it (in a response
 * window too, GZ-9.11), with its die's odds when it rolls one (Re-roll). What a card then asks for (who gets the ball) is asked on the pitch.
 */
import type { ReactElement, ReactNode } from 'react';
import type { LegalChoice } from '../../protocol.ts';
import { choiceOdds, handCards, handManager } from './controls.ts';
import type { GolazoView } from './view.ts';

interface HandProps {
  readonly view: GolazoView;
  readonly legal: readonly LegalChoice[];
  readonly onChoose: ((choice: LegalChoice) => void) | undefined;
}

export function Hand({ view, legal, onChoose }: HandProps): ReactElement | null {
  if (view.viewer < 0) return null;
  const cards = handCards(view, legal);
  const manager = handManager(view, legal);
  const playable =
    onChoose !== undefined &&
    (cards.some((c) => c.play) || (manager?.abilities.some((a) => a.play) ?? false));
  return (
    <section className="gz-hand" aria-label="Your action cards">
      <h3 className="gz-hand__title">Your action cards</h3>
      {playable && <p className="gz-hand__now">Playable now: click it to play.</p>}
      {cards.length === 0 ? (
        <p className="gz-hand__empty">No cards in hand.</p>
      ) : (
        <ul className="gz-hand__cards">
          {cards.map(({ card, text, count, play }) => (
            <li key={card}>
              <Playable choice={play} onChoose={onChoose} label={`Play ${text.name}`}>
                <strong>
                  {text.name}
                  {count > 1 ? ` ×${count}` : ''}
                </strong>
                {text.when && <span className="gz-card__when">{text.when}</span>}
                <span>{text.text}</span>
              </Playable>
            </li>
          ))}
        </ul>
      )}
      {manager && (
        <>
          <h3 className="gz-hand__title">Your manager: {manager.name}</h3>
          <ul className="gz-hand__cards">
            {manager.abilities.map(({ ability, name, text, used, play }) => {
              // GZ-13.5 Re-roll: the die's odds, in the engine's words, while it may be used.
              const odds = choiceOdds(play);
              const label = odds ? `Use ${name}: ${odds}` : `Use ${name}`;
              return (
                <li key={ability}>
                  <Playable choice={play} onChoose={onChoose} label={label} used={used}>
                    <strong>
                      {name}
                      {used ? ' (used)' : ''}
                    </strong>
                    <span>{text}</span>
                    {odds && <span className="gz-card__odds">{odds}</span>}
                  </Playable>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

interface PlayableProps {
  readonly choice: LegalChoice | undefined;
  readonly onChoose: ((choice: LegalChoice) => void) | undefined;
  readonly label: string;
  readonly used?: boolean;
  readonly children: ReactNode;
}

/** A card: a button while it may be played now, else just its words. */
function Playable({ choice, onChoose, label, used, children }: PlayableProps): ReactElement {
  if (!choice || !onChoose)
    return <div className={used ? 'gz-card gz-card--used' : 'gz-card'}>{children}</div>;
  return (
    <button
      type="button"
      className="gz-card gz-card--playable"
      onClick={() => {
        onChoose(choice);
      }}
    >
      {/* The name says what the button does, then the card's words as seen. */}
      <span className="visually-hidden">{label}: </span>
      {children}
    </button>
  );
}
