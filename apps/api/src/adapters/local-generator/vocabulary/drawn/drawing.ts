/** A drawing made here rather than taken from an icon set: its markup in its own box. */
export type Drawing = { box: { x: number; y: number; w: number; h: number }; body: string };
