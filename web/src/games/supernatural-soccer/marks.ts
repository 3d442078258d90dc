/**
 * What the board marks and offers beyond a piece's moves, read from the legal choices and the
 * log alone: the action cards to commit, the kick's six lines, the way to a hovered hex and
 * the last move or kick, so the board offers exactly what the engine accepts.
 */
import { DIRECTION_NAMES } from '../../../../src/games/supernatural-soccer/board.ts';
import { CHANGERS, WIZARD_NAMES } from '../../../../src/games/supernatural-soccer/vocabulary.ts';
import type { GameEvent, LegalChoice } from '../../protocol.ts';
import { wayBetween } from './animation.ts';
import type { SupernaturalView } from './view.ts';

/** A choice of a kind the board draws, with its index (the card or the direction). */
export interface IndexedChoice {
  readonly index: number;
  readonly choice: LegalChoice;
}

function byKind(legal: readonly LegalChoice[], kind: string): IndexedChoice[] {
  return legal.flatMap((choice) =>
    choice.info?.kind === kind && typeof choice.info.index === 'number'
      ? [{ index: choice.info.index, choice }]
      : [],
  );
}

/** The action cards the seat may commit now, by card (0 move … 3 no action). */
export const commitChoices = (legal: readonly LegalChoice[]): IndexedChoice[] =>
  byKind(legal, 'commit');

/** The kicks the seat may make now, by direction (0 east … 5 north-east). */
export const kickChoices = (legal: readonly LegalChoice[]): IndexedChoice[] =>
  byKind(legal, 'kick');

/** The Game Changers the seat may discard to exchange now, by kind. */
export const exchangeChoices = (legal: readonly LegalChoice[]): IndexedChoice[] =>
  legal.flatMap((choice) =>
    choice.info?.kind === 'exchange' && typeof choice.info.card === 'number'
      ? [{ index: choice.info.card, choice }]
      : [],
  );

/** The combat's two choices (SS-8.1): attack the carrier or let the chance go; null when none. */
export function combatChoices(
  legal: readonly LegalChoice[],
): { readonly attack: LegalChoice; readonly decline: LegalChoice; readonly wizard: number } | null {
  const attack = legal.find((c) => c.info?.kind === 'attack');
  const decline = legal.find((c) => c.info?.kind === 'decline');
  if (!attack || !decline) return null;
  return { attack, decline, wizard: attack.info?.piece ?? -1 };
}

/** The hexes a move of `piece` to `to` passes, start and end excluded; [] when none says. */
export function pathOf(legal: readonly LegalChoice[], piece: number, to: number): number[] {
  const move = legal.find((c) => c.info?.piece === piece && c.info.to === to);
  return move?.info?.path ? [...move.info.path] : [];
}

/** The last move or kick on the field: the hexes it left, passed and reached. */
export interface LastMove {
  readonly from: number;
  readonly path: readonly number[];
  readonly to: number;
}

const isCell = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * The latest move or kick in the log, or null before the first (a stay moves nothing). A
 * move's event names its ends only: its way is found again on `view`'s field (see
 * animation.ts), the shortest around the other wizards, as the engine's own search finds it.
 */
export function lastMove(
  log: readonly GameEvent[],
  view?: Pick<SupernaturalView, 'wizards' | 'ball'>,
): LastMove | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const event = log[i];
    const data = event?.data;
    if (!data) continue;
    if (event.kind === 'move' && isCell(data['from']) && isCell(data['to'])) {
      if (data['from'] === data['to']) continue;
      const [from, to] = [data['from'], data['to']];
      const others = new Set(view?.wizards.filter((cell) => cell !== to) ?? []);
      const path = view ? wayBetween(from, to, others, view.ball === to ? -1 : view.ball) : [];
      return { from, path, to };
    }
    if (event.kind === 'kick' && isCell(data['from']) && Array.isArray(data['path'])) {
      const path = data['path'].filter(isCell);
      const to = path.at(-1);
      if (to === undefined) continue;
      return { from: data['from'], path: path.slice(0, -1), to };
    }
  }
  return null;
}

const wizardName = (w: number): string => `wizard ${WIZARD_NAMES[w] ?? '?'}`;

/**
 * A chain link in words, e.g. 'Telekinesis on wizard X, north-east': the engine's playText
 * (changers.ts, which the web may not import), read from the same numbering (actions.ts'
 * TARGETS: a wizard, own × other wizard, wizard × direction, or a direction).
 */
export function linkText(card: number, target: number): string {
  const name = CHANGERS[card]?.name ?? '?';
  switch (CHANGERS[card]?.name) {
    case 'Nuke':
    case 'Sent Home':
      return `${name} on ${wizardName(target)}`;
    case 'Body Swap':
      return `${name}: ${wizardName(Math.floor(target / 4))} with ${wizardName(target % 4)}`;
    case 'Telekinesis':
      return `${name} on ${wizardName(Math.floor(target / 6))}, ${DIRECTION_NAMES[target % 6] ?? '?'}`;
    case 'Bounce':
      return `${name} ${DIRECTION_NAMES[target] ?? '?'}`;
    default:
      return name;
  }
}

/**
 * The wizard whose action card the viewer commits next (SS-5.2: its team's wizards in order,
 * as the engine's nextToCommit), or -1 when it commits none now.
 */
export function committing(
  view: Pick<SupernaturalView, 'step' | 'turnTeam' | 'controllers' | 'committed' | 'viewer'>,
): number {
  if (view.step !== 'commit' || view.viewer < 0) return -1;
  for (let w = 2 * view.turnTeam; w < 2 * view.turnTeam + 2; w++)
    if (view.controllers[w] === view.viewer && view.committed[w] !== true) return w;
  return -1;
}
