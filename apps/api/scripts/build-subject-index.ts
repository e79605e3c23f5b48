import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSubjectIndex } from '../src/adapters/local-generator/vocabulary/build-index';

/**
 * Regenerates the local generator's subject index from the icon sets, emojilib and the curated
 * words (vocabulary/synonyms.ts): `npx tsx apps/api/scripts/build-subject-index.ts`. A test fails
 * while the committed file differs from what this writes.
 */
const file = fileURLToPath(
  new URL('../src/adapters/local-generator/vocabulary/subject-index.json', import.meta.url),
);
const index = buildSubjectIndex();
writeFileSync(file, `${JSON.stringify(index, null, 0)}\n`);
console.log(
  `${Object.keys(index.subjects).length} subjects, ${Object.keys(index.words).length} more words -> ${file}`,
);
