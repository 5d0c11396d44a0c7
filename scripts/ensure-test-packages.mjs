// Before the browser tests: make sure Debian's Chromium is there, its headless shell that the tests drive and the full
// browser the benchmark measures (the tests never download a browser build), with
// the fonts the screenshot baselines were drawn in (tests/e2e/screens.spec.ts: another font is another picture), and
// Debian's nginx, which serves the build in tests/e2e/nginx.spec.ts as a deployer would (README "Deploying").
// Installs what is missing with apt-get when run as root on Debian; otherwise says exactly what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const testPath = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/usr/bin/dpkg-query');
const fonts = ['fonts-liberation', 'fonts-dejavu-core'];

const installed = (pkg) => {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).includes('install ok installed');
  } catch {
    return false;
  }
};

const missing = [
  ...(existsSync(path) ? [] : ['chromium']),
  ...(existsSync(testPath) ? [] : ['chromium-headless-shell']),
  ...(existsSync(nginxPath) ? [] : ['nginx']),
  ...(hasApt ? fonts.filter((pkg) => !installed(pkg)) : []),
];
if (missing.length === 0) process.exit(0);

if (process.getuid?.() !== 0 || !hasApt) {
  console.error(
    `Missing for the browser tests: ${missing.join(', ')}. Install Debian's packages (sudo apt-get install -y ${missing.join(' ')})` +
      (missing.includes('chromium') ? ', or set CHROMIUM_PATH' : '') +
      (missing.includes('chromium-headless-shell') ? ', or set TEST_CHROMIUM_PATH' : '') +
      (missing.includes('nginx') ? ', or set NGINX_PATH' : '') +
      '.',
  );
  process.exit(1);
}
console.log(`Installing ${missing.join(', ')} for the browser tests…`);
const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
apt(['update', '-qq']);
apt(['install', '-y', '-qq', ...missing]);
