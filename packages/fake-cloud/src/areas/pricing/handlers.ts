// The pricing operations: the price list answers the catalogue (core/catalogue.ts); prices are
// computed from each request in ./quote.ts.
import type { PricingCatalogue } from '@dbcloud/api-client';
import {
  CURRENCY,
  DATA_TRANSFER_GB_RATE_MILLICENTS,
  HOURS_PER_MONTH,
  PAYMENT_PERIODS,
  PROVIDERS,
  STORAGE_OFFERS,
  storageClass,
  TIERS,
} from '../../core/catalogue.js';
import { type Implementation, requireTenant } from '../../core/context.js';
import { accountDiscountsOf } from '../billing/index.js';
import { priceCalculation } from './quote.js';

export function pricingCatalogue(): PricingCatalogue {
  return {
    currency: CURRENCY,
    hoursPerMonth: HOURS_PER_MONTH,
    providers: PROVIDERS.map(({ cloudProvider, displayName, regions }) => ({
      provider: cloudProvider,
      displayName,
      regions: regions.map(({ region, displayName: name }) => ({ id: region, displayName: name })),
    })),
    tiers: TIERS.map(({ tier, description, nodeCount, instances }) => ({
      tier,
      description,
      nodeCount,
      instanceTypes: instances.map(({ priceName, vCpus, memoryGb, hourlyRateMillicents }) => ({
        name: priceName,
        vCPUs: vCpus,
        memoryGb,
        hourlyRateMillicents,
      })),
    })),
    storageTypes: STORAGE_OFFERS.map((offer) => {
      const limits = storageClass(offer.storageClass);
      return {
        name: offer.name,
        provider: offer.provider,
        displayName: offer.displayName,
        sizeGb: { min: limits.minSizeGb, max: limits.maxSizeGb },
        iops: { min: limits.minIops, max: limits.maxIops },
        throughput: { min: limits.minThroughput, max: limits.maxThroughput },
        includedIops: limits.includedIops,
        includedThroughput: limits.includedThroughput,
        gbMonthRateMillicents: offer.gbMonthRateMillicents,
        iopsMonthRateMillicents: offer.iopsMonthRateMillicents,
        throughputMonthRateMillicents: offer.throughputMonthRateMillicents,
      };
    }),
    dataTransferGbRateMillicents: DATA_TRANSFER_GB_RATE_MILLICENTS,
    paymentPeriods: PAYMENT_PERIODS.map(({ period, discountPercent, description }) => ({
      period,
      discountPercent,
      description,
    })),
  };
}

export const pricingImplementation = {
  getPricing({ response }) {
    return response(200).json(pricingCatalogue());
  },

  async calculatePrice({ request, response }) {
    return response(200).json(priceCalculation(await request.json()));
  },

  async calculateInternalPrice({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const discounts = accountDiscountsOf(ctx.world, tenant.domainName, ctx.now);
    return response(200).json(priceCalculation(await request.json(), discounts));
  },
} satisfies Partial<Implementation>;
