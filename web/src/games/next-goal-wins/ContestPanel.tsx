/**
 * The latest roll: for a contest (NGW-6.4) or a set piece (NGW-9) both sides' dice, stats,
 * bonuses and totals, and the stalemate die's face after a tie (NGW-8.4); before the first
 * contest, the kick-off roll (NGW-4.1). A new roll tumbles in once.
 */
import { useRef, type ReactElement } from 'react';
import { STALEMATE_FACES } from './cards.ts';
import type { RollShown, RollSide } from './contest.ts';
import { Die } from './Die.tsx';

interface ContestPanelProps {
  readonly roll: RollShown | null;
  /** Seat names, e.g. ['Ana', 'Robo']. */
  readonly names: readonly [string, string];
  readonly words: (text: string) => string;
}

export function ContestPanel({ roll, names, words }: ContestPanelProps): ReactElement {
  const firstSeen = useRef(roll?.index ?? -1);
  const fresh = roll !== null && roll.index !== firstSeen.current;
  if (!roll)
    return (
      <section className="ngw-contest" aria-label="The latest roll">
        <h3 className="ngw-contest__title">No dice rolled yet</h3>
      </section>
    );
  const seats: readonly [number, number] =
    roll.attacker === null ? [0, 1] : [roll.attacker, 1 - roll.attacker];
  const title =
    roll.kind === 'kick-off'
      ? 'Kick-off roll'
      : roll.kind === 'set-piece'
        ? `The ${roll.setPiece ?? 'set piece'}`
        : roll.speed
          ? 'The latest contest: a speed battle'
          : 'The latest contest';
  const winner =
    roll.sides[0].total > roll.sides[1].total
      ? 0
      : roll.sides[0].total < roll.sides[1].total
        ? 1
        : -1;
  return (
    <section className="ngw-contest" aria-label="The latest roll" key={roll.index}>
      <h3 className="ngw-contest__title">{title}</h3>
      <div className="ngw-contest__sides">
        {roll.sides.map((side, i) => (
          <SideRoll
            key={i}
            side={side}
            who={`${names[seats[i] === 1 ? 1 : 0]}${roll.kind === 'kick-off' ? '' : i === 0 ? ', attacking' : ', defending'}`}
            tone={roll.kind === 'kick-off' ? 'neutral' : i === 0 ? 'attack' : 'defence'}
            higher={winner === i}
            fresh={fresh}
          />
        ))}
      </div>
      {roll.stalemate !== null && (
        <p className="ngw-contest__stalemate">
          <span
            className="ngw-stalemate-die"
            role="img"
            aria-label={`stalemate die: ${STALEMATE_FACES[roll.stalemate] ?? '?'}`}
          >
            {STALEMATE_FACES[roll.stalemate] ?? '?'}
          </span>
          <span>Tied: the stalemate die says {STALEMATE_FACES[roll.stalemate] ?? '?'}.</span>
        </p>
      )}
      <p className="ngw-contest__words">{words(roll.text)}</p>
    </section>
  );
}

interface SideRollProps {
  readonly side: RollSide;
  readonly who: string;
  readonly tone: 'attack' | 'defence' | 'neutral';
  readonly higher: boolean;
  readonly fresh: boolean;
}

function SideRoll({ side, who, tone, higher, fresh }: SideRollProps): ReactElement {
  const parts = [
    ...(side.stat !== null ? [`stat ${side.stat}`] : []),
    ...side.dice.map((d) => `die ${d}`),
    ...(side.bonus !== 0 ? [`bonus ${side.bonus}`] : []),
  ];
  return (
    <div className={`ngw-roll ngw-roll--${tone}${higher ? ' ngw-roll--higher' : ''}`}>
      <p className="ngw-roll__who">{who}</p>
      <div className="ngw-roll__dice">
        {side.dice.map((d, i) => (
          <Die key={i} value={d} tone={tone} rolling={fresh} />
        ))}
      </div>
      <p className="ngw-roll__sum">
        {parts.length > 1 ? `${parts.join(' + ')} ` : ''}
        <span className="ngw-roll__result">
          {parts.length > 1 ? '= ' : ''}
          <strong className="ngw-roll__total">{side.total}</strong>
        </span>
      </p>
    </div>
  );
}
