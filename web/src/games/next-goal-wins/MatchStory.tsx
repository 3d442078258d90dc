/**
 * What a finished match left behind, in words: its goals in order (the score after each, the
 * scorer and how, the attack), then its cards and injuries (NGW-12). Shown at full time and
 * beside the after-match that follows it.
 */
import type { ReactElement } from 'react';
import type { SeatSummary } from '../../protocol.ts';
import { nameSeats } from '../../table/words.ts';
import type { MatchStory } from './full-time.ts';

/** NGW-24: who scored, in order, with the score after each goal; then cards and injuries. */
export function Story({
  story,
  names,
  seats,
}: {
  story: MatchStory;
  names: readonly [string, string];
  seats: readonly SeatSummary[];
}): ReactElement {
  return (
    <>
      {story.goals.length === 0 ? (
        <p className="ngw-fulltime__none">No goals.</p>
      ) : (
        <ol className="ngw-fulltime__goals-list" aria-label="Goals">
          {story.goals.map((goal, i) => (
            <li key={i} className="ngw-fulltime__goal" data-side={goal.side}>
              <span className="ngw-fulltime__score-then">
                {goal.score[0]}–{goal.score[1]}
              </span>{' '}
              {names[goal.side]}: {goal.scorer ?? 'a'} {goal.scorer ? `(${goal.how})` : goal.how}
              <span className="ngw-fulltime__attack"> · attack {goal.attack}</span>
            </li>
          ))}
        </ol>
      )}
      {story.incidents.length > 0 && (
        <ul className="ngw-fulltime__incidents" aria-label="Cards and injuries">
          {story.incidents.map((text, i) => (
            <li key={i}>{nameSeats(text, seats)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
