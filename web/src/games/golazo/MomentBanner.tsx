/**
 * The latest key moments of the match: a title in big letters, the engine's words, a shot's
 * picks side by side on the goal, a cross's dice against the numbered spaces. It sits beside
 * the pitch (under it on a phone) and never covers it, so it takes no input away; the newest
 * moment comes in with an entrance as long as the motion setting allows (none when off).
 */
import type { CSSProperties, ReactElement } from 'react';
import { TARGETS, TEAM_NAMES } from '../../../../src/games/golazo/vocabulary.ts';
import type { Moment, Reveal } from './moments.ts';
import type { Moments } from './useMoments.ts';

/** How many steps of the motion setting the newest moment's entrance lasts. */
const ENTRANCE_STEPS = 4;

interface BannerProps {
  readonly shown: Moments;
  /** The motion setting's step, 0 for off. */
  readonly millis: number;
  readonly words: (text: string) => string;
}

export function MomentBanner({ shown, millis, words }: BannerProps): ReactElement | null {
  const { moments, count } = shown;
  if (moments.length === 0) return null;
  const entrance = { '--gz-entrance': `${ENTRANCE_STEPS * millis}ms` } as CSSProperties;
  return (
    <section className="gz-moments" aria-label="Key moments" aria-live="polite">
      {moments.map((moment, i) => {
        const newest = i === moments.length - 1;
        return (
          <div
            key={count - moments.length + i}
            className={`gz-moment gz-moment--${moment.kind}${newest && millis > 0 ? ' gz-moment--new' : ''}${team(moment)}`}
            style={newest ? entrance : undefined}
            data-moment={moment.kind}
          >
            <strong className="gz-moment__title">{moment.title}</strong>
            {moment.reveal && <RevealedGoal reveal={moment.reveal} />}
            {moment.dice && <CrossDice dice={moment.dice} />}
            {moment.words.map((text, w) => (
              <p key={w} className="gz-moment__words">
                {words(text)}
              </p>
            ))}
          </div>
        );
      })}
    </section>
  );
}

const team = (moment: Moment): string =>
  moment.team >= 0 ? ` gz-moment--${TEAM_NAMES[moment.team]?.toLowerCase() ?? ''}` : '';

/** GZ-7.5: the six targets with the aim (a ball) and the keeper's cover (shaded) together. */
function RevealedGoal({ reveal }: { reveal: Reveal }): ReactElement {
  return (
    <div className="gz-reveal" role="img" aria-label={revealWords(reveal)}>
      {TARGETS.map((name, target) => {
        const aimed = target === reveal.target;
        const covered = reveal.saves.includes(target);
        const classes = ['gz-reveal__target'];
        if (covered) classes.push('gz-reveal__target--covered');
        if (aimed) classes.push('gz-reveal__target--aimed');
        return (
          <span key={name} className={classes.join(' ')} title={name}>
            {aimed && <span className="gz-reveal__ball" />}
          </span>
        );
      })}
    </div>
  );
}

const revealWords = (reveal: Reveal): string =>
  `Aimed ${TARGETS[reveal.target] ?? ''}; covered ${reveal.saves.map((t) => TARGETS[t]).join(', ')}`;

const DIE_FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** GZ-7.3: the numbered spaces 1–6, each die's face lit on its space. */
function CrossDice({ dice }: { dice: readonly number[] }): ReactElement {
  return (
    <div className="gz-cross" role="img" aria-label={`Dice ${dice.join(', ')} on the spaces 1–6`}>
      {[1, 2, 3, 4, 5, 6].map((space) => (
        <span
          key={space}
          className={
            dice.includes(space) ? 'gz-cross__space gz-cross__space--hit' : 'gz-cross__space'
          }
        >
          {space}
          {dice.includes(space) && <span aria-hidden="true">{DIE_FACES[space]}</span>}
        </span>
      ))}
    </div>
  );
}
