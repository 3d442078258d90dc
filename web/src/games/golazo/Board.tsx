/**
 * Golazo's board: the head-up display, the pitch with its counters and the ball, a line saying
 * what a click does, the board's buttons, the viewer's action cards and the latest key moments
 * (issue #37: on a laptop the pitch takes the screen's height with the rest beside it; on a
 * phone the rest is above and below it, the pitch sized so that its buttons and hand fit too).
 */
import { memo, useMemo, type ReactElement } from 'react';
import { MotionControl } from '../../board/MotionControl.tsx';
import { stepMillis } from '../../board/motion.ts';
import { useMotion } from '../../board/useMotion.ts';
import { BALL } from '../../../../src/games/golazo/board.ts';
import { useFitRoom } from '../../table/useFitRoom.ts';
import { nameSeats, seatLabel } from '../../table/words.ts';
import type { BoardProps } from '../types.ts';
import { Buttons } from './Buttons.tsx';
import { pitchAsk } from './controls.ts';
import { Goal } from './Goal.tsx';
import { Hand } from './Hand.tsx';
import { Hud } from './Hud.tsx';
import { teamPlayers } from './hud.ts';
import { Pitch } from './Pitch.tsx';
import { counterWords, lastMove } from './pitch.ts';
import { MomentBanner } from './MomentBanner.tsx';
import { useGlide } from './useGlide.ts';
import { useMoments } from './useMoments.ts';
import { movesAfter, oddsWords } from './selection.ts';
import { usePitchSelection, type PitchSelection } from './usePitchSelection.ts';
import { isGolazoView, type GolazoView } from './view.ts';
import './board.css';

export function GolazoBoard({ view, seats, legal, onChoose, busy, log }: BoardProps): ReactElement {
  const millis = stepMillis(useMotion());
  const golazoView = isGolazoView(view) ? view : null;
  const frame = useGlide(golazoView, log, millis);
  const moments = useMoments(golazoView, log);
  // While the others' moves play, the pitch shows an earlier picture: no click on it counts.
  const selection = usePitchSelection(legal, busy || frame ? undefined : onChoose);
  // The pitch takes the height its goal line, buttons and hand leave (issue #37).
  const fit = useFitRoom<HTMLDivElement>('.gz-pitch', FIT_MUST);
  const players = useTeams(seats, golazoView?.seats ?? 0);
  if (!isGolazoView(view)) return <p>This table is not a game of Golazo.</p>;
  const play = busy ? undefined : onChoose;
  return (
    <div className="gz" ref={fit}>
      {/* The board's headings go under this one: the page's h1 is the table (axe heading-order, #37). */}
      <h2 className="visually-hidden">The pitch</h2>
      <div className="gz-top">
        <StillHud view={view} players={players} log={log} />
        <StillGoal key={view.turn} view={view} legal={legal} onChoose={play} />
      </div>
      <Pitch view={view} selection={selection} last={lastMove(log)} busy={busy} frame={frame} />
      <div className="gz-bottom">
        {/* What the pointer or focus is on is shown and may be read, but not spoken unasked:
            a live region here spoke at every arrow key (issue #37). Only what the selection
            asks for is told. */}
        <p className="gz-hint">
          {hint(selection, view, (label) => nameSeats(label, seats)) || pitchAsk(legal)}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {asked(selection, view) || pitchAsk(legal)}
        </p>
        <StillButtons legal={legal} onChoose={play} />
        <StillHand view={view} legal={legal} onChoose={play} />
        <MomentBanner shown={moments} millis={millis} words={(text) => nameSeats(text, seats)} />
        <MotionControl />
      </div>
    </div>
  );
}

/*
 * The parts a hover or a pick on the pitch leaves as they are, drawn again only when their
 * own props change (a table update): the pointer crossing the pitch redraws the pitch's
 * changed cells and the hint alone (issue #32).
 */
const StillHud = memo(Hud);
const StillGoal = memo(Goal);
const StillButtons = memo(Buttons);
const StillHand = memo(Hand);

/** The players of each team by name, the same array while the seats are (see hud.ts). */
function useTeams(seats: BoardProps['seats'], count: number): ReturnType<typeof teamPlayers> {
  return useMemo(
    () =>
      teamPlayers(
        Array.from({ length: count }, (_, seat) => seatLabel(seats, seat)),
        count,
      ),
    [seats, count],
  );
}

/** What must be on the first screen with the pitch: its goal line below, the buttons, the hand. */
const FIT_MUST = '.gz-pitch-frame, .gz-buttons, .gz-hand';

/** What a click does now, in words. */
function hint(
  selection: PitchSelection,
  view: GolazoView,
  words: (label: string) => string,
): string {
  if (selection.hovered) {
    const after = movesAfter(selection.hovered, view.movesLeft);
    const left = after === undefined ? '' : ` · then ${after} move${after === 1 ? '' : 's'} left`;
    return words(selection.hovered.label) + (oddsWords(selection.hovered) || left);
  }
  return asked(selection, view);
}

/** What the selection asks for, in words: changes only when a piece is picked or dropped. */
function asked(selection: PitchSelection, view: GolazoView): string {
  const { carrier } = view;
  if (selection.selected === BALL) return 'The ball: pick a teammate in an open lane to pass.';
  if (selection.selected === carrier)
    return `${counterWords(carrier)}: pick a highlighted cell, or click #${(carrier % 11) + 1} again to pass.`;
  if (selection.selected !== null)
    return `${counterWords(selection.selected)}: pick a highlighted cell.`;
  return '';
}
