import { spawn, type ChildProcess } from 'node:child_process';

/** How a command run by a test is started. */
export interface CommandOptions {
  cwd: string;
  /** Added to the environment, which otherwise is the test's without npm's own `npm_*` variables, and without colours. */
  env?: NodeJS.ProcessEnv;
  timeoutMs: number;
}

/** A finished command: its exit code (null when killed) and stdout and stderr, interleaved. */
export interface CommandResult {
  code: number | null;
  output: string;
}

/** A command still running (a dev server). */
export interface RunningCommand {
  output(): string;
  stop(): Promise<void>;
}

// A test run under `npm test` inherits npm's settings for this repository; a command run elsewhere must not.
// Plain output: tests read it.
function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_') && key !== 'FORCE_COLOR');
  return { ...Object.fromEntries(inherited), NO_COLOR: '1', ...extra };
}

/** Stops a command and everything it started: the child leads its own process group. */
export function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const group = -child.pid;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(group, name);
    } catch {
      // The group is already gone.
    }
  };
  return new Promise((resolve) => {
    const force = setTimeout(() => signal('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signal('SIGTERM');
  });
}

function start(command: string, args: readonly string[], options: CommandOptions): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { cwd: options.cwd, env: cleanEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Runs a command to its end (killed after `timeoutMs`). */
export function runCommand(command: string, args: readonly string[], options: CommandOptions): Promise<CommandResult> {
  const { child, output } = start(command, args, options);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopProcessGroup(child).then(() => reject(new Error(`${command} ${args.join(' ')} did not finish within ${options.timeoutMs} ms:\n${output()}`)));
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output() });
    });
  });
}

/** Starts a long-running command and resolves once its output contains `readyWhen`. */
export async function startCommand(command: string, args: readonly string[], options: CommandOptions & { readyWhen: string }): Promise<RunningCommand> {
  const { child, output } = start(command, args, options);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')}: "${options.readyWhen}" not printed within ${options.timeoutMs} ms:\n${output()}`)), options.timeoutMs);
      const check = () => {
        if (!output().includes(options.readyWhen)) return;
        clearTimeout(timer);
        resolve();
      };
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${command} ${args.join(' ')} exited (${code}) before "${options.readyWhen}":\n${output()}`));
      });
    });
  } catch (error) {
    await stopProcessGroup(child);
    throw error;
  }
  return { output, stop: () => stopProcessGroup(child) };
}
