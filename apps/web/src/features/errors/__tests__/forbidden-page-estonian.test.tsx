import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { renderWithShop } from '@/test/render-with-shop';
import { ForbiddenPage } from '../components/forbidden-page';

afterEach(async () => {
  cleanup();
  await act(() => switchLocale('en'));
});

describe('the forbidden page', () => {
  it('keeps the spec’s English', () => {
    renderWithShop(<ForbiddenPage />);
    expect(screen.getByRole('heading', { name: '403 Forbidden' })).toBeInTheDocument();
    expect(screen.getByText("These aren't the t-shirts you're looking for...")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Move Along' })).toHaveAttribute('href', '/design');
  });

  it('speaks Estonian', async () => {
    await loadCatalogues('et', ['common']);
    await act(() => switchLocale('et'));
    renderWithShop(<ForbiddenPage />);
    expect(screen.getByRole('heading', { name: '403 Juurdepääs keelatud' })).toBeInTheDocument();
    expect(screen.getByText('Need pole need T-särgid, mida sa otsid...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Liigu edasi' })).toHaveAttribute('href', '/design');
  });
});
