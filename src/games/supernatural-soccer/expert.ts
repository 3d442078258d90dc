/**
 * The expert (SS-12.5): the heuristic with four lessons from the lab, the policy the hard
 * level's search follows (its prior and its playouts). Each weight was chosen by playing the
 * expert against the plain heuristic over paired seeds, seats swapped (docs/bots.md).
 */
import type { AgentFactory } from '../../core/agent.ts';
import { heuristicWith, type HeuristicTuning } from './heuristic.ts';
import type { SupernaturalView } from './view.ts';

export const EXPERT: HeuristicTuning = {
  // An attacker wins ties (SS-8.3): a carrier that ends its move next to an opponent who may
  // still attack loses the ball about half the time, so a hex nearer the goal by one is
  // worth giving up to stand clear of one.
  carrierThreat: 15,
  // A kick stops at the first wizard in its path (SS-7.3): the teammate up the field is
  // usually the one who receives it, and should not stand where it is attacked at once.
  receiverThreat: 5,
  // A tackle won puts the ball on the tackler's hex (SS-8.3): of the hexes next to the
  // carrier, those nearer the other goal start the counter-attack further up.
  tackleBack: -2,
  // Cards held back for bigger moments than the plain heuristic waits for; Nuke, Telekinesis
  // and Whoops most of all (by kind: Nuke, Body Swap, Sent Home, Telekinesis, Whoops, Ghost
  // Ball, Bounce, Heavy Ball, Long Ball, Counter Card).
  keep: [9, 6, 4.5, 9, 12, 4, 6, 4, 6, 5],
};

export const supernaturalExpert: AgentFactory<SupernaturalView> = heuristicWith(EXPERT);
