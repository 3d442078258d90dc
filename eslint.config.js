// Linting, the layering's part: the fences between the layers (below), the rules of React's
// hooks, and ESLint's recommended set on the few JavaScript files. Every other rule of the
// TypeScript code, those that read the syntax alone and those that need the types, runs in
// oxlint (.oxlintrc.json), which does the same work in a fraction of ESLint's time
// (docs/decisions.md).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

// ---------------------------------------------------------------------------------------------
// The layering (docs/architecture.md): arrows point one way, down the LAYERS table below.
// Each rule is `import-x/no-restricted-paths` over resolved paths (dynamic imports included),
// for code, tests and testing helpers alike. src/layering.test.ts lints an import of every
// layer from every layer and expects exactly the edges this table forbids to be refused.
// ---------------------------------------------------------------------------------------------

/**
 * The layers, lowest first: core < games < bots < lab < server, cli < web (bench beside web);
 * ratings sits on the core alone, and the lab, server, CLI and web app may read it;
 * competitions (pairings, standings, brackets) sits on the core and ratings, read by the same.
 * server and cli are peers: neither imports the other.
 * `uses` is everything a layer's files (tests and testing helpers included) may import besides
 * their own layer; any other layer is refused. Narrower fences follow for a game's folder
 * (the core and itself), for platform code (a game only through the registry) and for the
 * web app's bundle (only what is declared shared).
 */
const LAYERS = {
  core: { paths: ['src/core'], uses: [] },
  // Rating maths (Glicko-2, Weng-Lin): pure numbers on the core, read by the lab and above.
  ratings: { paths: ['src/ratings'], uses: ['core'] },
  // Competition maths (Swiss pairing, league standings, knockout brackets): pure functions.
  competitions: { paths: ['src/competitions'], uses: ['core', 'ratings'] },
  // The registry and each game's folder; records/ is the games' tooling that needs bots (below).
  games: { paths: ['src/games'], uses: ['core'] },
  bots: { paths: ['src/bots'], uses: ['core', 'games'] },
  lab: { paths: ['src/lab'], uses: ['core', 'games', 'bots', 'ratings', 'competitions'] },
  server: {
    paths: ['src/server'],
    uses: ['core', 'games', 'bots', 'lab', 'ratings', 'competitions'],
  },
  // The CLI runs games, bots and the lab; it never starts the server (`npm run serve` does).
  cli: {
    paths: ['src/cli', 'bin'],
    uses: ['core', 'games', 'bots', 'lab', 'ratings', 'competitions'],
  },
  // The browser app on top: its tests and e2e drive real servers, engines and the CLI; its
  // bundle takes much less (the web/src block below).
  web: {
    paths: ['web'],
    uses: ['core', 'games', 'bots', 'lab', 'server', 'cli', 'ratings', 'competitions'],
  },
  // The benchmarks, beside the web app: they time every layer below.
  bench: { paths: ['bench'], uses: ['core', 'games', 'bots', 'lab', 'server', 'cli'] },
  // Test helpers of no layer (a free port, a Redis of its own): every layer may use them, and
  // they use no layer.
  testing: { paths: ['src/testing'], uses: [] },
};

/** Layers every layer may use. */
const EVERYONE_USES = ['testing'];

/**
 * Files of the games layer that play games with bots, so may also import src/bots: a record
 * is a game played by bots (sealing records, checking record formats) and the registry's
 * shared checks play every game against the random bot.
 */
const GAME_TOOLING = ['src/games/records/**', 'src/games/*.test.ts', 'src/games/conformance/**'];

/** Every game's folder, found on disk: a new game is fenced in without touching this file. */
const GAMES = readdirSync(join(import.meta.dirname, 'src/games'), { withFileTypes: true })
  // records/ holds every game's records and replays them through the registry, conformance/
  // runs the suite on each registered game: the games' tooling, not games.
  .filter((entry) => entry.isDirectory() && !['records', 'conformance'].includes(entry.name))
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
  // Each game's teams and the numbers its board shows (timer marks, save sets), with no imports:
  // the board reads the game's own instead of copying them (issue #32).
  'golazo/constants.ts',
  'supernatural-soccer/teams.ts',
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
  server: [
    'protocol.ts',
    'ratings/wire.ts',
    'competitions/wire.ts',
    'competitions/model.ts',
    'games-list/wire.ts',
  ],
  bots: ['agents.ts'],
};

/** A zone: files matching the block may import nothing under `from` but `except`. */
const fence = (from, except, message) => ({ target: '.', from, except, message });

const GAME_MESSAGE = 'A game imports only src/core and its own folder (docs/architecture.md).';
const PLATFORM_MESSAGE =
  'Platform code reaches a game only through src/games/registry.ts (docs/architecture.md).';
const WEB_MESSAGE =
  'The web app takes from src/ only the modules declared shared in eslint.config.js.';

/**
 * The fences of one layer: a zone per layer it may not use (`uses` widens it, e.g. a game's
 * tooling to the bots).
 */
