// `dbcloud products scale`: an instance or tier change, or a storage change, planned by the SDK's recipe
// from the product and the account's offer (a size of another tier moves the product to that tier),
// sent as planned, or with `--dry-run` shown with the price now and after.
import { type ProductStorageType, sendPlanned, type Tier, unwrap } from '@dbcloud/api-client';
import { PRODUCT_STORAGE_TYPES, TIERS } from '@dbcloud/api-client/enums';
import { NOTHING_ASKED, PRODUCT_CHANGE_VOLUME_REQUEST_BOUNDS, planScale } from '@dbcloud/api-client/products';
import { Command, Option } from 'commander';
import { CLI_COMMANDS } from '../../command-table.js';
import { contextOf } from '../../context.js';
import { UsageError } from '../../errors.js';
import { examples, integer } from '../../options.js';
import { planText, priceWithBudget } from './plan-output.js';
import { storageText } from './read.js';

// The options' names are the command table's: the fields of change-product and change-volume.
const FLAG = { ...CLI_COMMANDS.changeProduct.flags, ...CLI_COMMANDS.changeVolume.flags };
const { sizeGb, iops, throughput } = PRODUCT_CHANGE_VOLUME_REQUEST_BOUNDS;

interface ScaleOptions {
  instance?: string;
  tier?: Tier;
  storageType?: ProductStorageType;
  storageSize?: number;
  iops?: number;
  throughput?: number;
  dryRun?: boolean;
}

/** The options of each kind of change, for the words of a refusal. */
const OPTIONS_WORDS = `--${FLAG.instanceType} or --${FLAG.tier}; or --${FLAG.type}, --${FLAG.sizeGb}, --${FLAG.iops}, --${FLAG.throughput}`;

export function scaleCommand(): Command {
  const scale = new Command('scale')
    .summary('Change a product’s instance, tier or storage (or --dry-run: show the request and price)')
    .description(
      'Change a product’s instance size or tier, or its storage (not both at once: each change runs for about 5 minutes). A size of another tier moves the product to that tier; a tier alone keeps the size when the tier has it, else takes its smallest. Storage values not given stay as they are.',
    )
    .argument('<productId>', 'the product, e.g. prd-reports-eu')
    .option(`--${FLAG.instanceType} <type>`, 'the new instance size (`dbcloud products sizes` lists them)')
    .addOption(new Option(`--${FLAG.tier} <tier>`, 'the new tier').choices(TIERS))
    .addOption(new Option(`--${FLAG.type} <type>`, 'the new storage class').choices(PRODUCT_STORAGE_TYPES))
    .option(
      `--${FLAG.sizeGb} <gib>`,
      'the new volume size per node in GiB (storage never shrinks)',
      integer(sizeGb.min, sizeGb.max),
    )
    .option(`--${FLAG.iops} <iops>`, 'the new provisioned IOPS', integer(iops.min, iops.max))
    .option(
      `--${FLAG.throughput} <mbps>`,
      'the new provisioned MB/s',
      integer(throughput.min, throughput.max),
    )
    .option('--dry-run', 'send nothing: show the request it would send and the price now and after')
    .action(async (productId: string, options: ScaleOptions, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      const [product, context] = await Promise.all([
        unwrap(
          api.GET('/products/get/{domainName}/{productId}', { params: { path: { domainName, productId } } }),
        ),
        unwrap(api.GET('/products/create/context/{domainName}', { params: { path: { domainName } } })),
      ]);
      const planned = planScale(
        { domainName, product, context },
        {
          tier: options.tier,
          instanceType: options.instance,
          storage: {
            type: options.storageType,
            sizeGb: options.storageSize,
            iops: options.iops,
            throughput: options.throughput,
          },
        },
      );
      if (!planned.ok) {
        const asked = planned.problems[0] === NOTHING_ASKED ? `\nThe options: ${OPTIONS_WORDS}.` : '';
        throw new UsageError(`${planned.problems.join('\n')}${asked}`);
      }
      if (options.dryRun) {
        answer(await priceWithBudget(api, domainName, planned.plan), planText);
        return;
      }
      let changed: unknown;
      for (const request of planned.plan.requests) changed = await sendPlanned(api, request);
      answer(changed as typeof product, (after) =>
        [
          `${after.productId} is ${after.status}: ${after.tier} ${after.instanceType}, storage ${storageText(after)}.`,
          ...planned.plan.notes,
          after.status === 'scaling' ? 'The change takes about 5 minutes.' : '',
        ]
          .filter(Boolean)
          .join('\n'),
      );
    });
  return examples(
    scale,
    'dbcloud products scale prd-reports-eu --instance D20 --dry-run',
    'dbcloud products scale prd-reports-eu --storage-size 100 --storage-type premium',
  );
}
