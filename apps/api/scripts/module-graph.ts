// The API modules' picture, drawn from their imports: `npx tsx apps/api/scripts/module-graph.ts`
// writes docs/module-graph.md; a test fails when that file no longer matches the code, or when two
// modules reach each other (a cycle), so the picture cannot drift and the knot cannot come back.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesDir = fileURLToPath(new URL('../src/modules', import.meta.url));
export const MODULE_GRAPH_DOC = fileURLToPath(new URL('../../../docs/module-graph.md', import.meta.url));

/** Each module's imports of other modules, from its source files (tests left out). */
export function moduleGraph(): Map<string, Set<string>> {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
    .map((entry) => entry.name)
    .sort();
  const graph = new Map(modules.map((name) => [name, new Set<string>()]));
  for (const name of modules) {
    const files = readdirSync(path.join(modulesDir, name), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('__tests__'),
    );
    for (const file of files) {
      const source = readFileSync(path.join(modulesDir, name, file), 'utf8');
      for (const [, specifier] of source.matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(
          modulesDir,
          path.resolve(modulesDir, name, path.dirname(file), specifier!),
        );
        const other = target.split(path.sep)[0]!;
        if (other !== name && graph.has(other)) graph.get(name)!.add(other);
      }
    }
  }
  return graph;
}

/** Every cycle among the modules, each as the path that closes it (empty when there is none). */
export function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (name: string, trail: string[]) => {
    state.set(name, 'open');
    for (const next of graph.get(name) ?? []) {
      if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), name, next]);
      else if (!state.has(next)) visit(next, [...trail, name]);
    }
    state.set(name, 'done');
  };
  for (const name of graph.keys()) if (!state.has(name)) visit(name, []);
  return cycles;
}

export function renderModuleGraph(graph: Map<string, Set<string>>): string {
  const edges = [...graph].flatMap(([from, to]) => [...to].sort().map((target) => `  ${from} --> ${target}`));
  const loners = [...graph].filter(
    ([name, to]) => to.size === 0 && ![...graph.values()].some((s) => s.has(name)),
  );
  return [
    '# The API modules and what each imports',
    '',
    'Drawn from the code by `npx tsx apps/api/scripts/module-graph.ts` (a test fails when this file',
    'no longer matches it, or when the modules form a cycle). An arrow points at the module used.',
    '',
    '```mermaid',
    'graph LR',
    ...edges,
    ...loners.map(([name]) => `  ${name}`),
    '```',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MODULE_GRAPH_DOC, renderModuleGraph(moduleGraph()));
  console.log(`wrote ${path.relative(process.cwd(), MODULE_GRAPH_DOC)}`);
}