function layerZones(layer, { uses = [] } = {}) {
  const allowed = new Set([layer, ...LAYERS[layer].uses, ...EVERYONE_USES, ...uses]);
  return Object.entries(LAYERS)
    .filter(([other]) => !allowed.has(other))
    .flatMap(([other, { paths }]) =>
      paths.map((from) =>
        fence(
          from,
          [],
          `${layer} may not import ${other}: core < games < bots < lab < server, cli < web (LAYERS in eslint.config.js).`,
        ),
      ),
    );
}

/** Platform code reaches no game's folder: only src/games/registry.ts loads them. */
const gameFolderZones = GAMES.map((game) => fence(`src/games/${game}`, [], PLATFORM_MESSAGE));

const restrictedPaths = (zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
});

/** Files of each game matching `files` (but not `ignores`): core, own folder and `extra`. */
const gameBlocks = ({ files, ignores = [] }, extra) =>
  GAMES.map((game) => ({
    files: files.map((pattern) => `src/games/${game}/${pattern}`),
    ignores,
    rules: restrictedPaths([
      fence('src', ['core', `games/${game}`, ...extra], GAME_MESSAGE),
      ...['web', 'bench', 'bin'].map((outside) => fence(outside, [], GAME_MESSAGE)),
    ]),
  }));

/**
 * One block per layer (a file gets its rule options from the last block that matches it, so
 * each file set below is fenced whole by one block).
 */
const layering = [
  { files: ['src/core/**'], rules: restrictedPaths(layerZones('core')) },
  { files: ['src/ratings/**'], rules: restrictedPaths(layerZones('ratings')) },
  { files: ['src/competitions/**'], rules: restrictedPaths(layerZones('competitions')) },
  { files: ['src/testing/**'], rules: restrictedPaths(layerZones('testing')) },
  // The registry: the core and every game's folder.
  { files: ['src/games/registry.ts'], rules: restrictedPaths(layerZones('games')) },
  {
    // The registry's siblings (golden transcripts …): the registry, never a game's folder.
    files: ['src/games/*.ts'],
    ignores: ['src/games/registry.ts', ...GAME_TOOLING],
    rules: restrictedPaths([...layerZones('games'), ...gameFolderZones]),
  },
  {
    files: GAME_TOOLING,
    rules: restrictedPaths([...layerZones('games', { uses: ['bots'] }), ...gameFolderZones]),
  },
  // A game's code: the core and its own folder, nothing else.
  ...gameBlocks({ files: ['**'], ignores: ['**/*.test.ts'] }, []),
  // A game's tests may also play against the random bot (a yardstick of no game).
  ...gameBlocks({ files: ['**/*.test.ts'] }, ['bots/random.ts']),
  // A game's lab.test.ts runs its probe as the lab does, through the lab's runner.
  ...gameBlocks({ files: ['lab.test.ts'] }, ['bots/random.ts', 'bots/agents.ts', 'lab']),
  // Platform code, its tests included: its layer's fences, and games only by the registry.
  ...['bots', 'lab', 'server', 'cli', 'bench'].map((layer) => ({
    files: LAYERS[layer].paths.map((path) => `${path}/**`),
    rules: restrictedPaths([...layerZones(layer), ...gameFolderZones]),
  })),
  {
    // Deliberate exception: a tight loop's test checks the loop against its game's engine
    // and action codes directly; the benchmark itself reaches games through the registry.
    files: ['bench/tight/*.test.ts'],
    rules: restrictedPaths(layerZones('bench')),
  },
  {
    // The web app's tests (and their helpers, *testing.ts) check boards against the engines'
    // real views and states, e2e drives real servers: never bundled, they take any layer
    // below the web.
    files: ['web/**'],
    rules: restrictedPaths(layerZones('web')),
  },
  {
    files: ['web/src/**'],
    ignores: ['**/*.test.ts', '**/*testing.ts'],
    rules: {
      ...restrictedPaths([
        ...layerZones('web'),
        fence('src/cli', [], WEB_MESSAGE),
        fence('src/games', [...WEB_SHARED_VALUES, ...WEB_SHARED_TYPES.games], WEB_MESSAGE),
        fence('src/server', [...WEB_SHARED_TYPES.server, ...WEB_SHARED_SERVER_VALUES], WEB_MESSAGE),
        fence('src/bots', WEB_SHARED_TYPES.bots, WEB_MESSAGE),
      ]),
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
  // Last, so that they win over their layer's block: each its own file, its own import.
];

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', '**/dist/'] },
  // typescript-eslint's parser and plugin, without its rules (oxlint runs them), for every
  // TypeScript file.
  { files: ['**/*.ts', '**/*.tsx'], ...tseslint.configs.base },
  { files: ['**/*.js'], ...js.configs.recommended },
  {
    plugins: { 'import-x': importX },
    // The default resolver needs a `main` field that vite's packages do not have.
    // No import-x/no-cycle: src/layering.test.ts ('import cycles') proves there is none in
    // src, web or bench, counting type-only and dynamic imports too, in 3 s; the rule spent
    // 16 of lint's 129 CPU-s (TIMING=30 npx eslint .) finding the same.
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
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
);
