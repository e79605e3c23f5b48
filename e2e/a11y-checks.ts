import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

// Checks the accessibility journeys run on every screen.

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const SERIOUS = ['serious', 'critical'];

type AuditRule = { id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] };
type Check = string | { id: string };
type Audit = { rules: AuditRule[]; checks: Record<string, { impact?: string } | undefined> };

/**
 * The rules whose violations can never be serious or critical, read from axe-core's own rule
 * table: a violation's impact is its rule's, or else the worst of its checks'. The sweep keeps only
 * serious and critical violations, so running these (landmarks, headings, `region`...) found
 * nothing it could report.
 */
function rulesBelowSerious(): string[] {
  const audit = (axe as unknown as { _audit?: Audit })._audit;
  if (!audit) return [];
  return axe
    .getRules(TAGS)
    .map(({ ruleId }) => audit.rules.find((rule) => rule.id === ruleId))
    .filter((rule): rule is AuditRule => rule !== undefined)
    .filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none].map((c) => (typeof c === 'string' ? c : c.id));
      const impacts = rule.impact ? [rule.impact] : checks.map((id) => audit.checks[id]?.impact);
      return !impacts.some((impact) => impact !== undefined && SERIOUS.includes(impact));
    })
    .map((rule) => rule.id);
}
const SKIPPED_RULES = rulesBelowSerious();

/** axe-core's serious and critical violations on the page as it is now (WCAG 2.x A and AA rules). */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  if (page.frames().length === 1) return runInPage(page);
  // Legacy mode runs axe.run() in the page and its same-origin frames, instead of a partial run
  // per frame finished in a new blank page (~0.5 s a check). It cannot reach a cross-origin frame
  // (a real card form's), so a page holding one gets the full run.
  const { origin } = new URL(page.url());
  const crossOrigin = page.frames().some((frame) => !frame.url().startsWith(origin));
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .disableRules(SKIPPED_RULES)
    .setLegacyMode(!crossOrigin)
    // Only violations are read: axe then describes one node of each passing or inapplicable rule
    // instead of every node (a selector and an HTML snippet each, sent back to the test).
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.filter((v) => SERIOUS.includes(v.impact ?? '')).map(finding);
}

/**
 * axe-core's violations of `rules` alone, whatever their impact: rules such as heading-order and
 * landmark-unique are only ever moderate, so the serious sweep never runs them.
 */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .withRules(rules)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(finding);
}

const finding = (v: Pick<axe.Result, 'id' | 'impact' | 'help' | 'nodes'>): AxeFinding => ({
  id: v.id,
  impact: v.impact!,
  help: v.help,
  targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
});

/**
 * The same run as AxeBuilder's on a page without frames, with axe-core sent to the page once
 * rather than twice a check: its 1.5 MB source went through the DevTools protocol ~130 times a
 * sweep. A page keeps it until it navigates (both themes of a screen share it), and only the
 * serious and critical findings come back.
 */
async function runInPage(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: typeof axe }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, skipped, serious }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const rules = Object.fromEntries(skipped.map((id) => [id, { enabled: false }]));
      const options = { runOnly: { type: 'tag' as const, values: tags }, rules, resultTypes: ['violations'] };
      const results = await inPage.run(document, options as axe.RunOptions);
      return results.violations
        .filter((v) => serious.includes(v.impact ?? ''))
        .map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.slice(0, 5) }));
    },
    { tags: TAGS, skipped: SKIPPED_RULES, serious: SERIOUS },
  );
  return violations.map(finding);
}

/**
 * How far the page reaches past the screen's width (0 when it fits). Measured against the width
 * the test set, not window.innerWidth: a phone browser widens its layout viewport to fit
 * content that overflows, hiding the overflow from the page itself.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const { width } = page.viewportSize()!;
  const widest = await page.evaluate(() =>
    Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth),
  );
  return widest - width;
}

type FocusStop = { element: string; problem: string };

/**
 * Tabs through the page (up to `maxStops`) and reports every stop without a visible focus
 * indicator: an outline at least 2 px wide whose colour has >= 3:1 against what is behind it
 * (WCAG 2.4.7 and the 3:1 of 1.4.11 / 2.4.13).
 */
export async function focusIndicatorProblems(page: Page, maxStops = 40): Promise<FocusStop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: FocusStop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(inspectFocus);
    if (!stop || seen.has(stop.element)) break;
    seen.add(stop.element);
    if (stop.problem) problems.push({ element: stop.element, problem: stop.problem });
  }
  return problems;
}

/** What is wrong with the focus indicator of the element focused now (null when it is visible). */
export async function focusIndicatorProblem(page: Page): Promise<string | null> {
  const stop = await page.evaluate(inspectFocus);
  return stop ? stop.problem : 'nothing is focused';
}

/** Runs in the page: describes the focused element and what is wrong with its focus indicator. */
async function inspectFocus(): Promise<{ element: string; problem: string | null } | null> {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  // Buttons fade their outline colour in (transition-colors): judge the colour it settles on.
  await Promise.all(el.getAnimations().map((animation) => animation.finished.catch(() => {})));
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
  const element = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}" @${Math.round(
    el.getBoundingClientRect().top + window.scrollY,
  )}`;
  // One 1x1 canvas per page turns any CSS colour into its RGBA bytes.
  const holder = window as unknown as { __focusCanvas?: CanvasRenderingContext2D };
  const ctx = (holder.__focusCanvas ??= document
    .createElement('canvas')
    .getContext('2d', { willReadFrequently: true })!);
  const rgba = (color: string): number[] => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data];
  };
  const luminance = ([r, g, b]: number[]) => {
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  const style = getComputedStyle(el);
  if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) {
    return { element, problem: `no outline (${style.outlineStyle} ${style.outlineWidth})` };
  }
  // An outline drawn outside the element sits on its parent's background; an inset one on its own.
  let behind: Element | null = parseFloat(style.outlineOffset) < 0 ? el : el.parentElement;
  let background = [255, 255, 255, 255];
  for (; behind; behind = behind.parentElement) {
    const color = rgba(getComputedStyle(behind).backgroundColor);
    if (color[3]! >= 128) {
      background = color;
      break;
    }
  }
  if (!behind) background = rgba(getComputedStyle(document.body).backgroundColor);
  const [a, b] = [luminance(rgba(style.outlineColor)), luminance(background)];
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  return { element, problem: ratio < 3 ? `outline contrast ${ratio.toFixed(2)}:1` : null };
}
