// Accessibility (every page passes axe with zero violations). axe-core's source is
// evaluated in each frame through the DevTools protocol: a <script> tag would be blocked by the CSP,
// and bypassCSP would hide the violations the tests must catch.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';
import { animationsDone } from './animations';

let source: string | undefined;
const axeSource = () => {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
};

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; failureSummary: string }[];
}

/**
 * The states this worker has already checked and found without violations, by what axe's result
 * depends on (see stateKey): the same state checked again (the same page after a test's earlier step,
 * or in another test) gives the same result, so it is not run again. The build and its styles are the
 * same for every test a worker runs.
 */
const passed = new Set<string>();

/**
 * What axe's result depends on, as one string: the address, the whole DOM, what the DOM does not show
 * (form controls' values and checked states, open popovers, the focused and hovered elements), the
 * viewport, scroll position and media features (a colour scheme emulated without a DOM change), and
 * which part and rules are checked. Hashed in the page: the DOM of the API reference is megabytes.
 */
async function stateKey(page: Page, within?: string, only?: string[], asLaidOut = false): Promise<string> {
  const state = await page.evaluate(() => {
    const path = (element: Element | null) => {
      const steps: number[] = [];
      for (let node = element; node?.parentElement; node = node.parentElement)
        steps.push([...node.parentElement.children].indexOf(node));
      return steps.join('.');
    };
    const popovers = (() => {
      try {
        return [...document.querySelectorAll(':popover-open')].map(path).join(',');
      } catch {
        return '';
      }
    })();
    const controls = [...document.querySelectorAll<HTMLInputElement>('input, select, textarea')]
      .map((control) => `${control.value}\u0000${control.checked ? 1 : 0}`)
      .join('\u0001');
    const media = [
      '(prefers-color-scheme: dark)',
      '(prefers-reduced-motion: reduce)',
      '(forced-colors: active)',
    ]
      .map((query) => (matchMedia(query).matches ? 1 : 0))
      .join('');
    const text = [
      location.href,
      `${innerWidth}x${innerHeight}@${devicePixelRatio}`,
      `${scrollX},${scrollY}`,
      media,
      path(document.activeElement),
      [...document.querySelectorAll(':hover')].map(path).join(','),
      popovers,
      controls,
      document.documentElement.outerHTML,
    ].join('\u0002');
    // FNV-1a, twice with different seeds: 64 bits, so that two states never share a key by chance.
    let a = 0x811c9dc5;
    let b = 0x01000193;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x811c9dc5);
    }
    return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}:${text.length}`;
  });
  return `${state}|${within ?? ''}|${(only ?? []).join(',')}|${asLaidOut ? 'as laid out' : ''}`;
}

async function inject(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
  if (!present) await frame.evaluate(axeSource());
}

/**
 * Runs axe-core on the page as it is now and returns its violations; `within` (a CSS selector) checks
 * only that part, without the page-level rules (one main landmark, a level-one heading, regions): e.g.
 * an open modal menu, while which the rest of the page is aria-hidden. `only` runs just those rules,
 * axe's rules that are off by default included (`['target-size']`, which Lighthouse runs). `asLaidOut`
 * checks the page as the browser has it, what it skips off screen (`content-visibility: auto`) still
 * skipped, as Lighthouse reads it: by default that is rendered first, so that axe reads its colours.
 */
export async function axeViolations(
  page: Page,
  within?: string,
  only?: string[],
  { asLaidOut = false } = {},
): Promise<AxeViolation[]> {
  // The part to check must be there first: a dialog whose code loads when its trigger is first pressed
  // mounts a moment after the click (on a busy machine, after the page has looked settled).
  if (within) await page.locator(within).first().waitFor();
  // A toast fades in and out: mid-fade its text is paler than it will be, and axe would report the
  // contrast of a frame of the animation. Read the page once every finite animation has ended.
  await animationsDone(page);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (toast) => toast.getAttribute('data-mounted') === 'true',
      ),
    undefined,
    { timeout: 10_000 },
  );
  // A state this worker already found without violations is not checked again (see `passed`).
  const key = page.frames().length === 1 ? await stateKey(page, within, only, asLaidOut) : undefined;
  if (key && passed.has(key)) return [];
  // axe asks each iframe for its part: every frame needs axe, or the run waits for it.
  await Promise.all(page.frames().map(inject));
  const violations = await page.evaluate(
    async ({ within, only, asLaidOut }) => {
      type Axe = {
        run(
          context: Document | { include: string[] },
          options: object,
        ): Promise<{
          violations: {
            id: string;
            impact?: string | null;
            help: string;
            helpUrl: string;
            nodes: { target: unknown[]; html: string; failureSummary?: string }[];
          }[];
        }>;
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      const context = within ? { include: [within] } : document;
      // What the browser skips rendering while off screen (`content-visibility: auto`, the API
      // reference's operations) has no up-to-date styles for axe to read (colours of the previous
      // theme, a button's default look): rendered for the check, then left to the browser again.
      const skipped = asLaidOut
        ? []
        : [...document.querySelectorAll<HTMLElement>('article, section, li')].filter(
            (element) => getComputedStyle(element).contentVisibility === 'auto',
          );
      for (const element of skipped) element.style.contentVisibility = 'visible';
      // Rendered now for the first time since an earlier state (before hydration a prerendered page's
      // controls are disabled), their colours may start a transition from that state: wait for the
      // transitions to end, so that axe reads the colours a user sees.
      document.body.getBoundingClientRect();
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const { violations } = await axe
        .run(context, {
          resultTypes: ['violations'],
          ...(only && { runOnly: { type: 'rule', values: only } }),
        })
        .finally(() => {
          for (const element of skipped) element.style.contentVisibility = '';
        });
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' | '),
          html: n.html,
          failureSummary: n.failureSummary ?? '',
        })),
      }));
    },
    { within, only, asLaidOut },
  );
  if (key && violations.length === 0) passed.add(key);
  return violations;
}

/**
 * Fails, listing each violation (rule, impact, help, offending nodes), unless axe finds none (`within`:
 * see axeViolations).
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), within?: string): Promise<void> {
  const violations = await axeViolations(page, within);
  if (violations.length === 0) return;
  const lines = [`axe found ${violations.length} accessibility violation(s) on ${label}:`];
  for (const v of violations) {
    lines.push(`  - ${v.id} (${v.impact ?? 'no impact'}): ${v.help}  ${v.helpUrl}`);
    for (const n of v.nodes) {
      lines.push(`      ${n.target}  ${n.html.length > 160 ? `${n.html.slice(0, 157)}...` : n.html}`);
      for (const line of n.failureSummary.split('\n').filter(Boolean)) lines.push(`        ${line.trim()}`);
    }
  }
  throw new Error(lines.join('\n'));
}
