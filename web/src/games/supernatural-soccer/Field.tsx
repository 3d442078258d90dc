/**
 * The field drawn to scale as SVG (SS-2): 87 hexes, the bold centre hex, both goal zones in
 * their defenders' colours, the starting spaces, the four wizards and the ball. The hexes a
 * selected wizard may reach and the kick's six lines are buttons with names, so a keyboard
 * reaches them too; hovering a reachable hex shows the way there.
 */
import {
  memo,
  useMemo,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import {
  CELLS,
  CENTRE,
  DIRECTION_NAMES,
  GOAL_OF,
  NONE,
  STARTS,
  cellName,
} from '../../../../src/games/supernatural-soccer/board.ts';
import { WIZARD_NAMES } from '../../../../src/games/supernatural-soccer/vocabulary.ts';
import { teamOfWizard } from '../../../../src/games/supernatural-soccer/teams.ts';
import type { LegalChoice } from '../../protocol.ts';
import type { BoardSelection } from '../../board/useBoardSelection.ts';
import {
  cellCentre,
  hexPoints,
  type Point,
  stepFrom,
  UPRIGHT,
  UPRIGHT_VIEW_BOX,
  uprightText,
  VIEW_BOX,
} from './geometry.ts';
import { useNarrow } from './useNarrow.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { nextSpot, onScreen } from './keys.ts';
import { landingOdds, percent } from '../../board/odds.ts';
import type { Frame } from './animation.ts';
import type { IndexedChoice, LastMove } from './marks.ts';
import { pathOf } from './marks.ts';
import {
  centreOf,
  fieldPieces,
  type DrawnBall,
  type DrawnPieces,
  type DrawnWizard,
} from './pieces.ts';
import type { SupernaturalView } from './view.ts';

interface FieldProps {
  readonly view: SupernaturalView;
  readonly legal: readonly LegalChoice[];
  readonly selection: BoardSelection;
  readonly kicks: readonly IndexedChoice[];
  readonly last: LastMove | null;
  /** Each wizard's controller's name, e.g. 'Ana'. */
  readonly names: readonly string[];
  readonly onKick?: (choice: LegalChoice) => void;
  /** A Game Changer asking for its target: the wizards or directions lit, and the pick. */
  readonly aim?: FieldAim;
  /** What an animation draws away from the view now, and one step's length in ms (0: off). */
  readonly frame: Frame | null;
  readonly stepMillis: number;
}

/** What the field asks for while a Game Changer is being played (see plays.ts). */
export interface FieldAim {
  /** The card's name, for the buttons' labels, e.g. 'Nuke'. */
  readonly card: string;
  /** Wizards to click, e.g. [0, 2, 3]. */
  readonly wizards: readonly number[];
  /** Directions to click around `around` (a hex), e.g. [0, 1, 4]. */
  readonly directions: readonly number[];
  readonly around: number;
  /** The wizards already named, e.g. Body Swap's own wizard. */
  readonly picked: readonly number[];
  readonly onPick: (answer: number) => void;
}

/** Enter and Space press a focused SVG button as a click does. */
const pressed = (event: KeyboardEvent, act: () => void): void => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  act();
};

const START_OF = new Map(STARTS.map((cell, wizard) => [cell, wizard]));

function cellClasses(cell: number, marks: CellMarks): string {
  const classes = ['ss-hex'];
  const goal = GOAL_OF[cell] as number;
  if (goal !== NONE) classes.push(`ss-hex--goal-${String(goal)}`);
  if (cell === CENTRE) classes.push('ss-hex--centre');
  if (marks.last.has(cell)) classes.push('ss-hex--last');
  if (marks.path.has(cell)) classes.push('ss-hex--path');
  if (marks.targets.has(cell)) classes.push('ss-hex--target');
  if (marks.landings.has(cell)) classes.push('ss-hex--landing');
  if (cell === marks.selectedCell) classes.push('ss-hex--selected');
  return classes.join(' ');
}

interface CellMarks {
  readonly targets: ReadonlySet<number>;
  readonly path: ReadonlySet<number>;
  readonly last: ReadonlySet<number>;
  readonly landings: ReadonlySet<number>;
  readonly selectedCell: number;
}

