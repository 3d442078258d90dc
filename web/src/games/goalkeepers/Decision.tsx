/**
 * What the game waits for, in words, and the decisions that are not a click on a player's
 * area: the Roll button, the two shoot-out rewards (GK-4.3), 'steal nothing' (GK-5.1).
 */
import type { ReactElement } from 'react';
import type { LegalChoice } from '../../protocol.ts';
import { rewardDice, type GoalkeepersChoices } from './choices.ts';
import { Die } from './Die.tsx';
import { waitingWords } from './marks.ts';
import type { GoalkeepersView } from './view.ts';

interface DecisionProps {
  readonly view: GoalkeepersView;
  readonly names: readonly string[];
  readonly choices: GoalkeepersChoices;
  readonly onChoose?: (choice: LegalChoice) => void;
  readonly busy: boolean;
  /** Puts the engine's label into the table's names. */
  readonly words: (label: string) => string;
  /** The table was closed before full time: nobody's turn any more. */
  readonly closed: boolean;
}

export function Decision(props: DecisionProps): ReactElement {
  const { view, names, choices, onChoose, busy, words, closed } = props;
  const choose = (choice: LegalChoice | null, className: string, content?: ReactElement) =>
    choice &&
    onChoose && (
      <button
        type="button"
        className={className}
        disabled={busy}
        onClick={() => {
          onChoose(choice);
        }}
      >
        {content ?? words(choice.label)}
      </button>
    );
  return (
    <section className="decision" aria-label="What happens now">
      <p className="decision__words" aria-live="polite">
        {waitingWords(view, names, closed)}
      </p>
      <div className="decision__choices">
        {choose(choices.roll, 'button button--primary button--big')}
        {[choices.takeTeam, choices.takeGoal].map(
          (reward) =>
            reward && (
              <span key={reward.action} className="decision__reward">
                {choose(reward, 'reward', <RewardFace label={reward.label} words={words} />)}
              </span>
            ),
        )}
        {choose(choices.takeNothing, 'button')}
        {choose(choices.stealNothing, 'button')}
      </div>
    </section>
  );
}

function RewardFace(props: { label: string; words: (label: string) => string }): ReactElement {
  return (
    <>
      <span className="reward__dice" aria-hidden="true">
        {rewardDice(props.label).map((face, i) => (
          <Die key={i} face={face} />
        ))}
      </span>
      <span className="reward__words">{props.words(props.label)}</span>
    </>
  );
}
