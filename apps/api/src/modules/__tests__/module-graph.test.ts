import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MODULE_GRAPH_DOC,
  moduleCycles,
  moduleGraph,
  renderModuleGraph,
} from '../../../scripts/module-graph';

describe('the API modules', () => {
  const graph = moduleGraph();

  it('import each other in one direction only: no cycle, however long', () => {
    expect(moduleCycles(graph)).toEqual([]);
  });

  it('are drawn in docs/module-graph.md as they are (npx tsx apps/api/scripts/module-graph.ts)', () => {
    expect(readFileSync(MODULE_GRAPH_DOC, 'utf8')).toBe(renderModuleGraph(graph));
  });

  it('finds a cycle when there is one', () => {
    const knotted = new Map([
      ['orders', new Set(['payments'])],
      ['payments', new Set(['invoices'])],
      ['invoices', new Set(['orders'])],
    ]);
    expect(moduleCycles(knotted)).toEqual([['orders', 'payments', 'invoices', 'orders']]);
  });
});
