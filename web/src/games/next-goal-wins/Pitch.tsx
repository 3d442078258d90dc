/**
 * The pitch: four zones from the near goal to the far one, each holding the two footballers
 * that face each other (NGW-5): the near side's GK against the far side's STK, DEF against
 * MID, MID against DEF, STK against GK. Wide, the zones run left to right with the far side
 * on top; narrow, they run bottom to top with the far side on the left. The ball's zone also
 * holds the tray of its actions (BallTray).
 */
import type { ReactElement } from 'react';
import type { GameEvent } from '../../protocol.ts';
import { BallTray } from './BallTray.tsx';
import { POSITIONS, SHOOTING_FREE_KICK, footballerName, tactic } from './cards.ts';
import { placeClick, type PlaceClick } from './choices.ts';
import type { Controls, SideNames } from './controls.ts';
import { ChoiceChances } from './ChoiceChances.tsx';
import { choiceForecast } from './chances.ts';
import { CardBack, FootballerCard } from './FootballerCard.tsx';
import { ballAt, changesOf, placeOf, setPieceRoles } from './match.ts';
import { otherSide, type NextGoalWinsView, type Side } from './view.ts';

interface PitchProps {
  readonly view: NextGoalWinsView;
  readonly home: Side;
  readonly names: SideNames;
  readonly controls: Controls;
  readonly log: readonly GameEvent[];
}

const ZONES = [0, 1, 2, 3] as const;

export function Pitch({ view, home, names, controls, log }: PitchProps): ReactElement {
  const away = otherSide(home);
  const ball = ballAt(view);
  const ballZone = ball === null ? -1 : ball.side === home ? ball.place : 3 - ball.place;
  return (
    <section className="ngw-pitch" aria-label="The pitch">
      <p className="ngw-pitch__end ngw-pitch__end--away">{names.whose[away]} goal</p>
      <ol className="ngw-zones">
        {ZONES.map((zone) => (
          <li key={zone} className="ngw-zone" data-zone={zone}>
            <Place view={view} side={away} place={3 - zone} names={names} controls={controls} />
            <Place view={view} side={home} place={zone} names={names} controls={controls} near />
            {zone === ballZone && (
              <BallTray view={view} names={names} controls={controls} log={log} />
            )}
          </li>
        ))}
      </ol>
      <p className="ngw-pitch__end ngw-pitch__end--home">{names.whose[home]} goal</p>
    </section>
  );
}

interface PlaceProps {
  readonly view: NextGoalWinsView;
  readonly side: Side;
  readonly place: number;
  readonly names: SideNames;
  readonly controls: Controls;
  /** The viewer's side (or seat 0's for a spectator), drawn nearest. */
  readonly near?: boolean;
}

function Place({ view, side, place, names, controls, near = false }: PlaceProps): ReactElement {
  const shown = placeOf(view, side, place);
  const own = view.viewer === 0 || view.viewer === 1 ? view.viewer : null;
  const { choices, selection, busy, play, words } = controls;
  const click = play ? placeClick(choices, selection, side, own, place) : null;
  const ball = ballAt(view);
  const holds = ball !== null && ball.side === side && ball.place === place;
  const where = `${names.whose[side]} ${POSITIONS[place] ?? '?'}`;
  const role = side === view.match.attacker ? roleAt(view, place) : null;
  const card = shown.kind === 'card' ? shown.card : null;
  const classes = [
    'ngw-slot',
    `ngw-slot--${near ? 'home' : 'away'}`,
    click ? 'ngw-slot--target' : '',
    shown.kind === 'open' && shown.next ? 'ngw-slot--next' : '',
  ];
  return (
    <div className={classes.join(' ')} data-side={side} data-place={place}>
      <p className="ngw-slot__label">{where}</p>
      {shown.kind === 'card' && (
        <FootballerCard
          key={shown.card}
          turn
          card={shown.card}
          place={place}
          changes={changesOf(view, side, shown.card)}
          ball={holds ? { from: ball.from } : null}
        />
      )}
      {role && <p className="ngw-slot__role">{role}</p>}
      {shown.kind === 'face-down' && <CardBack label={`${where}: chosen, face down`} />}
      {shown.kind === 'open' && (
        <div className="ngw-card ngw-card--open">
          {shown.next ? 'Choosing now' : 'Not chosen yet'}
        </div>
      )}
      {shown.kind === 'empty' && <div className="ngw-card ngw-card--open">Empty for the match</div>}
      {click && play && (
        <button
          type="button"
          className="ngw-slot__button"
          data-action={click.choice.action}
          disabled={busy}
          onClick={() => {
            play(click.choice, click.pending);
          }}
        >
          {clickWords(click, view, card, words)}
          <ChoiceChances forecast={choiceForecast(view, click.choice)} />
        </button>
      )}
    </div>
  );
}

/** What a click on a footballer does, in words; set-piece roles in the board's own words. */
function clickWords(
  click: PlaceClick,
  view: NextGoalWinsView,
  card: number | null,
  words: (label: string) => string,
): string {
  const name = footballerName(card);
  if (click.pending) return `Bring ${footballerName(click.pending.card)} on for ${name}`;
  const { kind, card: played } = click.choice.info ?? { kind: '' };
  const shooting = view.match.kind === SHOOTING_FREE_KICK;
  const using = played === undefined ? '' : ` with ${tactic(played)?.name ?? 'a tactic'}`;
  switch (kind) {
    case 'taker':
      return `${name} ${shooting ? 'shoots' : 'crosses'}${using}`;
    case 'header':
      return `${name} heads it`;
    case 'set-piece-defender':
      return `${name} ${shooting ? 'blocks' : 'challenges in the air'}${using}`;
    default:
      return words(click.choice.label);
  }
}

/** NGW-9.2, NGW-9.3: the set-piece role of the attacker's footballer in `place`, if any. */
function roleAt(view: NextGoalWinsView, place: number): string | null {
  const { taker, header } = setPieceRoles(view);
  if (place === 0) return null;
  if (place === taker) return view.match.kind === SHOOTING_FREE_KICK ? 'Shoots' : 'Crosses';
  return place === header ? 'Heads' : null;
}
