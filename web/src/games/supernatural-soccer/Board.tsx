/**
 * Supernatural Soccer's board: the score bar, the field with its wizards and ball, the dice,
 * the action cards, the viewer's Game Changers and the chain. Clicks stand for legal actions
 * the server sent: a reachable hex plays that move, a kick arrow that kick, an action card its
 * commit, a Game Changer its play (its target picked on the field), a card in hand its
 * exchange, the combat buttons the attack; only a window's Pass stays in the shell's banner.
 */
import type { ReactElement } from 'react';
import { MotionControl } from '../../board/MotionControl.tsx';
import { useBoardSelection } from '../../board/useBoardSelection.ts';
import { useFitRoom } from '../../table/useFitRoom.ts';
import { seatLabel } from '../../table/words.ts';
import type { BoardProps } from '../types.ts';
import type { LegalChoice } from '../../protocol.ts';
import { lastResolvedChain } from './chain.ts';
import { latestDice } from './dice.ts';
import { DiceTray } from './Dice.tsx';
import { Field } from './Field.tsx';
import { Chain, Combat, Hand, KickOdds, ScoreBar, Wizards, type HandActions } from './Hud.tsx';
import { combatChoices, commitChoices, kickChoices, lastMove } from './marks.ts';
import { useChangerPlay } from './useChangerPlay.ts';
import { useFieldMotion } from './useFieldMotion.ts';
import { isSupernaturalView, type SupernaturalView } from './view.ts';

export function SupernaturalBoard(props: BoardProps): ReactElement {
  const { view } = props;
  if (!isSupernaturalView(view)) return <p>This table is not a game of Supernatural Soccer.</p>;
  // Hot-seat: a new seat shown starts afresh (the shell's cover unmounts the board between
  // people too), so nothing picked by the last one (a card being played, a wizard selected)
  // ever shows to the next.
  return <Table key={view.viewer} {...props} view={view} />;
}

function Table({
  view,
  seats,
  legal,
  onChoose,
  busy,
  log,
}: BoardProps & { readonly view: SupernaturalView }): ReactElement {
  const choose = busy ? undefined : onChoose;
  const selection = useBoardSelection(legal, choose);
  const { aim, hand } = useChangerPlay(view, legal, choose);
  const motion = useFieldMotion(view, log);
  const seatNames = Array.from({ length: view.seats }, (_, seat) => seatLabel(seats, seat));
  // The field takes the height what answers a decision under it leaves (issue #37).
  const fit = useFitRoom<HTMLDivElement>('.ss-field', FIT_MUST);
  return (
    <div
      className="ss"
      ref={fit}
      onKeyDown={(event) => {
        // Escape drops a Game Changer being aimed, as its Cancel button does (issue #37).
        if (event.key === 'Escape' && aim) hand.onCancel();
      }}
    >
      {/* The board's headings go under this one: the page's h1 is the table (axe heading-order, #37). */}
      <h2 className="visually-hidden">The field</h2>
      <ScoreBar view={view} seatNames={seatNames} />
      <Field
        view={view}
        legal={legal}
        selection={selection}
        kicks={aim ? [] : kickChoices(legal)}
        last={lastMove(log, view)}
        names={view.controllers.map((seat) => seatNames[seat] ?? '')}
        frame={motion.frame}
        stepMillis={motion.millis}
        {...(aim ? { aim } : {})}
        {...(choose ? { onKick: choose } : {})}
      />
      <Side
        view={view}
        legal={legal}
        log={log}
        seatNames={seatNames}
        aiming={aim !== undefined}
        hand={hand}
        rolling={motion.frame?.rolling === true}
        {...(choose ? { choose } : {})}
      />
    </div>
  );
}

/** What must be on the first screen with the field: combat, who goes first, the action cards, the hand. */
const FIT_MUST = '.ss-combat, .ss-let-first, .ss-wizards, .ss-hand';

/** Everything beside the field: dice, combat, kick odds, action cards, chain and hand. */
function Side({
  view,
  legal,
  log,
  seatNames,
  aiming,
  hand,
  rolling,
  choose,
}: Pick<BoardProps, 'legal' | 'log'> & {
  readonly view: SupernaturalView;
  readonly seatNames: readonly string[];
  /** A Game Changer waits for its target on the field: the kick odds step aside. */
  readonly aiming: boolean;
  readonly hand: HandActions;
  /** An animation rolls the dice now. */
  readonly rolling: boolean;
  readonly choose?: (choice: LegalChoice) => void;
}): ReactElement {
  const combat = combatChoices(legal);
  return (
    <div className="ss__side">
      <DiceTray dice={latestDice(log, view)} rolling={rolling} />
      {combat && <Combat combat={combat} {...(choose ? { onChoose: choose } : {})} />}
      {!aiming && <KickOdds kicks={kickChoices(legal)} />}
      <LetFirst legal={legal} {...(choose ? { choose } : {})} />
      <Wizards
        view={view}
        seatNames={seatNames}
        commits={commitChoices(legal)}
        {...(choose ? { onCommit: choose } : {})}
      />
      <Chain view={view} seatNames={seatNames} resolved={lastResolvedChain(log)} />
      <Hand view={view} actions={hand} />
      <MotionControl />
    </div>
  );
}

/** SS-5.4: the wizard whose action is next may let its teammate's go first. */
function LetFirst({
  legal,
  choose,
}: Pick<BoardProps, 'legal'> & {
  readonly choose?: (choice: LegalChoice) => void;
}): ReactElement | null {
  const letFirst = legal.find((c) => c.info?.kind === 'let-first');
  if (!letFirst) return null;
  return (
    <button
      type="button"
      className="button ss-let-first"
      data-let-first={letFirst.info?.piece ?? ''}
      disabled={!choose}
      onClick={() => choose?.(letFirst)}
    >
      {letFirst.label}
    </button>
  );
}
