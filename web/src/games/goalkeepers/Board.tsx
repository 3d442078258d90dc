/**
 * Goalkeepers' board: the match bar, the latest roll, what the game waits for, and every
 * player's area. Clicks stand for the legal actions the server sent (see choices.ts).
 */
import { useRef, type ReactElement } from 'react';
import type { LegalChoice } from '../../protocol.ts';
import { nameSeats, seatLabel } from '../../table/words.ts';
import type { BoardProps } from '../types.ts';
import { sortChoices, type GoalkeepersChoices } from './choices.ts';
import { Decision } from './Decision.tsx';
import { badges, waitingFor } from './marks.ts';
import { MatchBar } from './MatchBar.tsx';
import { PlayerArea } from './PlayerArea.tsx';
import { lastRoll, rollsBySeat } from './rolls.ts';
import { RollTray } from './RollTray.tsx';
import { isGoalkeepersView } from './view.ts';
import './board.css';

export function GoalkeepersBoard({
  view,
  seats,
  legal,
  onChoose,
  busy,
  log,
  closed = false,
}: BoardProps): ReactElement {
  const latestRoll = lastRoll(log);
  const firstSeenRoll = useRef(latestRoll?.index ?? -1);
  if (!isGoalkeepersView(view)) return <p>This table is not a game of Goalkeepers.</p>;
  const names = Array.from({ length: view.seats }, (_, seat) => seatLabel(seats, seat));
  const choices = sortChoices(legal);
  const words = (label: string): string => nameSeats(label, seats);
  const rolls = rollsBySeat(log, view.seats);
  const roller = latestRoll ? latestRoll.seat : view.current;
  const rollerName = roller === view.viewer ? 'You' : (names[roller] ?? '');
  return (
    <div className="gk">
      {/* The board's headings go under this one: the page's h1 is the table (axe heading-order, #37). */}
      <h2 className="visually-hidden">The dice table</h2>
      <MatchBar view={view} names={names} />
      <div className="gk__middle">
        <RollTray
          key={latestRoll?.index ?? -1}
          title={`${rollerName} rolled`}
          roll={latestRoll?.roll ?? view.roll}
          fresh={latestRoll !== null && latestRoll.index !== firstSeenRoll.current}
        />
        {view.phase !== 'over' && (
          <Decision
            view={view}
            names={names}
            choices={choices}
            busy={busy}
            words={words}
            closed={closed}
            {...(onChoose ? { onChoose } : {})}
          />
        )}
      </div>
      <div className="gk__areas">
        {names.map((name, seat) => (
          <PlayerArea
            key={seat}
            name={name}
            points={view.points[seat] ?? 0}
            hand={view.hand[seat] ?? 0}
            kept={view.kept[seat] ?? 0}
            onTable={view.table[seat] ?? 0}
            badges={badges(view, seats, seat, closed)}
            rolls={(rolls[seat]?.rolls ?? []).map((r) => r.roll)}
            rollsFromLastRound={rolls[seat]?.lastRound ?? false}
            current={seat === waitingFor(view, closed)}
            target={target(choices, seat, words)}
            busy={busy}
            {...(onChoose ? { onChoose } : {})}
          />
        ))}
      </div>
    </div>
  );
}

function target(
  choices: GoalkeepersChoices,
  seat: number,
  words: (label: string) => string,
): { choice: LegalChoice; words: string } | null {
  const choice = choices.passTo.get(seat) ?? choices.stealFrom.get(seat);
  return choice ? { choice, words: words(choice.label) } : null;
}
