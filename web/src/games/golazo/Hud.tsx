/**
 * The head-up display over the pitch (GZ-2): the score, the timer track with its marker, the
 * turn's dice, what the game waits for and the moves left.
 */
import type { ReactElement } from 'react';
import { TEAM_NAMES } from '../../../../src/games/golazo/vocabulary.ts';
import type { GameEvent } from '../../../../src/core/game.ts';
import { dieWords, teamWords, timerTrack, turnDice, turnWords, type TurnDice } from './hud.ts';
import type { GolazoView } from './view.ts';

interface HudProps {
  readonly view: GolazoView;
  /** Each team's players by name. */
  readonly players: readonly string[];
  readonly log: readonly GameEvent[];
}

export function Hud({ view, players, log }: HudProps): ReactElement {
  return (
    <div className="gz-hud">
      <p className="gz-score" aria-label="Score">
        <span className="gz-score__team gz-score__team--reds">{teamWords(players, 0)}</span>
        <strong>
          {view.scores[0] ?? 0} – {view.scores[1] ?? 0}
        </strong>
        <span className="gz-score__team gz-score__team--blues">{teamWords(players, 1)}</span>
      </p>
      <ol className="gz-timer" aria-label={`Timer: space ${view.timer} of the track`}>
        {timerTrack().map((mark, space) => (
          <li
            key={space}
            className={
              space === view.timer ? 'gz-timer__space gz-timer__space--now' : 'gz-timer__space'
            }
            aria-current={space === view.timer ? 'step' : undefined}
          >
            {mark}
          </li>
        ))}
      </ol>
      <p className="gz-turn">
        <Dice dice={turnDice(log)} />
        <span className="gz-turn__words">{turnWords(view, players)}</span>
      </p>
    </div>
  );
}

function Dice({ dice }: { dice: TurnDice | null }): ReactElement | null {
  if (!dice) return null;
  if (dice.kind === 'kick-off')
    return (
      <span className="gz-dice" aria-label="The kick-off’s die">
        <span className="gz-die gz-die--kick-off">{dice.faces[0]}</span>
      </span>
    );
  return (
    <span className="gz-dice" aria-label="The turn’s dice">
      {dice.faces.map((face, team) => (
        <span
          key={team}
          className={`gz-die gz-die--${team === 0 ? 'reds' : 'blues'}`}
          title={`${TEAM_NAMES[team] ?? ''}’ die`}
        >
          {dieWords(face)}
        </span>
      ))}
    </span>
  );
}
