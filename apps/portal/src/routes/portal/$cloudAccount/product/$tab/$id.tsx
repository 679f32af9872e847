import { createFileRoute, redirect } from '@tanstack/react-router';

/** A tab the product page does not have (`product/nothing/prd-orders-eu`): its general tab instead. */
export const Route = createFileRoute('/portal/$cloudAccount/product/$tab/$id')({
  staticData: { area: 'products', record: true },
  beforeLoad: () => {
    throw redirect({
      from: '/portal/$cloudAccount/product/$tab/$id',
      to: '/portal/$cloudAccount/product/general/$id',
      params: true,
      replace: true,
    });
  },
});
