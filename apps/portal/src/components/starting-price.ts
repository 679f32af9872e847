import type { Money, PricingCatalogue, PricingInstanceType, Tier } from '@dbcloud/api-client';

export interface StartingPrice {
  /** The tier's cheapest instance type. */
  instance: PricingInstanceType;
  nodeCount: number;
  /** That instance on every node of the tier for a month (the catalogue's hours), pay as you go. */
  monthly: Money;
}

/**
 * What a tier costs at least: its cheapest instance on each of its nodes for a month of the catalogue's
 * hours, rounded half up to the cent as `POST pricing/calculate-price` rounds its compute line. Storage
 * and data transfer are not in it. Undefined when the catalogue has no such tier or no instance for it.
 */
export function startingPrice(catalogue: PricingCatalogue, tier: Tier): StartingPrice | undefined {
  const offer = catalogue.tiers.find((t) => t.tier === tier);
  const instance = offer?.instanceTypes.reduce<PricingInstanceType | undefined>(
    (cheapest, type) =>
      cheapest === undefined || type.hourlyRateMillicents < cheapest.hourlyRateMillicents ? type : cheapest,
    undefined,
  );
  if (!offer || !instance) return undefined;
  const millicents = instance.hourlyRateMillicents * offer.nodeCount * catalogue.hoursPerMonth;
  return {
    instance,
    nodeCount: offer.nodeCount,
    monthly: { amountCents: Math.floor((millicents + 500) / 1000), currency: catalogue.currency },
  };
}
