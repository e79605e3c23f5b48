import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { renderWithShop, testQueryClient } from '@/test/render-with-shop';
import { ExpiryBadge } from '../components/expiry-badge';
import { PreviousDesignsTab } from '../components/previous-designs-tab';
import { toClientDesign } from '../lib/client-design';
import { designItem } from './fixtures';

const NOW = Date.parse('2026-11-21T12:00:00Z');

beforeAll(() => loadCatalogues('et', ['common', 'designer']));
beforeEach(async () => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  await act(() => switchLocale('et'));
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await act(() => switchLocale('en'));
});

describe('the design history in Estonian', () => {
  it.each([
    [93_784, 'Aegumiseni 1 p 2 t'],
    [7_260, 'Aegumiseni 2 t 1 min'],
    [61, 'Aegumiseni 1 min 1 s'],
    [5, 'Aegumiseni 5 s'],
    [0, 'Aegunud'],
  ])('counts %i seconds down as %s', (seconds, text) => {
    render(<ExpiryBadge expiryTime={NOW / 1000 + seconds} now={NOW} />);
    expect(screen.getByTestId('expiry-badge').textContent).toBe(text);
  });

  it('pages the saved designs and dates the picked one as Estonians write a day', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(
      ['designs'],
      [toClientDesign(designItem(1, 3600, NOW)), toClientDesign(designItem(2, 90, NOW))],
    );
    renderWithShop(
      <TooltipProvider>
        <PreviousDesignsTab onUse={() => {}} />
      </TooltipProvider>,
      { queryClient },
    );
    expect(screen.getByRole('list', { name: 'Sinu kujundused' })).toBeInTheDocument();
    expect(screen.getByText('Leht 1/1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eelmine leht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Järgmine leht' })).toBeInTheDocument();
    const use = screen.getByRole('button', { name: 'KASUTA VALITUD KUJUNDUST' }) as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    fireEvent.click(screen.getAllByTestId('design-tile')[1]!);
    expect(screen.getByTestId('picked-design').textContent).toBe('design number 2 · 21.11.2026');
    expect(use.disabled).toBe(false);
  });

  it('says there is nothing saved yet in Estonian', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['designs'], []);
    renderWithShop(<PreviousDesignsTab onUse={() => {}} />, { queryClient });
    expect(
      screen.getByText('Salvestatud kujundusi veel pole. Loo üks ja see ootab sind siin.'),
    ).toBeInTheDocument();
  });
});
