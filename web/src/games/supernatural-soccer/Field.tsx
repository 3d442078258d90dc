/**
 * The field drawn to scale as SVG (SS-2): 87 hexes, the bold centre hex, both goal zones in
 * their defenders' colours, the starting spaces, the four wizards and the ball. The hexes a
 * selected wizard may reach and the kick's six lines are buttons with names, so a keyboard
 * reaches them too; hovering a reachable hex shows the way there.
 */
import { useState, type CSSProperties, type KeyboardEvent, type ReactElement } from 'react';
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
  stepFrom,
  UPRIGHT,
  UPRIGHT_VIEW_BOX,
  uprightText,
  VIEW_BOX,
} from './geometry.ts';
import { useNarrow } from './useNarrow.ts';
import { landingOdds, percent } from '../../board/odds.ts';
import type { Frame } from './animation.ts';
import type { IndexedChoice, LastMove } from './marks.ts';
import { pathOf } from './marks.ts';
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

export function Field({
  view,
  legal,
  selection,
  kicks,
  last,
  names,
  onKick,
  aim,
  frame,
  stepMillis,
}: FieldProps): ReactElement {
  const upright = useNarrow();
  const [hovered, setHovered] = useState<number | null>(null);
  const [aimed, setAimed] = useState<number | null>(null);
  // SS-7.2/7.3: where the aimed kick may land and how likely, as the engine says (its info).
  const landings = landingOdds(kicks.find((k) => k.index === aimed)?.choice.info?.outcomes);
  const selected = selection.selected;
  const targets = new Set(selection.targets);
  const way =
    selected !== null && hovered !== null && targets.has(hovered)
      ? pathOf(legal, selected, hovered)
      : [];
  const marks: CellMarks = {
    targets,
    path: new Set(way),
    last: new Set(last ? [last.from, ...last.path, last.to] : []),
    landings: new Set(landings.keys()),
    selectedCell: selected === null ? NONE : (view.wizards[selected] ?? NONE),
  };
  const wizardAt = new Map(view.wizards.map((cell, wizard) => [cell, wizard]));
  // Where each wizard and the ball are drawn now: the view's places, or an animation's.
  const drawnAt = view.wizards.map((cell, w) =>
    frame?.wizard?.wizard === w ? frame.wizard.cell : cell,
  );
  const looseBall = frame?.ball ?? (view.carrier === NONE ? view.ball : NONE);
  const carried = frame?.ball === undefined && view.carrier !== NONE;
  const kicker = view.current >= 0 ? cellCentre(view.wizards[view.current] ?? CENTRE) : null;
  const lit = new Set(aim?.wizards ?? []);
  const named = new Set(aim?.picked ?? []);
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
        {Array.from({ length: CELLS }, (_, cell) => {
          const c = cellCentre(cell);
          const wizard = wizardAt.get(cell);
          const target = targets.has(cell);
          const label =
            wizard === undefined
              ? `Move to ${cellName(cell)}`
              : wizard === selected
                ? `Stay on ${cellName(cell)}`
                : `Move to ${cellName(cell)}`;
          const act = (): void => {
            selection.click(cell);
          };
          return (
            <g
              key={cell}
              className={cellClasses(cell, marks)}
              data-cell={cell}
              {...(target
                ? {
                    role: 'button',
                    tabIndex: 0,
                    'aria-label': label,
                    onClick: act,
                    onKeyDown: (e: KeyboardEvent) => {
                      pressed(e, act);
                    },
                    onMouseEnter: () => {
                      setHovered(cell);
                    },
                    onMouseLeave: () => {
                      setHovered(null);
                    },
                    onFocus: () => {
                      setHovered(cell);
                    },
                  }
                : { onClick: act })}
            >
              <polygon points={hexPoints(c, 0.97)} />
              {START_OF.has(cell) && wizard === undefined && (
                <text className="ss-start" x={c.x} y={c.y} transform={uprightText(c, upright)}>
                  {WIZARD_NAMES[START_OF.get(cell) ?? 0]}
                </text>
              )}
            </g>
          );
        })}
        {view.wizards.map((_, wizard) => {
          const cell = drawnAt[wizard] ?? NONE;
          const c = cellCentre(cell);
          const team = teamOfWizard(wizard);
          const target = lit.has(wizard);
          const act = (): void => aim?.onPick(wizard);
          const label = `Wizard ${WIZARD_NAMES[wizard] ?? ''} (${names[wizard] ?? ''}) on ${cellName(cell)}${view.carrier === wizard ? ', with the ball' : ''}`;
          const classes = [
            'ss-wizard',
            `ss-wizard--team-${String(team)}`,
            ...(wizard === selected ? ['ss-wizard--selected'] : []),
            ...(target ? ['ss-wizard--target'] : []),
            ...(named.has(wizard) ? ['ss-wizard--named'] : []),
          ];
          return (
            <g
              key={wizard}
              className={classes.join(' ')}
              data-piece={wizard}
              data-at={cell}
              style={{ transform: `translate(${String(c.x)}px, ${String(c.y)}px)` }}
              {...(target
                ? {
                    role: 'button',
                    tabIndex: 0,
                    'aria-label': `${aim?.card ?? ''} on wizard ${WIZARD_NAMES[wizard] ?? ''} (${names[wizard] ?? ''})`,
                    onClick: act,
                    onKeyDown: (e: KeyboardEvent) => {
                      pressed(e, act);
                    },
                  }
                : { role: 'img', 'aria-label': label })}
            >
              {target && <circle className="ss-wizard__halo" r={0.86} />}
              <circle r={0.62} />
              <text transform={upright ? 'rotate(90)' : undefined}>{WIZARD_NAMES[wizard]}</text>
              {carried && view.carrier === wizard && (
                <Ball at={{ x: 0.5, y: 0.45 }} cell={cell} small />
              )}
            </g>
          );
        })}
        {looseBall >= 0 && (
          <g
            className="ss-ball-at"
            style={{
              transform: `translate(${String(cellCentre(looseBall).x)}px, ${String(cellCentre(looseBall).y)}px)`,
            }}
          >
            <Ball at={{ x: 0, y: 0 }} cell={looseBall} />
          </g>
        )}
        {[...landings].map(([cell, p]) => {
          const c = cellCentre(cell);
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
        {kicker &&
          kicks.map(({ index, choice }) => {
            const at = stepFrom(kicker, index, 0.56);
            const act = (): void => onKick?.(choice);
            return (
              <g
                key={index}
                className="ss-kick"
                role="button"
                tabIndex={0}
                aria-label={`Kick ${DIRECTION_NAMES[index] ?? ''}`}
                data-kick={index}
                onClick={act}
                onKeyDown={(e) => {
                  pressed(e, act);
                }}
                onMouseEnter={() => {
                  setAimed(index);
                }}
                onMouseLeave={() => {
                  setAimed(null);
                }}
                onFocus={() => {
                  setAimed(index);
                }}
                onBlur={() => {
                  setAimed(null);
                }}
              >
                {/* A finger-sized target around the small arrow. */}
                <circle className="ss-kick__hit" cx={at.x} cy={at.y} r={0.48} />
                <circle cx={at.x} cy={at.y} r={0.32} />
                <path
                  d={arrow(at.x, at.y)}
                  transform={`rotate(${String(index * 60)} ${String(at.x)} ${String(at.y)})`}
                />
              </g>
            );
          })}
        {aim && aim.directions.length > 0 && (
          <Arrows
            around={cellCentre(aim.around)}
            directions={aim.directions}
            label={(d) => `${aim.card} ${DIRECTION_NAMES[d] ?? ''}`}
            className="ss-aim"
            onPick={aim.onPick}
          />
        )}
      </g>
    </svg>
  );
}

/** Six (or fewer) direction buttons around a hex, for a card that names a direction. */
function Arrows({
  around,
  directions,
  label,
  className,
  onPick,
}: {
  readonly around: { x: number; y: number };
  readonly directions: readonly number[];
  readonly label: (direction: number) => string;
  readonly className: string;
  readonly onPick: (direction: number) => void;
}): ReactElement {
  return (
    <>
      {directions.map((d) => {
        const at = stepFrom(around, d, 0.56);
        const act = (): void => {
          onPick(d);
        };
        return (
          <g
            key={d}
            className={className}
            role="button"
            tabIndex={0}
            aria-label={label(d)}
            data-direction={d}
            onClick={act}
            onKeyDown={(e) => {
              pressed(e, act);
            }}
          >
            <circle className="ss-kick__hit" cx={at.x} cy={at.y} r={0.48} />
            <circle cx={at.x} cy={at.y} r={0.32} />
            <path
              d={arrow(at.x, at.y)}
              transform={`rotate(${String(d * 60)} ${String(at.x)} ${String(at.y)})`}
            />
          </g>
        );
      })}
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
      aria-label="The ball"
    />
  );
}
