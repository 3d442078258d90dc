/**
 * The Shot! moment (GL-4): a completed shooting formation waits for an answer. The defender
 * to answer sees the ways to save it as big buttons (the cards that complete a saving
 * formation, the Goalkeeper) and letting it in; everyone else sees the shot pending.
 */
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { CardFace, MiniCard } from './Card.tsx';
import { cardWords, formationWords } from './cards.ts';
import type { Controls } from './choices.ts';
import type { GoalView } from './view.ts';

interface ShotPanelProps {
  readonly view: GoalView;
  readonly sides: readonly [string, string];
  readonly names: readonly string[];
  readonly controls: Controls;
}

export function ShotPanel({ view, sides, names, controls }: ShotPanelProps): ReactElement | null {
  const title = useRef<HTMLHeadingElement | null>(null);
  const { choices, play } = controls;
  const saves = choices.moves.filter((m) => m.target.kind === 'add');
  const answering =
    play !== undefined && (saves.length > 0 || choices.keeper !== null || choices.letIn !== null);
  useEffect(() => {
    if (answering) title.current?.focus();
  }, [answering, view.turns]);
  const shot = view.shot;
  if (!shot) return null;
  const cards = view.formations[shot.side]?.[shot.index]?.cards ?? [];
  const defender = 1 - shot.side;
  const who = names[view.current] ?? sides[defender] ?? '';
  const ownFormations = view.formations[defender] ?? [];
  return (
    <section
      className={`goal-shot goal-shot--${answering ? 'answer' : 'pending'}`}
      aria-labelledby="goal-shot-title"
    >
      <div className="goal-shot__head">
        <h3 id="goal-shot-title" className="goal-shot__title" ref={title} tabIndex={-1}>
          Shot!
        </h3>
        <p className="goal-shot__words">
          {sides[shot.side]} completed {formationWords(cards)}.{' '}
          {answering ? 'Save it or let it in.' : `Waiting for ${who} to answer…`}
        </p>
        <span className="goal-shot__formation" aria-hidden="true">
          {cards.map((card, i) => (
            <MiniCard key={i} card={card} />
          ))}
        </span>
      </div>
      {answering && <ShotOptions saves={saves} ownFormations={ownFormations} controls={controls} />}
    </section>
  );
}

/** The defender's answers: each card that completes a saving formation, the Goalkeeper, none. */
function ShotOptions(props: {
  readonly saves: Controls['choices']['moves'];
  /** The defending side's formations, the saves' targets. */
  readonly ownFormations: GoalView['formations'][number];
  readonly controls: Controls;
}): ReactElement {
  const { saves, ownFormations } = props;
  const { choices, busy, play } = props.controls;
  return (
    <div className="goal-shot__options">
      {saves.map((move) => {
        const index = move.target.kind === 'add' ? move.target.index : -1;
        const begun = ownFormations[index]?.cards ?? [];
        return (
          <ShotOption
            key={`save-${move.choice.action}`}
            kind="save"
            busy={busy}
            onClick={() => {
              play?.(move.choice);
            }}
          >
            <CardFace card={move.card} small />
            <span className="goal-shot__option-words">
              Save: {formationWords([...begun, move.card])}
              <span className="goal-shot__option-detail">
                add {cardWords(move.card)} to {formationWords(begun)}
              </span>
            </span>
          </ShotOption>
        );
      })}
      {choices.keeper && (
        <ShotOption
          key="keeper"
          kind="keeper"
          busy={busy}
          onClick={() => {
            if (choices.keeper) play?.(choices.keeper);
          }}
        >
          <CardFace card={1} small />
          <span className="goal-shot__option-words">
            Save with the Goalkeeper
            <span className="goal-shot__option-detail">once a side each half</span>
          </span>
        </ShotOption>
      )}
      {choices.letIn && (
        <ShotOption
          key="let-in"
          kind="let-in"
          busy={busy}
          onClick={() => {
            if (choices.letIn) play?.(choices.letIn);
          }}
        >
          <span className="goal-shot__option-words">
            Let it in
            <span className="goal-shot__option-detail">keep your cards</span>
          </span>
        </ShotOption>
      )}
    </div>
  );
}

function ShotOption(props: {
  readonly kind: 'save' | 'keeper' | 'let-in';
  readonly busy: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <button
      type="button"
      className={`goal-shot__option goal-shot__option--${props.kind}`}
      disabled={props.busy}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
