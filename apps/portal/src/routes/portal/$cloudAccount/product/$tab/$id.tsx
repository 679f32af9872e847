import { createFileRoute, redirect } from '@tanstack/react-router';

/** A tab the product page does not have (`product/nothing/prd-orders-eu`): its general tab instead. */
export const Route = createFileRoute('/portal/$cloudAccount/product/$tab/$id')({
  staticData: { switchesTo: '/portal/$cloudAccount/products' },
  beforeLoad: ({ params: { cloudAccount, id } }) => {
    throw redirect({
      to: '/portal/$cloudAccount/product/general/$id',
      params: { cloudAccount, id },
      replace: true,
    });
  },
});
