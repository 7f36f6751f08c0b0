// `npm test`: lint and typecheck side by side (each runs on one core), then Vitest (every core),
// then the browser tests, stopping at the first group that fails. The output of steps run side by
// side is kept and printed whole when each ends, so logs never interleave. Says how long each
// step took, so CI's log gives the figures issue 24 tracks.
import { spawn } from 'node:child_process';

const groups = [['lint', 'typecheck'], ['test:unit'], ['test:e2e']];
const times = [];

function run(step, { quiet }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      const line = `${step} ${((Date.now() - started) / 1000).toFixed(0)} s`;
      times.push(line);
      console.log(`== ${line}${status === 0 ? '' : ' (failed)'}`);
      resolve(status ?? 1);
    });
  });
}

for (const group of groups) {
  const started = Date.now();
  const statuses = await Promise.all(group.map((step) => run(step, { quiet: group.length > 1 })));
  if (group.length > 1)
    console.log(`== ${group.join(' + ')} side by side: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) {
    console.log(`== steps: ${times.join(', ')}`);
    process.exit(failed);
  }
}
console.log(`== steps: ${times.join(', ')}`);
