import { lazy, memo, Suspense, useId, useState } from 'react';
import { useLandOnAnchor } from './anchor';
import { MethodBadge } from './fields';
import { Intro } from './intro';
import { loadTag } from './load-tag';
import { allOperations, matches, reference, type TagEntry } from './model';
import ops from './operation.module.css';
import styles from './reference.module.css';

/**
 * Each tag's operations in a chunk of its own, with their data: the page's first load holds the table
 * of contents only. In the HTML rendered at build time they are all there; hydrating, React keeps each
 * section's HTML until its chunk has arrived.
 */
const SECTIONS = new Map(
  reference.tags.map((tag) => [
    tag.slug,
    lazy(async () => {
      const [operations, { default: TagOperations }] = await Promise.all([
        loadTag(tag.slug),
        import('./tag-operations'),
      ]);
      return { default: () => <TagOperations operations={operations} /> };
    }),
  ]),
);

/** A tag's section; memoized, so that the page's updates do not reach its HTML (StaticHtml). */
const TagSection = memo(function TagSection({ tag }: { tag: TagEntry }) {
  const Operations = SECTIONS.get(tag.slug);
  return (
    <section aria-labelledby={`tag-${tag.slug}`} className={styles.tag}>
      <h2 id={`tag-${tag.slug}`} className={styles.tagTitle}>
        {tag.name}
      </h2>
      {tag.description ? <p className={styles.tagDescription}>{tag.description}</p> : null}
      {Operations ? (
        <Suspense fallback={<p className={styles.muted}>Loading the {tag.name} operations…</p>}>
          <Operations />
        </Suspense>
      ) : null}
    </section>
  );
});

/** The table of contents, searchable by an operation's name, path or summary. */
function Contents() {
  const [search, setSearch] = useState('');
  const id = useId();
  const found = allOperations.filter((entry) => matches(entry, search));
  return (
    <nav aria-label="Operations" className={styles.contents}>
      <label htmlFor={`${id}-search`} className={styles.searchLabel}>
        Find an operation
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className={styles.search}
        placeholder="Name or path"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className={styles.count} aria-live="polite">
        {search
          ? `${found.length} of ${allOperations.length} operations`
          : `${allOperations.length} operations`}
      </p>
      <div className={styles.contentsList}>
        {reference.tags.map((tag) => {
          const shown = tag.operations.filter((entry) => matches(entry, search));
          if (shown.length === 0) return null;
          return (
            <div key={tag.slug}>
              <p className={styles.contentsTag}>
                <a href={`#tag-${tag.slug}`}>{tag.name}</a>
              </p>
              <ul>
                {shown.map((entry) => (
                  <li key={entry.operationId}>
                    <a href={`#${entry.operationId}`} className={styles.contentsLink}>
                      <MethodBadge method={entry.method} />
                      <span>
                        <span className={styles.contentsSummary}>{entry.summary}</span>
                        <code className={styles.contentsPath}>{entry.path}</code>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}

/** /docs/api: every operation of the contract by tag, each with its example as code. */
export function ReferencePage() {
  useLandOnAnchor();
  return (
    <main className={styles.page} aria-labelledby="reference-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Developers</p>
        <h1 id="reference-title">API reference</h1>
        <p className={`${styles.lead} ${ops.inlineCode}`}>
          All {allOperations.length} operations of the DBCloud API, by area, generated from its OpenAPI
          contract (version {reference.version}). Each comes with its example as an SDK call (
          <code>@dbcloud/api-client</code>), a <code>dbcloud</code> command where the CLI has one, and curl.
        </p>
        <p className={styles.formats}>
          Also as <a href="/docs/api.md">Markdown</a> and <a href="/llms.txt">llms.txt</a>, for tools and
          assistants.
        </p>
      </header>
      <div className={styles.layout}>
        <Contents />
        <div className={styles.body}>
          <Intro />
          {reference.tags.map((tag) => (
            <TagSection key={tag.slug} tag={tag} />
          ))}
        </div>
      </div>
    </main>
  );
}
