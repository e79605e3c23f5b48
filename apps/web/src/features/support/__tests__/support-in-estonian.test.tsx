import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { AboutPage } from '../components/about-page';
import { SupportPage } from '../components/support-page';

const inRouter = (page: React.ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('the Support Center and Our Story in Estonian', () => {
  beforeAll(async () => {
    await loadCatalogues('et', ['common', 'support', 'legal']);
    await act(() => switchLocale('et'));
  });
  afterEach(async () => {
    cleanup();
    await act(() => switchLocale('et'));
  });
  afterAll(async () => {
    await act(() => switchLocale('en'));
  });

  it('shows the page, the FAQ and the closed documents in Estonian, the terms dated as Estonians write', () => {
    inRouter(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Klienditugi');
    expect(screen.getByRole('heading', { name: 'Korduma kippuvad küsimused' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kuidas oma tellimust jälgida?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Õigusteave' })).toBeInTheDocument();
    expect(screen.getByText('Müügitingimused')).toBeInTheDocument();
    expect(screen.getByText('Viimati muudetud: 19.12.2024')).toBeInTheDocument();
    expect(screen.getByText('Privaatsuspoliitika')).toBeInTheDocument();
    expect(screen.getByText('12 jaotist')).toBeInTheDocument();
    expect(screen.getByText('Ettevõtja andmed')).toBeInTheDocument();
    expect(screen.getByText('9 jaotist')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vajate veel abi?' })).toBeInTheDocument();
  });

  it('opens the terms in Estonian, and words them anew in English when the language changes', async () => {
    inRouter(<SupportPage />);
    fireEvent.click(screen.getByRole('button', { name: /Müügitingimused/ }));
    const withdrawal = await screen.findByRole('heading', {
      name: '8. Taganemisõigus, tagastamine ja puudused',
    });
    expect(withdrawal.parentElement?.textContent).toContain(
      'Direktiivi 2011/83/EL artikli 16 punkti c ja võlaõigusseaduse § 53 lõike 4 punkti 3 kohaselt ei ole tarbijal taganemisõigust',
    );
    expect(screen.getByText('Kõik hinnad on esitatud eurodes (EUR)', { exact: false })).toBeInTheDocument();

    await act(() => switchLocale('en'));
    expect(
      await screen.findByRole('heading', { name: '8. Right of Withdrawal, Returns and Defects' }),
    ).toBeInTheDocument();
    // Under the closed title and atop the open document.
    expect(screen.getAllByText('Last revisited: December 19, 2024')).toHaveLength(2);
  });

  it('tells Our Story in Estonian', () => {
    inRouter(<AboutPage />);
    expect(screen.getByText('Meie lugu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Iga hea särk saab alguse ideest.');
    expect(screen.getByText('1. samm')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tehisintellekt joonistab' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'klienditoe lehel' }).getAttribute('href')).toBe('/support');
    expect(screen.getByRole('link', { name: 'Alusta kujundamist' }).getAttribute('href')).toBe('/design');
  });
});
