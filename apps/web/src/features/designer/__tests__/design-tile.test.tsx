import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignTile } from '../components/design-tile';
import { toClientDesign } from '../lib/client-design';
import { designItem } from './fixtures';

const NOW = Date.parse('2026-11-21T12:00:00Z');

afterEach(cleanup);

/** The element's own absolute placement, if it has one (happy-dom lays nothing out). */
const placedAbsolutely = (element: Element) => element.className.split(/\s+/).includes('absolute');

describe('a saved design tile', () => {
  it('shows its countdown and its AI-generated mark in one row that wraps, never one over the other', () => {
    const design = toClientDesign(designItem(1, 30 * 24 * 3600, NOW));
    render(<DesignTile design={design} now={NOW} picked={false} highlighted={false} onPick={() => {}} />);
    const expiry = screen.getByTestId('expiry-badge');
    const origin = screen.getByTestId('ai-generated');
    expect(expiry.textContent).toBe('Expires in 30d 0h');
    expect(origin.textContent).toBe('AI-generated');

    // Neither badge holds the other, and they are not each pinned to a corner where a narrow tile
    // lays one over the other: one row holds both, and wraps the second under the first.
    expect(expiry.contains(origin) || origin.contains(expiry)).toBe(false);
    const row = screen.getByTestId('design-tile-badges');
    expect(row.contains(expiry) && row.contains(origin)).toBe(true);
    expect(row.className).toMatch(/\bflex\b/);
    expect(row.className).toMatch(/\bflex-wrap\b/);
    for (const badge of [expiry, origin]) {
      for (let node: Element | null = badge; node && node !== row; node = node.parentElement) {
        expect(placedAbsolutely(node), node.outerHTML).toBe(false);
      }
    }
  });

  it('shows only the countdown on an upload', () => {
    const design = { ...toClientDesign(designItem(1, 60, NOW)), generated: false };
    render(<DesignTile design={design} now={NOW} picked={false} highlighted={false} onPick={() => {}} />);
    expect(screen.getByTestId('expiry-badge')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-generated')).not.toBeInTheDocument();
  });
});
