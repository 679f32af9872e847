import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_TOKENS } from '../src/areas/marketplace/index.js';
import { browser, mailbox, signIn, useFakeCloud } from './harness.js';

useFakeCloud();

const [AZURE_TOKEN = '', AZURE_TOKEN_2 = ''] = MARKETPLACE_TOKENS.azure;
const [AWS_TOKEN = '', AWS_TOKEN_2 = ''] = MARKETPLACE_TOKENS.aws;

interface Registration {
  email: string;
  domainName: string;
  accountType?: 'Regular' | 'Hipaa';
}

const registerAzure = (api: ApiClient, token: string, r: Registration) =>
  unwrap(
    api.POST('/azure-marketplace/register-subscription', {
      body: { marketplaceToken: token, accountType: 'Regular', acceptTerms: true, ...r },
    }),
  );

const registerAws = (api: ApiClient, token: string, r: Registration) =>
  unwrap(
    api.POST('/aws-marketplace/register-customer', {
      body: { registrationToken: token, accountType: 'Regular', acceptTerms: true, ...r },
    }),
  );

describe('Azure Marketplace, signed out', () => {
  it('creates a pending account billed by Azure; its new owner signs in with the mailed link', async () => {
    const anonymous = browser();
    const registration = await registerAzure(anonymous.api, AZURE_TOKEN, {
      email: 'IT@Fabrikam.example',
      domainName: 'fabrikam',
    });
    expect(registration).toEqual({
      domainName: 'fabrikam',
      email: 'it@fabrikam.example',
      accountType: 'Regular',
      managedBy: 'azure',
      status: 'pending',
      loginExists: false,
      linkedExistingAccount: false,
    });

    const [mail] = await mailbox('it@fabrikam.example');
    const token = new URL(mail?.link ?? '').searchParams.get('token') ?? '';
    const owner = browser('fabrikam');
    await unwrap(owner.api.GET('/login/link', { params: { query: { token } } }));
    const user = await unwrap(owner.api.GET('/user'));
    expect(user.email).toBe('it@fabrikam.example');
    expect(user.cloudAccounts).toEqual([
      expect.objectContaining({ domainName: 'fabrikam', accountType: 'Regular', managedBy: 'azure' }),
    ]);
    const info = await unwrap(
      owner.api.GET('/account/get-info/{domainName}', { params: { path: { domainName: 'fabrikam' } } }),
    );
    expect(info).toMatchObject({ ownerEmail: 'it@fabrikam.example', managedBy: 'azure' });
    expect(info.marketplaceSubscriptionId).toEqual(expect.any(String));
  });

  it('adds the account to an existing login (loginExists: true)', async () => {
    const registration = await registerAzure(browser().api, AZURE_TOKEN, {
      email: 'nobody@demo.dbcloud.dev',
      domainName: 'nobody-co',
      accountType: 'Hipaa',
    });
    expect(registration).toMatchObject({ loginExists: true, accountType: 'Hipaa', status: 'pending' });
    const b = await signIn('nobody@demo.dbcloud.dev');
    const user = await unwrap(b.api.GET('/user'));
    expect(user.cloudAccounts.map((a) => [a.domainName, a.accountType, a.managedBy])).toEqual([
      ['nobody-co', 'Hipaa', 'azure'],
    ]);
  });

  it('refuses a taken domain name (409) and keeps the token usable', async () => {
    const api = browser().api;
    await expect(
      registerAzure(api, AZURE_TOKEN, { email: 'it@fabrikam.example', domainName: 'acme' }),
    ).rejects.toMatchObject({
      status: 409,
      problem: { errors: { domainName: expect.any(Array) } },
    });
    await expect(
      registerAzure(api, AZURE_TOKEN, { email: 'it@fabrikam.example', domainName: 'fabrikam' }),
    ).resolves.toMatchObject({ domainName: 'fabrikam' });
  });

  it('refuses a token twice, an unknown one, an expired one and AWS’s (422)', async () => {
    const api = browser().api;
    await registerAzure(api, AZURE_TOKEN, { email: 'it@fabrikam.example', domainName: 'fabrikam' });
    const again = registerAzure(api, AZURE_TOKEN, {
      email: 'it@fabrikam.example',
      domainName: 'fabrikam-two',
    });
    await expect(again).rejects.toMatchObject({
      status: 422,
      problem: { errors: { marketplaceToken: expect.any(Array) } },
    });
    for (const token of [
      'azm-unknown',
      MARKETPLACE_TOKENS.azureExpired,
      MARKETPLACE_TOKENS.contoso,
      AWS_TOKEN,
    ]) {
      await expect(
        registerAzure(api, token, { email: 'it@fabrikam.example', domainName: 'fabrikam-three' }),
      ).rejects.toMatchObject({ status: 422 });
    }
  });

  it('needs the terms accepted (400)', async () => {
    const result = await browser().api.POST('/azure-marketplace/register-subscription', {
      body: {
        marketplaceToken: AZURE_TOKEN,
        email: 'it@fabrikam.example',
        domainName: 'fabrikam',
        accountType: 'Regular',
        acceptTerms: false as true,
      },
    });
    expect(result.response.status).toBe(400);
  });
});

