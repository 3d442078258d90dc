// The web app's build (`npm run build` → web/dist, served by the server) and dev server
// (`npm run dev:web`, which forwards the API and the realtime socket to the server on :3000).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressed } from './src/build/precompress.ts';
import { labReportAssets } from './src/lab/reportAssetsPlugin.ts';

const server = 'http://localhost:3000';

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react(), labReportAssets(), precompressed()],
  build: { outDir: 'dist', emptyOutDir: true },
  // Module workers, so that a lab worker's dynamic imports stay chunks of their own: it loads
  // the engine of the game it runs (src/games/registry.ts) and no other.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
