import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const catalogPublicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/catalog');
