// The product recipes (`@dbcloud/api-client/products`) on the contract's own examples: a new product's
// defaults, scale plans (a tier change among them), plans refused in words, and the storage bounds at
// their edges, read from the generated constants.
import { describe, expect, it } from 'vitest';
import { PRODUCT_CHANGE_VOLUME_REQUEST_BOUNDS, PRODUCT_STORAGE_BOUNDS } from '../src/bounds.js';
import type { Product, ProductCreateContext, ProductPaymentContext } from '../src/index.js';
import { examples } from '../src/msw.js';
import {
  createDefaults,
  DEFAULT_STORAGE_SIZE_GIB,
  instanceLadder,
  newProductLadder,
  nodeChangePriceRequest,
  offeredRungs,
  type Plan,
  type Planned,
  planBinding,
  planCreate,
  planDifferences,
  planScale,
  productLadder,
  STORAGE_BOUNDS,
  storageProblems,
  withPrice,
} from '../src/products/index.js';

const CONTEXT = examples.getProductCreateContext.success.example as ProductCreateContext;
/** The contract's example product: prd-reports-eu, Development D10, running. */
const REPORTS = examples.changeVolume.success.example as Product;
const running: Product = {
  ...REPORTS,
  status: 'running',
  instanceType: 'D10',
  storage: { type: 'standard', sizeGb: 50, iops: 3000, throughput: 125 },
};
const at = (product: Product = running, context: ProductCreateContext = CONTEXT) => ({
  domainName: 'acme',
  product,
  context,
});

function plan(result: Planned<Plan>): Plan {
  if (!result.ok) throw new Error(`refused: ${result.problems.join(' ')}`);
  return result.plan;
}
function problems(result: Planned<Plan>): readonly string[] {
  if (result.ok) throw new Error(`planned: ${JSON.stringify(result.plan.requests)}`);
  return result.problems;
}

