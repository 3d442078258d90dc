/**
 * A Vite plugin, run by Node at build time only (web/vite.config.ts): it hands the Lab page the
 * scripts that report.html inlines (d3, Observable Plot, the lab's drawing code with its types
 * stripped), made by the very function the CLI uses (src/lab/node/assets.ts), so the page's
 * report.html is the CLI's byte for byte. Each script is its own module, imported only when a
 * report is ready, so the page's own bundle carries none of it.
 *
 *   import d3 from 'virtual:lab-report-assets/d3';   // d3's UMD bundle as a string
 */
import type { Plugin } from 'vite';
import type { PageAssets } from '../../../src/lab/html.ts';
import type { pageAssets } from '../../../src/lab/node/assets.ts';

const PREFIX = 'virtual:lab-report-assets/';
// Rollup's mark for a module no file stands behind: other plugins leave it alone.
const RESOLVED = `\0${PREFIX}`;
const NAMES: readonly (keyof PageAssets)[] = ['d3', 'plot', 'draw'];

// Node loads the assets module itself (type stripping), rather than Vite's config bundle:
// the module finds its files through its own import.meta.
const ASSETS = new URL('../../../src/lab/node/assets.ts', import.meta.url).href;

export function labReportAssets(): Plugin {
  let assets: Promise<PageAssets> | undefined;
  const load = (): Promise<PageAssets> => {
    assets ??= (import(ASSETS) as Promise<{ pageAssets: typeof pageAssets }>).then((module) =>
      module.pageAssets(),
    );
    return assets;
  };
  return {
    name: 'matchday-lab-report-assets',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const found = NAMES.find((n) => n === name);
      if (!found) throw new Error(`No lab report asset is called '${name}'.`);
      return `export default ${JSON.stringify((await load())[found])};`;
    },
  };
}
