/**
 * A footballer card as printed (NGW-1.1): position, stars, name, nationality, its stats
 * (outfield or keeper) and its skill. On the pitch it also shows the ball, the place it
 * plays from after moving up (NGW-7.2), match-long stat changes (NGW-15.3) and whether it
 * plays out of position (NGW-13). Colour is never the only clue: every mark has words.
 */
import type { ReactElement } from 'react';
import { POSITIONS, footballer, type FootballerFace, type StatShown } from './cards.ts';
import { Explain } from './Explain.tsx';
import { CONTEST_HELP, OUT_OF_POSITION_HELP, skillHelp, statHelp } from './explain.ts';

export interface FootballerCardProps {
  readonly card: number;
  /** The place it fills on the pitch (0 to 3); absent on the bench. */
  readonly place?: number;
  /** Stat changes for the match by stat number, e.g. {2: -2}. */
  readonly changes?: ReadonlyMap<number, number>;
  /** It has the ball; `from` is the place it plays from when it moved up. */
  readonly ball?: { readonly from: number } | null;
  /** Turns face up as it appears: starters revealed (NGW-3.2), a footballer coming on. */
  readonly turn?: boolean;
}

export function FootballerCard({
  card,
  place,
  changes,
  ball = null,
  turn = false,
}: FootballerCardProps): ReactElement {
  const face = footballer(card);
  if (!face) return <div className="ngw-card ngw-card--unknown">Unknown card {card}</div>;
  const away = place !== undefined && POSITIONS[place] !== face.position;
  const stars = '★'.repeat(face.rating) + '☆'.repeat(5 - face.rating);
  const [first, second] = face.stats;
  return (
    <div
      className={`ngw-card ngw-card--${face.position.toLowerCase()}${ball ? ' ngw-card--ball' : ''}${turn ? ' ngw-card--turn' : ''}`}
    >
      <div className="ngw-card__head">
        <span className="ngw-card__position">{face.position}</span>
        <span className="ngw-card__stars" role="img" aria-label={`${face.rating} stars`}>
          {stars}
        </span>
        <Explain
          text={cardHelp(face, away)}
          label={`What ${face.name}'s card means`}
          className="ngw-card__help"
        >
          ?
        </Explain>
      </div>
      <p className="ngw-card__name">{face.name}</p>
      <p className="ngw-card__nation">{face.nationality}</p>
      <div className="ngw-card__stats">
        <StatRow stats={first} changes={changes} />
        <StatRow stats={second} changes={changes} />
      </div>
      {face.skill && (
        <p className={`ngw-card__skill${away ? ' ngw-card__skill--off' : ''}`}>
          <Explain text={skillHelp(face.skill.text)}>
            <strong>{face.skill.name}</strong>
          </Explain>{' '}
          {face.skill.text}
          {away && <em> (no skill out of position)</em>}
        </p>
      )}
      {away && (
        <p className="ngw-card__flag" title="Out of position: weaker stats and no skill (NGW-13)">
          Out of position
        </p>
      )}
      {ball && (
        <p className="ngw-card__ball">
          <Ball />
          <span>
            On the ball
            {ball.from !== place && ball.from >= 0
              ? `, playing from the ${POSITIONS[ball.from] ?? '?'} place`
              : ''}
          </span>
        </p>
      )}
    </div>
  );
}

function StatRow({
  stats,
  changes,
}: {
  stats: readonly StatShown[];
  changes: ReadonlyMap<number, number> | undefined;
}): ReactElement {
  return (
    <ul className="ngw-card__row">
      {stats.map((s) => {
        const change = changes?.get(s.stat) ?? 0;
        return (
          <li key={s.stat} className="ngw-stat">
            <Explain text={[statHelp(s.stat)]} label={s.word} focusable={false}>
              {s.short}
            </Explain>{' '}
            <b>{s.value}</b>
            {change !== 0 && (
              <span
                className={`ngw-stat__change ngw-stat__change--${change > 0 ? 'up' : 'down'}`}
                title={`${change > 0 ? '+' : '−'}${Math.abs(change)} ${s.word} for the rest of the match`}
              >
                {change > 0 ? '+' : '−'}
                {Math.abs(change)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Everything a card's words mean, for its own help button: its skill (a small card on a phone
 * shows no skill line), each stat, contests, position.
 */
function cardHelp(face: FootballerFace, away: boolean): readonly string[] {
  return [
    ...(face.skill
      ? [`${face.skill.name}: ${face.skill.text}${away ? ' (no skill out of position)' : ''}`]
      : []),
    ...face.stats.flat().map((s) => statHelp(s.stat)),
    CONTEST_HELP,
    ...(away ? [OUT_OF_POSITION_HELP] : []),
  ];
}

/** The ball, drawn; its words are next to it. */
export function Ball(): ReactElement {
  return (
    <svg className="ngw-ball" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="#ffffff" stroke="#17201b" strokeWidth="2" />
      <path d="M16 9 L22 13.5 L19.8 20.5 H12.2 L10 13.5 Z" fill="#17201b" />
      <path
        d="M16 9 V3 M22 13.5 L28 11 M19.8 20.5 L23 26 M12.2 20.5 L9 26 M10 13.5 L4 11"
        stroke="#17201b"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/** A footballer card lying face down (NGW-3.2, NGW-17.1). */
export function CardBack({ label = 'A footballer, face down' }: { label?: string }): ReactElement {
  return (
    <div className="ngw-card ngw-card--back" role="img" aria-label={label}>
      <span className="ngw-card__back-mark" aria-hidden="true">
        NGW
      </span>
    </div>
  );
}
