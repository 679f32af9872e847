import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

type SearchChange = Record<string, string | undefined>;

/**
 * A tab's choices in the address: the search as parsed (unchecked: the tab checks its keys,
 * health-search.ts) and a setter that changes some keys (undefined removes one) and keeps the others,
 * adding a history entry so Back returns to the previous choice.
 */
export function useTabSearch(): [Record<string, unknown>, (change: SearchChange) => void] {
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const setSearch = useCallback(
    (change: SearchChange) =>
      void navigate({ to: '.', search: (previous) => ({ ...previous, ...change }), resetScroll: false }),
    [navigate],
  );
  return [search, setSearch];
}
