/**
 * The table in words (SS-2 drawn): the field row by row, north at the top, then the score, the
 * phase, the viewer's hand and the chain. Seats by placeholder.
 */
import { seatRef } from '../../core/seat-words.ts';
import { CELL_R, CELL_X2, CELLS, GOAL_OF, NONE, cellName } from './board.ts';
import { playText } from './changers.ts';
import type { SupernaturalView } from './view.ts';
import {
  ACTION_CARD_NAMES,
  ACTION_CARDS,
  CHANGERS,
  TEAM_NAMES,
  WIZARD_NAMES,
} from './vocabulary.ts';

/** A cell's text column: one hex per 4 columns, short rows shifted by half a hex. */
const columnOf = (cell: number): number => ((CELL_X2[cell] as number) + 12) * 2 + 2;

/**
 * The field as text, north at the top: each row named by its letter, and each hex's place in
 * its row numbered above the long rows (b, d, f) and below the short ones (a, c, e, g), so a
 * hex's name (e.g. d7, SS-2.1) can be read off the drawing.
 */
export function drawField(v: Pick<SupernaturalView, 'wizards' | 'ball' | 'carrier'>): string[] {
  const lines: string[] = [placeNumbers(-2)];
  for (let r = -3; r <= 3; r++) {
    let line = `${'abcdefg'.charAt(r + 3)} `;
    for (let cell = 0; cell < CELLS; cell++)
      if (CELL_R[cell] === r) line = line.padEnd(columnOf(cell), ' ') + mark(v, cell);
    lines.push(line.trimEnd());
  }
  lines.push(placeNumbers(-3));
  return lines;
}

/** The places of row `r`'s hexes, 1 from the west, each under or over its column. */
function placeNumbers(r: number): string {
  let line = '';
  let place = 1;
  for (let cell = 0; cell < CELLS; cell++)
    if (CELL_R[cell] === r) line = line.padEnd(columnOf(cell), ' ') + String(place++);
  return line;
}

function mark(v: Pick<SupernaturalView, 'wizards' | 'ball' | 'carrier'>, cell: number): string {
  const w = v.wizards.indexOf(cell);
  if (w !== NONE) return `${WIZARD_NAMES[w]}${v.carrier === w ? '*' : ''}`;
  if (v.ball === cell) return 'o';
  return GOAL_OF[cell] === NONE ? '.' : '#';
}

const cardName = (card: number): string => ACTION_CARD_NAMES[ACTION_CARDS[card] ?? 'move'];

export function describe(v: SupernaturalView): string {
  const lines = drawField(v);
  lines.push(
    `Round ${v.round}; ${TEAM_NAMES[0]} ${v.scores[0]}, ${TEAM_NAMES[1]} ${v.scores[1]} (first to ${v.target}); ball on ${cellName(v.ball)}${v.carrier === NONE ? '' : `, carried by ${WIZARD_NAMES[v.carrier]}`}`,
  );
  if (v.step !== 'over')
    lines.push(`${TEAM_NAMES[v.turnTeam]}'s turn, action phase ${v.phase + 1} of 2 (${v.step})`);
  lines.push(
    `Wizards: ${v.controllers.map((seat, w) => `${WIZARD_NAMES[w]} ${seatRef(seat)}${v.committed[w] ? ` [${(v.commitments[w] ?? -1) < 0 ? 'committed' : cardName(v.commitments[w] as number)}]` : ''}`).join(', ')}`,
  );
  if (v.viewer >= 0) {
    const hand = v.hand.flatMap((n, kind) => (n > 0 ? [`${CHANGERS[kind]?.name} ×${n}`] : []));
    lines.push(`Your Game Changers: ${hand.join(', ') || '-'}`);
  }
  if (v.window !== '') {
    const chain = v.chain
      .map((l) => `${seatRef(l.seat)} ${playText(l.card, l.target)}`)
      .join(' < ');
    lines.push(`Game Changers may be played (${v.window}); chain: ${chain || 'empty'}`);
  }
  return lines.join('\n');
}
