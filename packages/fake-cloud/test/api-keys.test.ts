import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { INVITATION_LINKS } from '../src/index.js';
import { type Browser, signIn, useFakeCloud } from './harness.js';

useFakeCloud();

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const listKeys = (api: ApiClient, domainName = 'acme') =>
  unwrap(api.GET('/api-keys/{domainName}', { params: { path: { domainName } } }));

const createKey = (api: ApiClient, description: string, expiresAt: string, domainName = 'acme') =>
  unwrap(api.POST('/api-keys/create', { body: { domainName, description, expiresAt } }));

const advanceDays = (b: Browser, days: number) =>
  b.fetch('/__fake/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: days * 24 * 60 }),
  });

describe('the seeded keys', () => {
  it('lists acme’s keys newest first: one active, one expiring soon, one deactivated', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const keys = await listKeys(b.api);
    expect(keys.map((k) => [k.apiKeyId, k.isActive])).toEqual([
      ['key_7f3a9c2e1b4d', true],
      ['key_2b8d4f6a0c1e', true],
      ['key_9e1c3a5b7d2f', false],
    ]);
    const terraform = keys[1];
    const daysLeft = (Date.parse(terraform?.expiresAt ?? '') - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(0);
    expect(daysLeft).toBeLessThan(14);
    for (const key of keys) expect(key).not.toHaveProperty('secret');
  });

  it('shows a key as inactive once its expiry has passed on the fake clock', async () => {
    await advanceDays(await signIn('owner@demo.dbcloud.dev', 'acme'), 10);
    // Ten days later (a session left idle for a week has ended): signed in again.
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const keys = await listKeys(b.api);
    expect(keys.find((k) => k.apiKeyId === 'key_2b8d4f6a0c1e')?.isActive).toBe(false);
    expect(keys.find((k) => k.apiKeyId === 'key_7f3a9c2e1b4d')?.isActive).toBe(true);
  });
});

describe('creating a key', () => {
  it('answers the secret once; the list and modify never show it', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const created = await createKey(b.api, 'Nightly export', inDays(90));
    expect(created.secret).toMatch(/^dbc_[A-Za-z0-9]{40}$/);
    expect(created.apiKey).toMatchObject({ description: 'Nightly export', isActive: true, lastUsedAt: null });
    expect(created.apiKey.apiKeyId).toMatch(/^key_[a-z0-9]{12}$/);

    const listResponse = await b.api.GET('/api-keys/{domainName}', {
      params: { path: { domainName: 'acme' } },
    });
    const listText = JSON.stringify(listResponse.data);
    expect(listText).not.toContain(created.secret);
    expect(listResponse.data?.[0]).toEqual(created.apiKey);

    const modified = await unwrap(
      b.api.POST('/api-keys/modify', {
        body: {
          domainName: 'acme',
          apiKeyId: created.apiKey.apiKeyId,
          description: 'Nightly export (prod)',
          expiresAt: inDays(120),
        },
      }),
    );
    expect(modified).toMatchObject({
      apiKeyId: created.apiKey.apiKeyId,
      description: 'Nightly export (prod)',
    });
    expect(JSON.stringify(modified)).not.toContain(created.secret);
    expect(modified).not.toHaveProperty('secret');
    expect((await listKeys(b.api))[0]?.description).toBe('Nightly export (prod)');
  });

  it('refuses an expiry more than one year ahead or in the past (422)', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await expect(createKey(b.api, 'Too long', inDays(366))).rejects.toMatchObject({
      status: 422,
      problem: { errors: { expiresAt: expect.any(Array) } },
    });
    await expect(createKey(b.api, 'Already over', inDays(-1))).rejects.toMatchObject({ status: 422 });
    // exactly one year ahead is fine (a minute of slack for the request's own time)
    await expect(createKey(b.api, 'One year', inDays(364.99))).resolves.toBeDefined();
    expect(await listKeys(b.api)).toHaveLength(4);
  });

  it('refuses a 21st active key (422)', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    // Ten keys an hour at most: the clock moves on between batches.
    for (let i = 0; i < 18; i++) {
      if (i % 9 === 0) await advanceDays(b, 1 / 24);
      await createKey(b.api, `Key ${i}`, inDays(30));
    }
    await advanceDays(b, 1 / 24);
    await expect(createKey(b.api, 'One too many', inDays(30))).rejects.toMatchObject({ status: 422 });
  });
});

