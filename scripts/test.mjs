// `npm test`: lint, typecheck, unit and API tests, then the browser journeys. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['unit and API tests, with coverage', ['npx', 'vitest', 'run', '--coverage']],
  ['web build', ['npm', 'run', 'build']],
  ['browser tests', ['npm', 'run', 'test:e2e']],
];

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
