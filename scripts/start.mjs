// `npm start`: build the web app if it is missing or older than its sources, then run the shop.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/domain/src'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .reduce((max, d) => Math.max(max, statSync(path.join(d.parentPath, d.name)).mtimeMs), 0);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  // Vite's listing of every asset says nothing to someone starting the shop; a failed build's
  // output is everything they need, so it is kept and shown whole.
  process.stdout.write('Building the web app, once (later starts reuse it until its sources change)...');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@prompttee/web'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(' failed:\n');
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    if (result.error) console.error(result.error.message);
    // A later step can fail after the client build wrote index.html; without it the next start
    // builds again instead of serving a half-built app.
    rmSync(builtIndex, { force: true });
    process.exit(result.status ?? 1);
  }
  console.log(` done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/api/src/main.ts'));
