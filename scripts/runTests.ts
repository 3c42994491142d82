/**
 * `npm test`: typecheck, the SDK's API reports, build, root unit tests, server tests (on SQLite, then on PostgreSQL) and browser tests.
 * Every stage runs even when an earlier one failed (the browser tests only run on
 * a successful build, since they serve dist/); each stage's time and result is
 * printed, and the exit code is non-zero when any stage did not pass.
 * `tsx scripts/runTests.ts unit server` runs only the named stages.
 */
import { spawn } from 'node:child_process';
import { failureLines } from './test/failureLines.js';
import { allPassed, formatSummary, runStages, type Stage } from './test/runStages.js';

const STAGES = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  // The SDK's public entries against their committed API reports (sdk/api/): a change to what plugins import shows in review.
  { name: 'api', command: ['npm', 'run', 'api:check', '-w', '@palisade/sdk'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'unit', command: ['npx', 'vitest', 'run'] },
  { name: 'server', command: ['npm', 'test', '-w', '@palisade/server'] },
  // The same server suite on a throwaway PostgreSQL (installed from Debian when missing): a query or migration that
  // works on one database and not the other fails here or in the stage above.
  { name: 'server-pg', command: ['npx', 'tsx', 'scripts/withPostgres.ts', '--', 'npm', 'test', '-w', '@palisade/server'] },
  { name: 'browser', command: ['npx', 'playwright', 'test'], needs: 'build' },
] as const satisfies readonly Stage<'typecheck' | 'api' | 'build' | 'unit' | 'server' | 'server-pg' | 'browser'>[];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`Unknown test stage ${unknown.join(', ')}; the stages are ${STAGES.map((s) => s.name).join(', ')}.`);
  process.exit(2);
}
const selected = wanted.length === 0 ? STAGES : STAGES.filter((s) => wanted.includes(s.name));

// Each stage's output goes on to the terminal as it comes and is kept, so that the end of the log can name the failed
// tests of every failed stage (CI shows only a log's last lines).
const outputs = new Map<string, string>();
const run = (command: readonly string[]) =>
  new Promise<number>((resolve) => {
    const [file, ...args] = command;
    const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn(file!, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...color } });
    let text = '';
    const keep = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      target.write(chunk);
      text += chunk.toString('utf8');
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (error) => {
      console.error(`${command.join(' ')}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      outputs.set(command.join(' '), text);
      resolve(code ?? (signal ? 1 : 0));
    });
  });

const results = await runStages(selected, run);
for (const result of results.filter((r) => r.outcome === 'failed')) {
  const stage = selected.find((s) => s.name === result.name)!;
  const lines = failureLines(outputs.get(stage.command.join(' ')) ?? '');
  console.log(`\nWhat failed in ${result.name}:${lines.length === 0 ? ' (no test named; see its output above)' : ''}`);
  for (const line of lines) console.log(`  ${line}`);
}
console.log(formatSummary(results));
process.exit(allPassed(results) ? 0 : 1);
