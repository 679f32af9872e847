import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '../../../components/forms/schemas';
import {
  addNodeSchema,
  autoscalingSchema,
  headersProblem,
  instanceSchema,
  ipRangeSchema,
  openTelemetrySchema,
  parseHeaders,
  powerBiSchema,
} from './schemas';

/** The message each field gets, first issue first, as the form shows it. */
function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}

describe('the Power BI settings', () => {
  const valid = { gatewayUrl: ' https://gw.acme.example ', refreshMinutes: '60', datasetName: '  ' };

  it('sends the trimmed gateway, the minutes as a number and no empty dataset name', () => {
    expect(v.parse(powerBiSchema, valid)).toEqual({
      gatewayUrl: 'https://gw.acme.example',
      refreshMinutes: 60,
      datasetName: undefined,
    });
    expect(v.parse(powerBiSchema, { ...valid, datasetName: ' Sales ' }).datasetName).toBe('Sales');
  });

  it('asks for an https:// gateway and a refresh of 15 to 1440 whole minutes', () => {
    for (const gatewayUrl of ['http://gw.acme.example', 'gw.acme.example', '']) {
      expect(fieldErrors(powerBiSchema, { ...valid, gatewayUrl }).gatewayUrl).toBe(
        'Enter the gateway’s https:// address.',
      );
    }
    for (const refreshMinutes of ['14', '1441', '30.5', '', 'hourly']) {
      expect(fieldErrors(powerBiSchema, { ...valid, refreshMinutes }).refreshMinutes).toBe(
        'Refresh every 15 to 1440 minutes.',
      );
    }
    expect(fieldErrors(powerBiSchema, { ...valid, refreshMinutes: '15' })).toEqual({});
    expect(fieldErrors(powerBiSchema, { ...valid, refreshMinutes: '1440' })).toEqual({});
  });
});

describe('the autoscaling settings', () => {
  const sizes = ['P10', 'P20', 'P30', 'P40'];
  const schema = autoscalingSchema(sizes, 100);
  const valid = {
    minInstanceType: 'P20',
    maxInstanceType: 'P30',
    cpuThresholdPercent: '75',
    storageAutoExtend: true,
    storageMaxSizeGb: '500',
  };

  it('sends numbers, and the cap only while storage may grow and a cap is typed', () => {
    expect(v.parse(schema, valid)).toEqual({ ...valid, cpuThresholdPercent: 75, storageMaxSizeGb: 500 });
    expect(v.parse(schema, { ...valid, storageMaxSizeGb: ' ' })).not.toHaveProperty('storageMaxSizeGb');
    expect(v.parse(schema, { ...valid, storageAutoExtend: false })).not.toHaveProperty('storageMaxSizeGb');
  });

  it('puts a largest size below the smallest beside the largest size', () => {
    expect(fieldErrors(schema, { ...valid, minInstanceType: 'P30', maxInstanceType: 'P20' })).toEqual({
      maxInstanceType: 'The largest size is at least P30.',
    });
    expect(fieldErrors(schema, { ...valid, minInstanceType: 'P30', maxInstanceType: 'P30' })).toEqual({});
  });

  it('scales up at 50 to 95% CPU', () => {
    for (const cpuThresholdPercent of ['49', '96', '70.5', '']) {
      expect(fieldErrors(schema, { ...valid, cpuThresholdPercent }).cpuThresholdPercent).toBe(
        'Scale up at 50 to 95% CPU.',
      );
    }
  });

  it('caps storage between the current size and 16384 GiB, and ignores a cap it would not send', () => {
    const message = 'Between the current 100 GiB and 16384 GiB, or empty for no cap.';
    for (const storageMaxSizeGb of ['99', '16385', '200.5', 'lots']) {
      expect(fieldErrors(schema, { ...valid, storageMaxSizeGb })).toEqual({ storageMaxSizeGb: message });
    }
    expect(fieldErrors(schema, { ...valid, storageMaxSizeGb: '100' })).toEqual({});
    expect(fieldErrors(schema, { ...valid, storageAutoExtend: false, storageMaxSizeGb: '99' })).toEqual({});
  });

  it('reports every wrong field at once', () => {
    expect(
      Object.keys(
        fieldErrors(schema, {
          ...valid,
          maxInstanceType: 'P10',
          cpuThresholdPercent: '5',
          storageMaxSizeGb: '1',
        }),
      ).sort(),
    ).toEqual(['cpuThresholdPercent', 'maxInstanceType', 'storageMaxSizeGb']);
  });
});

