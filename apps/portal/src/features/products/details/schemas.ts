import {
  PRODUCT_AUTOSCALING_CONFIGURE_REQUEST_BOUNDS,
  PRODUCT_POWER_BI_CONFIGURE_REQUEST_BOUNDS,
} from '@dbcloud/api-client/bounds';
import { PRODUCT_OPEN_TELEMETRY_CONFIGURE_REQUEST_PROTOCOLS } from '@dbcloud/api-client/enums';
import * as v from 'valibot';
import { isSingleLine, SINGLE_LINE_MESSAGE, singleLine } from '../../../components/forms/schemas';
import { cidrProblem } from '../cidr';

/** An absolute https:// address. */
export const isHttps = (text: string): boolean => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

/** A whole number from `min` to `max`, as typed. */
export const wholeIn = (text: string, min: number, max: number): boolean => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
};

// ---- Features ----

// The contract's bounds (generated from it).
const { refreshMinutes } = PRODUCT_POWER_BI_CONFIGURE_REQUEST_BOUNDS;
const { cpuThresholdPercent, storageMaxSizeGb } = PRODUCT_AUTOSCALING_CONFIGURE_REQUEST_BOUNDS;

export const powerBiSchema = v.object({
  gatewayUrl: v.pipe(v.string(), v.trim(), v.check(isHttps, 'Enter the gateway’s https:// address.')),
  refreshMinutes: v.pipe(
    v.string(),
    v.check(
      (text) => wholeIn(text, refreshMinutes.min, refreshMinutes.max),
      `Refresh every ${refreshMinutes.min} to ${refreshMinutes.max} minutes.`,
    ),
    v.transform(Number),
  ),
  /** Optional: empty sends none. */
  datasetName: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(100, 'Use at most 100 characters.'),
    singleLine(),
    v.transform((name) => name || undefined),
  ),
});

export type PowerBiInput = v.InferInput<typeof powerBiSchema>;
export type PowerBiValues = v.InferOutput<typeof powerBiSchema>;

/** The largest size a storage cap may have (GiB): the contract's. */
export const MAX_STORAGE_CAP_GB = storageMaxSizeGb.max;

/**
 * Autoscaling between two of the tier's sizes (`sizes`, smallest first), at a CPU threshold; storage
 * that grows by itself up to an optional cap no smaller than today's `currentGb`. The cap is checked
 * and sent only while storage may grow.
 */
export function autoscalingSchema(sizes: readonly string[], currentGb: number) {
  return v.pipe(
    v.object({
      minInstanceType: v.string(),
      maxInstanceType: v.string(),
      cpuThresholdPercent: v.pipe(
        v.string(),
        v.check(
          (text) => wholeIn(text, cpuThresholdPercent.min, cpuThresholdPercent.max),
          `Scale up at ${cpuThresholdPercent.min} to ${cpuThresholdPercent.max}% CPU.`,
        ),
        v.transform(Number),
      ),
      storageAutoExtend: v.boolean(),
      storageMaxSizeGb: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['minInstanceType'], ['maxInstanceType']],
        (input) => sizes.indexOf(input.maxInstanceType) >= sizes.indexOf(input.minInstanceType),
        (issue) =>
          `The largest size is at least ${(issue.input as { minInstanceType: string }).minInstanceType}.`,
      ),
      ['maxInstanceType'],
    ),
    v.forward(
      v.partialCheck(
        [['storageAutoExtend'], ['storageMaxSizeGb']],
        (input) =>
          !input.storageAutoExtend ||
          input.storageMaxSizeGb.trim() === '' ||
          wholeIn(input.storageMaxSizeGb, currentGb, MAX_STORAGE_CAP_GB),
        `Between the current ${currentGb} GiB and ${MAX_STORAGE_CAP_GB} GiB, or empty for no cap.`,
      ),
      ['storageMaxSizeGb'],
    ),
    v.transform(({ storageMaxSizeGb, ...values }) => ({
      ...values,
      ...(values.storageAutoExtend && storageMaxSizeGb.trim() !== ''
        ? { storageMaxSizeGb: Number(storageMaxSizeGb) }
        : {}),
    })),
  );
}

export type AutoscalingInput = v.InferInput<ReturnType<typeof autoscalingSchema>>;
export type AutoscalingValues = v.InferOutput<ReturnType<typeof autoscalingSchema>>;

/** At most this many exported headers. */
export const MAX_HEADERS = 20;

/** What is wrong with headers as typed (one `Name: value` a line, blank lines skipped), if anything. */
export function headersProblem(text: string): string | undefined {
  let count = 0;
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!/^[A-Za-z0-9-]{1,64}$/.test(name))
      return `“${line.trim()}” is not “Name: value” (letters, digits, hyphens).`;
    if (!isSingleLine(line)) return `The header ${name}: ${SINGLE_LINE_MESSAGE}`;
    if (!names.has(name)) count += 1;
    names.add(name);
  }
  return count > MAX_HEADERS ? `At most ${MAX_HEADERS} headers.` : undefined;
}

/** Headers as typed, one `Name: value` a line (a name typed twice keeps its last value). */
export function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (line.trim() === '' || colon <= 0) continue;
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export const openTelemetrySchema = v.object({
  endpoint: v.pipe(v.string(), v.trim(), v.check(isHttps, 'Enter the collector’s https:// address.')),
  protocol: v.picklist(PRODUCT_OPEN_TELEMETRY_CONFIGURE_REQUEST_PROTOCOLS),
  headers: v.pipe(
    v.string(),
    v.check(
      (text) => headersProblem(text) === undefined,
      (issue) => headersProblem(issue.input) ?? '',
    ),
    v.transform(parseHeaders),
  ),
});

export type OpenTelemetryInput = v.InferInput<typeof openTelemetrySchema>;
export type OpenTelemetryValues = v.InferOutput<typeof openTelemetrySchema>;

// ---- General ----

/** One of the tier's instance sizes. */
export const instanceSchema = (sizes: readonly string[]) =>
  v.object({ instanceType: v.picklist(sizes, 'Choose one of the tier’s sizes.') });

export type InstanceInput = v.InferInput<ReturnType<typeof instanceSchema>>;

// ---- Nodes ----

/** The region of a new additional node (one of the provider's, from a list). */
export const addNodeSchema = v.object({ region: v.string() });

export type AddNodeInput = v.InferInput<typeof addNodeSchema>;

// ---- IP editors ----

/**
 * One address range to add to a list already holding `count` of at most `limit`: checked here first
 * (`cidrProblem`), then by `products/validate-cidr`, which has the last word.
 */
export const ipRangeSchema = (count: number, limit: number) =>
  v.object({
    cidr: v.pipe(
      v.string(),
      v.check(
        (text) => cidrProblem(text) === undefined,
        (issue) => cidrProblem(issue.input) ?? '',
      ),
      v.check(() => count < limit, `At most ${limit} ranges: remove one first.`),
      v.trim(),
    ),
  });

export type IpRangeInput = v.InferInput<ReturnType<typeof ipRangeSchema>>;
