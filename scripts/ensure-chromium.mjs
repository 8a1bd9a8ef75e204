// Browser tests drive Debian's Chromium; Playwright cannot download its own browser here.
// Installs it with apt-get when we can, else says exactly how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(executable)) process.exit(0);

const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
if (!process.env.CHROMIUM_PATH && canApt) {
  console.log('Chromium is missing: installing it with apt-get (Debian package "chromium")...');
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (install && install.status === 0 && existsSync(executable)) process.exit(0);
}

console.error(
  [
    `Browser tests need Chromium at ${executable}, and it is not there.`,
    'Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome executable.',
  ].join('\n'),
);
process.exit(1);
