/**
 * The games list's shapes as the web app reads them (types only: eslint.config.js lets the
 * web app import this module for its types, as it does protocol.ts).
 */
export type { GamesPage, ListedGame, ListedSeat, Section } from './model.ts';
