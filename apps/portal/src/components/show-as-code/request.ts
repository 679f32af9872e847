// What "Show as code" is given by a form: the request its mutation sends, as data. Types only, so a form
// can name one without loading the snippet generator (it is loaded when the disclosure opens).
import type { OperationId } from '@dbcloud/api-client';

/** One call of the API: the operation, its path parameters and body, and the account it is made for. */
export interface ApiRequest {
  operationId: OperationId;
  /** The path's placeholders, by name (`{ domainName: 'acme', productId: 'prd-1' }`). */
  path?: Readonly<Record<string, string>>;
  /** The query's parameters, by name. */
  query?: Readonly<Record<string, string | number | boolean>>;
  /** The JSON body, exactly as the form's mutation sends it. */
  body?: unknown;
  /** The account the call is made for (`X-Tenant-ID` of a signed-in session). */
  tenant: string;
}
