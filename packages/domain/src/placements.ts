import * as z from 'zod/mini';
import { placementSchema } from './contracts/placement';
import { printLocationSchema } from './contracts/print-location';
import { DEFAULT_PLACEMENT, type Placement, placementProblem } from './placement';
import { PRINT_LOCATIONS, type PrintLocation } from './print-location';

/**
 * The same placement written one way: the precision placementKey keeps (4 decimals, rotation 2),
 * -0 as 0 and a half turn as +180 (not -180), so what is stored is what the cart line's key says.
 */
export function normalizePlacement(p: Placement): Placement {
  const r = (n: number, digits: number) => Number(n.toFixed(digits)) + 0;
  const rotation = r(p.rotation, 2);
  return { x: r(p.x, 4), y: r(p.y, 4), width: r(p.width, 4), rotation: rotation === -180 ? 180 : rotation };
}

export type Placements = Partial<Record<PrintLocation, Placement>>;

/**
 * An order item's `placements`: print location -> placement, every side optional, no other keys.
 * Each placement is normalised, then its turned box must lie inside the print area; the message
 * names the side ("back: The design must stay inside the print area").
 */
export const placementsSchema = z
  .pipe(
    z.partialRecord(printLocationSchema, placementSchema),
    z.transform((map) => {
      const out: Placements = {};
      for (const side of PRINT_LOCATIONS) {
        const placement = map[side];
        if (placement) out[side] = normalizePlacement(placement);
      }
      return out;
    }),
  )
  .check(
    z.superRefine((map, ctx) => {
      for (const side of PRINT_LOCATIONS) {
        const placement = map[side];
        const problem = placement && placementProblem(placement);
        if (problem) ctx.addIssue({ code: 'custom', path: [side], message: `${side}: ${problem}` });
      }
    }),
  );

/**
 * Every printed side's placement, the default where none was given. A placement for a side that
 * carries no design is refused (a 400: it would be silently dropped otherwise).
 */
export function resolvePlacements(
  designs: Partial<Record<PrintLocation, string | undefined>>,
  placements: Placements = {},
): { ok: true; placements: Placements } | { ok: false; message: string } {
  const resolved: Placements = {};
  for (const side of PRINT_LOCATIONS) {
    const placement = placements[side];
    if (!designs[side]) {
      if (placement) return { ok: false, message: `There is no design on the ${side} to place` };
      continue;
    }
    resolved[side] = placement ?? DEFAULT_PLACEMENT;
  }
  return { ok: true, placements: resolved };
}
