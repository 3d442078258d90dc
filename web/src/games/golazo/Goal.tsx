/**
 * The goal seen from the pitch for a shot's secret pick (GZ-7.5): six targets; the shooter
 * clicks one, the keeper clicks the ones it covers. Once the seat's team has picked, the goal
 * stays with its own pick marked until both are revealed; others see that the picks are secret.
 */
import { useCallback, useState, type ReactElement } from 'react';
import { TARGETS } from '../../../../src/games/golazo/vocabulary.ts';
import type { LegalChoice } from '../../protocol.ts';
import { coverCount, goalOffer, goalWait, saveFor, togglePick } from './goal.ts';
import type { GolazoView } from './view.ts';

interface GoalProps {
  readonly view: GolazoView;
  readonly legal: readonly LegalChoice[];
  readonly onChoose: ((choice: LegalChoice) => void) | undefined;
}

export function Goal({ view, legal, onChoose }: GoalProps): ReactElement | null {
  const offer = goalOffer(legal);
  const [picked, setPicked] = useState<readonly number[]>([]);
  const cover = coverCount(offer);
  // On a phone the goal may be out of sight when the pick is asked for: it comes into view.
  const shown = useCallback((goal: HTMLElement | null) => {
    goal?.scrollIntoView({ block: 'nearest' });
  }, []);
  if (offer.aims.size === 0 && cover === 0) return <WaitingGoal view={view} />;
  const click = (target: number): void => {
    const aim = offer.aims.get(target);
    if (aim) {
      onChoose?.(aim);
      return;
    }
    const next = togglePick(picked, target);
    const save = next.length === cover ? saveFor(offer, next) : undefined;
    setPicked(save ? [] : next);
    if (save) onChoose?.(save);
  };
  return (
    <section ref={shown} className="gz-goal-pick" aria-label="The goal: your secret pick">
      <p className="gz-goal-pick__words">
        {offer.aims.size > 0
          ? 'Aim: click a target of the goal.'
          : `Save: click the ${cover} targets you cover (${picked.length} picked).`}
      </p>
      <div className="gz-goal-pick__targets">
        {TARGETS.map((name, target) => (
          <button
            key={name}
            type="button"
            className="gz-target"
            aria-pressed={picked.includes(target)}
            disabled={!onChoose}
            onClick={() => {
              click(target);
            }}
          >
            {name}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The goal while the viewer has no pick to make: its team's own pick marked, or none. */
function WaitingGoal({ view }: { view: GolazoView }): ReactElement | null {
  const wait = goalWait(view);
  if (!wait) return null;
  return (
    <section className="gz-goal-pick gz-goal-pick--waiting" aria-label="The goal: the secret picks">
      <p className="gz-goal-pick__words" role="status">
        {wait.words}
      </p>
      <div className="gz-goal-pick__targets">
        {TARGETS.map((name, target) => (
          <span
            key={name}
            className={wait.marked.includes(target) ? 'gz-target gz-target--mine' : 'gz-target'}
          >
            {name}
          </span>
        ))}
      </div>
    </section>
  );
}
