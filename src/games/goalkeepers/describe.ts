/** The table in words, for the terminal and the golden transcript. */
import { seatRef } from '../../core/seat-words.ts';
import type { GoalkeepersView } from './view.ts';
import { FACES, FACE_NAMES } from './vocabulary.ts';

export function describeView(v: GoalkeepersView): string {
  const round = v.tieBreaker ? `Tie-breaker round ${v.round}` : `Round ${v.round} of ${v.rounds}`;
  const way = v.direction === 1 ? 'in seat order' : 'in reverse seat order';
  const lines = [`${round}, played ${way}.`];
  for (let seat = 0; seat < v.seats; seat++) {
    const marks = [
      seat === v.current && v.phase !== 'over' ? '▶' : ' ',
      seat === v.viewer ? '(you)' : '',
    ].join(' ');
    const onTable = v.table[seat] ? `, ${v.table[seat]} SHOOT-OUT on the table` : '';
    lines.push(
      `${marks} ${seatRef(seat)}: ${v.hand[seat]} in hand, ${plural(v.kept[seat] ?? 0, 'goal')} kept${onTable}; ${plural(v.points[seat] ?? 0, 'point')}`,
    );
  }
  if (v.roll) {
    const r = v.roll;
    lines.push(`Roll: ${FACES.map((face) => `${r[face]} ${FACE_NAMES[face]}`).join(', ')}.`);
  }
  if (v.reward)
    lines.push(
      `${seatRef(v.reward.winner)} won the shoot-out and picks a reward from ${seatRef(v.reward.loser)}.`,
    );
  if (v.penaltiesLeft) lines.push(`${v.penaltiesLeft} PENALTY dice still to pass.`);
  if (v.phase === 'over') lines.push(`Full time. Points: ${v.points.join(' - ')}.`);
  return lines.join('\n');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
