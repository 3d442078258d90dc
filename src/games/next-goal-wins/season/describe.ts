/** A season in words, from a view alone, for the terminal and the golden transcripts. */
import { seatRef } from '../../../core/seat-words.ts';
import { describeView } from '../describe.ts';
import { FOOTBALLERS, POSITION_OF, footballerName, tacticName } from '../cards.ts';
import { POSITIONS } from '../stats.ts';
import { MANAGERS, eventName } from './catalogue.ts';
import type { SeasonView } from './view.ts';

export function describeSeason(v: SeasonView): string {
  if (v.mode === 'match') return v.match ? describeView(v.match) : '';
  const lines: string[] = [];
  const where =
    v.phase === 'over'
      ? 'Season over'
      : v.round === 0
        ? 'Draft'
        : `Round ${v.round} of ${v.rounds}`;
  lines.push(
    `${where}. Match ${Math.min(v.fixture + 1, v.schedule.length)} of ${v.schedule.length}.`,
  );
  lines.push('Table:');
  for (const row of v.table)
    lines.push(
      `  ${row.place}. ${seatRef(row.seat)}  P${row.played} W${row.won} D${row.drawn} L${row.lost}  ${row.goalsFor}-${row.goalsAgainst}  ${row.points} pts`,
    );
  for (const p of v.players) {
    const you = p.seat === v.viewer ? ' (you)' : '';
    const card = MANAGERS[p.manager];
    const manager = card
      ? `, manager ${card.name} (${card.ability.name}; ${card.policy.name})`
      : '';
    const counts = POSITIONS.map((pos, i) => `${p.byPosition[i]} ${pos}`).join(', ');
    lines.push(
      `${seatRef(p.seat)}${you}${manager}: ${p.footballers} footballers (${counts}), ${p.tacticCount} tactic${p.tacticCount === 1 ? '' : 's'}.`,
    );
    if (p.seat === v.viewer && v.hand)
      lines.push(`  Your squad: ${v.hand.footballers.map(squadEntry).join('; ')}`);
    else if (p.known.length)
      lines.push(`  Known: ${p.known.map((k) => footballerName(k.card)).join('; ')}`);
    if (p.out.length)
      lines.push(
        `  Out next match: ${p.out.map((o) => `${footballerName(o.card)} (${o.injured ? 'injured' : 'banned'})`).join('; ')}`,
      );
  }
  if (v.hand) lines.push(`Your tactics: ${v.hand.tactics.map(tacticName).join(', ') || 'none'}.`);
  if (v.pending) {
    const offer = v.pending.offer?.length ? ` Offer: ${offerText(v)}.` : '';
    lines.push(
      `Waiting: ${v.pending.phase}${v.pending.seat >= 0 ? ` by ${seatRef(v.pending.seat)}` : ''}.${offer}`,
    );
  }
  if (v.retired.length) lines.push(`Retired: ${v.retired.map(footballerName).join('; ')}.`);
  if (v.champions)
    lines.push(
      `Champion${v.champions.length > 1 ? 's' : ''}: ${v.champions.map(seatRef).join(', ')}.`,
    );
  if (v.match) lines.push('', describeView(v.match));
  return lines.join('\n');
}

/** A footballer as its owner reads it: position, name and stars, e.g. 'GK Bruno 'El' Toro 4*'. */
function squadEntry(card: number): string {
  const position = POSITIONS[POSITION_OF[card] ?? 0] ?? '?';
  return `${position} ${footballerName(card)} ${FOOTBALLERS[card]?.rating ?? 0}*`;
}

function offerText(v: SeasonView): string {
  const offer = v.pending?.offer ?? [];
  switch (v.pending?.phase) {
    case 'draft-tactic':
      return offer.map(tacticName).join(', ');
    case 'event-choice':
      return offer.map(eventName).join(', ');
    default:
      return offer.map(footballerName).join(', ');
  }
}
