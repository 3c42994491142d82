import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals>;
}

const MAIN = join(import.meta.dirname, '..', '..', 'src', 'main.ts');
const LISTENING = /Palisade listening on http:\/\/localhost:(\d+)/;

/**
 * Starts `src/main.ts` in its own process, as `npm start` would (port 0: any free port), with the given variables on
 * top of this process's, and resolves once it listens; rejects with its output when it ends before that.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: join(import.meta.dirname, '..', '..'), env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 0)));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const port = LISTENING.exec(text)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, child, output: () => text, exited });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`The server process ended (${code}) before it listened:\n${text}`)));
  });
}
