// `npm test`: lint, typecheck, unit and API tests, then the browser journeys. Stops at the first failure.
import { spawn } from 'node:child_process';

// Each step is one command, or several run side by side. The checks that read the source (ESLint,
// Prettier, the type checker) and the web build share nothing and none fills both cores for long,
// so on 2 cores they run together; every later step wants the whole machine (Vitest's and
// Playwright's workers) and runs alone. The journeys serve the build, so it is ready before them.
const steps = [
  [
    ['ESLint', ['npm', 'run', 'lint:eslint']],
    ['Prettier', ['npm', 'run', 'lint:prettier']],
    ['typecheck', ['npm', 'run', 'typecheck']],
    // Every text in the code is in the catalogues, and every one has its Estonian.
    ['message catalogues', ['npm', 'run', 'check:texts', '-w', '@prompttee/web']],
    ['web build', ['npm', 'run', 'build']],
  ],
  // Line coverage is measured in CI's PostgreSQL pass (.ci/run) and by `npm run coverage`.
  [['unit and API tests', ['npx', 'vitest', 'run']]],
  [['browser tests', ['npm', 'run', 'test:e2e']]],
];

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Runs one command; alone it writes straight to the terminal, beside others its output waits. */
function run(name, [command, ...args], buffered) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds(started)})`);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
for (const step of steps) {
  const together = step.length > 1;
  if (together) console.log(`\n▶ ${step.map(([name]) => name).join(' and ')}, side by side`);
  else console.log(`\n▶ ${step[0][0]}`);
  const codes = await Promise.all(step.map(([name, command]) => run(name, command, together)));
  const failed = step.filter((_, i) => codes[i] !== 0).map(([name]) => name);
  if (failed.length > 0) {
    console.error(`\n✖ ${failed.join(' and ')} failed`);
    process.exit(codes.find((code) => code !== 0));
  }
}
console.log(`\n✔ all steps (${seconds(started)})`);
