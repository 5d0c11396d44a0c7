// The preview servers the browser tests run against: one per Playwright worker, each with its own sandbox (the
// sandbox is one stateful platform per server process, and each test resets it), so two workers never see each
// other's writes. E2E_PORT is the first server's port, the next ones follow it; E2E_OUT_DIR is the build they serve.

/**
 * Workers, and so preview servers: one per core of the 2-core machine the suite is sized for. Four were tried and
 * were no faster (18.2 minutes against 18.7 on two), with the load near 22 and tests timing out on their own waits,
 * because each worker brings a Chromium and a preview server of its own. E2E_WORKERS sets another number (e.g. 1 to watch one
 * test at a time).
 */
export const previewWorkers = Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(previewWorkers) || previewWorkers < 1) throw new Error(`E2E_WORKERS must be a whole number of at least 1, not ${process.env.E2E_WORKERS}`);
const basePort = Number(process.env.E2E_PORT ?? 4173);
export const previewOutDir = process.env.E2E_OUT_DIR ?? 'dist';

/** The origin of the preview server of the worker with this parallel index (0 … previewWorkers - 1). */
export function previewOrigin(parallelIndex: number): string {
  if (!Number.isInteger(parallelIndex) || parallelIndex < 0 || parallelIndex >= previewWorkers)
    throw new Error(`No preview server for worker ${parallelIndex}: the browser tests run at most ${previewWorkers} workers.`);
  return `http://localhost:${basePort + parallelIndex}`;
}

export const previewPorts = Array.from({ length: previewWorkers }, (_, index) => basePort + index);

/** The port of the dev server (`npm start`: vite's dev server on the sandbox) of the worker with this parallel index,
 * for the specs of the development-only tools (`*.dev.spec.ts`, ./devServer.ts): after the preview servers' ports,
 * one per worker, so each has its own sandbox. */
export function devServerPort(parallelIndex: number): number {
  return basePort + previewWorkers + parallelIndex;
}
