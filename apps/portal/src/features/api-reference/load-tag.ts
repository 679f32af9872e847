// Each tag's operations in full, in a chunk of its own (Vite's glob import): apart from model.ts, which
// Node's tests also read.
import { type Operation, reference, type TagEntry } from './model';

const TAG_FILES = import.meta.glob<Operation[]>('../../generated/api-reference/tags/*.json', {
  import: 'default',
});

/** A tag's operations in full (its own chunk). */
export function loadTag(slug: string): Promise<Operation[]> {
  const load = TAG_FILES[`../../generated/api-reference/tags/${slug}.json`];
  if (!load) return Promise.reject(new Error(`No reference data for the tag ${slug}`));
  return load();
}

/** Every tag with its operations in full (the Markdown form, at build time). */
export function loadAllTags(): Promise<{ tag: TagEntry; operations: Operation[] }[]> {
  return Promise.all(reference.tags.map(async (tag) => ({ tag, operations: await loadTag(tag.slug) })));
}
