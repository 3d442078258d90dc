/**
 * Supernatural Soccer's board: the score bar, the field with its wizards and ball, the dice,
 * the action cards, the viewer's Game Changers and the chain. Clicks stand for legal actions
 * the server sent: a reachable hex plays that move, a kick arrow that kick, an action card its
 * commit, a Game Changer its play (its target picked on the field), a card in hand its
 * exchange, the combat buttons the attack; only a window's Pass stays in the shell's banner.
 */
import { useState, type ReactElement } from 'react';
import { MotionControl } from '../../board/MotionControl.tsx';
import { useBoardSelection } from '../../board/useBoardSelection.ts';
import { seatLabel } from '../../table/words.ts';
import type { BoardProps } from '../types.ts';
import { CHANGERS } from '../../../../src/games/supernatural-soccer/vocabulary.ts';
import { lastResolvedChain } from './chain.ts';
import { latestDice } from './dice.ts';
import { DiceTray } from './Dice.tsx';
import { Field, type FieldAim } from './Field.tsx';
import { Chain, Combat, Hand, KickOdds, ScoreBar, Wizards, type HandActions } from './Hud.tsx';
import { combatChoices, commitChoices, exchangeChoices, kickChoices, lastMove } from './marks.ts';
import { nextAsk, pickedSoFar, playsByCard, type Ask, type Play } from './plays.ts';
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

/** The card being played and the answers picked on the field so far. */
interface Aiming {
  readonly card: number;
  readonly picked: readonly number[];
}

const ASK_WORDS: Readonly<Record<Ask['kind'], string>> = {
  wizard: 'choose a wizard',
  direction: 'choose a direction',
  play: '',
  none: '',
};

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
  const [aiming, setAiming] = useState<Aiming | null>(null);
  const motion = useFieldMotion(view, log);
  const seatNames = Array.from({ length: view.seats }, (_, seat) => seatLabel(seats, seat));
  const names = view.controllers.map((seat) => seatNames[seat] ?? '');
  const plays = playsByCard(legal);
  const aimPlays: readonly Play[] = aiming ? (plays.get(aiming.card) ?? []) : [];
  // A card no longer playable (the window moved on) stops asking by itself.
  const ask: Ask = aiming ? nextAsk(aimPlays, aiming.picked) : { kind: 'none' };
  // Forgotten at once, so a later window starts the card's targets afresh.
  if (aiming && ask.kind === 'none') setAiming(null);
  const aimingCard = ask.kind === 'none' ? null : (aiming?.card ?? null);

  const answer = (picked: readonly number[]): void => {
    if (!aiming) return;
    const next = nextAsk(aimPlays, picked);
    if (next.kind === 'play') {
      setAiming(null);
      choose?.(next.choice);
    } else setAiming({ card: aiming.card, picked: pickedSoFar(aimPlays, picked) });
  };
  const play = (card: number): void => {
    if (aimingCard === card) {
      setAiming(null);
      return;
    }
    const next = nextAsk(plays.get(card) ?? [], []);
    if (next.kind === 'play') {
      setAiming(null);
      choose?.(next.choice);
    } else setAiming({ card, picked: pickedSoFar(plays.get(card) ?? [], []) });
  };
  const picked = aiming ? pickedSoFar(aimPlays, aiming.picked) : [];
  const aim: FieldAim | undefined =
    aiming && (ask.kind === 'wizard' || ask.kind === 'direction')
      ? {
          card: CHANGERS[aiming.card]?.name ?? '',
          wizards: ask.kind === 'wizard' ? ask.wizards : [],
          directions: ask.kind === 'direction' ? ask.directions : [],
          around:
            ask.kind === 'direction' && ask.wizard >= 0
              ? (view.wizards[ask.wizard] ?? view.ball)
              : view.ball,
          picked,
          onPick: (n) => {
            answer([...picked, n]);
          },
        }
      : undefined;
  const hand: HandActions = {
    playable: new Set(plays.keys()),
    aiming: aimingCard,
    asking: ASK_WORDS[ask.kind],
    onCancel: () => {
      setAiming(null);
    },
    exchanges: exchangeChoices(legal),
    ...(choose ? { onPlay: play, onExchange: choose } : {}),
  };
  const combat = combatChoices(legal);
  // SS-5.4: the wizard whose action is next may let its teammate's go first.
  const letFirst = legal.find((c) => c.info?.kind === 'let-first');
  return (
    <div className="ss">
      <ScoreBar view={view} seatNames={seatNames} />
      <Field
        view={view}
        legal={legal}
        selection={selection}
        kicks={aim ? [] : kickChoices(legal)}
        last={lastMove(log, view)}
        names={names}
        frame={motion.frame}
        stepMillis={motion.millis}
        {...(aim ? { aim } : {})}
        {...(choose ? { onKick: choose } : {})}
      />
      <div className="ss__side">
        <DiceTray dice={latestDice(log, view)} rolling={motion.frame?.rolling === true} />
        {combat && <Combat combat={combat} {...(choose ? { onChoose: choose } : {})} />}
        {!aim && <KickOdds kicks={kickChoices(legal)} />}
        {letFirst && (
          <button
            type="button"
            className="button ss-let-first"
            data-let-first={letFirst.info?.piece ?? ''}
            disabled={!choose}
            onClick={() => choose?.(letFirst)}
          >
            {letFirst.label}
          </button>
        )}
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
    </div>
  );
}
