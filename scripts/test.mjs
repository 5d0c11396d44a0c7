// `npm test`: every test, in the order that keeps both cores busy. The browser tests need only the build and mostly
// wait on the page (on an idle 2-core machine they keep the cores about 40 % busy), so they start as soon as the build
// is done, and the unit tests with them: types and lint (each mostly on one core) run beside the build and then
// beside both. The browser tests' report streams as it comes; every other step's output is shown whole when it ends,
// so the two never interleave. The first step to fail stops the others and ends the run with its exit code.
import { spawn } from 'node:child_process';

const started = Date.now();
const running = new Set();

/** Stops every step still running (each is a process group: npx, its tool and that tool's servers) and exits. */
function stop(code) {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

/** Runs one step; resolves when it passed, stops the run when it failed. */
function step(name, command, args, { live = false } = {}) {
  return new Promise((resolve) => {
    const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn(command, args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, ...color },
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => {
      running.delete(child);
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(Buffer.concat(output));
      const at = Math.round((Date.now() - started) / 1000);
      console.log(`\n── ${name}: ${status === 0 ? 'passed' : `failed (exit ${status})`}, done ${at} s after the start ──\n`);
      if (status === 0) resolve();
      else stop(status);
    });
  });
}

const build = step('build', 'npm', ['run', 'build']);
await Promise.all([
  step('types', 'npm', ['run', 'typecheck']),
  step('lint', 'npm', ['run', 'lint']),
  build.then(() => Promise.all([step('browser tests', 'npx', ['playwright', 'test'], { live: true }), step('unit tests', 'npx', ['vitest', 'run'])])),
]);
console.log(`Every test passed in ${Math.round((Date.now() - started) / 1000)} s.`);
