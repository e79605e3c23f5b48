import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { mockApi } from '@/test/api-server';
import { mockServer, renderDesigner, resetDesigner } from './designer-harness';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
// Intl writes a no-break space between the amount and the euro sign.
const euros = (text: string) => text.replace(' ', '\u00a0');
const quota = { used: 3, total: 20, remaining: 17, reset_at: '2026-12-01T00:00:00.000Z' };

mockApi();
beforeAll(() => loadCatalogues('et', ['common', 'designer']));
beforeEach(async () => {
  resetDesigner();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(() => switchLocale('et'));
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await act(() => switchLocale('en'));
});

describe('the designer in Estonian', () => {
  it('words the page, the prompt form, the quota and the shirt’s options, with Estonian money and days', async () => {
    mockServer({ quota });
    renderDesigner();
    expect(screen.getByText('Tooteid laaditakse...')).toBeInTheDocument();
    await screen.findByTestId('product-image');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kujundaja');
    expect(await screen.findByText('Sel perioodil on jäänud 17 kujundust')).toBeInTheDocument();
    expect(screen.getByText('Uueneb 01.12.2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Loo uus kujundus' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Kasuta varasemat kujundust' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Kirjelda oma unistuste T-särgi kujundust')).toBeInTheDocument();
    expect(screen.getByText('Sinu kujundus ilmub siia')).toBeInTheDocument();
    expect((screen.getByTestId('product-select') as HTMLSelectElement).options[0]!.textContent).toBe(
      '-- Vali toode --',
    );

    const options = screen.getByRole('region', { name: 'Toote valikud' });
    expect(within(options).getByRole('group', { name: 'Trükiala' })).toBeInTheDocument();
    expect(pressed('Esikülg')).toBe('true');
    expect(pressed('Tagakülg')).toBe('false');
    // The matcher reads the no-break space as a space, as it reads every white space.
    expect(within(options).getByText('alates 32,99 €')).toBeInTheDocument();
    expect(screen.getByTestId('variant-price').textContent).toBe(euros('24,99 €'));
    expect(screen.getByText('Hind')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lisa ostukorvi' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'LOO KUJUNDUS' }));
    // The prompt's schema is the create call's contract, which loads beside the page.
    expect(await screen.findByText('Palun kirjelda oma kujundust')).toBeInTheDocument();
  });

  it('names a linked product the catalogue lacks in the Estonian error banner', async () => {
    mockServer({ quota });
    renderDesigner('/design?product=hoodie');
    expect(await screen.findByText('Toodet tunnusega hoodie ei leitud.')).toBeInTheDocument();
    expect(screen.getByText('Viga!')).toBeInTheDocument();
  });

  it('says the quota is spent in Estonian, and speaks English again after a switch', async () => {
    mockServer({ quota: { ...quota, used: 20, remaining: 0 } });
    renderDesigner();
    expect(await screen.findByRole('button', { name: 'LIMIIT ON TÄIS' })).toBeInTheDocument();
    expect(screen.getByText('Sel perioodil on jäänud 0 kujundust')).toBeInTheDocument();
    await act(() => switchLocale('en'));
    expect(screen.getByRole('button', { name: 'QUOTA EXHAUSTED' })).toBeInTheDocument();
    expect(screen.getByText('Resets on Dec 1, 2026')).toBeInTheDocument();
  });
});