describe('modifying a key', () => {
  it('brings an expired key back with a new future expiry', async () => {
    await advanceDays(await signIn('owner@demo.dbcloud.dev', 'acme'), 10);
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const key = await unwrap(
      b.api.POST('/api-keys/modify', {
        body: {
          domainName: 'acme',
          apiKeyId: 'key_2b8d4f6a0c1e',
          description: 'Terraform',
          expiresAt: inDays(60),
        },
      }),
    );
    expect(key.isActive).toBe(true);
  });

  it('answers 404 for an unknown key and 422 for a deactivated one or an expiry over a year', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const modify = (apiKeyId: string, expiresAt: string) =>
      unwrap(
        b.api.POST('/api-keys/modify', {
          body: { domainName: 'acme', apiKeyId, description: 'x', expiresAt },
        }),
      );
    await expect(modify('key_000000000000', inDays(30))).rejects.toMatchObject({ status: 404 });
    await expect(modify('key_9e1c3a5b7d2f', inDays(30))).rejects.toMatchObject({ status: 422 });
    await expect(modify('key_7f3a9c2e1b4d', inDays(400))).rejects.toMatchObject({ status: 422 });
  });

  it('does not reach another account’s key', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme-health');
    await expect(
      unwrap(
        b.api.POST('/api-keys/modify', {
          body: {
            domainName: 'acme-health',
            apiKeyId: 'key_7f3a9c2e1b4d',
            description: 'x',
            expiresAt: inDays(30),
          },
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('deactivating a key', () => {
  it('deactivates for good: listed inactive, cannot be modified or deactivated again', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const deactivate = (apiKeyId: string) =>
      unwrap(
        b.api.POST('/api-keys/deactivate/{domainName}/{apiKeyId}', {
          params: { path: { domainName: 'acme', apiKeyId } },
        }),
      );
    const key = await deactivate('key_7f3a9c2e1b4d');
    expect(key).toMatchObject({ apiKeyId: 'key_7f3a9c2e1b4d', isActive: false });
    expect((await listKeys(b.api)).find((k) => k.apiKeyId === 'key_7f3a9c2e1b4d')?.isActive).toBe(false);
    await expect(deactivate('key_7f3a9c2e1b4d')).rejects.toMatchObject({ status: 422 });
    await expect(
      unwrap(
        b.api.POST('/api-keys/modify', {
          body: { domainName: 'acme', apiKeyId: 'key_7f3a9c2e1b4d', description: 'x', expiresAt: inDays(30) },
        }),
      ),
    ).rejects.toMatchObject({ status: 422 });
    await expect(deactivate('key_000000000000')).rejects.toMatchObject({ status: 404 });
  });
});

describe('who may manage keys', () => {
  it('lets a member with ApiAccess list and create keys', async () => {
    const b = await signIn('member@demo.dbcloud.dev', 'acme');
    await createKey(b.api, 'Member key', inDays(30));
    expect(await listKeys(b.api)).toHaveLength(4);
  });

  it('refuses a user who is not a member of the account (403)', async () => {
    const b = await signIn('nobody@demo.dbcloud.dev', 'acme');
    await expect(listKeys(b.api)).rejects.toMatchObject({ status: 403 });
    await expect(createKey(b.api, 'Intruder', inDays(30))).rejects.toMatchObject({ status: 403 });
  });

  it('refuses a member whose roles lack ApiAccess (403)', async () => {
    // mfa@ accepts the seeded invitation to acme, which gives Products and Backups only
    const b = await signIn('mfa@demo.dbcloud.dev', 'acme');
    await unwrap(
      b.api.POST('/users/confirm-invitation/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: { link: INVITATION_LINKS.existingUser },
      }),
    );
    await expect(listKeys(b.api)).rejects.toMatchObject({ status: 403 });
    await expect(createKey(b.api, 'Not mine to make', inDays(30))).rejects.toMatchObject({ status: 403 });
  });
});

describe('the expiry reminder', () => {
  const reminders = async (b: Browser, to: string) => {
    const response = await b.fetch(`/__fake/mailbox?to=${encodeURIComponent(to)}`);
    const mail = (await response.json()) as { to: string; subject: string; link: string }[];
    return mail.filter((m) => m.subject.startsWith('Your API key'));
  };

  it('mails the creator once, seven days before expiry, when the fake clock passes that point', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    // Terraform expires in 9 days: its reminder is due in 2
    expect(await reminders(b, 'owner@demo.dbcloud.dev')).toEqual([]);
    await advanceDays(b, 1.9);
    expect(await reminders(b, 'owner@demo.dbcloud.dev')).toEqual([]);
    await advanceDays(b, 0.2);
    const [mail, ...more] = await reminders(b, 'owner@demo.dbcloud.dev');
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(
      /^Your API key “Terraform” for acme expires on \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    expect(new URL(mail?.link ?? '').pathname).toBe('/portal/acme/apiKeys');
    // once per expiry, and not for the deactivated key whose expiry also comes closer
    await advanceDays(b, 75);
    expect(await reminders(b, 'owner@demo.dbcloud.dev')).toHaveLength(1);
  });

  it('names the key’s creator, and a new expiry schedules a new reminder', async () => {
    const b = await signIn('member@demo.dbcloud.dev', 'acme');
    const created = await createKey(b.api, 'Member export', inDays(10));
    expect(created.apiKey.createdBy).toBe('member@demo.dbcloud.dev');
    await advanceDays(b, 3.1);
    expect((await reminders(b, 'member@demo.dbcloud.dev')).map((m) => m.subject)).toEqual([
      expect.stringContaining('“Member export” for acme'),
    ]);
    await unwrap(
      b.api.POST('/api-keys/modify', {
        body: {
          domainName: 'acme',
          apiKeyId: created.apiKey.apiKeyId,
          description: 'Member export',
          expiresAt: new Date(Date.now() + 3.1 * DAY_MS + 20 * DAY_MS).toISOString(),
        },
      }),
    );
    await advanceDays(b, 12.9);
    expect(await reminders(b, 'member@demo.dbcloud.dev')).toHaveLength(1);
    await advanceDays(b, 0.2);
    expect(await reminders(b, 'member@demo.dbcloud.dev')).toHaveLength(2);
  });

  it('sends none for a key created to expire within seven days, or deactivated before', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await createKey(b.api, 'Short-lived', inDays(3));
    await unwrap(
      b.api.POST('/api-keys/deactivate/{domainName}/{apiKeyId}', {
        params: { path: { domainName: 'acme', apiKeyId: 'key_2b8d4f6a0c1e' } },
      }),
    );
    await advanceDays(b, 5);
    expect(await reminders(b, 'owner@demo.dbcloud.dev')).toEqual([]);
  });
});
