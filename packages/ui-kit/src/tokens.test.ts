import { describe, expect, it } from 'vitest';
import tokens from './tokens.css?raw';

/** The `:root` block's custom properties in one theme: `light-dark(a, b)` resolved to a or b. */
function theme(which: 'light' | 'dark'): Map<string, string> {
  const open = tokens.indexOf('{', tokens.indexOf(':root {'));
  const close = tokens.indexOf('}', open);
  const vars = new Map<string, string>();
  for (const match of tokens.slice(open + 1, close).matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    const value = (match[2] ?? '').trim();
    // light-dark(a, b), where a and b may be rgb(…) with commas of their own: split at the top-level comma.
    const pair = /light-dark\(((?:[^,()]|\([^()]*\))+), ((?:[^,()]|\([^()]*\))+)\)/.exec(value);
    vars.set(match[1] ?? '', pair ? value.replace(pair[0], pair[which === 'light' ? 1 : 2] ?? '') : value);
  }
  return vars;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

const TEXT_PAIRS: Array<[string, string]> = [
  ['--color-text', '--color-bg'],
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-muted'],
  ['--color-text', '--color-surface-hover'],
  ['--color-text-muted', '--color-bg'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-surface-muted'],
  ['--color-link', '--color-surface'],
  ['--color-link', '--color-bg'],
  ['--color-on-accent', '--color-accent'],
  ['--color-on-accent', '--color-accent-hover'],
  ['--color-on-danger', '--color-danger'],
  ['--color-on-danger', '--color-danger-hover'],
  ['--color-danger-text', '--color-surface'],
  ['--color-danger-text', '--color-bg'],
  ['--color-warning-text', '--color-surface'],
  ['--color-success-text', '--color-surface'],
  ['--color-badge-neutral-text', '--color-badge-neutral-bg'],
  ['--color-badge-info-text', '--color-badge-info-bg'],
  ['--color-badge-success-text', '--color-badge-success-bg'],
  ['--color-badge-warning-text', '--color-badge-warning-bg'],
  ['--color-badge-danger-text', '--color-badge-danger-bg'],
];

/** Control borders and the focus ring need 3:1 against what surrounds them (WCAG 1.4.11). */
const UI_PAIRS: Array<[string, string]> = [
  ['--color-border-strong', '--color-surface'],
  ['--color-focus', '--color-surface'],
  ['--color-focus', '--color-bg'],
  ['--color-accent', '--color-surface'],
  // chart series (bars, lines) against the card they are drawn on
  ['--color-chart-1', '--color-surface'],
  ['--color-chart-2', '--color-surface'],
  ['--color-chart-3', '--color-surface'],
  ['--color-chart-4', '--color-surface'],
  ['--color-chart-5', '--color-surface'],
  ['--color-chart-6', '--color-surface'],
];

describe.each(['light', 'dark'] as const)('%s tokens meet WCAG AA', (which) => {
  const vars = theme(which);

  it.each(TEXT_PAIRS)('%s on %s ≥ 4.5:1', (fg, bg) => {
    expect(contrast(vars.get(fg) ?? '', vars.get(bg) ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s against %s ≥ 3:1', (fg, bg) => {
    expect(contrast(vars.get(fg) ?? '', vars.get(bg) ?? '')).toBeGreaterThanOrEqual(3);
  });
});

it('gives every colour token a light and a dark value (or one that suits both)', () => {
  for (const [name, value] of theme('light')) {
    if (!name.startsWith('--color-')) continue;
    expect(value, name).toMatch(/^#[0-9a-f]{6}$|^rgb\(/);
  }
  expect([...theme('dark').values()].filter((value) => value.includes('light-dark'))).toEqual([]);
});
