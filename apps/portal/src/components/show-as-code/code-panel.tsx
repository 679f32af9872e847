import { CopyButton } from '@dbcloud/ui-kit';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { ApiRequest } from './request';
import styles from './show-as-code.module.css';
import { type CodeSnippets, codeSnippets } from './snippets';

const KINDS = [
  { kind: 'sdk', tab: 'SDK', label: 'SDK code (Node)' },
  { kind: 'cli', tab: 'CLI', label: 'dbcloud command' },
  { kind: 'curl', tab: 'curl', label: 'curl command' },
  { kind: 'mcp', tab: 'AI assistant (MCP)', label: 'MCP configuration' },
] as const satisfies readonly { kind: keyof CodeSnippets; tab: string; label: string }[];

type Kind = (typeof KINDS)[number]['kind'];

/**
 * The snippets of a request in tabs (the disclosure of show-as-code.tsx loads this lazily). The tabs are
 * the WAI-ARIA pattern written out (arrow keys, Home, End): the ui-kit's Radix tabs would split the
 * Radix modules the portal's layout shares into more chunks, and the layout's budget is tight.
 */
export default function CodePanel({
  request,
  keySecret,
  baseUrl,
  notes = true,
  label = 'Code for this request',
  subject,
}: {
  request: ApiRequest;
  keySecret?: string;
  /** The API's address; by default this page's origin's (a form's panel opens in the browser only). */
  baseUrl?: string;
  /** Whether to say when an API key cannot make the call or the CLI has no command for it. */
  notes?: boolean;
  /** The tab list's name. */
  label?: string;
  /** What the code is for, in its block's name, where a page shows several (`for getProducts`). */
  subject?: string;
}) {
  const snippets = codeSnippets(request, {
    baseUrl: baseUrl ?? `${window.location.origin}/api/v1`,
    keySecret,
  });
  const shown = KINDS.filter(({ kind }) => snippets[kind] !== null);
  const [chosen, setChosen] = useState<Kind>('sdk');
  const selected = shown.find(({ kind }) => kind === chosen) ?? KINDS[0];
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = shown.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setChosen(shown[next]?.kind ?? 'sdk');
    tabs.current[next]?.focus();
  };
  const code = snippets[selected.kind] ?? '';
  const region = subject ? `${selected.label} for ${subject}` : selected.label;
  return (
    <div className={styles.panel}>
      {!notes || snippets.apiKey ? null : (
        <p className={styles.note}>
          An API key cannot make this call: it works only in a signed-in session, as here. The code shows the
          request the portal sends.
        </p>
      )}
      {notes && snippets.apiKey && snippets.cli === null ? (
        <p className={styles.note}>The dbcloud CLI has no command for this call: use the SDK or curl.</p>
      ) : null}
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {shown.map(({ kind, tab }, index) => (
          <button
            key={kind}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${kind}`}
            aria-selected={kind === selected.kind}
            aria-controls={`${id}-panel`}
            tabIndex={kind === selected.kind ? 0 : -1}
            className={styles.tab}
            onClick={() => setChosen(kind)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected.kind}`}
        className={styles.content}
      >
        {selected.kind === 'mcp' ? (
          <p className={styles.note}>
            Paste it into Claude Desktop’s <code>claude_desktop_config.json</code> or Cursor’s{' '}
            <code>~/.cursor/mcp.json</code>: the assistant can then read this account. It changes nothing
            unless you add <code>"--allow-writes"</code> to <code>args</code>, and then only after showing you
            a preview.
          </p>
        ) : null}
        {/* Long lines scroll inside the block, never the page; the block takes focus so a keyboard can scroll it. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe's scrollable-region-focusable). */}
        <section className={styles.code} aria-label={region} tabIndex={0}>
          <pre data-snippet={selected.kind}>
            <code>{code}</code>
          </pre>
        </section>
        <CopyButton key={selected.kind} value={code} label={`Copy the ${selected.label}`} />
      </div>
    </div>
  );
}
