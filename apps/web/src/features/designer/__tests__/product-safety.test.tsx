import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shopConfig } from '@/config/shop-config';
import { ProductSafety } from '../components/product-safety';

afterEach(cleanup);

const safety = {
  manufacturer: 'Baltic Print Works OÜ',
  address: 'Peterburi tee 46, 11415 Tallinn, Estonia',
  email: 'safety@example.com',
  identifier: 'PromptTee Classic Unisex T-Shirt, model CLS',
  material: '100 % cotton',
  care: 'Machine wash at 30 °C',
  warnings: ['Keep away from fire and open flames.'],
};

describe('the product safety disclosure', () => {
  it('starts closed and names the manufacturer, the EU responsible person and the product', () => {
    render(<ProductSafety safety={safety} />);
    const disclosure = screen.getByTestId('product-safety') as HTMLDetailsElement;
    expect(disclosure.open).toBe(false);
    expect(within(disclosure).getByText('Product safety')).toBeInTheDocument();
    const facts = Object.fromEntries(
      [...disclosure.querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]),
    );
    expect(facts).toEqual({
      Manufacturer: `${safety.manufacturer}${safety.address}${safety.email}`,
      'Responsible person in the EU': `${shopConfig.companyName}${shopConfig.companyAddress}${shopConfig.supportEmail}`,
      'Product identifier': safety.identifier,
      Material: safety.material,
      Care: safety.care,
      Warnings: safety.warnings[0],
    });
    expect(within(disclosure).getByRole('link', { name: safety.email }).getAttribute('href')).toBe(
      `mailto:${safety.email}`,
    );
  });

  it('shows no warnings heading when there are none', () => {
    render(<ProductSafety safety={{ ...safety, warnings: [] }} />);
    expect(screen.queryByText('Warnings')).toBeNull();
  });
});
