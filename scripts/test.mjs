// `npm test`: every test, in the order that keeps both cores busy. Types, lint and the build are independent and
// each mostly on one core, so they run side by side; the unit tests (every core) and the browser tests (which drive
// the build) follow, one after the other. The first step to fail ends the run with its exit code.
import { spawn } from 'node:child_process';

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const phases = [
  [
    ['npm', ['run', 'typecheck']],
    ['npm', ['run', 'lint']],
    ['npm', ['run', 'build']],
  ],
  [['npx', ['vitest', 'run']]],
  [['npx', ['playwright', 'test']]],
];

for (const phase of phases) {
  const codes = await Promise.all(phase.map(([command, args]) => run(command, args)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
