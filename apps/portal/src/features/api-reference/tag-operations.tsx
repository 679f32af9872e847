import { useEffect } from 'react';
import { landOn } from './anchor';
import { useBaseUrl } from './base-url';
import type { Operation } from './model';
import { OperationArticle } from './operation';

/**
 * A tag's operations, loaded with their data (a chunk per tag). When the page was opened at one of them
 * in the browser (not from its HTML), it is scrolled to once it is there.
 */
export default function TagOperations({ operations }: { operations: Operation[] }) {
  const baseUrl = useBaseUrl();
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && operations.some((operation) => operation.operationId === id)) landOn(id);
  }, [operations]);
  return operations.map((operation) => (
    <OperationArticle key={operation.operationId} operation={operation} baseUrl={baseUrl} />
  ));
}