/** The hexes lit now: reachable, on the way to the hovered one, last played, landing, selected. */
function cellMarks(
  { view, legal, selection, last }: Pick<FieldProps, 'view' | 'legal' | 'selection' | 'last'>,
  hovered: number | null,
  landings: ReadonlyMap<number, number>,
): CellMarks {
  const selected = selection.selected;
  const targets = new Set(selection.targets);
  const way =
    selected !== null && hovered !== null && targets.has(hovered)
      ? pathOf(legal, selected, hovered)
      : [];
  return {
    targets,
    path: new Set(way),
    last: new Set(last ? [last.from, ...last.path, last.to] : []),
    landings: new Set(landings.keys()),
    selectedCell: selected === null ? NONE : (view.wizards[selected] ?? NONE),
  };
}

export function Field(props: FieldProps): ReactElement {
  const { view, selection, kicks, names, onKick, aim, frame, stepMillis } = props;
  const upright = useNarrow();
  const [hovered, setHovered] = useState<number | null>(null);
  const [aimed, setAimed] = useState<number | null>(null);
  // SS-7.2/7.3: where the aimed kick may land and how likely, as the engine says (its info).
  const landings = landingOdds(kicks.find((k) => k.index === aimed)?.choice.info?.outcomes);
  const marks = cellMarks(props, hovered, landings);
  const pieces = fieldPieces(view, frame);
  // The kick's lines go round the kicker's hex; a kicker with no hex has none to draw.
  const kicker = view.current >= 0 ? centreOf(view.wizards[view.current]) : null;
  const around = aim && aim.directions.length > 0 ? centreOf(aim.around) : null;
  const glide = { '--ss-step': `${String(stepMillis)}ms` } as CSSProperties;
  return (
    <svg
      className={`ss-field${upright ? ' ss-field--upright' : ''}`}
      viewBox={upright ? UPRIGHT_VIEW_BOX : VIEW_BOX}
      role="group"
      aria-label="The field"
      style={glide}
    >
      <g transform={upright ? UPRIGHT : undefined}>
        <Hexes
          view={view}
          selection={selection}
          marks={marks}
          upright={upright}
          onHover={setHovered}
        />
        <WizardPieces
          view={view}
          pieces={pieces}
          names={names}
          aim={aim}
          selected={selection.selected}
          upright={upright}
        />
        {pieces.ball && <LooseBall ball={pieces.ball} />}
        <LandingOdds landings={landings} upright={upright} />
        {kicker && (
          <KickArrows
            kicker={kicker}
            kicks={kicks}
            upright={upright}
            onKick={onKick}
            onAim={setAimed}
          />
        )}
        {aim && around && (
          <Arrows
            around={around}
            directions={aim.directions}
            upright={upright}
            label={(d) => `${aim.card} ${DIRECTION_NAMES[d] ?? ''}`}
            className="ss-aim"
            onPick={aim.onPick}
          />
        )}
      </g>
    </svg>
  );
}

/** Every hex of the field; the reachable ones are buttons that show the way there on hover. */
function Hexes({
  view,
  selection,
  marks,
  upright,
  onHover,
}: {
  readonly view: SupernaturalView;
  readonly selection: BoardSelection;
  readonly marks: CellMarks;
  readonly upright: boolean;
  readonly onHover: (cell: number | null) => void;
}): ReactElement {
  const wizardAt = new Map(view.wizards.map((cell, wizard) => [cell, wizard]));
  // One target in the Tab order; the arrow keys go to the others (issue #37).
  const [focused, setFocused] = useState<number | null>(null);
  const targets = [...marks.targets].sort((a, b) => a - b);
  const rover = focused !== null && marks.targets.has(focused) ? focused : (targets[0] ?? NONE);
  const spots = targets.map((cell) => ({ cell, at: onScreen(cellCentre(cell), upright) }));
  const arrow = (event: KeyboardEvent, cell: number): void => {
    const next = nextSpot(onScreen(cellCentre(cell), upright), spots, event.key);
    if (event.key.startsWith('Arrow')) event.preventDefault();
    if (next === null) return;
    setFocused(next);
    const svg = event.currentTarget.closest('svg');
    svg?.querySelector<SVGGElement>(`.ss-hex[data-cell="${String(next)}"]`)?.focus();
  };
  const on = useHexHandlers(selection, onHover, setFocused, arrow);
  return (
    <>
      {Array.from({ length: CELLS }, (_, cell) => {
        const wizard = wizardAt.get(cell);
        const start = START_OF.get(cell);
        return (
          <Hex
            key={cell}
            cell={cell}
            className={cellClasses(cell, marks)}
            label={marks.targets.has(cell) ? hexLabel(cell, wizard, selection.selected) : undefined}
            start={start !== undefined && wizard === undefined ? WIZARD_NAMES[start] : undefined}
            upright={upright}
            rover={cell === rover}
            on={on}
          />
        );
      })}
    </>
  );
}

