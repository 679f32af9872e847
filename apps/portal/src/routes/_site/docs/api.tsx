// /docs/api: the API reference, generated from the contract (`pnpm generate` writes its data from
// packages/api-client/openapi.json into src/generated/api-reference) and prerendered like the other
// public pages. Its examples come from "show as code"'s generator (components/show-as-code/snippets.ts),
// so the reference and the portal's forms write the same SDK call, `dbcloud` command and curl.
//
// Our own components on the ui-kit's tokens rather than a renderer, measured (gzip, their browser
// bundles): Redoc 2.5 is 319 KB and Scalar's API reference 1.46 is 965 KB, against 8 KB for this page's
// first chunk and 2 to 20 KB for each tag's operations with their data. Both insert their styles at run
// time (styled-components; Vue's injected CSS), which the Content-Security-Policy's hashed `style-src`
// cannot allow without 'unsafe-inline', both hold `new Function` (refused without 'unsafe-eval'), neither
// renders within our router at build time, and neither writes our SDK's or CLI's examples.
import { createFileRoute } from '@tanstack/react-router';
import { ReferencePage } from '../../../features/api-reference/reference-page';

export const Route = createFileRoute('/_site/docs/api')({
  component: ReferencePage,
});
