/**
 * What the match waits for, in words, and the decisions that are not a click on a card:
 * done with substitutions (NGW-11.2), the free kick's kind (NGW-9.1), a set piece with
 * nobody to take it (NGW-9.5).
 */
import type { ReactElement } from 'react';
import type { GameEvent, LegalChoice } from '../../protocol.ts';
import { POSITIONS, SET_PIECE_NAMES, SHOOTING_FREE_KICK, footballerName } from './cards.ts';
import { ChoiceChances } from './ChoiceChances.tsx';
import { choiceForecast } from './chances.ts';
import { withTactic } from './choices.ts';
import { latestOf } from './contest.ts';
import { setPieceRoles } from './match.ts';
import type { Controls, SideNames } from './controls.ts';
import type { NextGoalWinsView } from './view.ts';

interface DecisionProps {
  readonly view: NextGoalWinsView;
  readonly names: SideNames;
  readonly controls: Controls;
  readonly log: readonly GameEvent[];
}

export function Decision({ view, names, controls, log }: DecisionProps): ReactElement {
  const { choices, selection, busy, play, words } = controls;
  const mine = play !== undefined && hasChoices(controls);
  const sofar = setPiece(view, names);
  const buttons: LegalChoice[] = [
    ...(choices.done ? [choices.done] : []),
    ...choices.freeKicks,
    ...withTactic(choices.nobody, selection.tactic),
  ];
  return (
    <section className="ngw-decision" aria-label="What happens now">
      <p className="ngw-decision__words" aria-live="polite">
        {mine ? yourMove(view, controls) : theirMove(view, names, words, log)}
      </p>
      {sofar && <p className="ngw-decision__set-piece">{sofar}</p>}
      {mine && choices.tactics.size > 0 && (
        <p className="ngw-decision__hint">
          {selection.tactic === null
            ? 'You may play a tactic with it: pick it up from your hand first.'
            : 'Tactic picked up: its choices are on the board. Click it again to put it back.'}
        </p>
      )}
      {play && buttons.length > 0 && (
        <div className="ngw-decision__choices">
          {buttons.map((choice) => (
            <button
              key={choice.action}
              type="button"
              className={`button ngw-decision__button${choice.info?.kind === 'done' ? '' : ' button--primary'}`}
              data-action={choice.action}
              disabled={busy}
              onClick={() => {
                play(choice);
              }}
            >
              <span>{words(choice.label)}</span>
              <ChoiceChances forecast={choiceForecast(view, choice)} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function hasChoices({ choices }: Controls): boolean {
  return (
    choices.picks.size +
      choices.subOut.size +
      choices.subIn.size +
      choices.plays.length +
      choices.targets.size +
      choices.freeKicks.length +
      choices.setPiece.size +
      choices.nobody.length >
      0 || choices.done !== null
  );
}

/** The set piece so far, e.g. 'Corner: Erika Falcon crosses, Max Gass heads.' */
function setPiece(view: NextGoalWinsView, names: SideNames): string | null {
  const roles = setPieceRoles(view);
  if (roles.taker === undefined) return null;
  const lineup = view.teams[view.match.attacker === 1 ? 1 : 0].lineup;
  const who = (place: number): string => (place === 0 ? 'nobody' : footballerName(lineup[place]));
  const shooting = view.match.kind === SHOOTING_FREE_KICK;
  const parts = [
    `${who(roles.taker)} ${shooting ? 'shoots' : 'crosses'}`,
    ...(roles.header === undefined ? [] : [`${who(roles.header)} heads`]),
  ];
  const name = setPieceName(view);
  return `${names.name[view.match.attacker === 1 ? 1 : 0]}'s ${name}: ${parts.join(', ')}.`;
}

const setPieceName = (view: NextGoalWinsView): string =>
  SET_PIECE_NAMES[view.match.kind] ?? 'set piece';

function yourMove(view: NextGoalWinsView, { choices, selection }: Controls): string {
  const m = view.match;
  const place = (p: number | null): string => (p === null ? '?' : (POSITIONS[p] ?? '?'));
  switch (view.phase) {
    case 'pick':
      return `Choose your starters face down: click the footballer to start at ${place(choices.pickPlace)}.`;
    case 'substitute':
      return selection.bench === null
        ? 'Substitutions before your attack: click a bench footballer, then the place it goes to, or click a footballer on the pitch to take off. Done when you are ready.'
        : `Now click the place where ${footballerName(selection.bench)} comes on.`;
    case 'substitute-in':
    case 'replace':
      return `Bring somebody on at ${place(choices.subInPlace)}: click a footballer on your bench.`;
    case 'declare':
      return 'You have the ball: choose an action beside the footballer on it.';
    case 'defend':
      return 'Defend or not? Your answers are beside the ball.';
    case 'target':
      return 'Your tactic hits the best footballer at its stat, and several share it: click the one it targets.';
    case 'foul-choice':
      return 'Foul! Choose a crossing or a shooting free kick.';
    case 'taker':
      return `Your ${setPieceName(view)}: click the footballer who ${m.kind === SHOOTING_FREE_KICK ? 'shoots' : 'crosses'}.`;
    case 'header':
      return `Your ${setPieceName(view)}: click the footballer who heads it.`;
    case 'set-piece-defence':
      return `Their ${setPieceName(view)}: click the footballer who ${m.kind === SHOOTING_FREE_KICK ? 'blocks it' : 'challenges in the air'}.`;
    case 'over':
      return 'Full time.';
  }
}

function theirMove(
  view: NextGoalWinsView,
  names: SideNames,
  words: (text: string) => string,
  log: readonly GameEvent[],
): string {
  const m = view.match;
  const seat = (n: number): string => names.name[n === 1 ? 1 : 0];
  const attacker = seat(m.attacker);
  const defender = seat(1 - m.attacker);
  const [a, b] = view.teams;
  switch (view.phase) {
    case 'pick':
      return `Both sides choose their starters face down: ${names.name[0]} ${a.picked} of 4, ${names.name[1]} ${b.picked} of 4.`;
    case 'substitute':
    case 'substitute-in':
      return `${attacker} may make substitutions before attacking.`;
    case 'replace':
      return `${seat(m.replaceSeat)} brings somebody on at ${POSITIONS[m.replacePlace] ?? '?'}.`;
    case 'declare':
      return `${attacker} is on the ball and chooses an action.`;
    case 'defend': {
      const declared = latestOf(log, 'declare');
      return `${declared ? `${words(declared.text)} ` : ''}${defender} decides whether to defend.`;
    }
    case 'target':
      return `${seat(m.targetSeat)} chooses the footballer a tactic targets.`;
    case 'foul-choice':
      return `Foul! ${attacker} chooses a crossing or a shooting free kick.`;
    case 'taker':
    case 'header':
      return `${attacker}'s ${setPieceName(view)}: ${attacker} picks the footballers.`;
    case 'set-piece-defence':
      return `${attacker}'s ${setPieceName(view)}: ${defender} picks a footballer to defend it.`;
    case 'over':
      return `Full time: ${names.name[0]} ${a.goals} – ${b.goals} ${names.name[1]}.`;
  }
}
