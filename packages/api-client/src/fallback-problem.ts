// The problem details of a failed answer that carried none (a proxy's page, an empty body): the status in
// words. Loaded with the first such failure (`fallbackProblem` in errors.ts), never in a first load.
import type { Problem } from './generated/types.js';

const TITLES: Record<number, string> = {
  400: 'Your request is not valid',
  401: 'You are not signed in',
  403: 'You don’t have access',
  404: 'Not found',
  409: 'Conflict',
  422: 'Not allowed',
  429: 'Too many attempts',
  500: 'Something went wrong on our side',
  502: 'The service is unavailable',
  503: 'The service is unavailable',
  504: 'The service did not answer in time',
};

/** Problem details for `status` in words (`about:blank`, RFC 9457's type for a bare status). */
export function problemOfStatus(status: number): Problem {
  return { type: 'about:blank', title: TITLES[status] ?? `Request failed with status ${status}`, status };
}
