/**
 * Next Goal Wins' board: the score and attack tokens, what the match waits for, the latest
 * roll, the far side's bench and tactics, the pitch with the ball, and the near side's bench
 * and tactics. Every click stands for one of the legal choices the server sent, found through
 * its info (see choices.ts); the shell's plain buttons offer every one of them as well.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { LegalChoice } from '../../protocol.ts';
import { nameSeats, seatLabel } from '../../table/words.ts';
import type { BoardProps } from '../types.ts';
import {
  NO_CHOICES,
  NOTHING,
  liveSelection,
  pendingSubIn,
  sortChoices,
  type PendingSub,
  type Selection,
} from './choices.ts';
import { ContestPanel } from './ContestPanel.tsx';
import { latestRoll } from './contest.ts';
import type { Controls, SideNames } from './controls.ts';
import { Decision } from './Decision.tsx';
import { MatchBar } from './MatchBar.tsx';
import { Pitch } from './Pitch.tsx';
import { SideArea } from './SideArea.tsx';
import { homeSide, isNextGoalWinsView, otherSide, type NextGoalWinsView } from './view.ts';
import './board.css';

export function NextGoalWinsBoard(props: BoardProps): ReactElement {
  const { view } = props;
  if (!isNextGoalWinsView(view)) return <p>This table is not a game of Next Goal Wins.</p>;
  // What one seat picked up stays with that seat: after a hot-seat hand-over, nothing is held.
  return <Match key={view.viewer} {...props} view={view} />;
}

type MatchProps = Omit<BoardProps, 'view'> & { readonly view: NextGoalWinsView };

/** A selection is good for the decision it was made at (the view's step count) only. */
interface Held {
  readonly steps: number;
  readonly selection: Selection;
}

function Match({ view, seats, legal, onChoose, busy, log }: MatchProps): ReactElement {
  const [held, setHeld] = useState<Held>({ steps: -1, selection: NOTHING });
  const [pending, setPending] = useState<PendingSub | null>(null);
  const choices = onChoose ? sortChoices(legal) : NO_CHOICES;
  const selection =
    held.steps === view.match.steps ? liveSelection(held.selection, choices) : NOTHING;
  const subIn = pendingSubIn(choices, pending);
  const substituting = view.phase === 'substitute' || view.phase === 'substitute-in';

  // NGW-11.1: a substitution begun on the bench is finished once the engine asks who comes on.
  useEffect(() => {
    if (subIn && onChoose && !busy) {
      setPending(null);
      onChoose(subIn);
    } else if (pending && !substituting) setPending(null);
  }, [subIn, onChoose, busy, pending, substituting]);

  const seatNames: readonly [string, string] = [seatLabel(seats, 0), seatLabel(seats, 1)];
  const names: SideNames = {
    name: seatNames,
    whose: [
      view.viewer === 0 ? 'Your' : `${seatNames[0]}'s`,
      view.viewer === 1 ? 'Your' : `${seatNames[1]}'s`,
    ],
  };
  const controls: Controls = {
    choices,
    selection,
    busy: busy || subIn !== null,
    select: (next) => {
      setHeld({ steps: view.match.steps, selection: next });
    },
    words: (label) => nameSeats(label, seats),
    ...(onChoose
      ? {
          play: (choice: LegalChoice, next: PendingSub | null = null) => {
            setHeld({ steps: -1, selection: NOTHING });
            setPending(next);
            onChoose(choice);
          },
        }
      : {}),
  };
  const home = homeSide(view);
  const away = otherSide(home);
  // NGW-3: while starters are chosen, the squad to choose from comes first, by the pitch.
  const choosing = view.phase === 'pick' && choices.picks.size > 0;
  const own = <SideArea view={view} side={home} names={names} controls={controls} />;
  const theirs = <SideArea view={view} side={away} names={names} controls={controls} />;
  return (
    <div className="ngw">
      <MatchBar view={view} names={seatNames} />
      <div className="ngw__middle">
        <Decision view={view} names={names} controls={controls} log={log} />
        <ContestPanel roll={latestRoll(log)} names={seatNames} words={controls.words} />
      </div>
      {choosing ? own : theirs}
      <Pitch view={view} home={home} names={names} controls={controls} log={log} />
      {choosing ? theirs : own}
    </div>
  );
}
