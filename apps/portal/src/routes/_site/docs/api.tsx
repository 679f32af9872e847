// /docs/api: the API reference, generated from the contract (`pnpm generate` writes its data from
// packages/api-client/openapi.json into src/generated/api-reference) and prerendered like the other
// public pages. Its examples come from "show as code"'s generator (components/show-as-code/snippets.ts),
// so the reference and the portal's forms write the same SDK call, `dbcloud` command and curl.
//
// Our own components on the ui-kit's tokens rather than a renderer: Redoc's and Scalar's browser
// bundles, measured, are each several times a public page's whole budget, where this page's first chunk
// and each tag's operations with their data are a small part of it (`pnpm check:bundle`). Both insert their styles at run
// time (styled-components; Vue's injected CSS), which the Content-Security-Policy's hashed `style-src`
// cannot allow without 'unsafe-inline', both hold `new Function` (refused without 'unsafe-eval'), neither
// renders within our router at build time, and neither writes our SDK's or CLI's examples.
import { createFileRoute } from '@tanstack/react-router';
import { ReferencePage } from '../../../features/api-reference/reference-page';

export const Route = createFileRoute('/_site/docs/api')({
  component: ReferencePage,
});