describe('Azure Marketplace, signed in (subscription manager)', () => {
  it('links the subscription to an account the user owns: active, billed by Azure, type kept, no mail', async () => {
    const b = await signIn('owner@demo.dbcloud.dev');
    const mailsBefore = (await mailbox('owner@demo.dbcloud.dev')).length;
    const registration = await registerAzure(b.api, AZURE_TOKEN_2, {
      email: 'owner@demo.dbcloud.dev',
      domainName: 'acme-health',
      accountType: 'Regular',
    });
    expect(registration).toEqual({
      domainName: 'acme-health',
      email: 'owner@demo.dbcloud.dev',
      accountType: 'Hipaa',
      managedBy: 'azure',
      status: 'active',
      loginExists: true,
      linkedExistingAccount: true,
    });
    expect(await mailbox('owner@demo.dbcloud.dev')).toHaveLength(mailsBefore);
    const user = await unwrap(b.api.GET('/user'));
    expect(user.cloudAccounts.find((a) => a.domainName === 'acme-health')?.managedBy).toBe('azure');
  });

  it('refuses an account the user does not own (403), one already on a marketplace and another e-mail (422)', async () => {
    const member = await signIn('member@demo.dbcloud.dev');
    await expect(
      registerAzure(member.api, AZURE_TOKEN, { email: 'member@demo.dbcloud.dev', domainName: 'acme' }),
    ).rejects.toMatchObject({ status: 403 });
    const market = await signIn('market@demo.dbcloud.dev');
    await expect(
      registerAzure(market.api, AZURE_TOKEN, { email: 'market@demo.dbcloud.dev', domainName: 'contoso' }),
    ).rejects.toMatchObject({ status: 422 });
    const owner = await signIn('owner@demo.dbcloud.dev');
    await expect(
      registerAzure(owner.api, AZURE_TOKEN, { email: 'someone@else.example', domainName: 'acme' }),
    ).rejects.toMatchObject({ status: 422, problem: { errors: { email: expect.any(Array) } } });
    // nothing was used up: the owner can still link acme
    await expect(
      registerAzure(owner.api, AZURE_TOKEN, { email: 'owner@demo.dbcloud.dev', domainName: 'acme' }),
    ).resolves.toMatchObject({ linkedExistingAccount: true });
  });
});

describe('AWS Marketplace', () => {
  it('creates a pending account billed by AWS; the new owner signs in and sees it', async () => {
    const registration = await registerAws(browser().api, AWS_TOKEN, {
      email: 'ops@initech.example',
      domainName: 'initech',
      accountType: 'Hipaa',
    });
    expect(registration).toEqual({
      domainName: 'initech',
      email: 'ops@initech.example',
      accountType: 'Hipaa',
      managedBy: 'aws',
      status: 'pending',
      loginExists: false,
      linkedExistingAccount: false,
    });
    const b = await signIn('ops@initech.example', 'initech');
    const user = await unwrap(b.api.GET('/user'));
    expect(user.cloudAccounts).toEqual([
      expect.objectContaining({ domainName: 'initech', accountType: 'Hipaa', managedBy: 'aws' }),
    ]);
    expect(user.cloudAccounts[0]?.roles).toContain('UserManagement');
  });

  it('refuses a taken domain (409) and a used token (422)', async () => {
    const api = browser().api;
    await expect(
      registerAws(api, AWS_TOKEN, { email: 'ops@initech.example', domainName: 'globex' }),
    ).rejects.toMatchObject({ status: 409 });
    await registerAws(api, AWS_TOKEN, { email: 'ops@initech.example', domainName: 'initech' });
    await expect(
      registerAws(api, AWS_TOKEN, { email: 'ops@initech.example', domainName: 'initech-two' }),
    ).rejects.toMatchObject({ status: 422, problem: { errors: { registrationToken: expect.any(Array) } } });
    await expect(
      registerAws(api, AWS_TOKEN_2, { email: 'other@initech.example', domainName: 'initech' }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('needs X-Requested-With (403)', async () => {
    const response = await browser().fetch('/api/v1/aws-marketplace/register-customer', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        registrationToken: AWS_TOKEN,
        email: 'ops@initech.example',
        domainName: 'initech',
        accountType: 'Regular',
        acceptTerms: true,
      }),
    });
    expect(response.status).toBe(403);
  });
});

describe('registration limits', () => {
  it('allows 10 registrations per client address and hour, then 429', async () => {
    const api = browser().api;
    const tokens = [
      ...MARKETPLACE_TOKENS.azure.map((t) => ['azure', t]),
      ...MARKETPLACE_TOKENS.aws.map((t) => ['aws', t]),
    ];
    for (const [i, [marketplace, token = '']] of tokens.slice(0, 10).entries()) {
      const r = { email: `it${i}@limits.example`, domainName: `limits-${i}` };
      await (marketplace === 'azure' ? registerAzure(api, token, r) : registerAws(api, token, r));
    }
    const [, last = ''] = tokens[10] ?? [];
    await expect(
      registerAws(api, last, { email: 'late@limits.example', domainName: 'limits-late' }),
    ).rejects.toMatchObject({
      status: 429,
    });
  });
});
