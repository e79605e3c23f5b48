// Browser tests drive Debian's Chromium, in its headless shell (Debian's package
// chromium-headless-shell: the same Chromium, without the full browser around the page, as
// Playwright itself runs headless; decision 018). Nothing here ever downloads a browser of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const PACKAGE = 'chromium-headless-shell';

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium's headless shell is missing at ${CHROMIUM}. Install Debian's package and run the tests again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${PACKAGE}\n` +
        '(or set CHROMIUM_PATH to an existing Chromium binary, such as /usr/bin/chromium).',
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${PACKAGE} for the browser tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', PACKAGE], { stdio: 'inherit', env });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = spawnSync('apt-get', ['install', '-y', PACKAGE], { stdio: 'inherit', env });
  }
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    console.error(
      `Could not install ${PACKAGE} with apt-get; install it by hand: apt-get install -y ${PACKAGE}`,
    );
    process.exit(1);
  }
}
