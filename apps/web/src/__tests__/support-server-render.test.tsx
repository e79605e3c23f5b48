import { afterAll, describe, expect, it } from 'vitest';
import { shopConfig } from '@/config/shop-config';
import { renderPublicPage } from '@/entry-server';
import { renderIn } from '@/i18n/server-catalogues';

// What the server sends a signed-out visitor for /support and /about (apps/api public-pages.ts).
describe('the Support Center and Our Story rendered by the server', () => {
  afterAll(() => renderIn('en'));

  it('come in Estonian for an Estonian visitor', async () => {
    const support = await renderPublicPage('/support', { ...shopConfig }, 'et');
    expect(support).toContain('>Klienditugi</h1>');
    expect(support).toContain('Korduma kippuvad küsimused');
    expect(support).toContain('Kuidas oma tellimust jälgida?');
    expect(support).toContain('Viimati muudetud: 19.12.2024');
    expect(support).toContain('Piltide kasutamise kokkulepe');
    expect(support).not.toContain('Frequently Asked Questions');

    const about = await renderPublicPage('/about', { ...shopConfig }, 'et');
    expect(about).toContain('Iga hea särk saab alguse ideest.');
    expect(about).toContain('Alusta kujundamist');
  });

  it('come in English as the spec words them', async () => {
    const support = await renderPublicPage('/support', { ...shopConfig }, 'en');
    expect(support).toContain('>Support Center</h1>');
    expect(support).toContain('Frequently Asked Questions');
    expect(support).toContain('Last revisited: December 19, 2024');
  });
});
