/**
 * Golden transcripts: one seeded game per playable game and seat count, checked in under
 * src/games/<id>/golden/. `npm run golden:update` rewrites them after an intended change.
 */
import { fileURLToPath } from 'node:url';
import { randomAgent } from '../core/random-agent.ts';
import type { AgentFactory } from '../core/agent.ts';
import { runMatch } from '../core/match.ts';
import { transcript } from '../core/transcript.ts';
import type { PlayableGame } from './registry.ts';

export interface GoldenGame {
  readonly path: string;
  readonly text: string;
}

/** The golden games of one playable game: its smallest and largest tables. */
export function goldenGames(entry: PlayableGame): GoldenGame[] {
  const { id, minSeats, maxSeats } = entry.engine.facts;
  const seatCounts = [...new Set([minSeats, maxSeats])];
  return seatCounts.map((seats) => {
    const makes: AgentFactory[] = [entry.heuristic, randomAgent];
    const players = Array.from({ length: seats }, (_, seat) => ({
      name: `Seat ${seat + 1}`,
      agent: seat % 2 === 0 ? 'bot:heuristic' : 'bot:random',
      make: makes[seat % 2] as AgentFactory,
    }));
    const record = runMatch(entry.engine, { players, seed: `golden-${id}-${seats}` });
    if (!record.ok) throw new Error(record.error.message);
    const text = transcript(entry.engine, record.value);
    if (!text.ok) throw new Error(text.error.message);
    const path = fileURLToPath(new URL(`./${id}/golden/${seats}-players.txt`, import.meta.url));
    return { path, text: text.value };
  });
}