/** What a hex does with the pointer, the keys and focus: the same functions at every render. */
interface HexHandlers {
  readonly click: (cell: number) => void;
  readonly hover: (cell: number | null) => void;
  readonly focus: (cell: number) => void;
  readonly arrow: (event: KeyboardEvent, cell: number) => void;
}

/** Handlers that act on the latest selection, made once so that unchanged hexes are skipped. */
function useHexHandlers(
  selection: BoardSelection,
  onHover: (cell: number | null) => void,
  onFocus: (cell: number) => void,
  arrow: (event: KeyboardEvent, cell: number) => void,
): HexHandlers {
  const latest = useLatest({ selection, onHover, onFocus, arrow });
  return useMemo(
    () => ({
      click: (cell) => {
        latest.current.selection.click(cell);
      },
      hover: (cell) => {
        latest.current.onHover(cell);
      },
      focus: (cell) => {
        latest.current.onFocus(cell);
        latest.current.onHover(cell);
      },
      arrow: (event, cell) => {
        latest.current.arrow(event, cell);
      },
    }),
    [latest],
  );
}

/** A reachable hex's words: the selected wizard's own hex is where it stays. */
function hexLabel(cell: number, wizard: number | undefined, selected: number | null): string {
  return wizard !== undefined && wizard === selected
    ? `Stay on ${cellName(cell)}`
    : `Move to ${cellName(cell)}`;
}

/** Each hex's outline, worked out once: the field never changes shape. */
const HEX_POINTS = Array.from({ length: CELLS }, (_, cell) => hexPoints(cellCentre(cell), 0.97));

/**
 * One hex, drawn again only when what it shows changes: an update or a hover changes a few of
 * the 87 (issue #32).
 */
const Hex = memo(function Hex({
  cell,
  className,
  label,
  start,
  upright,
  rover,
  on,
}: {
  readonly cell: number;
  readonly className: string;
  /** A reachable hex's words, e.g. 'Move to d4'; undefined for a hex that is no target. */
  readonly label: string | undefined;
  /** The name written on an empty starting space, e.g. 'Blaze'. */
  readonly start: string | undefined;
  readonly upright: boolean;
  /** The target that holds the field's place in the Tab order. */
  readonly rover: boolean;
  readonly on: HexHandlers;
}): ReactElement {
  const c = cellCentre(cell);
  const onClick = (): void => {
    on.click(cell);
  };
  return (
    <g
      className={className}
      data-cell={cell}
      {...(label !== undefined
        ? {
            role: 'button',
            tabIndex: rover ? 0 : -1,
            'aria-label': label,
            onClick,
            onKeyDown: (e: KeyboardEvent) => {
              pressed(e, onClick);
              on.arrow(e, cell);
            },
            onMouseEnter: () => {
              on.hover(cell);
            },
            onMouseLeave: () => {
              on.hover(null);
            },
            onFocus: () => {
              on.focus(cell);
            },
          }
        : { onClick })}
    >
      <polygon points={HEX_POINTS[cell]} />
      {start !== undefined && (
        <text className="ss-start" x={c.x} y={c.y} transform={uprightText(c, upright)}>
          {start}
        </text>
      )}
    </g>
  );
});

interface WizardPiecesProps {
  readonly view: SupernaturalView;
  readonly names: readonly string[];
  readonly aim: FieldAim | undefined;
  readonly selected: number | null;
  readonly upright: boolean;
}

