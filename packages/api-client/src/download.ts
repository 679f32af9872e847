import { ApiError, fallbackProblem, isProblemDetails } from './errors.js';
import { defaultFileNameOf, operationOf } from './operation.js';

/** A downloaded file. */
export interface DownloadedFile {
  readonly blob: Blob;
  /** From Content-Disposition, else the operation's default name, else `download`. */
  readonly fileName: string;
}

/**
 * Reads the file name from a Content-Disposition header value: RFC 6266 / RFC 5987
 * (`filename*=UTF-8''…` wins over `filename=`). Path parts are stripped.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    if (plain) name = (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1])?.trim();
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

/**
 * Awaits a download call made with `parseAs: 'blob'` and returns the file with its name. Throws an
 * `ApiError` when the response is not ok.
 *
 * @example
 * const { blob, fileName } = await download(
 *   api.GET('/products/client-certificate/{domainName}/{productId}', {
 *     params: { path: { domainName: 'acme', productId: 'prd-orders-eu' } },
 *     parseAs: 'blob',
 *   }),
 * ); // fileName: 'certificates.zip' unless the server names another
 */
export async function download(
  call: Promise<{ data?: Blob; error?: unknown; response: Response }>,
  options: { defaultFileName?: string } = {},
): Promise<DownloadedFile> {
  const { data, error, response } = await call;
  const operation = await operationOf(response);
  if (!response.ok || !data) {
    const problem = isProblemDetails(error) ? error : await fallbackProblem(response.status);
    throw new ApiError({ status: response.status, problem, operation, response });
  }
  const fromOperation = await defaultFileNameOf(operation.operationId);
  const fileName =
    fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ??
    options.defaultFileName ??
    fromOperation ??
    'download';
  return { blob: data, fileName };
}
