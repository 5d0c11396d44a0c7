// Debian's nginx serving the build with the server block `npm run build` wrote (scripts/nginxConfig.ts), as a deployer
// runs it, except that it listens on a free port of loopback, serves this checkout's build folder, and passes the
// platform's paths to the preview server, whose sandbox is the platform in the tests. Runs without root: its prefix,
// configuration, pid, logs and temporary files live in a folder of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nginxConfigFile } from '../../scripts/nginxConfig';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const buildFolder = resolve(process.env.E2E_OUT_DIR ?? 'dist');

/** The paths the sandbox answers on the preview server (sandbox/middleware.ts). */
const platformPaths = ['/svc/', '/auth/', '/status/', '/__sandbox/'];

export interface RunningNginx {
  origin: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** The built server block, moved to `port` and `root`, with the platform's paths passed to `upstream`. */
async function serverBlock(port: number, upstream: string): Promise<string> {
  const built = await readFile(join(buildFolder, nginxConfigFile), 'utf8');
  const proxied = platformPaths
    .map(
      (path) => `    location ${path} {
        proxy_pass ${upstream};
        proxy_set_header Host $http_host;
        proxy_buffering off;
    }`,
    )
    .join('\n');
  const moved = built
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^ {4}root .*;$/m, `    root ${buildFolder};`)
    .replace(/\n}\n$/, `\n${proxied}\n}\n`);
  if (!moved.includes(`listen 127.0.0.1:${port};`) || !moved.includes(`root ${buildFolder};`) || !moved.includes(proxied)) {
    throw new Error(`${nginxConfigFile} no longer has the listen, root and closing lines the browser test moves`);
  }
  return moved;
}

/** Starts nginx in the foreground; `upstream` is the preview server's origin. */
export async function startNginx(upstream: string): Promise<RunningNginx> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-nginx-'));
  const port = await freePort();
  const config = `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 128; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${folder}/client_body;
    proxy_temp_path ${folder}/proxy;
    fastcgi_temp_path ${folder}/fastcgi;
    uwsgi_temp_path ${folder}/uwsgi;
    scgi_temp_path ${folder}/scgi;
${await serverBlock(port, upstream)}
}
`;
  await writeFile(join(folder, 'nginx.conf'), config);
  const nginx: ChildProcess = spawn(nginxPath, ['-p', folder, '-e', join(folder, 'error.log'), '-c', join(folder, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Not installed: `npm test` installs it first (scripts/ensure-test-packages.mjs).
  let failedToStart: Error | undefined;
  nginx.once('error', (error) => (failedToStart = error));
  const exited = new Promise<void>((done) => nginx.once('exit', () => done()));
  const origin = `http://localhost:${port}`;

  // Up when it answers; an nginx that exits (a refused configuration) says why.
  for (let attempt = 0; ; attempt++) {
    if (failedToStart) {
      await rm(folder, { recursive: true, force: true });
      throw new Error(`nginx could not start (${nginxPath}): ${failedToStart.message}`);
    }
    if (nginx.exitCode !== null) {
      const log = await readFile(join(folder, 'error.log'), 'utf8').catch(() => '');
      await rm(folder, { recursive: true, force: true });
      throw new Error(`nginx exited (${nginx.exitCode}): ${stderr}${log}`);
    }
    try {
      await fetch(`${origin}/index.html`);
      break;
    } catch {
      if (attempt > 300) throw new Error(`nginx did not answer on ${origin}: ${stderr}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  return {
    origin,
    async stop() {
      nginx.kill('SIGQUIT');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}
