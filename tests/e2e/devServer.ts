// `npm start`'s dev server for the specs of the development-only tools (`*.dev.spec.ts`), started by the first such
// test on a worker and stopped with the worker: a run that selects none of them (every file-by-file run but theirs)
// never pays for it, and a whole run no longer waits for it before its first test.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { devServerPort } from './previewServers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const vite = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

export interface DevServer {
  /** The server's origin, once it answers; started on the first call. */
  origin(): Promise<string>;
  stop(): Promise<void>;
}

/** The dev server of the worker with this parallel index (its own port, so its own sandbox). */
export function devServer(parallelIndex: number): DevServer {
  const port = devServerPort(parallelIndex);
  const origin = `http://localhost:${port}`;
  let child: ChildProcess | undefined;
  let ready: Promise<string> | undefined;

  return {
    origin() {
      ready ??= new Promise<string>((resolve, reject) => {
        const output: string[] = [];
        child = spawn(process.execPath, [vite, '--port', String(port), '--strictPort'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        child.once('exit', (code) => reject(new Error(`The dev server on port ${port} ended (exit ${code}) before it answered:\n${output.join('')}`)));
        // Ready when it serves what the preview servers are awaited on: the sandbox's status page, which waits for the
        // sandbox to load. Asked again a moment after each refusal, as Playwright's own webServer does.
        const ask = () =>
          fetch(`${origin}/status/issues.json`)
            .then((answer) => (answer.ok ? resolve(origin) : Promise.reject(new Error(String(answer.status)))))
            .catch(() => child?.exitCode === null && setTimeout(ask, 250));
        ask();
      });
      return ready;
    },
    async stop() {
      if (!child?.pid || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
