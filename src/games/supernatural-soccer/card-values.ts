/**
 * The lab's look at each Game Changer's worth and at the seat advantage (design.md, "The deck's
 * balance"): heuristic teams play seeded games through the protocol, one of them forbidden a
 * kind of card (a wrapper removes that kind's plays from its legal list whenever something
 * else remains), and the script prints how often that team won, with Wilson intervals, half
 * the games as Mornoch and half as Landraeth. With `--never none` it plays the heuristic
 * against itself and reports how often the team that won the roll-off (SS-3.3) won.
 *
 *   nice node src/games/supernatural-soccer/card-values.ts --games 1000 --never bounce
 *   nice node src/games/supernatural-soccer/card-values.ts --games 2000 --seats 3 --never none
 *
 * Options: --games N (default 400), --seats 2|3|4 (2), --never <card name, 'any' for every
 * card, 'none'> (none; repeatable, or 'each' for every kind in turn), --seed S ('cards'),
 * --target N (3), --json.
 */
import { parseArgs } from 'node:util';
import type { Agent, Decision } from '../../core/agent.ts';
import { SPECTATOR, type Action, type Seat } from '../../core/game.ts';
import { runMatch, type MatchPlayer } from '../../core/match.ts';
import { Rng } from '../../core/rng.ts';
import { formatInterval, wilson } from '../../core/wilson.ts';
import { PASS, decodePlay, isPlay } from './actions.ts';
import { supernaturalSoccer as game } from './engine.ts';
import { teamSeats } from './facts.ts';
import { supernaturalHeuristic } from './heuristic.ts';
import type { SupernaturalView } from './view.ts';
import { CHANGERS, KIND_COUNT } from './vocabulary.ts';

/** Every kind's plays, as a mask of kinds (bit k): 'any' forbids every card. */
const ALL_KINDS = (1 << KIND_COUNT) - 1;

/** The heuristic with the plays of the kinds in `forbidden` (bit k) taken out of its choices. */
export function withoutCards(
  forbidden: number,
): (seat: Seat, seed: string) => Agent<SupernaturalView> {
  return (seat, seed) => {
    const inner = supernaturalHeuristic(seat, seed);
    if (forbidden === 0) return inner;
    return {
      act(d: Decision<SupernaturalView>): Action {
        const kept = d.legal.filter(
          (a) => !isPlay(a) || ((forbidden >> decodePlay(a).kind) & 1) === 0,
        );
        if (kept.length === d.legal.length) return inner.act(d);
        // Only a pass or moves remain when every play is forbidden.
        const legal = kept.length > 0 ? kept : [PASS];
        return inner.act({ seat: d.seat, view: d.view, legal, label: (a) => d.label(a) });
      },
    };
  };
}

export interface CardRun {
  /** The kinds forbidden to one team, by name, e.g. 'Bounce'; 'none' or 'every card'. */
  readonly never: string;
  readonly seats: number;
  readonly games: number;
  /** Games won by the restricted team (or, with nothing forbidden, by team 0). */
  readonly restrictedWins: number;
  /** Games won by the team that won the roll-off and played first. */
  readonly starterWins: number;
  /** Games won by team 0, Mornoch (with three seats, the lone player). */
  readonly mornochWins: number;
}

/** Plays `games` games: game i restricts team i % 2 (both seat orders equally). */
export function cardRun(
  forbidden: number,
  o: { games: number; seats: number; seed: string; target: number },
): CardRun {
  const teams = teamSeats(o.seats);
  let restrictedWins = 0;
  let starterWins = 0;
  let mornochWins = 0;
  for (let i = 0; i < o.games; i++) {
    const restricted = i % 2;
    const players: MatchPlayer<SupernaturalView>[] = Array.from({ length: o.seats }, (_, seat) => ({
      name: `Seat ${seat + 1}`,
      agent: 'bot:heuristic',
      make: teams[restricted]?.includes(seat) ? withoutCards(forbidden) : supernaturalHeuristic,
    }));
    const seed = `${o.seed}/${i}`;
    const options = { target: o.target };
    const played = runMatch(game, { players, seed, options });
    if (!played.ok) throw new Error(played.error.message);
    const outcome = played.value.outcome;
    if (!outcome) continue;
    const winner = outcome.places[0] === 1 ? 0 : 1;
    // SS-3.3: the roll-off's dice are public: the higher one played first.
    const opening = game.setup(game.facts.options.parse(options), o.seats, Rng.fromSeed(seed));
    const [mornoch = 0, landraeth = 0] = game.view(opening, SPECTATOR).rollOff;
    if (winner === restricted) restrictedWins++;
    if (winner === (mornoch > landraeth ? 0 : 1)) starterWins++;
    if (winner === 0) mornochWins++;
  }
  const never =
    forbidden === 0
      ? 'none'
      : forbidden === ALL_KINDS
        ? 'every card'
        : CHANGERS.filter((_, k) => ((forbidden >> k) & 1) === 1)
            .map((c) => c.name)
            .join(' + ');
  return { never, seats: o.seats, games: o.games, restrictedWins, starterWins, mornochWins };
}

const percent = (wins: number, games: number): string => formatInterval(wilson(wins, games));

function kindMask(name: string): number {
  if (name === 'none') return 0;
  if (name === 'any') return ALL_KINDS;
  const k = CHANGERS.findIndex((c) => c.name.toLowerCase().replace(/ /g, '-') === name);
  if (k < 0) throw new Error(`No card '${name}' (names as in 'long-ball', or 'any', 'none').`);
  return 1 << k;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '400' },
      seats: { type: 'string', default: '2' },
      never: { type: 'string', multiple: true, default: ['none'] },
      seed: { type: 'string', default: 'cards' },
      target: { type: 'string', default: '3' },
      json: { type: 'boolean', default: false },
    },
  });
  const o = {
    games: Number(values.games),
    seats: Number(values.seats),
    seed: values.seed,
    target: Number(values.target),
  };
  const names = values.never.flatMap((n) =>
    n === 'each' ? CHANGERS.map((c) => c.name.toLowerCase().replace(/ /g, '-')) : [n],
  );
  for (const name of names) {
    const run = cardRun(kindMask(name), o);
    if (values.json) {
      console.log(JSON.stringify(run));
      continue;
    }
    console.log(
      `never ${run.never} (${run.seats} seats, ${run.games} games): restricted team ${percent(run.restrictedWins, run.games)}, roll-off winner ${percent(run.starterWins, run.games)}, Mornoch ${percent(run.mornochWins, run.games)}`,
    );
  }
}

if (import.meta.main) main();
