// Browser tests need Debian's Chromium. Install it when running as root; otherwise stop with one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    console.log('Chromium is missing: installing Debian\'s chromium package...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync(path)) return path;
  }
  console.error(`Chromium not found at ${path}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH) and try again.`);
  process.exit(1);
}
