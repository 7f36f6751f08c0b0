// Runs a command whose output is for this project's developers (a build's listing of every file,
// notices about its tools) on behalf of someone who only wants the app: nothing is printed when it
// succeeds; when it fails, its whole output is, then a line saying what failed (issue 23).
import { spawn } from 'node:child_process';

/** Resolves with the exit code (0); rejects with an Error whose `output` holds what was printed. */
export function runQuietly(command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const output = [];
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(0);
      const error = new Error(`exited with ${code}`);
      error.output = Buffer.concat(output).toString();
      error.code = code ?? 1;
      reject(error);
    });
  });
}
