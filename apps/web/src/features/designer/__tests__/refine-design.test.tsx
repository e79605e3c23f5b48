import { createDesignBodySchema, createDesignResponseSchema } from '@prompttee/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, mockApi, onApi } from '@/test/api-server';
import { toClientDesign } from '../lib/client-design';
import { useDesignerStore } from '../stores/designer-store';
import { mockServer, renderDesigner, resetDesigner } from './designer-harness';

vi.mock('@/lib/id-token', () => ({
  getIdToken: async () => 'test-token',
  clearIdToken: () => {},
  onSessionEnded: () => {},
}));

const onShirt = toClientDesign({
  design_id: '3f2a9c1e-7b4d-4e21-9a3c-5d6e7f809a1b',
  thumbnail_url: 'http://localhost:3000/media/designs/token-0/thumb.webp',
  prompt: 'a red fox reading a book under the moon',
  created_at: 1_790_000_000,
  expires_at: 1_792_592_000,
  source: 'generated',
});

mockApi();
beforeEach(() => resetDesigner());
afterEach(() => cleanup());

describe('Refine in the designer', () => {
  it('sends the prompt as a refinement of the generated design on the shirt', async () => {
    const bodies: unknown[] = [];
    mockServer();
    apiServer.use(
      onApi(
        'post',
        '/v1/designs/create',
        createDesignResponseSchema,
        async ({ request }) => {
          bodies.push(createDesignBodySchema.parse(await request.json()));
          return { job_id: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
        },
        202,
      ),
    );
    renderDesigner();
    useDesignerStore.setState({ design: onShirt });

    const button = await screen.findByRole('button', { name: 'GENERATE DESIGN' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    const refine = await screen.findByRole('checkbox', { name: /Refine the design on the shirt/ });
    fireEvent.click(refine);
    fireEvent.change(screen.getByPlaceholderText('Describe your ideal t-shirt design'), {
      target: { value: 'add a crown' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'REFINE DESIGN' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ prompt: 'add a crown', file: '', based_on: onShirt.id });
  });

  it('sends a style picked beside the words; pressed again, it is dropped', async () => {
    const bodies: unknown[] = [];
    mockServer();
    apiServer.use(
      onApi(
        'post',
        '/v1/designs/create',
        createDesignResponseSchema,
        async ({ request }) => {
          bodies.push(createDesignBodySchema.parse(await request.json()));
          return { job_id: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
        },
        202,
      ),
    );
    renderDesigner();
    const button = await screen.findByRole('button', { name: 'GENERATE DESIGN' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    const pixel = screen.getByRole('button', { name: 'Pixel art' });
    fireEvent.click(pixel);
    fireEvent.click(pixel);
    expect(pixel.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pixel);
    expect(pixel.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByPlaceholderText('Describe your ideal t-shirt design'), {
      target: { value: 'a mushroom' },
    });
    fireEvent.click(button);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ prompt: 'a mushroom', file: '', style: 'pixel' });
  });

  it('offers no refinement without a generated design on the shirt', async () => {
    mockServer();
    renderDesigner();
    await screen.findByRole('button', { name: 'GENERATE DESIGN' });
    expect(screen.queryByRole('checkbox', { name: /Refine/ })).toBeNull();
    useDesignerStore.setState({ design: { ...onShirt, generated: false } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Refine/ })).toBeNull());
  });
});
