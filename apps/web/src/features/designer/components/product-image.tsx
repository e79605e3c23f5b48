import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * The shirt photo: fades in once loaded; if it cannot load it is hidden rather than shown broken
 * (spec section 2). Keyed by `src` from the parent so each new picture fades in on its own.
 */
export function ProductImage({ src, alt }: { src: string; alt: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed') return null;
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={1000}
      decoding="async"
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
      className={cn(
        'absolute inset-0 size-full object-cover transition-opacity duration-500 ease-out',
        state === 'loaded' ? 'opacity-100' : 'opacity-0',
      )}
      data-testid="product-image"
    />
  );
}
