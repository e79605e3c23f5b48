// Step 5 of `npm run build`: a Brotli (.br) and a gzip (.gz) copy beside each text asset of dist/,
// made once here at the highest levels rather than by the server for every request (it sends the
// copy the browser accepts: apps/api/src/plugins/static-files.ts, preCompressed).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// Text only (images are compressed already); the page templates are filled in and sent by the server.
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
// The server's own compression threshold: smaller files gain nothing.
const MIN_BYTES = 1024;

let files = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  // dist/.server is the server-side build, never sent to a browser.
  if (!entry.isFile() || !TEXT.test(entry.name) || entry.parentPath.includes(`${path.sep}.server`)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files++;
}
console.log(`precompress: ${files} files with .br and .gz copies`);
