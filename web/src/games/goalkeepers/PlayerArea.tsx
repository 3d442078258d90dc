/**
 * One player's part of the table: points, dice in hand, GOAL dice kept this round and
 * SHOOT-OUT dice left on the table as a challenge. When the deciding player may pass a
 * PENALTY die to this player or steal from them, the area holds a button for that choice
 * whose click target stretches over the whole area.
 */
import type { ReactElement } from 'react';
import type { LegalChoice } from '../../protocol.ts';
import { DiceRow } from './DiceRow.tsx';
import { Die } from './Die.tsx';
import { FACES } from '../../../../src/games/goalkeepers/vocabulary.ts';
import type { RollCounts } from './view.ts';

export interface PlayerAreaProps {
  readonly name: string;
  readonly points: number;
  readonly hand: number;
  readonly kept: number;
  readonly onTable: number;
  /** This player's latest rolls, newest first: kept in view after others roll. */
  readonly rolls: readonly RollCounts[];
  /** True when those rolls are from the round before: the player has not rolled in this one. */
  readonly rollsFromLastRound: boolean;
  /** Marks shown by the name, e.g. ['Turn', 'You']. */
  readonly badges: readonly string[];
  readonly current: boolean;
  /** The choice a click on this area makes, with its words; null when it is no target. */
  readonly target: { readonly choice: LegalChoice; readonly words: string } | null;
  readonly onChoose?: (choice: LegalChoice) => void;
  readonly busy: boolean;
}

export function PlayerArea(props: PlayerAreaProps): ReactElement {
  const { name, points, hand, kept, onTable, rolls, rollsFromLastRound, badges, current } = props;
  const { target, onChoose, busy } = props;
  const classes = ['area', current ? 'area--current' : '', target ? 'area--target' : ''];
  return (
    <section className={classes.join(' ')} aria-label={name}>
      <header className="area__head">
        <h3 className="area__name">{name}</h3>
        {badges.map((badge) => (
          <span key={badge} className={`badge badge--${badge.toLowerCase().replace(/\W+/g, '-')}`}>
            {badge}
          </span>
        ))}
        <span className="area__points">
          <strong>{points}</strong> {points === 1 ? 'point' : 'points'}
        </span>
      </header>
      <DiceRow label="In hand" count={hand} face="hand" />
      <DiceRow label="GOAL dice kept" count={kept} face="goal" />
      {onTable > 0 && <DiceRow label="SHOOT-OUT on the table" count={onTable} face="shootOut" />}
      {rolls.length > 0 && <RollHistory rolls={rolls} lastRound={rollsFromLastRound} />}
      {target && onChoose && (
        <button
          type="button"
          className="area__target"
          disabled={busy}
          onClick={() => {
            onChoose(target.choice);
          }}
        >
          {target.words}
        </button>
      )}
    </section>
  );
}

/**
 * The player's latest rolls as small dice, newest first, so that no roll vanishes unseen; dimmed
 * and titled so when they are from the round before (the dice have been dealt out again since).
 */
function RollHistory(props: { rolls: readonly RollCounts[]; lastRound: boolean }): ReactElement {
  const { rolls, lastRound } = props;
  const title = lastRound ? 'Last round’s rolls' : 'Latest rolls';
  return (
    <div className={`area__history${lastRound ? ' area__history--last-round' : ''}`}>
      <p className="area__history-title">{title}</p>
      <ol className="area__rolls" aria-label={`${title}, newest first`}>
        {rolls.map((roll, k) => (
          <li key={k} className="area__roll">
            {FACES.flatMap((face) => Array.from({ length: roll[face] }, () => face)).map(
              (face, i) => (
                <Die key={i} face={face} />
              ),
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