/** The wizards where they are drawn now (see pieces.ts): the view's places, or an animation's. */
function WizardPieces({
  pieces,
  ...rest
}: WizardPiecesProps & { readonly pieces: DrawnPieces }): ReactElement {
  return (
    <>
      {pieces.wizards.map((drawn) => (
        <WizardPiece key={drawn.wizard} drawn={drawn} {...rest} />
      ))}
    </>
  );
}

function wizardClasses(wizard: number, selected: boolean, target: boolean, named: boolean): string {
  return [
    'ss-wizard',
    `ss-wizard--team-${String(teamOfWizard(wizard))}`,
    ...(selected ? ['ss-wizard--selected'] : []),
    ...(target ? ['ss-wizard--target'] : []),
    ...(named ? ['ss-wizard--named'] : []),
  ].join(' ');
}

/** A wizard: a picture with its words, or a button while a Game Changer asks for a wizard. */
function WizardPiece({
  drawn,
  view,
  names,
  aim,
  selected,
  upright,
}: WizardPiecesProps & { readonly drawn: DrawnWizard }): ReactElement {
  const { wizard, cell, at: c, withBall } = drawn;
  const target = aim?.wizards.includes(wizard) ?? false;
  const act = (): void => aim?.onPick(wizard);
  const who = `${WIZARD_NAMES[wizard] ?? ''} (${names[wizard] ?? ''})`;
  const label = `Wizard ${who} on ${cellName(cell)}${view.carrier === wizard ? ', with the ball' : ''}`;
  return (
    <g
      className={wizardClasses(
        wizard,
        wizard === selected,
        target,
        aim?.picked.includes(wizard) ?? false,
      )}
      data-piece={wizard}
      data-at={cell}
      style={{ transform: `translate(${String(c.x)}px, ${String(c.y)}px)` }}
      {...(target
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-label': `${aim?.card ?? ''} on wizard ${who}`,
            onClick: act,
            onKeyDown: (e: KeyboardEvent) => {
              pressed(e, act);
            },
          }
        : { role: 'img', 'aria-label': label })}
    >
      {target && <circle className="ss-wizard__halo" r={0.86} />}
      {/* A black edge round the white ring: white alone is under 3:1 on a yellow target. */}
      <circle className="ss-wizard__edge" r={0.71} />
      <circle r={0.62} />
      <text transform={upright ? 'rotate(90)' : undefined}>{WIZARD_NAMES[wizard]}</text>
      {withBall && <Ball at={{ x: 0.5, y: 0.45 }} cell={cell} small />}
    </g>
  );
}

/** The ball when no wizard carries it (or while an animation moves it). */
function LooseBall({ ball }: { readonly ball: DrawnBall }): ReactElement {
  const { cell, at: c } = ball;
  return (
    <g
      className="ss-ball-at"
      style={{ transform: `translate(${String(c.x)}px, ${String(c.y)}px)` }}
    >
      <Ball at={{ x: 0, y: 0 }} cell={cell} />
    </g>
  );
}

/** SS-7.2/7.3: each hex the aimed kick may end on, with its chance written above it. */
function LandingOdds({
  landings,
  upright,
}: {
  readonly landings: ReadonlyMap<number, number>;
  readonly upright: boolean;
}): ReactElement {
  return (
    <>
      {[...landings].map(([cell, p]) => {
        const c = centreOf(cell);
        if (!c) return null;
        // Above the hex on screen: up is +x inside the upright field.
        const at = upright ? { x: c.x + 0.72, y: c.y } : { x: c.x, y: c.y - 0.72 };
        return (
          <text
            key={cell}
            className="ss-landing"
            x={at.x}
            y={at.y}
            transform={uprightText(at, upright)}
            data-landing={cell}
          >
            {percent(p)}
          </text>
        );
      })}
    </>
  );
}

