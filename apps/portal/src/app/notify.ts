import type { NotifyOptions } from '@dbcloud/ui-kit';

type Tone = 'success' | 'error' | 'info';

/** Shows a toast (loading the toaster module on first use). */
export function toast(tone: Tone, title: string, options?: NotifyOptions): void {
  void import('./toaster').then(({ notify }) => notify[tone](title, options));
}