describe('a new product’s defaults', () => {
  it('start at Development’s smallest size, the first provider and region, and the first storage type at 32 GiB with its defaults', () => {
    const [standard] = CONTEXT.storageTypes;
    expect(createDefaults(CONTEXT)).toEqual({
      tier: 'Development',
      cloudProvider: CONTEXT.providers[0]?.cloudProvider,
      region: CONTEXT.providers[0]?.regions[0]?.region,
      instanceType: CONTEXT.tiers[1]?.instanceTypes[0]?.instanceType,
      storage: {
        type: standard?.type,
        sizeGb: DEFAULT_STORAGE_SIZE_GIB,
        iops: standard?.defaultIops,
        throughput: standard?.defaultThroughput,
      },
      releaseChannel: CONTEXT.defaultReleaseChannel,
      allowedIps: [CONTEXT.defaultAllowedIp],
    });
  });

  it('follow the choices they depend on: a tier’s smallest size, a provider’s first region, a type’s own defaults and sizes', () => {
    const ultra = CONTEXT.storageTypes.find((option) => option.type === 'ultra');
    const defaults = createDefaults(CONTEXT, {
      tier: 'Production',
      cloudProvider: 'Gcp',
      storage: { type: 'ultra' },
    });
    expect(defaults).toMatchObject({
      instanceType: CONTEXT.tiers[2]?.instanceTypes[0]?.instanceType,
      region: CONTEXT.providers[2]?.regions[0]?.region,
      // 32 GiB is below ultra's smallest: it starts there.
      storage: { type: 'ultra', sizeGb: ultra?.minSizeGb, iops: ultra?.defaultIops },
    });
  });

  it('take the first tier the account can order when Development is not offered', () => {
    const context = {
      ...CONTEXT,
      tiers: CONTEXT.tiers.map((tier) =>
        tier.tier === 'Development' ? { ...tier, available: false, requiresBillingContact: false } : tier,
      ),
    };
    expect(createDefaults(context).tier).toBe('Production');
  });

  it('plan the create request, priced as the wizard prices it, and say which values are defaults', () => {
    const created = plan(planCreate(CONTEXT, 'acme', { name: 'Search (EU)', subdomainName: 'search' }));
    expect(created.requests).toEqual([
      {
        operationId: 'createProduct',
        path: {},
        body: {
          domainName: 'acme',
          name: 'Search (EU)',
          subdomainName: 'search',
          ...createDefaults(CONTEXT),
        },
      },
    ]);
    const { tier, cloudProvider, region, instanceType, storage } = createDefaults(CONTEXT);
    expect(created.priceRequest).toEqual({ tier, cloudProvider, region, instanceType, storage });
    expect(created.notes.at(-1)).toMatch(/^Defaults from the account's offer: tier, cloudProvider, region/);
  });

  it('refuse in words what the account is not offered', () => {
    const refused = problems(
      planCreate(CONTEXT, 'acme', {
        name: 'x',
        subdomainName: 'xyz',
        tier: 'Development',
        instanceType: 'P30',
        cloudProvider: 'Aws',
        region: 'europe-west1',
      }),
    );
    expect(refused).toEqual([
      expect.stringMatching(/^P30 is not a size of the Development tier: its sizes are D10, D20/),
      expect.stringMatching(/^europe-west1 is not a region of Aws: its regions are eu-west-1, /),
    ]);
    const free = problems(planCreate(CONTEXT, 'acme', { name: 'x', subdomainName: 'xyz', tier: 'Free' }));
    expect(free).toEqual([
      'The account cannot order the Free tier now: acme already has its free product (Sandbox).',
    ]);
  });
});

describe('scale plans', () => {
  it('change the instance within the tier with one changeProduct naming only the size, priced as the product after', () => {
    const scaled = plan(planScale(at(), { instanceType: 'D20' }));
    expect(scaled).toMatchObject({
      action: 'change the instance',
      requests: [
        {
          operationId: 'changeProduct',
          path: { domainName: 'acme' },
          body: { productId: running.productId, instanceType: 'D20' },
        },
      ],
      priceRequest: {
        productId: running.productId,
        tier: 'Development',
        instanceType: 'D20',
        storage: running.storage,
      },
    });
    expect(scaled.tierChange).toBeUndefined();
  });

  it('move the product to the tier of a size its tier lacks: one request naming the tier and the size', () => {
    const scaled = plan(planScale(at(), { instanceType: 'P30' }));
    expect(scaled.requests).toEqual([
      {
        operationId: 'changeProduct',
        path: { domainName: 'acme' },
        body: { productId: running.productId, tier: 'Production', instanceType: 'P30' },
      },
    ]);
    expect(scaled.tierChange).toEqual({ from: 'Development', to: 'Production' });
    expect(scaled.notes).toContain(
      'The product moves from the Development tier to the Production tier (2 more core nodes).',
    );
  });

  it('take a new tier’s smallest size when only the tier is asked and the size is not one of it', () => {
    const scaled = plan(planScale(at(), { tier: 'Production' }));
    expect(scaled.requests[0]?.body).toEqual({
      productId: running.productId,
      tier: 'Production',
      instanceType: 'P20',
    });
    expect(scaled.notes[0]).toMatch(/^P20 is the Production tier's smallest size/);
  });

  it('change the storage with every value named, those not asked as they are', () => {
    const scaled = plan(planScale(at(), { storage: { sizeGb: 100 } }));
    expect(scaled.requests).toEqual([
      {
        operationId: 'changeVolume',
        path: { domainName: 'acme' },
        body: { productId: running.productId, ...running.storage, sizeGb: 100 },
      },
    ]);
  });

  it('move the IOPS and throughput into a new type’s limits, and say so', () => {
    const scaled = plan(planScale(at(), { storage: { type: 'ultra' } }));
    const ultra = CONTEXT.storageTypes.find((option) => option.type === 'ultra');
    expect(scaled.requests[0]?.body).toMatchObject({
      type: 'ultra',
      sizeGb: ultra?.minSizeGb,
      iops: ultra?.defaultIops,
      throughput: ultra?.defaultThroughput,
    });
    expect(scaled.notes).toHaveLength(3);
  });

  it('are refused in words when they cannot be made', () => {
    expect(problems(planScale(at(), { instanceType: 'D20', storage: { sizeGb: 100 } }))[0]).toMatch(
      /^Change the instance \(or tier\) and the storage one after the other/,
    );
    expect(problems(planScale(at(), {}))[0]).toMatch(/^Say what to change/);
    expect(problems(planScale(at({ ...running, status: 'scaling' }), { instanceType: 'D20' }))).toEqual([
      `${running.productId} is scaling: it can change once it is running again.`,
    ]);
    expect(problems(planScale(at(), { tier: 'Free' }))[0]).toMatch(
      /^A product cannot move to or from the Free tier/,
    );
    expect(problems(planScale(at(), { instanceType: 'X9' }))[0]).toBe(
      'X9 is not an instance size the account is offered: the sizes are F1 (Free); D10, D20 (Development); P20, P30, P40, P50 (Production).',
    );
    expect(problems(planScale(at(), { instanceType: 'D10' }))[0]).toMatch(
      /is already Development D10: nothing to change/,
    );
    expect(problems(planScale(at(), { storage: { sizeGb: 40 } }))).toEqual([
      'Storage never shrinks: the size is at least the current 50 GiB.',
    ]);
    const production: Product = {
      ...running,
      tier: 'Production',
      instanceType: 'P20',
      nodes: [
        ...running.nodes,
        { ...(running.nodes[0] as Product['nodes'][number]), nodeTag: 'D', isAdditional: true },
      ],
    };
    expect(problems(planScale(at(production), { tier: 'Development' }))[0]).toMatch(
      /has additional nodes \(D\): remove them before it leaves the Production tier/,
    );
    const noContact = { ...CONTEXT, hasBillingContact: false };
    expect(problems(planScale(at(running, noContact), { instanceType: 'P20' }))[0]).toMatch(
      /needs a billing contact/,
    );
    expect(
      problems(planScale(at({ ...running, tier: 'Free', instanceType: 'F1' }), { storage: { sizeGb: 10 } })),
    ).toEqual(['Free products have a fixed storage size.']);
  });
});

describe('storage bounds, from the generated constants', () => {
  it('are the contract’s ProductStorage and change-volume bounds', () => {
    expect(STORAGE_BOUNDS).toBe(PRODUCT_STORAGE_BOUNDS);
    expect(PRODUCT_CHANGE_VOLUME_REQUEST_BOUNDS).toEqual(PRODUCT_STORAGE_BOUNDS);
  });

  it('accept each edge and refuse one past it, in words', () => {
    const { sizeGb, iops, throughput } = PRODUCT_STORAGE_BOUNDS;
    const wide = { sizeGb, iops, throughput };
    expect(storageProblems({ sizeGb: sizeGb.min, iops: iops.min, throughput: throughput.min }, wide)).toEqual(
      [],
    );
    expect(storageProblems({ sizeGb: sizeGb.max, iops: iops.max, throughput: throughput.max }, wide)).toEqual(
      [],
    );
    const below = storageProblems(
      { sizeGb: sizeGb.min - 1, iops: iops.min - 1, throughput: throughput.min - 1 },
      wide,
    );
    const above = storageProblems(
      { sizeGb: sizeGb.max + 1, iops: iops.max + 1, throughput: throughput.max + 1 },
      wide,
    );
    const words = (bounds: { min: number; max: number }, unit: string) =>
      `between ${bounds.min.toLocaleString('en-US')} and ${bounds.max.toLocaleString('en-US')} ${unit}`;
    for (const found of [below, above]) {
      expect(found).toHaveLength(3);
      expect(found[0]).toContain(words(sizeGb, 'GiB'));
      expect(found[1]).toContain(words(iops, 'IOPS'));
      expect(found[2]).toContain(words(throughput, 'MB/s'));
    }
  });

  it('bound a type’s limits too: never past the contract’s, even when a type claims more', () => {
    const claims = {
      sizeGb: { min: 1, max: PRODUCT_STORAGE_BOUNDS.sizeGb.max * 2 },
      iops: PRODUCT_STORAGE_BOUNDS.iops,
      throughput: PRODUCT_STORAGE_BOUNDS.throughput,
    };
    const over = {
      sizeGb: PRODUCT_STORAGE_BOUNDS.sizeGb.max + 1,
      iops: PRODUCT_STORAGE_BOUNDS.iops.min,
      throughput: PRODUCT_STORAGE_BOUNDS.throughput.min,
    };
    expect(storageProblems(over, claims)).toHaveLength(1);
    expect(storageProblems({ ...over, sizeGb: PRODUCT_STORAGE_BOUNDS.sizeGb.min - 1 }, claims)).toHaveLength(
      1,
    );
  });

  it('refuse a storage change one past its type’s edge', () => {
    const standard = CONTEXT.storageTypes[0];
    if (!standard) throw new Error('no storage type');
    expect(plan(planScale(at(), { storage: { iops: standard.maxIops } })).requests).toHaveLength(1);
    expect(problems(planScale(at(), { storage: { iops: standard.maxIops + 1 } }))).toEqual([
      `IOPS is between ${standard.minIops.toLocaleString('en-US')} and ${standard.maxIops.toLocaleString('en-US')} IOPS for standard storage (not ${(standard.maxIops + 1).toLocaleString('en-US')}).`,
    ]);
  });
});

describe('the instance ladder', () => {
  it('is every tier’s sizes, smallest first, from the create context', () => {
    const ladder = instanceLadder(CONTEXT);
    expect(ladder.map((rung) => rung.instanceType)).toEqual(
      CONTEXT.tiers.flatMap((tier) => tier.instanceTypes.map((size) => size.instanceType)),
    );
    expect(instanceLadder(CONTEXT, 'Development').every((rung) => rung.tier === 'Development')).toBe(true);
  });

  it('prices each rung a product can reach: its own tier, or every paid tier', () => {
    const own = productLadder(running, CONTEXT);
    expect(own.map((rung) => [rung.instanceType, rung.current])).toEqual([
      ['D10', true],
      ['D20', false],
    ]);
    expect(own[1]?.priceRequest).toMatchObject({
      productId: running.productId,
      tier: 'Development',
      instanceType: 'D20',
    });
    expect(productLadder(running, CONTEXT, { allTiers: true }).map((rung) => rung.tier)).not.toContain(
      'Free',
    );
  });

  it('prices a product with one more additional node, or one fewer (never below none)', () => {
    const node = running.nodes[0] as Product['nodes'][number];
    const production: Product = {
      ...running,
      tier: 'Production',
      instanceType: 'P20',
      nodes: [...running.nodes, { ...node, nodeTag: 'D', isAdditional: true }],
    };
    expect(nodeChangePriceRequest(production, 1)).toEqual({
      productId: production.productId,
      tier: 'Production',
      cloudProvider: production.cloudProvider,
      region: production.region,
      instanceType: 'P20',
      storage: production.storage,
      additionalNodes: 2,
    });
    expect(nodeChangePriceRequest(production, -1).additionalNodes).toBe(0);
    expect(nodeChangePriceRequest(running, -1).additionalNodes).toBe(0);
  });

  it('offers a new product Free only while the account has a free product left; a product every paid tier', () => {
    const tiers = (context: ProductCreateContext) => new Set(offeredRungs(context).map((rung) => rung.tier));
    expect(tiers({ ...CONTEXT, freeProductsLeft: 1 }).has('Free')).toBe(true);
    expect(tiers({ ...CONTEXT, freeProductsLeft: 0 }).has('Free')).toBe(false);
    expect(
      offeredRungs(CONTEXT).every((rung) => !rung.current && rung.priceRequest.productId === undefined),
    ).toBe(true);
    const moves = offeredRungs(CONTEXT, running);
    expect(moves).toEqual(productLadder(running, CONTEXT, { allTiers: true }));
    expect(moves.filter((rung) => rung.current).map((rung) => rung.instanceType)).toEqual([
      running.instanceType,
    ]);
  });
});

describe('plans compared', () => {
  const price: ProductPaymentContext = {
    currency: 'USD',
    currentHourlyRateMillicents: 9000,
    newHourlyRateMillicents: 16000,
    currentMonthlyEstimateCents: 6570,
    newMonthlyEstimateCents: 11680,
    billingContactRequired: false,
    cardRequired: false,
  };

  it('bind to their requests and price, and say in words what differs', () => {
    const before = withPrice(plan(planScale(at(), { storage: { sizeGb: 100 } })), price);
    const same = withPrice(plan(planScale(at(), { storage: { sizeGb: 100 } })), { ...price });
    expect(planBinding(same)).toBe(planBinding(before));
    expect(planDifferences(before, same)).toEqual([]);
    const grown = { ...running, storage: { ...running.storage, iops: 4000 } };
    const after = withPrice(plan(planScale(at(grown), { storage: { sizeGb: 100 } })), {
      ...price,
      newMonthlyEstimateCents: 12345,
    });
    expect(planBinding(after)).not.toBe(planBinding(before));
    expect(planDifferences(before, after)).toEqual([
      'The request (changeVolume) body.iops is now 4000 (it was 3000).',
      'The monthly price after the change is now USD 123.45 (it was USD 116.80).',
    ]);
  });
});

describe('the ladder a new product starts on', () => {
  it('offers Free only while the account may still have a free product', () => {
    const tiers = (freeProductsLeft: number) =>
      new Set(newProductLadder({ ...CONTEXT, freeProductsLeft }).map((rung) => rung.tier));
    expect(tiers(1).has('Free')).toBe(true);
    expect(tiers(0).has('Free')).toBe(false);
    expect(tiers(0).size).toBe(tiers(1).size - 1);
  });
});
