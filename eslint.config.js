// Type-aware linting: the checks a reviewer would otherwise make by hand.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

// ---------------------------------------------------------------------------------------------
// The layering (docs/architecture.md): arrows point one way.
//   games → core;  bots, lab, server, cli, bench → core, and games only through the registry;
//   web → the server's protocol, the lab, and only the modules of a game declared shared below.
// Each rule is `import-x/no-restricted-paths` over resolved paths (dynamic imports included).
// src/layering.test.ts lints forbidden imports and expects these rules to refuse them.
// ---------------------------------------------------------------------------------------------

/** Every game's folder, found on disk: a new game is fenced in without touching this file. */
const GAMES = readdirSync(join(import.meta.dirname, 'src/games'), { withFileTypes: true })
  // records/ holds every game's records and replays them through the registry: platform code.
  .filter((entry) => entry.isDirectory() && entry.name !== 'records')
  .map((entry) => entry.name);

/**
 * What the web app may take from the server's folder as code: the wire's client side (the
 * socket.io parser and the reader of 'table' packets), pure modules that import only the
 * protocol's types, so that every client reads packets with the code the server's tests use.
 */
const WEB_SHARED_SERVER_VALUES = [
  'realtime/json-parser.ts',
  'realtime/follow-tables.ts',
  'realtime/table-reader.ts',
  'realtime/patches.ts',
];

/**
 * What the web app may take from a game's folder (paths under src/games/), one line each.
 * Data and words, and pure readers of a seat's own view; never what changes a state: a board
 * draws the view the server sends.
 */
const WEB_SHARED_VALUES = [
  // Next Goal Wins' cards as plain data (web/src/games/next-goal-wins/cards.test.ts checks that
  // these files import only types, so no engine code reaches the bundle).
  'next-goal-wins/footballers.ts',
  'next-goal-wins/tactic-cards.ts',
  'next-goal-wins/season/event-cards.ts',
  'next-goal-wins/season/manager-cards.ts',
  // The exact chances NGW's board shows on each choice: pure readers of a seat's own view that
  // count dice with the engine's own contest rules, so the odds shown are the rules applied.
  'next-goal-wins/forecast.ts',
  'next-goal-wins/odds.ts',
  // Golazo's pitch as data (GZ-1: cells, boxes, numbered, long-shot and cross spaces), no
  // imports: the board draws the engine's own pitch (web/src/games/golazo/pitch.test.ts).
  'golazo/board.ts',
  // Supernatural Soccer's field as data (its hexes, lines, goal zones and starting spaces): the
  // board draws the engine's own numbering, so the two cannot disagree.
  'supernatural-soccer/board.ts',
  // Each game's words for its own things, as data: the same word in the engine and the board.
  ...GAMES.map((game) => `${game}/vocabulary.ts`),
];

/**
 * What the web app may take only as types (erased from the bundle): the shape of each game's
 * view, what the server sends, the bots' descriptors. `@typescript-eslint/no-restricted-imports`
 * below refuses a value imported from these.
 */
const WEB_SHARED_TYPES = {
  games: [
    ...GAMES.map((game) => `${game}/view.ts`),
    'next-goal-wins/season/view.ts',
    'next-goal-wins/card-schema.ts',
  ],
  server: ['protocol.ts'],
  bots: ['agents.ts'],
};

/** A zone: files matching the block may import nothing under `from` but `except`. */
const fence = (from, except, message) => ({ target: '.', from, except, message });

const GAME_MESSAGE = 'A game imports only src/core and its own folder (docs/architecture.md).';
const PLATFORM_MESSAGE =
  'Platform code reaches a game only through src/games/registry.ts (docs/architecture.md).';
const WEB_MESSAGE =
  'The web app takes from src/ only the modules declared shared in eslint.config.js.';

/** Files of each game matching `files` (but not `ignores`): core, own folder and `extra`. */
const gameBlocks = ({ files, ignores = [] }, extra) =>
  GAMES.map((game) => ({
    files: files.map((pattern) => `src/games/${game}/${pattern}`),
    ignores,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [fence('src', ['core', `games/${game}`, ...extra], GAME_MESSAGE)],
        },
      ],
    },
  }));

const layering = [
  // A game's code: the core and its own folder, nothing else.
  ...gameBlocks({ files: ['**'], ignores: ['**/*.test.ts'] }, []),
  // A game's tests may also play against the random bot (a yardstick of no game).
  ...gameBlocks({ files: ['**/*.test.ts'] }, ['bots/random.ts']),
  // A game's lab.test.ts runs its probe as the lab does, through the lab's runner.
  ...gameBlocks({ files: ['lab.test.ts'] }, ['bots/random.ts', 'bots/agents.ts', 'lab']),
  {
    // Platform code, its tests included.
    files: [
      'src/bots/**',
      'src/lab/**',
      'src/server/**',
      'src/cli/**',
      'bench/**',
      'src/games/*.ts',
      'src/games/records/**',
      'src/*.ts',
    ],
    ignores: ['src/games/registry.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          // Each game's folder is fenced; the registry and its siblings (golden.ts …) are not.
          zones: GAMES.map((game) => fence(`src/games/${game}`, [], PLATFORM_MESSAGE)),
        },
      ],
    },
  },
  {
    // Deliberate exception: a tight loop's test checks the loop against its game's engine
    // and action codes directly; the benchmark itself reaches games through the registry.
    files: ['bench/tight/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['web/src/**'],
    // Tests (and their helpers, *testing.ts) check boards against the engines' real views
    // and states; they are never bundled.
    ignores: ['**/*.test.ts', '**/*testing.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            fence('src/games', [...WEB_SHARED_VALUES, ...WEB_SHARED_TYPES.games], WEB_MESSAGE),
            fence(
              'src/server',
              [...WEB_SHARED_TYPES.server, ...WEB_SHARED_SERVER_VALUES],
              WEB_MESSAGE,
            ),
            fence('src/bots', WEB_SHARED_TYPES.bots, WEB_MESSAGE),
            fence('src/cli', [], WEB_MESSAGE),
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `/src/(${[
                ...WEB_SHARED_TYPES.games.map((path) => `games/${path}`),
                ...WEB_SHARED_TYPES.server.map((path) => `server/${path}`),
                ...WEB_SHARED_TYPES.bots.map((path) => `bots/${path}`),
              ]
                .map((path) => path.replaceAll('.', '\\.'))
                .join('|')})$`,
              allowTypeImports: true,
              message: 'The web app takes only types from this module (eslint.config.js).',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', '**/dist/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    // The default resolver needs a `main` field that vite's packages do not have.
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unnecessary-condition': [
        'error',
        { allowConstantLoopConditions: true },
      ],
    },
  },
  ...layering,
  {
    // The rules of hooks, and effects that list what they read (docs/decisions.md).
    files: ['web/src/**/*.tsx', 'web/src/**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // node:test's describe and it return promises that the runner itself awaits.
    files: ['**/*.test.ts', 'src/core/testing/**'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
