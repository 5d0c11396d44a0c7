// Before the browser tests: make sure Debian's Chromium is there (the tests never download a browser build).
// Installs it with apt-get when run as root on Debian; otherwise says exactly what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(`Chromium is missing at ${path}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
apt(['update', '-qq']);
apt(['install', '-y', '-qq', 'chromium']);
