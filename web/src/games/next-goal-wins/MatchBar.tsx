/**
 * The score, the attack in play and each side's attack tokens (NGW-4.2): played, in play,
 * still to come; the alternate modes when on (NGW-16) and the tactics played so far.
 */
import type { ReactElement } from 'react';
import { tactic } from './cards.ts';
import { attackCount, attackTokens, type Token } from './match.ts';
import type { NextGoalWinsView } from './view.ts';

interface MatchBarProps {
  readonly view: NextGoalWinsView;
  /** Seat names, e.g. ['Ana', 'Robo']. */
  readonly names: readonly [string, string];
  /** In a season, where the match stands in it, e.g. 'Round 1 of 3, match 1 of 3'. */
  readonly season?: string;
}

const TOKEN_WORDS: Readonly<Record<Token, string>> = {
  spent: 'played',
  now: 'in play',
  left: 'to come',
};

export function MatchBar({ view, names, season }: MatchBarProps): ReactElement {
  const m = view.match;
  const [a, b] = view.teams;
  const stage =
    view.phase === 'pick'
      ? 'Choosing starters, face down'
      : view.phase === 'over'
        ? 'Full time'
        : `Attack ${attackCount(view)}: ${names[m.attacker === 1 ? 1 : 0]} attacking`;
  return (
    <div className="ngw-bar">
      <p
        className="ngw-bar__score"
        aria-label={`Score: ${names[0]} ${a.goals}, ${names[1]} ${b.goals}`}
      >
        <span className="ngw-bar__name">{names[0]}</span>
        <strong className="ngw-bar__goals">{a.goals}</strong>
        <span aria-hidden="true">–</span>
        <strong className="ngw-bar__goals">{b.goals}</strong>
        <span className="ngw-bar__name">{names[1]}</span>
      </p>
      <p className="ngw-bar__stage">{stage}</p>
      <div className="ngw-bar__tokens">
        {([0, 1] as const).map((side) => (
          <Tokens key={side} name={names[side]} tokens={attackTokens(view, side)} />
        ))}
      </div>
      {(season !== undefined || view.firstTo > 0 || view.noRepeat || view.played.length > 0) && (
        <p className="ngw-bar__notes">
          {[
            ...(season !== undefined ? [season] : []),
            ...(view.firstTo > 0 ? [`First to ${view.firstTo} goals wins`] : []),
            ...(view.noRepeat ? ['No repeated actions'] : []),
            ...(view.played.length > 0
              ? [`Tactics played: ${view.played.map((id) => tactic(id)?.name ?? '?').join(', ')}`]
              : []),
          ].join(' · ')}
        </p>
      )}
    </div>
  );
}

function Tokens({ name, tokens }: { name: string; tokens: readonly Token[] }): ReactElement {
  const count = (token: Token): number => tokens.filter((t) => t === token).length;
  const words = (['spent', 'now', 'left'] as const)
    .filter((token) => count(token) > 0)
    .map((token) => `${count(token)} ${TOKEN_WORDS[token]}`)
    .join(', ');
  return (
    <p className="ngw-tokens">
      <span className="ngw-tokens__name">{name}</span>
      <span className="ngw-tokens__list" role="img" aria-label={`${name}'s attacks: ${words}`}>
        {tokens.map((token, i) => (
          <span key={i} className={`ngw-token ngw-token--${token}`} />
        ))}
      </span>
    </p>
  );
}
