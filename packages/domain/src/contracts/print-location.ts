import * as z from 'zod/mini';
import { PRINT_LOCATIONS } from '../print-location';

/** A print area's id ('front', 'left_sleeve'), as the catalogue, the cart and orders name it. */
export const printLocationSchema = z.enum(PRINT_LOCATIONS);