describe('the OpenTelemetry settings', () => {
  const valid = { endpoint: 'https://otel.acme.example:4317', protocol: 'grpc', headers: '' };

  it('sends the headers typed one “Name: value” a line', () => {
    expect(
      v.parse(openTelemetrySchema, {
        ...valid,
        headers: 'Authorization: Bearer 8f3c:2a\n\n  X-Team : data  \n',
      }),
    ).toEqual({ ...valid, headers: { Authorization: 'Bearer 8f3c:2a', 'X-Team': 'data' } });
    expect(parseHeaders('A: 1\nA: 2')).toEqual({ A: '2' });
  });

  it('asks for an https:// collector', () => {
    expect(fieldErrors(openTelemetrySchema, { ...valid, endpoint: 'http://otel.acme.example' })).toEqual({
      endpoint: 'Enter the collector’s https:// address.',
    });
  });

  it('names the first line that is not a header, and allows at most 20 headers', () => {
    expect(fieldErrors(openTelemetrySchema, { ...valid, headers: 'A: 1\nBearer token' })).toEqual({
      headers: '“Bearer token” is not “Name: value” (letters, digits, hyphens).',
    });
    expect(headersProblem(': value')).toBe('“: value” is not “Name: value” (letters, digits, hyphens).');
    expect(headersProblem('X_Y: 1')).toBe('“X_Y: 1” is not “Name: value” (letters, digits, hyphens).');
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `H${i}: ${i}`).join('\n');
    expect(headersProblem(lines(20))).toBeUndefined();
    expect(headersProblem(`${lines(20)}\nH0: again`)).toBeUndefined();
    expect(headersProblem(lines(21))).toBe('At most 20 headers.');
  });

  it('sends only the two protocols', () => {
    expect(fieldErrors(openTelemetrySchema, { ...valid, protocol: 'udp' })).toHaveProperty('protocol');
  });
});

describe('the instance size', () => {
  it('is one of the tier’s sizes', () => {
    const schema = instanceSchema(['P10', 'P20']);
    expect(v.parse(schema, { instanceType: 'P20' })).toEqual({ instanceType: 'P20' });
    expect(fieldErrors(schema, { instanceType: 'D10' })).toEqual({
      instanceType: 'Choose one of the tier’s sizes.',
    });
  });
});

describe('an additional node', () => {
  it('names its region', () => {
    expect(v.parse(addNodeSchema, { region: 'eu-west-1' })).toEqual({ region: 'eu-west-1' });
  });
});

describe('an address range to add', () => {
  it('is checked as cidrProblem says, trimmed', () => {
    const schema = ipRangeSchema(0, 50);
    expect(v.parse(schema, { cidr: ' 203.0.113.0/24 ' })).toEqual({ cidr: '203.0.113.0/24' });
    expect(fieldErrors(schema, { cidr: '10.0.0.0/33' })).toEqual({
      cidr: 'The prefix length after “/” is a number from 0 to 32.',
    });
    expect(fieldErrors(schema, { cidr: '' })).toEqual({
      cidr: 'Enter an IP address or range, such as 203.0.113.0/24.',
    });
  });

  it('is refused when the list is full, after what is wrong with the range itself', () => {
    expect(fieldErrors(ipRangeSchema(20, 20), { cidr: '203.0.113.0/24' })).toEqual({
      cidr: 'At most 20 ranges: remove one first.',
    });
    expect(fieldErrors(ipRangeSchema(20, 20), { cidr: 'nope' })).toEqual({
      cidr: 'nope is not an IPv4 or IPv6 address.',
    });
    expect(fieldErrors(ipRangeSchema(19, 20), { cidr: '203.0.113.0/24' })).toEqual({});
  });
});

describe('control characters in names and header values', () => {
  it('refuses a Power BI dataset name or an exported header value holding one', () => {
    const powerBi = v.safeParse(powerBiSchema, {
      gatewayUrl: 'https://gateway.example.com',
      refreshMinutes: '60',
      datasetName: 'orders\u001b[2J',
    });
    expect(powerBi.issues?.map((issue) => issue.message)).toEqual([SINGLE_LINE_MESSAGE]);
    expect(headersProblem('authorization: Bearer\tabc')).toBe(
      `The header authorization: ${SINGLE_LINE_MESSAGE}`,
    );
  });
});
