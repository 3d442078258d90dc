/**
 * Supernatural Soccer's board: the score bar, the field with its wizards and ball, the action
 * cards, the viewer's Game Changers and the chain. Clicks stand for legal actions the server
 * sent: a reachable hex plays that move, a kick arrow that kick, an action card its commit;
 * everything else stays in the shell's action buttons.
 */
import type { ReactElement } from 'react';
import { useBoardSelection } from '../../board/useBoardSelection.ts';
import { seatLabel } from '../../table/words.ts';
import type { BoardProps } from '../types.ts';
import { Field } from './Field.tsx';
import { Chain, Hand, ScoreBar, Wizards } from './Hud.tsx';
import { commitChoices, kickChoices, lastMove } from './marks.ts';
import { isSupernaturalView } from './view.ts';

export function SupernaturalBoard({
  view,
  seats,
  legal,
  onChoose,
  busy,
  log,
}: BoardProps): ReactElement {
  const choose = busy ? undefined : onChoose;
  const selection = useBoardSelection(legal, choose);
  if (!isSupernaturalView(view)) return <p>This table is not a game of Supernatural Soccer.</p>;
  const seatNames = Array.from({ length: view.seats }, (_, seat) => seatLabel(seats, seat));
  const names = view.controllers.map((seat) => seatNames[seat] ?? '');
  const commits = commitChoices(legal);
  return (
    <div className="ss">
      <ScoreBar view={view} seatNames={seatNames} />
      <Field
        view={view}
        legal={legal}
        selection={selection}
        kicks={kickChoices(legal)}
        last={lastMove(log)}
        names={names}
        {...(choose ? { onKick: choose } : {})}
      />
      <div className="ss__side">
        <Wizards
          view={view}
          seatNames={seatNames}
          commits={commits}
          {...(choose ? { onCommit: choose } : {})}
        />
        <Chain view={view} seatNames={seatNames} />
        <Hand view={view} />
      </div>
    </div>
  );
}
