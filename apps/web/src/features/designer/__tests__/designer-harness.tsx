import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useCartStore } from '@/stores/cart-store';
import { DesignerPage } from '../components/designer-page';
import { initialGeneration, initialPlacements, useDesignerStore } from '../stores/designer-store';
import { usePlacementDraft } from '../stores/placement-draft';
import { catalog } from './fixtures';

// The designer page against a stubbed network, for the page's component tests. Each test file
// mocks '@/lib/id-token' itself (vi.mock is hoisted per file).

type Answers = { catalog?: unknown; catalogStatus?: number; quota?: unknown };

export function mockServer(answers: Answers = {}) {
  const quota = answers.quota ?? { used: 0, total: 20, remaining: 20, reset_at: '2026-12-01T00:00:00.000Z' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/catalog/catalog.json')
        return json(answers.catalog ?? catalog, answers.catalogStatus);
      if (url.pathname === '/v1/designs/jobs/quota') return json(quota);
      if (url.pathname === '/v1/designs') return json({ designs: [] });
      if (url.pathname === '/v1/designs/events') return quietEventStream(init?.signal);
      return json({ message: 'not found' }, 404);
    }),
  );
}

/** A generation event stream that stays open and says nothing until the designer closes it. */
function quietEventStream(signal: AbortSignal | null | undefined) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

export function renderDesigner(path = '/design') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/design', element: <DesignerPage /> }], {
    initialEntries: [path],
  });
  return render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

export function resetDesigner() {
  useDesignerStore.setState({
    productId: null,
    colorCode: null,
    sizeCode: null,
    printLocation: 'front',
    design: null,
    placements: initialPlacements(),
    generation: initialGeneration,
  });
  usePlacementDraft.getState().clear();
  useCartStore.getState().emptyCart();
}
