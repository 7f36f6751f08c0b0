// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the API server (TypeScript through tsx), which serves the build, on the embedded database by default.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runQuietly } from './run-quietly.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// The public pages' server rendering (ADR 025), built after the app by the same `npm run build`.
const builtServer = path.join(root, 'apps/web/dist/server/entry-server.js');
const built = () =>
  existsSync(builtIndex) && existsSync(builtServer)
    ? Math.min(statSync(builtIndex).mtimeMs, statSync(builtServer).mtimeMs)
    : 0;

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    0,
  );
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/pwa.config.ts',
  'apps/web/sw',
  'packages/shared/src',
];
const sourcesChanged = () => Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

// The build runs while the server prepares its database and demo city (they do not need it);
// the server waits for it (`globalThis.parcellesWebBuild`) only before it starts serving.
let webBuild;
if (!process.env.WEB_DIST && sourcesChanged() > built()) {
  console.log('Building the web app…');
  const started = Date.now();
  // Vite itself rather than `npm run build` (one process fewer to start): the app and the server
  // rendering bundle (ADR 025) side by side (ADR 029), where the web package's build script makes
  // them one after the other. The app's build does not empty the folder, or it would delete the
  // other's output: the folder is emptied here first. Their output (a listing of every file, and
  // notices for this project's developers) is kept and shown only if a build fails: `npm start`
  // says one line per stage (issue 23); `npm run build` shows it all.
  const vite = (...args) =>
    runQuietly(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args], {
      cwd: path.join(root, 'apps/web'),
    }).catch((error) => {
      process.stderr.write(error.output ?? String(error));
      console.error(`The web app could not be built (vite build ${args.join(' ')}: ${error.message}).`);
      process.exit(error.code ?? 1);
    });
  rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
  webBuild = Promise.all([
    vite('--emptyOutDir', 'false'),
    vite('--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server'),
  ]).then(() => console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`));
}
globalThis.parcellesWebBuild = webBuild;

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/api/src/server.ts')).href);
