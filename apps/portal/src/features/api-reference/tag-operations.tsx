import { useEffect } from 'react';
import { hashId, landOn } from './anchor';
import { useBaseUrl } from './base-url';
import type { Operation } from './model';
import { OperationArticle } from './operation';

/**
 * A tag's operations, loaded with their data (a chunk per tag). When the page was opened at one of them
 * in the browser (not from its HTML), it is scrolled to once it is there; a hash naming none of them
 * (or not decodable) leaves the page where it is.
 */
export default function TagOperations({ operations }: { operations: Operation[] }) {
  const baseUrl = useBaseUrl();
  useEffect(() => {
    const id = hashId(window.location.hash);
    if (id && operations.some((operation) => operation.operationId === id)) landOn(id);
  }, [operations]);
  return operations.map((operation) => (
    <OperationArticle key={operation.operationId} operation={operation} baseUrl={baseUrl} />
  ));
}
