import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from '@/app/boot';
import { shopConfig } from '@/config/shop-config';
import { renderLanding } from '@/entry-server';

// boot() renders outside React Testing Library: tell React that act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// What scripts/prerender.mjs writes into #root and the server fills in.
const served = () => renderLanding().replace('<!--shop-name-->', shopConfig.shopName);

describe('the prerendered landing page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('renders the heading slot once, the tagline, 15 designs and their order', () => {
    const html = renderLanding();
    expect(html.split('<!--shop-name-->')).toHaveLength(2);
    expect(html).toContain('Blending creativity with AI to craft unique t-shirt designs.');
    expect(html.match(/<img [^>]*alt="T-Shirt Design \d+"/g)).toHaveLength(15);
    expect(html).toMatch(/data-order="(\d+ ){14}\d+"/);
    expect(html).toContain('Get Started Now');
  });

  it('renders in Estonian for an Estonian visitor', () => {
    const html = renderLanding('et');
    renderLanding('en'); // the rest of the suite reads English
    expect(html).toContain('Ühendame loovuse ja tehisintellekti, et luua ainulaadseid T-särgikujundusi.');
    expect(html).toContain('Alusta kohe');
    expect(html).toContain('aria-label="Näidiskujundused"');
    expect(html).toContain('aria-label="Peata animatsioon"');
    expect(html.match(/<img [^>]*alt="T-särgi kujundus \d+"/g)).toHaveLength(15);
    expect(html).not.toContain('Get Started Now');
  });

  it('shuffles the wall anew for each render', () => {
    const order = (html: string) => /data-order="([^"]*)"/.exec(html)![1];
    const orders = new Set(Array.from({ length: 4 }, () => order(renderLanding())));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('is hydrated on /, keeping its nodes and its wall, without a mismatch', async () => {
    window.history.replaceState(null, '', '/');
    const errors = vi.spyOn(console, 'error');
    const root = document.createElement('div');
    root.innerHTML = served();
    document.body.append(root);
    const heading = root.querySelector('h1');
    const images = () => [...root.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    const before = images();

    await act(async () => boot(root));

    expect(root.querySelector('h1')).toBe(heading);
    expect(heading?.textContent).toBe(shopConfig.shopName);
    expect(images()).toEqual(before);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is rendered on the client when the page came without markup', async () => {
    window.history.replaceState(null, '', '/');
    const root = document.createElement('div');
    document.body.append(root);

    await act(async () => boot(root));

    expect(root.querySelector('h1')?.textContent).toBe(shopConfig.shopName);
    expect(root.querySelectorAll('img[alt^="T-Shirt Design"]')).toHaveLength(15);
  });
});