/** The kick's lines around the kicker; hovering or focusing one shows where it may land. */
function KickArrows({
  kicker,
  kicks,
  upright,
  onKick,
  onAim,
}: {
  readonly kicker: Point;
  readonly kicks: readonly IndexedChoice[];
  readonly upright: boolean;
  readonly onKick: ((choice: LegalChoice) => void) | undefined;
  readonly onAim: (direction: number | null) => void;
}): ReactElement {
  const choiceOf = new Map(kicks.map(({ index, choice }) => [index, choice]));
  return (
    <Arrows
      around={kicker}
      directions={kicks.map((k) => k.index)}
      upright={upright}
      label={(d) => `Kick ${DIRECTION_NAMES[d] ?? ''}`}
      className="ss-kick"
      data="data-kick"
      onPick={(d) => {
        const choice = choiceOf.get(d);
        if (choice) onKick?.(choice);
      }}
      onAim={onAim}
    />
  );
}

/**
 * Six (or fewer) direction buttons around a hex, for a kick or a card that names a direction.
 * They are one Tab stop, and an arrow key goes to the nearest button that way on the screen,
 * as the target hexes do (issue #37).
 */
function Arrows({
  around,
  directions,
  upright,
  label,
  className,
  data = 'data-direction',
  onPick,
  onAim,
}: {
  readonly around: Point;
  readonly directions: readonly number[];
  readonly upright: boolean;
  readonly label: (direction: number) => string;
  readonly className: string;
  /** The attribute naming each button's direction, e.g. 'data-kick'. */
  readonly data?: string;
  readonly onPick: (direction: number) => void;
  readonly onAim?: (direction: number | null) => void;
}): ReactElement {
  const [focused, setFocused] = useState<number | null>(null);
  const rover = focused !== null && directions.includes(focused) ? focused : directions[0];
  const at = (d: number): Point => stepFrom(around, d, 0.56);
  const spots = directions.map((d) => ({ cell: d, at: onScreen(at(d), upright) }));
  const arrow = (event: KeyboardEvent, d: number): void => {
    if (event.key.startsWith('Arrow')) event.preventDefault();
    const next = nextSpot(onScreen(at(d), upright), spots, event.key);
    if (next === null) return;
    setFocused(next);
    const svg = event.currentTarget.closest('svg');
    svg?.querySelector<SVGGElement>(`.${className}[${data}="${String(next)}"]`)?.focus();
  };
  return (
    <>
      {directions.map((d) => {
        const act = (): void => {
          onPick(d);
        };
        return (
          <g
            key={d}
            className={className}
            role="button"
            tabIndex={d === rover ? 0 : -1}
            aria-label={label(d)}
            {...{ [data]: d }}
            onClick={act}
            onKeyDown={(e) => {
              pressed(e, act);
              arrow(e, d);
            }}
            onMouseEnter={() => onAim?.(d)}
            onMouseLeave={() => onAim?.(null)}
            onFocus={() => {
              setFocused(d);
              onAim?.(d);
            }}
            onBlur={() => onAim?.(null)}
          >
            <ArrowMark at={at(d)} direction={d} />
          </g>
        );
      })}
    </>
  );
}

/** A direction button's face: a finger-sized target around a small arrow. */
function ArrowMark({
  at,
  direction,
}: {
  readonly at: Point;
  readonly direction: number;
}): ReactElement {
  return (
    <>
      <circle className="ss-kick__hit" cx={at.x} cy={at.y} r={0.48} />
      <circle cx={at.x} cy={at.y} r={0.32} />
      <path
        d={arrow(at.x, at.y)}
        transform={`rotate(${String(direction * 60)} ${String(at.x)} ${String(at.y)})`}
      />
    </>
  );
}

/** An arrow pointing east at (x, y); rotated by the caller to its direction. */
function arrow(x: number, y: number): string {
  const at = (dx: number, dy: number): string => `${String(x + dx)} ${String(y + dy)}`;
  return `M ${at(-0.17, 0)} L ${at(0.14, 0)} M ${at(0.03, -0.11)} L ${at(0.16, 0)} L ${at(0.03, 0.11)}`;
}

function Ball({
  at,
  cell,
  small = false,
}: {
  at: { x: number; y: number };
  cell: number;
  small?: boolean;
}): ReactElement {
  return (
    <circle
      className="ss-ball"
      data-ball-at={cell}
      cx={at.x}
      cy={at.y}
      r={small ? 0.24 : 0.34}
      role="img"
      aria-label="The ball"
    />
  );
}
