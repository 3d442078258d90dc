/**
 * One side's formations as on a real table: shooting formations on the left, saving
 * formations on the right, each in the order its cards were played. A complete saving
 * formation is marked ready; the shot waiting for an answer is highlighted. When a picked
 * card may go onto one of them, or start a new one, that place lights up as a button.
 */
import type { ReactElement } from 'react';
import { MiniCard } from './Card.tsx';
import { cardWords, formationWords } from './cards.ts';
import { GOALKEEPER } from '../../../../src/games/goal/vocabulary.ts';
import { moveTo, type Controls, type FormationSide, type Target } from './choices.ts';
import { Place } from './Place.tsx';
import type { LegalChoice } from '../../protocol.ts';
import type { FormationView, GoalView } from './view.ts';
import { targetWords } from './words.ts';

interface FormationsProps {
  readonly view: GoalView;
  readonly side: number;
  /** The viewer's own side's formations take its cards; the other side's never do. */
  readonly own: boolean;
  /** The side's name, e.g. 'Reds': both sides' columns are regions, each named apart. */
  readonly name: string;
  readonly controls: Controls;
}

export function Formations(props: FormationsProps): ReactElement {
  return (
    <div className="goal-formations">
      {(['shooting', 'saving'] as const).map((kind) => (
        <Column key={kind} {...props} kind={kind} />
      ))}
    </div>
  );
}

function Column(props: FormationsProps & { kind: FormationSide }): ReactElement {
  const { view, side, kind, own, name, controls } = props;
  const list = (view.formations[side] ?? [])
    .map((formation, index) => ({ formation, index }))
    .filter(({ formation }) => formation.side === kind);
  const lit = (target: Target) =>
    own ? moveTo(controls.choices, controls.selected, target) : null;
  const start = lit({ kind: 'start', side: kind });
  const keeper = kind === 'saving' ? lit({ kind: 'keeper' }) : null;
  const title = kind === 'shooting' ? 'Shooting' : 'Saving';
  return (
    <section
      className={`goal-column goal-column--${kind}`}
      aria-label={`${name}: ${kind} formations`}
    >
      <h4 className="goal-column__title">{title}</h4>
      <ol className="goal-column__list">
        {list.map(({ formation, index }) => (
          <FormationItem
            key={index}
            {...props}
            formation={formation}
            index={index}
            add={lit({ kind: 'add', index })}
          />
        ))}
        {list.length === 0 && !start && !keeper && <li className="goal-column__empty">None</li>}
        {start && (
          <li className="goal-formation goal-formation--new">
            <Place
              choice={start}
              controls={controls}
              words={targetWords({ kind: 'start', side: kind }, view, side)}
              move="start"
              className="goal-place"
            />
          </li>
        )}
        {keeper && (
          <li className="goal-formation goal-formation--new">
            <Place
              choice={keeper}
              controls={controls}
              words={`${targetWords({ kind: 'keeper' }, view, side)} (${cardWords(GOALKEEPER)})`}
              move="keeper"
              className="goal-place"
            />
          </li>
        )}
      </ol>
    </section>
  );
}

/**
 * Formation `index` of the side: its cards in their slots, marked as the shot or ready to
 * save, and lit as a button when the picked card may be added to it.
 */
function FormationItem(
  props: FormationsProps & {
    readonly kind: FormationSide;
    readonly formation: FormationView;
    readonly index: number;
    readonly add: LegalChoice | null;
  },
): ReactElement {
  const { view, side, kind, controls, formation, index, add } = props;
  const shot = view.shot?.side === side && view.shot.index === index;
  const ready = kind === 'saving' && formation.cards.length === 3;
  const classes = [
    'goal-formation',
    shot ? 'goal-formation--shot' : '',
    ready ? 'goal-formation--ready' : '',
    add ? 'goal-formation--target' : '',
  ];
  return (
    <li
      className={classes.join(' ')}
      data-side={kind}
      data-index={index}
      data-length={formation.cards.length}
    >
      {shot && <span className="goal-tag goal-tag--shot">Shot!</span>}
      {ready && <span className="goal-tag goal-tag--ready">Ready to save</span>}
      <span className="goal-formation__cards" aria-hidden="true">
        {[0, 1, 2].map((slot) => {
          const card = formation.cards[slot];
          return card === undefined ? (
            <span key={slot} className="goal-slot" />
          ) : (
            <MiniCard key={slot} card={card} />
          );
        })}
      </span>
      <span className="visually-hidden">
        {formationWords(formation.cards)}: {formation.cards.map(cardWords).join(', ')}
        {shot ? ' (the shot)' : ''}
        {ready ? ' (ready to save)' : ''}
      </span>
      {add && (
        <Place
          choice={add}
          controls={controls}
          words={targetWords({ kind: 'add', index }, view, side)}
          move="add"
          className="goal-formation__target"
        />
      )}
    </li>
  );
}
