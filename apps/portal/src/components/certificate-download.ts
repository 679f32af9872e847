// The product's client certificate, saved under the server's file name (GET products/client-certificate),
// for the products list's quick action and the product's security tab. It lives here, not in a feature,
// so that neither feature imports the other (apps/portal/README.md).
import { unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast } from '../app/mutations';
import { toast } from '../app/notify';
import { useRootContext } from '../app/use-root-context';

/** Saves a blob under its name (a temporary link; the URL is revoked once the browser has it). */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The file name Content-Disposition gives (`filename*=UTF-8''…` or `filename="…"`, path parts dropped),
 * else `certificates.zip`. Not the api-client's `download` or its parser: the client is one module, and
 * using either puts them (and its operations table) in the chunk every page loads first.
 */
export function certificateFileName(header: string | null): string {
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '')?.[1];
  let name = named;
  try {
    name = named && decodeURIComponent(named);
  } catch {
    name = named;
  }
  return name?.split(/[\\/]/).pop()?.trim() || 'certificates.zip';
}

/**
 * Downloads a product's client certificate: the file name from Content-Disposition, else
 * `certificates.zip`; a toast names the file, or says why there is none.
 */
export function useDownloadCertificate() {
  const { api } = useRootContext();
  return useMutation({
    mutationFn: async ({ domainName, productId }: { domainName: string; productId: string }) => {
      const result = await api.GET('/products/client-certificate/{domainName}/{productId}', {
        params: { path: { domainName, productId } },
        parseAs: 'blob',
      });
      const blob = await unwrap(Promise.resolve(result));
      const fileName = certificateFileName(result.response.headers.get('Content-Disposition'));
      save(blob, fileName);
      return fileName;
    },
    onSuccess: (fileName) => toast('success', `Downloaded ${fileName}`),
    onError: errorToast('The certificate was not downloaded'),
  });
}
