/**
 * Rating modes: one rating per game and seat layout (issue #34), read from each game's facts
 * alone (its seat range, its teams, its `mode` option and `seatsProblem`), never from a game's
 * own code. A mode's id is the game's id, the option's mode when the game has one, and the
 * layout: the seat count for a game of lone seats ('goalkeepers-3'), the team sizes for a game
 * with teams ('golazo-1v1', 'supernatural-soccer-2v2'), e.g. 'next-goal-wins-match-2'.
 */
import { z } from 'zod';
import type { GameFacts } from '../../core/game.ts';

/** How a mode's games are rated: Glicko-2 for one seat against one, Weng-Lin otherwise. */
export type RatingModel = 'glicko2' | 'weng-lin';

export interface RatingMode {
  /** The mode's id in URLs and rows, e.g. 'golazo-1v1'. */
  readonly id: string;
  /** The game's id, e.g. 'golazo'. */
  readonly game: string;
  /** The words a page shows, e.g. 'Golazo, 1 v 1'. */
  readonly title: string;
  /** The value of the game's `mode` option this rating is for, e.g. 'match'; absent: none. */
  readonly variant?: string;
  /** Seats at the table, e.g. 2. */
  readonly seats: number;
  /** The teams at that seat count, e.g. [[0], [1]]. */
  readonly teams: readonly (readonly number[])[];
  readonly model: RatingModel;
}

/** The facts a mode is read from (a game's facts; only these members are read). */
export type ModeFacts = Pick<
  GameFacts<unknown>,
  'id' | 'title' | 'minSeats' | 'maxSeats' | 'options' | 'teams' | 'seatsProblem'
>;

/** Every rating mode of these games, in their order, e.g. goalkeepers-2 … goalkeepers-5. */
export function ratingModes(games: readonly ModeFacts[]): RatingMode[] {
  return games.flatMap((facts) => {
    const variants = optionModes(facts);
    return (variants.length > 0 ? variants : [undefined]).flatMap((variant) => {
      const options = variant === undefined ? {} : { mode: variant };
      const parsed = facts.options.safeParse(options);
      const modes: RatingMode[] = [];
      for (let seats = facts.minSeats; seats <= facts.maxSeats; seats++) {
        if (parsed.success && facts.seatsProblem?.(parsed.data, seats) !== undefined) continue;
        modes.push(modeAt(facts, variant, seats));
      }
      return modes;
    });
  });
}

/** The modes of a set of games, found by id or by a table's game, options and seats. */
export class ModeBook {
  /** Every mode, in the games' order. */
  readonly all: readonly RatingMode[];
  private readonly byId: ReadonlyMap<string, RatingMode>;
  /** The games whose options have a `mode`: their ratings are per value. */
  private readonly withVariants: ReadonlySet<string>;

  constructor(games: readonly ModeFacts[]) {
    this.all = ratingModes(games);
    this.byId = new Map(this.all.map((mode) => [mode.id, mode]));
    this.withVariants = new Set(games.filter((g) => optionModes(g).length > 0).map((g) => g.id));
  }

  /** The mode with this id, e.g. 'golazo-1v1', or undefined. */
  get(id: string): RatingMode | undefined {
    return this.byId.get(id);
  }

  /**
   * The mode a table is rated in, from its game, its parsed options and its seat count, e.g.
   * 'next-goal-wins-season-4'; undefined for a game these modes do not know.
   */
  of(
    game: string,
    options: Readonly<Record<string, unknown>>,
    seats: number,
  ): RatingMode | undefined {
    const variant = this.withVariants.has(game) ? options.mode : undefined;
    const layout = this.all.find(
      (mode) => mode.game === game && mode.seats === seats && mode.variant === variant,
    );
    return layout;
  }
}

function modeAt(facts: ModeFacts, variant: string | undefined, seats: number): RatingMode {
  const declared = facts.teams?.(seats);
  const teams = declared ?? Array.from({ length: seats }, (_, seat) => [seat]);
  const layout = declared ? teams.map((team) => team.length).join('v') : String(seats);
  const id = [facts.id, variant, layout].filter((part) => part !== undefined).join('-');
  const people = declared ? teams.map((team) => team.length).join(' v ') : `${seats} players`;
  const title = `${facts.title}${variant ? ` ${variant}` : ''}, ${people}`;
  const lone = teams.length === 2 && teams.every((team) => team.length === 1);
  return { id, game: facts.id, title, variant, seats, teams, model: lone ? 'glicko2' : 'weng-lin' };
}

/** The values of the game's `mode` option (an enum in its options' schema), e.g. ['season', 'match']. */
function optionModes(facts: ModeFacts): string[] {
  const schema = z.toJSONSchema(facts.options, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { enum?: unknown[] }>;
  };
  const values = schema.properties?.mode?.enum ?? [];
  return values.filter((value): value is string => typeof value === 'string');
}
