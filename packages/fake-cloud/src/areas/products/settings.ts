// A product's settings: allowed and monitoring IPs, SNMP credentials, features and their
// configuration, and the client certificate.
import type { ProductFeatureList } from '@dbcloud/api-client';
import { tierOffer } from '../../core/catalogue.js';
import { type Implementation, type RequestContext, requireTenant } from '../../core/context.js';
import { hash } from '../../core/ids.js';
import { conflict } from '../../core/problem.js';
import { randomPassword, secureRandom } from '../../core/random.js';
import { audit, rule } from './actions.js';
import { certificateArchive, fingerprintOf, issueCertificate } from './certificate.js';
import { checkCidr, normalizeCidrList } from './cidr.js';
import { snmpUsername } from './factory.js';
import {
  assertNotEnded,
  type FeatureRecords,
  type ProductRecord,
  productOr404,
  toFeatures,
} from './records.js';

/** The product, or 404; 409 when it is terminating or terminated. */
function changeableProduct(ctx: RequestContext, productId: string): ProductRecord {
  const { tenant } = requireTenant(ctx);
  const product = productOr404(ctx.world, tenant.domainName, productId);
  assertNotEnded(product);
  return product;
}

const featureList = (product: ProductRecord): ProductFeatureList => ({
  productId: product.productId,
  features: toFeatures(product),
});

/** The feature's record, or 422 when it is not enabled. */
function enabledFeature<K extends keyof FeatureRecords>(product: ProductRecord, name: K): FeatureRecords[K] {
  const feature = product.features[name];
  if (!feature.enabled) rule('productId', `Enable ${name} on ${product.displayName} before configuring it.`);
  return feature;
}

