/**
 * Run as its own process by registry.test.ts: which game folders the registry loads, from a
 * process that has loaded nothing else. Prints, as JSON, the game modules loaded once the
 * catalogue was read, and the folders loaded beyond the games' facts then and after
 * Goalkeepers was loaded twice (and whether both loads gave the same game).
 */
import { registerHooks } from 'node:module';

/** Every module this process resolved since it began to watch, as URLs. */
const resolved: string[] = [];

/** The modules loaded so far from game folders, e.g. ['goal/facts.ts']. */
function gameModulesLoaded(): string[] {
  return [
    ...new Set(resolved.flatMap((url) => /\/src\/games\/([^/]+\/.+\.ts)$/.exec(url)?.[1] ?? [])),
  ];
}

/**
 * The games' facts: all the catalogue may load (NGW's season facts are in season/options.ts),
 * with the import-free data modules a facts.ts is built from, which the boards share (#32).
 */
const FACTS_DATA = ['golazo/constants.ts', 'supernatural-soccer/teams.ts'];
export const isFacts = (path: string): boolean =>
  /^[^/]+\/facts\.ts$/.test(path) ||
  path === 'next-goal-wins/season/options.ts' ||
  FACTS_DATA.includes(path);

/** The game folders anything but facts has been loaded from so far, e.g. ['goalkeepers']. */
function gameFoldersLoaded(): string[] {
  const folders = gameModulesLoaded().flatMap((path) =>
    isFacts(path) ? [] : (path.split('/')[0] ?? []),
  );
  return [...new Set(folders)].sort();
}

/** What the process saw, as registry.test.ts reads it. */
export interface RegistryLoads {
  readonly title: string;
  readonly catalogueModules: string[];
  readonly catalogueFolders: string[];
  readonly loadedFolders: string[];
  readonly loadedOnce: boolean;
}

if (process.argv[1] === import.meta.filename) {
  // Watched from before the registry is imported: which games' folders it loads. Only when
  // run as the probe: a test importing `isFacts` must not watch its own process.
  registerHooks({
    resolve(specifier, context, next) {
      const result = next(specifier, context);
      resolved.push(result.url);
      return result;
    },
  });
  const registry = await import('./registry.ts');
  const title = registry.CATALOGUE.goalkeepers.title;
  const catalogueModules = gameModulesLoaded();
  const catalogueFolders = gameFoldersLoaded();
  const first = await registry.loadGame('goalkeepers');
  const again = await registry.loadGame('goalkeepers');
  const loads: RegistryLoads = {
    title,
    catalogueModules,
    catalogueFolders,
    loadedFolders: gameFoldersLoaded(),
    loadedOnce: first.ok && again.ok && first.value === again.value,
  };
  console.log(JSON.stringify(loads));
}
