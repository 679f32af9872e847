// The portal frame's command palette with the products it searches: the products list's own query
// (`productsQuery`, the same key and cache as the list), started when the palette opens. The frame's
// routes load this module the first time the palette opens (components/portal/palette-button.tsx).
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { can } from '../../app/access';
import { useRootContext } from '../../app/use-root-context';
import { CommandPalette, type PaletteProps } from '../../components/portal/command-palette';

/**
 * The list's query module, loaded beside the palette rather than before it: the route that imports
 * this module then names no chunk to preload with it (every portal page's first load).
 */
const listApi = import('./list/api');

export default function ProductsPalette(props: PaletteProps) {
  const { productsQuery } = use(listApi);
  const { api } = useRootContext();
  const allowed = props.account !== undefined && can(props.account, 'getProducts');
  const products = useQuery({
    ...productsQuery(api, props.account?.domainName ?? ''),
    enabled: allowed && props.open,
  });
  return <CommandPalette {...props} products={allowed ? products : undefined} />;
}
