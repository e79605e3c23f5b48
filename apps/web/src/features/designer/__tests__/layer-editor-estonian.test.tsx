import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { mockApi } from '@/test/api-server';
import { toClientDesign } from '../lib/client-design';
import { useDesignerStore } from '../stores/designer-store';
import { mockServer, renderDesigner, resetDesigner } from './designer-harness';
import { designItem } from './fixtures';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const design = toClientDesign(designItem(1, 86_400));

mockApi();
beforeAll(() => loadCatalogues('et', ['common', 'designer']));
beforeEach(async () => {
  resetDesigner();
  await act(() => switchLocale('et'));
  mockServer();
  useDesignerStore.setState({ design });
  renderDesigner();
  await screen.findByTestId('product-image');
});
afterEach(async () => {
  cleanup();
  await act(() => switchLocale('en'));
});

describe('the placement and layer editor in Estonian', () => {
  it('names the design, the presets, the tools and the print size in Estonian, with decimal commas', async () => {
    const box = await screen.findByRole('group', { name: `Kujundus esiküljel: ${design.title}` });
    expect(box.getAttribute('aria-roledescription')).toBe('liigutatav kujundus');
    const presets = within(await screen.findByRole('group', { name: 'Valmispaigutused' }));
    expect(presets.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Kogu esikülg',
      'Rinna keskel',
      'Vasak rind',
      'Lähtesta',
    ]);
    for (const name of ['Väiksemaks', 'Suuremaks', 'Pööra 15° vasakule', 'Pööra 15° paremale'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // The default placement: 87.5 % of the 12 x 16 in print area, a 3600 px file at 343 DPI.
    expect(screen.getByTestId('print-size').textContent).toBe('Trükimõõt 26,7 × 35,6 cm · 343 DPI');
    expect(screen.getByTestId('placement-announcement').textContent).toBe(
      'Kujunduse laius on 88% trükiala laiusest, keskpunkt 50% vasakust servast ja 50% ülaservast.',
    );
  });

  it('adds a text with Estonian words and names its layer, frame and settings in Estonian', async () => {
    const panel = await screen.findByTestId('layers-panel', {}, { timeout: 5000 });
    expect(within(panel).getByText('Tekst ja pildid')).toBeInTheDocument();
    expect(within(panel).getByText('Kihid hinda ei muuda.')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Lisa tekst' }));
    expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe('Kihid esiküljel (2/12)');
    expect(within(panel).getByRole('button', { name: 'Kustuta: Tekst: Sinu tekst' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Tekst: Sinu tekst, esiküljel' })).toBeInTheDocument();
    expect((within(panel).getByLabelText('Tekst') as HTMLTextAreaElement).value).toBe('Sinu tekst');
    expect(within(panel).getByLabelText('Kirjatüüp')).toBeInTheDocument();
    expect(screen.getByTestId('arc-slider').getAttribute('aria-valuetext')).toBe('Sirge');
    fireEvent.click(within(panel).getByRole('button', { name: 'Võta tagasi' }));
    expect(within(panel).queryByRole('button', { name: 'Kustuta: Tekst: Sinu tekst' })).toBeNull();
  });
});
