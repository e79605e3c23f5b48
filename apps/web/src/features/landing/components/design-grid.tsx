import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { gridOrder, SAMPLE_HEIGHT, SAMPLE_WIDTH, type SampleDesign } from '../lib/sample-designs';

// Rows drift at different speeds and in alternate directions, which reads as depth.
const ROW_SECONDS = [70, 85, 64];

/**
 * The landing page's scrolling 3D wall of sample designs: plain CSS transforms (perspective,
 * rotateX, rotateZ) over small WebP images. Each row holds its five designs twice and moves by
 * half its length, so the loop has no seam; the copies are hidden from assistive technology.
 */
export function DesignGrid({ rows, paused = false }: { rows: SampleDesign[][]; paused?: boolean }) {
  const { t } = useLingui();
  return (
    <div
      role="region"
      aria-label={t`Sample designs`}
      // The client reads the order back to hydrate a prerendered page with the same wall.
      data-order={gridOrder(rows)}
      className="pointer-events-none absolute inset-0 overflow-hidden [perspective:1400px]"
    >
      <div className="absolute top-[44%] left-1/2 md:top-1/2 [transform:translate(-50%,-50%)_rotateX(38deg)_rotateZ(-18deg)] [transform-style:preserve-3d]">
        <div className="flex flex-col gap-[var(--tile-gap)] [--tile-gap:1rem] [--tile:clamp(11.5rem,19vw,24rem)] md:[--tile-gap:1.5rem]">
          {rows.map((row, index) => (
            <div
              key={index}
              className="flex w-max animate-marquee will-change-transform motion-reduce:animate-none"
              style={
                {
                  animationDuration: `${ROW_SECONDS[index % ROW_SECONDS.length]}s`,
                  animationDirection: index % 2 ? 'reverse' : 'normal',
                  animationPlayState: paused ? 'paused' : 'running',
                } satisfies CSSProperties
              }
            >
              {[...row, ...row].map((design, i) => (
                <DesignTile
                  key={i}
                  design={design}
                  copy={i >= row.length}
                  priority={tilePriority(index === rows.length - 1, i % row.length, row.length)}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * Every row is centred on the screen, so a row's last design (ending the first copy) and its first
 * (starting the second) are its middle tiles. The bottom row leans towards the viewer and shows the
 * largest tiles: its two middle designs are the page's largest paint (LCP) on phones and desktops
 * alike, so they load first; the rest, partly faded behind the heading, after them.
 */
function tilePriority(bottomRow: boolean, indexInRow: number, rowLength: number): 'high' | 'low' {
  const middle = indexInRow === 0 || indexInRow === rowLength - 1;
  return bottomRow && middle ? 'high' : 'low';
}

function DesignTile({
  design,
  copy,
  priority,
}: {
  design: SampleDesign;
  copy: boolean;
  priority: 'high' | 'low';
}) {
  const { t } = useLingui();
  const { n } = design;
  const title = t`T-Shirt Design ${n}`;
  return (
    // Padding instead of flex gap: the track is then exactly two equal halves.
    <div className="shrink-0 pr-[var(--tile-gap)]" aria-hidden={copy || undefined}>
      <div className="w-[var(--tile)] overflow-hidden rounded-2xl bg-card shadow-[0_18px_40px_-12px_rgb(40_20_80/0.35)] ring-1 ring-black/5 dark:shadow-[0_18px_40px_-12px_rgb(0_0_0/0.7)] dark:ring-white/10">
        <img
          src={design.src}
          alt={copy ? '' : title}
          title={copy ? undefined : title}
          width={SAMPLE_WIDTH}
          height={SAMPLE_HEIGHT}
          decoding="async"
          fetchPriority={priority}
          draggable={false}
          className="block h-auto w-full select-none"
        />
      </div>
    </div>
  );
}
