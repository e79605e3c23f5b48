import {
  designListResponseSchema,
  fontListResponseSchema,
  FONTS,
  quotaResponseSchema,
  type QuotaResponse,
} from '@prompttee/domain';
import { http, HttpResponse } from 'msw';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useCartStore } from '@/stores/cart-store';
import { apiServer, onApi } from '@/test/api-server';
import { renderRoutesWithShop } from '@/test/render-with-shop';
import { DesignerPage } from '../components/designer-page';
import { initialGeneration, initialPlacements, useDesignerStore } from '../stores/designer-store';
import { useLayersStore } from '../layers/layers-store';
import { usePlacementDraft } from '../stores/placement-draft';
import { catalog } from './fixtures';

// The designer page against Mock Service Worker, for the page's component tests. Each test file
// calls mockApi() and mocks '@/lib/id-token' itself (vi.mock is hoisted per file).

// `catalog` may be any body: the tests of a broken catalog file send one on purpose.
type Answers = { catalog?: unknown; catalogStatus?: number; quota?: QuotaResponse };

export function mockServer(answers: Answers = {}) {
  const quota = answers.quota ?? { used: 0, total: 20, remaining: 20, reset_at: '2026-12-01T00:00:00.000Z' };
  apiServer.use(
    http.get('*/catalog/catalog.json', () =>
      HttpResponse.json(answers.catalog ?? catalog, { status: answers.catalogStatus ?? 200 }),
    ),
    onApi('get', '/v1/designs/jobs/quota', quotaResponseSchema, () => quota),
    onApi('get', '/v1/designs', designListResponseSchema, () => ({ designs: [] })),
    http.get('*/v1/designs/events', ({ request }) => quietEventStream(request.signal)),
    onApi('get', '/v1/fonts', fontListResponseSchema, () => ({
      fonts: FONTS.map((font) => ({ ...font, licence: 'OFL-1.1' as const })),
    })),
    // happy-dom fetches the font files the layer editor loads; an empty answer is enough.
    http.get(
      '*/v1/fonts/:file',
      () => new Response(new Uint8Array(), { headers: { 'content-type': 'font/ttf' } }),
    ),
  );
}

/** A generation event stream that stays open and says nothing until the designer closes it. */
function quietEventStream(signal: AbortSignal) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
      signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

export function renderDesigner(path = '/design') {
  const page = (
    <TooltipProvider>
      <DesignerPage />
    </TooltipProvider>
  );
  return renderRoutesWithShop([{ path: '/design', element: page }], { at: path });
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
  useLayersStore.getState().clear();
  useCartStore.getState().emptyCart();
}
