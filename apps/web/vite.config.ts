import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';

// In development the API runs as its own process; in production it serves this build itself
// (DESIGN.md §1), so relative `/api` and `/media` URLs work in both cases through this proxy.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiUrl },
  '/media': { target: apiUrl },
};

export default defineConfig(({ command }) => {
  // A build is always React's production code, whatever NODE_ENV the shell has: with
  // NODE_ENV=development Vite and the React plugin would bundle React's development build (about
  // 60 KB more gzipped, and slower) for `npm start`, `npm run build` and the benches alike. Both
  // read NODE_ENV after this file.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});

const config: UserConfig = {
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    // Read by bench/bundle.mjs to measure what each route loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The framework changes far less often than our code: a chunk of its own stays in the
              // browser cache across deploys. Everything else (icons, screens) is split by route.
              // TanStack Table is not in it: only the back office's chunk uses it.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
          ],
        },
      },
    },
  },
};
