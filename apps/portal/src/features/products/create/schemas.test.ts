import type { ProductCreateContext } from '@dbcloud/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '../../../components/forms/schemas';
import { customizeSchema, planSchema, subdomainName, type WizardValues, wizardSchema } from './schemas';
import { initialValues, toCreateRequest } from './wizard';

const context: ProductCreateContext = {
  tiers: [
    {
      tier: 'Free',
      available: false,
      unavailableReason: 'acme already has its free product.',
      requiresBillingContact: false,
      nodeCount: 1,
      maxAdditionalNodes: 0,
      instanceTypes: [{ instanceType: 'F1', vCpus: 1, memoryGb: 1 }],
    },
    {
      tier: 'Development',
      available: false,
      requiresBillingContact: true,
      nodeCount: 1,
      maxAdditionalNodes: 0,
      instanceTypes: [
        { instanceType: 'D10', vCpus: 2, memoryGb: 4 },
        { instanceType: 'D20', vCpus: 2, memoryGb: 8 },
      ],
    },
  ],
  providers: [
    { cloudProvider: 'Aws', displayName: 'AWS', regions: [{ region: 'eu-west-1', displayName: 'Ireland' }] },
    {
      cloudProvider: 'Gcp',
      displayName: 'Google Cloud',
      regions: [{ region: 'europe-west1', displayName: 'Belgium' }],
    },
  ],
  storageTypes: [
    {
      type: 'standard',
      minSizeGb: 5,
      maxSizeGb: 16384,
      minIops: 3000,
      maxIops: 16000,
      defaultIops: 3000,
      minThroughput: 125,
      maxThroughput: 1000,
      defaultThroughput: 125,
    },
    {
      type: 'premium',
      minSizeGb: 32,
      maxSizeGb: 16384,
      minIops: 3000,
      maxIops: 64000,
      defaultIops: 6000,
      minThroughput: 125,
      maxThroughput: 1200,
      defaultThroughput: 250,
    },
  ],
  releaseChannels: ['stable', 'preview'],
  defaultReleaseChannel: 'stable',
  hasBillingContact: false,
  defaultAllowedIp: '198.51.100.23/32',
  freeProductsLeft: 0,
} as ProductCreateContext;

const filled: WizardValues = {
  ...initialValues(context),
  name: ' Search ',
  subdomainName: ' Search ',
  allowedIps: '198.51.100.23/32\n\n203.0.113.0/24\n',
};

/** The message each field gets, first issue first, as the wizard shows it. */
function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of v.safeParse(schema, input).issues ?? []) {
    errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return errors;
}

describe('the create wizard', () => {
  it('starts on a tier the account can order (paid ones add a billing contact), 32 GiB at least', () => {
    expect(initialValues(context)).toMatchObject({
      tier: 'Development',
      region: 'eu-west-1',
      instanceType: 'D10',
      storageType: 'standard',
      sizeGb: '32',
      allowedIps: '198.51.100.23/32',
    });
    expect(fieldErrors(planSchema(context, filled), filled)).toEqual({});
  });

  it('sends numbers, the throughput floored, the trimmed name, the subdomain lowercase and one range a line', () => {
    const values = {
      ...filled,
      storageType: 'premium',
      sizeGb: '100',
      iops: '6000',
      throughput: '250.9',
    } as const;
    expect(toCreateRequest(context, 'acme', v.parse(wizardSchema(context, values), values))).toEqual({
      tier: 'Development',
      domainName: 'acme',
      subdomainName: 'search',
      name: 'Search',
      cloudProvider: 'Aws',
      region: 'eu-west-1',
      instanceType: 'D10',
      storage: { type: 'premium', sizeGb: 100, iops: 6000, throughput: 250 },
      releaseChannel: 'stable',
      allowedIps: ['198.51.100.23/32', '203.0.113.0/24'],
    });
  });

  it('checks the plan against what the context offers with the other choices', () => {
    // A region of another provider, a size of another tier, a tier the account cannot order.
    const plan = { ...filled, tier: 'Free', region: 'europe-west1', instanceType: 'P30' } as const;
    expect(fieldErrors(planSchema(context, plan), plan)).toEqual({
      tier: 'Choose a tier you can order.',
      region: 'Choose a region.',
      instanceType: 'Choose an instance size.',
    });
  });

  it('checks the storage with the storage rule, in GiB, within the chosen type’s limits', () => {
    // 10 GiB is enough for standard storage, not for premium.
    const standard = { ...filled, sizeGb: '10' };
    expect(fieldErrors(planSchema(context, standard), standard)).toEqual({});
    const premium = { ...standard, storageType: 'premium' } as const;
    expect(fieldErrors(planSchema(context, premium), premium)).toEqual({
      sizeGb: 'Between 32 and 16,384 GiB.',
    });
    const odd = { ...filled, sizeGb: '32.5', iops: '', throughput: '90' };
    expect(fieldErrors(planSchema(context, odd), odd)).toEqual({
      sizeGb: 'Enter a whole number of GiB.',
      iops: 'Enter a whole number of IOPS.',
      throughput: 'Between 125 and 1,000 MB/s.',
    });
  });

  it('asks for a one-line name of at most 64 characters and ranges that look right', () => {
    const schema = customizeSchema(context);
    expect(fieldErrors(schema, { ...filled, name: '  ', allowedIps: ' ' })).toEqual({
      name: 'Give the product a name.',
      allowedIps: 'Add at least one address range, such as your own address.',
    });
    expect(fieldErrors(schema, { ...filled, name: 'x'.repeat(65) }).name).toBe('At most 64 characters.');
    expect(fieldErrors(schema, { ...filled, name: 'Orders\tEU' }).name).toBe(SINGLE_LINE_MESSAGE);
    expect(fieldErrors(schema, { ...filled, allowedIps: '10.0.0.0/8\n10.0.0.300' }).allowedIps).toBe(
      '10.0.0.300 is not an IPv4 or IPv6 address.',
    );
  });

  it('takes a subdomain by the account domain name’s rule, 3 to 30 characters', () => {
    expect(v.parse(subdomainName, ' Orders-EU ')).toBe('orders-eu');
    for (const [name, message] of [
      ['', 'Choose a subdomain.'],
      ['ab', 'Use at least 3 characters.'],
      ['a'.repeat(31), 'Use at most 30 characters.'],
      [
        '1orders',
        'Use lowercase letters, digits and hyphens; start with a letter, end with a letter or digit.',
      ],
      [
        'orders-',
        'Use lowercase letters, digits and hyphens; start with a letter, end with a letter or digit.',
      ],
    ]) {
      expect(fieldErrors(customizeSchema(context), { ...filled, subdomainName: name })).toEqual({
        subdomainName: message,
      });
    }
  });
});
