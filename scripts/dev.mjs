// `npm run dev`: the API with reload on change (tsx watch) and the web app with hot module
// replacement (Vite on :5173, proxying /api and /media to the API on :3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  ['api', root, 'tsx', ['watch', '--clear-screen=false', 'apps/api/src/server.ts']],
  ['web', path.join(root, 'apps/web'), 'vite', []],
].map(([name, cwd, bin, args]) => {
  // Each child leads its own process group, so stopping it also stops what it started.
  const child = spawn(path.join(root, 'node_modules/.bin', bin), args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
    detached: true,
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