export const productSettings = {
  async updateAllowedIps({ request, response }, ctx) {
    const body = await request.json();
    const allowedIps = normalizeCidrList('allowedIps', body.allowedIps);
    const product = changeableProduct(ctx, body.productId);
    product.allowedIps = allowedIps;
    audit(
      ctx,
      product,
      'AllowedIpsUpdated',
      allowedIps.length
        ? `Allowed IPs set to ${allowedIps.join(', ')}.`
        : 'Every connection is blocked (no allowed IPs).',
    );
    return response(200).json({ productId: product.productId, allowedIps: [...allowedIps] });
  },

  async updateMonitoringIps({ request, response }, ctx) {
    const body = await request.json();
    const monitoringIps = normalizeCidrList('monitoringIps', body.monitoringIps);
    const product = changeableProduct(ctx, body.productId);
    product.monitoringIps = monitoringIps;
    audit(
      ctx,
      product,
      'MonitoringIpsUpdated',
      `Monitoring IPs set to ${monitoringIps.join(', ') || 'none'}.`,
    );
    return response(200).json({ productId: product.productId, monitoringIps: [...monitoringIps] });
  },

  rollSnmpCredentials({ params, response }, ctx) {
    const product = changeableProduct(ctx, params.productId);
    const password = randomPassword(secureRandom, 24);
    product.snmp = {
      username: snmpUsername(product.subdomainName, secureRandom),
      enabled: true,
      passwordHash: hash(password),
    };
    audit(
      ctx,
      product,
      'SnmpCredentialsRolled',
      `New SNMP user ${product.snmp.username}; the old credentials stopped working.`,
    );
    return response(200).json({
      productId: product.productId,
      username: product.snmp.username,
      password,
      enabled: true,
    });
  },

  async validateCidr({ request, response }) {
    const { cidr } = await request.json();
    const checked = checkCidr(cidr);
    return response(200).json(
      checked.valid
        ? { valid: true, normalized: checked.normalized, message: checked.message }
        : { valid: false, message: checked.reason },
    );
  },

  enableFeature({ params, response }, ctx) {
    const product = changeableProduct(ctx, params.productId);
    const name = params.feature;
    if (product.tier === 'Free') rule('feature', 'Free products have no optional features.');
    if (name === 'autoscaling' && product.tier !== 'Production')
      rule('feature', 'Autoscaling is for Production products.');
    const feature = product.features[name];
    if (feature.enabled) throw conflict(`${name} is already enabled on ${product.displayName}.`);
    feature.enabled = true;
    audit(ctx, product, 'FeatureEnabled', `${name} enabled.`);
    return response(200).json(featureList(product));
  },

  disableFeature({ params, response }, ctx) {
    const product = changeableProduct(ctx, params.productId);
    const feature = product.features[params.feature];
    if (!feature.enabled) throw conflict(`${params.feature} is already disabled on ${product.displayName}.`);
    feature.enabled = false;
    audit(ctx, product, 'FeatureDisabled', `${params.feature} disabled.`);
    return response(200).json(featureList(product));
  },

  async configurePowerBi({ request, response }, ctx) {
    const { productId, gatewayUrl, refreshMinutes, datasetName } = await request.json();
    const product = changeableProduct(ctx, productId);
    const feature = enabledFeature(product, 'power-bi');
    feature.config = { gatewayUrl, refreshMinutes, ...(datasetName === undefined ? {} : { datasetName }) };
    audit(
      ctx,
      product,
      'FeatureConfigured',
      `Power BI: gateway ${gatewayUrl}, refresh every ${refreshMinutes} minutes.`,
    );
    return response(200).json(featureList(product));
  },

  async configureAutoscaling({ request, response }, ctx) {
    const { productId, ...config } = await request.json();
    const product = changeableProduct(ctx, productId);
    const feature = enabledFeature(product, 'autoscaling');
    const sizes = tierOffer(product.tier).instances.map((i) => i.instanceType);
    for (const field of ['minInstanceType', 'maxInstanceType'] as const) {
      if (!sizes.includes(config[field]))
        rule(field, `${config[field]} is not offered for the ${product.tier} tier (${sizes.join(', ')}).`);
    }
    if (sizes.indexOf(config.minInstanceType) > sizes.indexOf(config.maxInstanceType)) {
      rule('minInstanceType', `${config.minInstanceType} is larger than ${config.maxInstanceType}.`);
    }
    if (config.storageMaxSizeGb !== undefined && config.storageMaxSizeGb < product.storage.sizeGb) {
      rule('storageMaxSizeGb', `The cap is below the current storage (${product.storage.sizeGb} GB).`);
    }
    feature.config = config;
    audit(
      ctx,
      product,
      'FeatureConfigured',
      `Autoscaling between ${config.minInstanceType} and ${config.maxInstanceType} at ${config.cpuThresholdPercent}% CPU.`,
    );
    return response(200).json(featureList(product));
  },

  async configureOpenTelemetry({ request, response }, ctx) {
    const { productId, endpoint, protocol, headers } = await request.json();
    const product = changeableProduct(ctx, productId);
    const feature = enabledFeature(product, 'open-telemetry');
    feature.config = { endpoint, protocol, headers: { ...(headers ?? {}) } };
    audit(ctx, product, 'FeatureConfigured', `OpenTelemetry export to ${endpoint} over ${protocol}.`);
    return response(200).json(featureList(product));
  },

  downloadClientCertificate({ params, response }, ctx) {
    const product = changeableProduct(ctx, params.productId);
    return response.untyped(
      new Response(certificateArchive(product), {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="certificates.zip"',
        },
      }),
    );
  },

  regenerateClientCertificate({ params, response }, ctx) {
    const product = changeableProduct(ctx, params.productId);
    product.certificate = issueCertificate(ctx.now, secureRandom);
    product.labels = product.labels.filter((label) => label.kind !== 'certificate-expiring');
    const fingerprint = fingerprintOf(product.certificate);
    audit(
      ctx,
      product,
      'CertificateRegenerated',
      `New client certificate ${fingerprint.slice(0, 11)}…; the old one is not revoked and stays valid until it expires.`,
    );
    const { issuedAt, expiresAt } = product.certificate;
    return response(200).json({
      issuedAt: new Date(issuedAt).toISOString(),
      expiresAt: new Date(expiresAt).toISOString(),
      fingerprint,
    });
  },
} satisfies Partial<Implementation>;
