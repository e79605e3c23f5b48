import { msg } from '@lingui/core/macro';
// A type import and a zod-free subpath: the landing page loads this file and must stay light.
import type { PublicConfig } from '@prompttee/domain';
import { DEFAULT_PUBLIC_CONFIG } from '@prompttee/domain/default-public-config';

export type ShopConfig = PublicConfig;

function readInjected(): Partial<ShopConfig> {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById('shop-config')?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Partial<ShopConfig>;
  } catch {
    return {};
  }
}

/**
 * The server's public config, injected into index.html (no request needed at boot); where nothing
 * was injected (the Vite dev server, unit tests), the server's own defaults.
 */
export const shopConfig: ShopConfig = { ...DEFAULT_PUBLIC_CONFIG, ...readInjected() };

/** The shop's tagline (spec section 1), translated where shown. */
export const TAGLINE = msg`Blending creativity with AI to craft unique t-shirt designs.`;
