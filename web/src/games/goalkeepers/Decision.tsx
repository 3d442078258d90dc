/**
 * What the game waits for, in words, and the decisions that are not a click on a player's
 * area: the Roll button, the two shoot-out rewards (GK-4.3), 'steal nothing' (GK-5.1).
 */
import type { ReactElement } from 'react';
import type { LegalChoice } from '../../protocol.ts';
import { rewardDice, type GoalkeepersChoices } from './choices.ts';
import { Die } from './Die.tsx';
import { diceWord } from './faces.ts';
import type { GoalkeepersView } from './view.ts';

interface DecisionProps {
  readonly view: GoalkeepersView;
  readonly names: readonly string[];
  readonly choices: GoalkeepersChoices;
  readonly onChoose?: (choice: LegalChoice) => void;
  readonly busy: boolean;
  /** Puts the engine's label into the table's names. */
  readonly words: (label: string) => string;
}

export function Decision(props: DecisionProps): ReactElement {
  const { view, names, choices, onChoose, busy, words } = props;
  const mine = view.decider === view.viewer && view.viewer >= 0;
  const who = mine ? 'You' : (names[view.decider] ?? 'Someone');
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
        {sentence(view, names, who, mine)}
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

function sentence(view: GoalkeepersView, names: readonly string[], who: string, mine: boolean) {
  const loser = view.reward ? (names[view.reward.loser] ?? '') : '';
  switch (view.phase) {
    case 'roll':
      return mine
        ? `Your turn: roll your ${diceWord(view.hand[view.current] ?? 0)}.`
        : `${who} is about to roll.`;
    case 'pass':
      return mine
        ? `Pass ${diceWord(view.penaltiesLeft, 'penalty')}: click the player who gets the next one.`
        : `${who} passes ${diceWord(view.penaltiesLeft, 'penalty')}.`;
    case 'steal':
      return mine
        ? 'Full team! Click a player to steal a die from, or steal nothing.'
        : `Full team! ${who} may steal a die.`;
    case 'reward':
      return mine
        ? `You won the shoot-out against ${loser}. Choose your reward, or take none.`
        : `${who} won the shoot-out against ${loser} and chooses a reward.`;
    case 'over':
      return 'Full time.';
  }
}
