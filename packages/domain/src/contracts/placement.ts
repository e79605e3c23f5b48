import * as z from 'zod/mini';
import { MIN_PLACEMENT_WIDTH } from '../placement';

const fraction = z.number().check(z.minimum(0), z.maximum(1));

/** A Placement as every contract takes it: inside 0..1, at least MIN_PLACEMENT_WIDTH wide. */
export const placementSchema = z.strictObject({
  x: fraction,
  y: fraction,
  width: z
    .number()
    .check(
      z.minimum(
        MIN_PLACEMENT_WIDTH,
        `The design must be at least ${MIN_PLACEMENT_WIDTH * 100}% of the print area wide`,
      ),
      z.maximum(1),
    ),
  rotation: z._default(z.number().check(z.minimum(-180), z.maximum(180)), 0),
});
