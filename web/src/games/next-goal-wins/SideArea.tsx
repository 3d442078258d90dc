/**
 * One side's cards off the pitch (NGW-17.1): its bench and its tactic hand, face up for their
 * owner and face down with a count for everyone else (footballers that have been on the pitch
 * stay face up, NGW-17.2), and who has gone for the match (NGW-12). During the pick (NGW-3)
 * the owner's bench is the squad to choose from; a click puts a footballer into the next place.
 */
import type { ReactElement } from 'react';
import { footballerName } from './cards.ts';
import { benchClick } from './choices.ts';
import type { Controls, SideNames } from './controls.ts';
import { CardBack, FootballerCard } from './FootballerCard.tsx';
import { benchOf } from './match.ts';
import { TacticBacks, TacticCard } from './TacticCard.tsx';
import type { NextGoalWinsView, Side } from './view.ts';

interface SideAreaProps {
  readonly view: NextGoalWinsView;
  readonly side: Side;
  readonly names: SideNames;
  readonly controls: Controls;
}

const WHY = { yellow: 'yellow card', injured: 'injured', red: 'red card' } as const;

export function SideArea({ view, side, names, controls }: SideAreaProps): ReactElement {
  const t = view.teams[side];
  const own = t.squad !== null;
  const choosing = view.phase === 'pick';
  const bench = benchOf(view, side);
  const benchTitle = choosing ? (own ? 'Squad to choose from' : 'Squad, face down') : 'Bench';
  return (
    <section
      className={`ngw-side ngw-side--${own ? 'own' : 'other'}`}
      aria-label={`${names.whose[side]} bench and tactics`}
    >
      <h3 className="ngw-side__title">
        {names.name[side]}
        {view.viewer === side && <span className="badge badge--you">You</span>}
      </h3>
      <div className="ngw-side__bench">
        <h4 className="ngw-side__heading">
          {benchTitle} <span className="ngw-count">{bench.faceUp.length + bench.faceDown}</span>
        </h4>
        <ul className="ngw-bench">
          {bench.faceUp.map((card) => (
            <BenchCard key={card} card={card} controls={controls} own={own} />
          ))}
          {bench.faceDown > 0 && (
            <li className="ngw-slot ngw-slot--stack">
              <CardBack label={`${bench.faceDown} footballers, face down`} />
              <span className="ngw-count ngw-count--stack" aria-hidden="true">
                ×{bench.faceDown}
              </span>
            </li>
          )}
          {bench.faceUp.length + bench.faceDown === 0 && (
            <li className="ngw-side__none">Nobody left</li>
          )}
        </ul>
      </div>
      <div className="ngw-side__hand">
        <h4 className="ngw-side__heading">
          Tactics <span className="ngw-count">{t.tacticCount}</span>
          {t.tacticUsed && <span className="ngw-side__used"> · one played this attack</span>}
        </h4>
        {t.tactics ? (
          <Hand hand={t.tactics} controls={controls} />
        ) : (
          <TacticBacks count={t.tacticCount} />
        )}
      </div>
      {t.gone.length > 0 && (
        <p className="ngw-side__gone">
          Gone for the match:{' '}
          {t.gone.map((g) => `${footballerName(g.card)} (${WHY[g.why]})`).join(', ')}
        </p>
      )}
    </section>
  );
}

function BenchCard({
  card,
  controls,
  own,
}: {
  card: number;
  controls: Controls;
  own: boolean;
}): ReactElement {
  const { choices, selection, busy, play, select, words } = controls;
  const click = own && play ? benchClick(choices, card) : null;
  const picked = selection.bench === card;
  const name = footballerName(card);
  return (
    <li
      className={`ngw-slot${click ? ' ngw-slot--target' : ''}${picked ? ' ngw-slot--picked' : ''}`}
    >
      <FootballerCard card={card} />
      {click?.kind === 'play' && play && (
        <button
          type="button"
          className="ngw-slot__button"
          data-action={click.choice.action}
          disabled={busy}
          onClick={() => {
            play(click.choice);
          }}
        >
          {words(click.choice.label)}
        </button>
      )}
      {click?.kind === 'select' && (
        <button
          type="button"
          className="ngw-slot__button"
          data-select={card}
          aria-pressed={picked}
          disabled={busy}
          onClick={() => {
            select({ ...selection, bench: picked ? null : card });
          }}
        >
          {picked ? `Bringing ${name} on: click a place` : `Bring ${name} on…`}
        </button>
      )}
    </li>
  );
}

function Hand({ hand, controls }: { hand: readonly number[]; controls: Controls }): ReactElement {
  const { choices, selection, busy, play, select } = controls;
  const held = hand.filter((id) => id >= 0);
  if (held.length === 0) return <p className="ngw-side__none">No tactics left</p>;
  return (
    <ul className="ngw-hand">
      {held.map((id, i) => {
        // Two copies of a card play the same choices: the first stands for both.
        const first = held.indexOf(id) === i;
        const playable = play !== undefined && first && choices.tactics.has(id);
        const picked = playable && selection.tactic === id;
        return (
          <li key={i}>
            <TacticCard
              id={id}
              picked={picked}
              busy={busy}
              {...(playable
                ? {
                    onToggle: () => {
                      select({ ...selection, tactic: picked ? null : id });
                    },
                  }
                : {})}
            />
          </li>
        );
      })}
    </ul>
  );
}
