// What a prerendered page (src/prerender.tsx, written by ../../prerender.ts into dist/_site) hands to
// main.tsx, in a JSON element (`<script type="application/json" id="prerendered">`: data, not a script,
// so the Content-Security-Policy has nothing to allow): the address it was rendered for and the public
// answers it shows, which the page's query cache gets before it hydrates, so that its first render is
// the HTML's.

/**
 * The address rendered (path and search; '' for the not-found page, whose HTML is the answer at every
 * address no page has) and each public query's key and data.
 */
export type PrerenderedData = [path: string, queries: [queryKey: readonly unknown[], data: unknown][]];
