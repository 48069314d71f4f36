import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/** Installs Debian's chromium for the browser tests when it is missing (needs root and apt). */
export function ensureBrowser() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Browser tests need /usr/bin/chromium: run `apt-get install -y chromium` as root.',
    );
  }
  console.log('Installing Debian chromium for the browser tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
