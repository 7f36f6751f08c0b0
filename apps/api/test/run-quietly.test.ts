// Issue 23: `npm start` prints one line per stage. The web build's output (a listing of every file
// and notices for this project's developers) is kept, and shown only when the build fails
// (scripts/start.mjs).
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script of the repository, without types.
import { runQuietly } from '../../../scripts/run-quietly.mjs';

type Failure = Error & { output: string; code: number };
const node = (code: string) =>
  (runQuietly as (command: string, args: string[]) => Promise<number>)(process.execPath, ['-e', code]);

describe('runQuietly', () => {
  it('answers 0 for a command that succeeds, whatever it printed', async () => {
    await expect(node('for (let i = 0; i < 250; i++) console.log("dist/assets/" + i + ".js")')).resolves.toBe(
      0,
    );
  });

  it('keeps the whole output of a command that fails, with its exit code', async () => {
    const failure = (await node(
      'console.log("transforming..."); console.error("Error: cannot resolve ./nope"); process.exit(3)',
    ).then(
      () => undefined,
      (error: unknown) => error,
    )) as Failure;
    expect(failure).toBeInstanceOf(Error);
    expect(failure.output).toContain('transforming...');
    expect(failure.output).toContain('Error: cannot resolve ./nope');
    expect(failure.code).toBe(3);
  });
});
