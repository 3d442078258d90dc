/** What the server's thread may ask of the PostgreSQL read thread, and what it answers. */
import type { LobbyCursor } from '../contract.ts';
import type { Row } from '../rows.ts';

export type ReadCall =
  /** Tables' rows with their number of actions (`version`), and their seats. */
  | { readonly kind: 'tables'; readonly ids: readonly string[] }
  | { readonly kind: 'actions'; readonly id: string }
  | { readonly kind: 'lastAt'; readonly id: string }
  | { readonly kind: 'playing' }
  | { readonly kind: 'finished'; readonly limit: number }
  | { readonly kind: 'lobby'; readonly limit: number; readonly after?: LobbyCursor }
  /** Ends this database's connections. */
  | { readonly kind: 'close' };

export interface ReadAnswer {
  readonly rows: Row[];
  /** With 'tables': the seats of every table asked for, by table then seat. */
  readonly seats?: Row[];
}
