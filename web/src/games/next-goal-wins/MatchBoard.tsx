/**
 * One match of Next Goal Wins on the board: the score and attack tokens, what the match waits
 * for, the latest roll, the far side's bench and tactics, the pitch with the ball, and the near
 * side's bench and tactics. Every click stands for one of the legal choices the server sent,
 * found through its info (see choices.ts); the shell's plain buttons offer every one of them
 * as well. In a season the two sides are named by their seats; everybody else watches.
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
import { homeSide, otherSide, type NextGoalWinsView } from './view.ts';

export type MatchProps = Omit<BoardProps, 'view'> & {
  readonly view: NextGoalWinsView;
  /** The seats playing side 0 and side 1, e.g. [0, 2] in a season's second match. */
  readonly sideSeats: readonly [number, number];
  /** In a season, where the match stands in it (MatchBar's notes). */
  readonly season?: string;
};

/** A selection is good for the decision it was made at (the view's step count) only. */
interface Held {
  readonly steps: number;
  readonly selection: Selection;
}

/** One match on the pitch: its sides' seats name them, everybody else watches it. */
export function Match({
  view,
  seats,
  legal,
  onChoose,
  busy,
  log,
  sideSeats,
  season,
}: MatchProps): ReactElement {
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

  const seatNames: readonly [string, string] = [
    seatLabel(seats, sideSeats[0]),
    seatLabel(seats, sideSeats[1]),
  ];
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
      {/* The board's headings go under this one: the page's h1 is the table (axe heading-order, #37). */}
      <h2 className="visually-hidden">The match</h2>
      <MatchBar view={view} names={seatNames} {...(season === undefined ? {} : { season })} />
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
