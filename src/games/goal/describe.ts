/** The table of Goal! in words, for the terminal and the golden transcript. */
import { seatRef } from '../../core/seat-words.ts';
import { cardName } from './cards.ts';
import { scoreWords } from './vocabulary.ts';
import type { GoalView } from './view.ts';

export function describeView(v: GoalView): string {
  const sides = [0, 1].map((side) =>
    v.sideOf.flatMap((s, seat) => (s === side ? [seatRef(seat)] : [])).join(' & '),
  );
  const lines = [
    `${v.half === 1 ? 'First' : 'Second'} half. ${sides[0] ?? ''} ${scoreWords(v.goals)} ${sides[1] ?? ''}.`,
    `Pack: ${v.packSize} cards${v.closing ? ' (empty: play on without drawing)' : ''}. Discards: ${v.discards.length ? v.discards.join(' ') : 'none'}.`,
  ];
  for (const side of [0, 1]) {
    const list = v.formations[side] ?? [];
    const shown = (kind: string) =>
      list
        .map((f, i) => ({ f, i }))
        .filter(({ f }) => f.side === kind)
        .map(
          ({ f, i }) =>
            `${f.cards.join('-')}${v.shot?.side === side && v.shot.index === i ? ' (SHOT!)' : ''}`,
        )
        .join(', ') || 'none';
    const keeper = v.keeperUsed[side] ? ' Goalkeeper used.' : '';
    lines.push(
      `${sides[side] ?? ''}: shooting ${shown('shooting')}; saving ${shown('saving')}.${keeper}`,
    );
  }
  v.handSizes.forEach((size, seat) => {
    const turn = seat === v.current && v.phase !== 'over' ? '▶ ' : '  ';
    lines.push(`${turn}${seatRef(seat)}: ${size} cards in hand`);
  });
  if (v.hand) lines.push(`Your hand: ${v.hand.map(cardName).join(', ') || 'empty'}.`);
  if (v.phase === 'answer') lines.push(`${seatRef(v.current)} must answer the shot.`);
  if (v.phase === 'over') lines.push(`Full time: ${scoreWords(v.goals)}.`);
  return lines.join('\n');
}
