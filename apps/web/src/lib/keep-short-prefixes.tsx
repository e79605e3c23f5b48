import type { ReactNode } from 'react';

/** A word with a one- or two-letter prefix ('T-särk', 'T-Shirt'). */
const SHORT_PREFIXED = /((?<![\p{L}-])\p{L}{1,2}-\p{L}+)/u;

/**
 * A name with 'T-särk' kept whole: narrow boxes broke 'Premium mahepuuvillane T-särk' after its
 * hyphen, leaving a lone 'T-' at a line's end. Longer words still break where they must; the
 * text itself is unchanged.
 */
export function keepShortPrefixes(name: string): ReactNode[] {
  return name.split(SHORT_PREFIXED).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
