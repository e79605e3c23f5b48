import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readFontMetrics, type FontMetrics } from './ttf-metrics';

/**
 * The three OFL fonts shipped beside this file (copied from the @expo-google-fonts packages; licences
 * in fonts/OFL-*.txt). resvg draws no text without font files, and loading system fonts would make
 * the artwork depend on the machine it runs on.
 */
export type FontRole = 'display' | 'script' | 'rounded';

const files: Record<FontRole, { family: string; file: string }> = {
  /** Tall condensed capitals for titles (Anton). */
  display: { family: 'Anton', file: 'anton-regular.ttf' },
  /** Brush script for retro taglines (Pacifico). */
  script: { family: 'Pacifico', file: 'pacifico-regular.ttf' },
  /** Round geometric capitals for text on arcs (Righteous). */
  rounded: { family: 'Righteous', file: 'righteous-regular.ttf' },
};

export const fontFiles = Object.values(files).map(({ file }) =>
  fileURLToPath(new URL(`./fonts/${file}`, import.meta.url)),
);

export const fontFamily = (role: FontRole) => files[role].family;

const metrics = new Map<FontRole, FontMetrics>();

/** Metrics are read once per process: the files are a few hundred kB and never change. */
export function fontMetrics(role: FontRole): FontMetrics {
  let m = metrics.get(role);
  if (!m) {
    m = readFontMetrics(readFileSync(fileURLToPath(new URL(`./fonts/${files[role].file}`, import.meta.url))));
    metrics.set(role, m);
  }
  return m;
}
