// API keys: the operations. A key's secret is answered once, by create.
import { HOUR_MS } from '../../core/clock.js';
import type { Implementation } from '../../core/context.js';
import { requireTenant } from '../../core/context.js';
import { hash } from '../../core/ids.js';
import { forbidden, unprocessable } from '../../core/problem.js';
import { limitAttempts, retryInWords } from '../../core/rate-limit.js';
import {
  checkExpiry,
  checkKeyChange,
  findKey,
  givenRoles,
  keysOf,
  newKeyId,
  newSecret,
  toApiKey,
} from './rules.js';
import { type ApiKeyRecord, isActive, reminderFor } from './state.js';

/** At most this many active keys per account. */
export const MAX_ACTIVE_KEYS = 20;
/** Keys an account may create in an hour (the contract's `api-key-creation` limit). */
const KEYS_CREATED_PER_HOUR = 10;

export const apiKeysImplementation = {
  async getApiKeys({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const keys = keysOf(ctx, tenant.domainName)
      .slice()
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((key) => toApiKey(ctx.world, key, ctx.now));
    return response(200).json(keys);
  },

  async createApiKey({ request, response }, ctx) {
    const { tenant, membership } = requireTenant(ctx);
    const body = await request.json();
    const expiresAt = checkExpiry(body.expiresAt, ctx.now);
    const roles = givenRoles(body.roles, membership);
    const active = keysOf(ctx, tenant.domainName).filter((key) => isActive(key, ctx.now));
    if (active.length >= MAX_ACTIVE_KEYS) {
      throw unprocessable(
        `${tenant.domainName} already has ${MAX_ACTIVE_KEYS} active API keys; deactivate one first.`,
      );
    }
    // Counted per account, and a deactivated key gives nothing back: keys are not a way to more calls.
    limitAttempts(
      ctx.world,
      `api-key-creation:${tenant.domainName}`,
      KEYS_CREATED_PER_HOUR,
      HOUR_MS,
      ctx.now,
      (usage) =>
        `${tenant.domainName} has created ${KEYS_CREATED_PER_HOUR} API keys in the last hour, its limit. Try again ${retryInWords(usage.resetSeconds)}.`,
    );
    const secret = newSecret();
    const key: ApiKeyRecord = {
      apiKeyId: newKeyId(ctx),
      domainName: tenant.domainName,
      description: body.description,
      createdAt: ctx.now,
      createdBy: membership.email,
      expiresAt,
      roles,
      readOnly: body.readOnly ?? false,
      reminder: reminderFor(expiresAt, ctx.now),
      lastUsedAt: null,
      deactivatedAt: null,
      deactivatedBy: null,
      deactivatedReason: null,
      secretHash: hash(secret),
    };
    ctx.world.apiKeys.keys.push(key);
    return response(201).json({ apiKey: toApiKey(ctx.world, key, ctx.now), secret });
  },

  async modifyApiKey({ request, response }, ctx) {
    const { tenant, membership } = requireTenant(ctx);
    const body = await request.json();
    const key = findKey(ctx, tenant.domainName, body.apiKeyId);
    if (key.deactivatedAt !== null) {
      throw unprocessable(`The API key ${key.apiKeyId} is deactivated and can no longer be changed.`);
    }
    const expiresAt = checkExpiry(body.expiresAt, ctx.now);
    const roles = givenRoles(body.roles, membership) ?? undefined;
    checkKeyChange(key, membership, roles, body.readOnly);
    if (roles !== undefined) key.roles = roles;
    if (body.readOnly !== undefined) key.readOnly = body.readOnly;
    if (expiresAt !== key.expiresAt) key.reminder = reminderFor(expiresAt, ctx.now);
    key.expiresAt = expiresAt;
    key.description = body.description;
    return response(200).json(toApiKey(ctx.world, key, ctx.now));
  },

  async getCurrentApiKey({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const key = keysOf(ctx, tenant.domainName).find((candidate) => candidate.apiKeyId === ctx.apiKeyId);
    if (!key) {
      throw forbidden(
        'This call answers the API key it is made with: send the key as `Authorization: Bearer dbc_...`.',
      );
    }
    return response(200).json(toApiKey(ctx.world, key, ctx.now));
  },

  async deactivateApiKey({ params, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const key = findKey(ctx, tenant.domainName, params.apiKeyId);
    if (key.deactivatedAt !== null) {
      throw unprocessable(`The API key ${key.apiKeyId} is already deactivated.`);
    }
    key.deactivatedAt = ctx.now;
    key.deactivatedBy = requireTenant(ctx).membership.email;
    key.deactivatedReason = 'Deactivated';
    return response(200).json(toApiKey(ctx.world, key, ctx.now));
  },
} satisfies Partial<Implementation>;
