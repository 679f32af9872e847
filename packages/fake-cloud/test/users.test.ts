import { unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { INVITATION_LINKS } from '../src/index.js';
import { browser, mailbox, ORIGIN, openSignInLink, signIn, totp, useFakeCloud } from './harness.js';

useFakeCloud();

describe('sign-up', () => {
  it('creates the user and the account, mails a welcome link, and the link signs in', async () => {
    const b = browser();
    expect(
      await unwrap(b.api.POST('/users/is-email-already-used', { body: { email: 'new@initech.test' } })),
    ).toEqual({ alreadyUsed: false });
    expect(await unwrap(b.api.POST('/domain/is-available', { body: { name: 'initech' } }))).toEqual({
      available: true,
    });
    const promo = await unwrap(
      b.api.GET('/users/create/promo-code/description', { params: { query: { promoCode: 'welcome50' } } }),
    );
    expect(promo.discount.percentOff).toBe(50);

    const created = await unwrap(
      b.api.POST('/users/create', {
        body: {
          email: 'new@initech.test',
          domainName: 'initech',
          accountType: 'Hipaa',
          promoCode: 'WELCOME50',
          acceptTerms: true,
        },
      }),
    );
    expect(created).toMatchObject({ domainName: 'initech', accountType: 'Hipaa', managedBy: 'direct' });
    expect(
      await unwrap(b.api.POST('/users/is-email-already-used', { body: { email: 'NEW@initech.test' } })),
    ).toEqual({ alreadyUsed: true });
    expect(await unwrap(b.api.POST('/domain/is-available', { body: { name: 'initech' } }))).toEqual({
      available: false,
    });

    const [mail] = await mailbox('new@initech.test');
    expect(mail?.subject).toBe('Welcome to DBCloud');
    const token = new URL(mail?.link ?? '').searchParams.get('token') ?? '';
    await unwrap(b.api.GET('/login/link', { params: { query: { token } } }));
    const user = await unwrap(b.api.GET('/user'));
    expect(user.cloudAccounts).toEqual([
      {
        domainName: 'initech',
        accountType: 'Hipaa',
        managedBy: 'direct',
        roles: expect.arrayContaining(['Billing', 'UserManagement']),
      },
    ]);
  });

  it('refuses a taken domain or e-mail (409), an unknown promo code (422), terms not accepted (400)', async () => {
    const b = browser();
    const body = {
      email: 'x@initech.test',
      domainName: 'acme',
      accountType: 'Regular' as const,
      acceptTerms: true as const,
    };
    await expect(unwrap(b.api.POST('/users/create', { body }))).rejects.toMatchObject({ status: 409 });
    await expect(
      unwrap(
        b.api.POST('/users/create', {
          body: { ...body, domainName: 'initech', email: 'owner@demo.dbcloud.dev' },
        }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      unwrap(b.api.POST('/users/create', { body: { ...body, domainName: 'initech', promoCode: 'NOPE1' } })),
    ).rejects.toMatchObject({ status: 422 });
    const noTerms = { ...body, domainName: 'initech', acceptTerms: false } as unknown as typeof body;
    await expect(unwrap(b.api.POST('/users/create', { body: noTerms }))).rejects.toMatchObject({
      status: 400,
      problem: { errors: { acceptTerms: expect.any(Array) } },
    });
  });
});

describe('accounts and members', () => {
  it('lists the owner, members and pending invitations', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const users = await unwrap(
      b.api.GET('/account/get-users-info/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(users.map((u) => [u.email, u.status])).toEqual([
      ['owner@demo.dbcloud.dev', 'owner'],
      ['member@demo.dbcloud.dev', 'active'],
      ['invitee@demo.dbcloud.dev', 'pending'],
      ['mfa@demo.dbcloud.dev', 'pending'],
    ]);
    const info = await unwrap(
      b.api.GET('/account/get-info/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(info).toMatchObject({
      domainName: 'acme',
      ownerEmail: 'owner@demo.dbcloud.dev',
      userCount: 2,
      pendingInvitationCount: 2,
    });
  });

  it('a member without UserManagement cannot invite (403) but can leave; the owner cannot be removed', async () => {
    const member = await signIn('member@demo.dbcloud.dev', 'acme');
    await expect(
      unwrap(
        member.api.POST('/users/invite/{domainName}', {
          params: { path: { domainName: 'acme' } },
          body: { email: 'x@y.test', roles: ['Products'] },
        }),
      ),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      unwrap(
        member.api.DELETE('/users/unlink/{domainName}', {
          params: { path: { domainName: 'acme' } },
          body: { email: 'owner@demo.dbcloud.dev' },
        }),
      ),
    ).rejects.toMatchObject({ status: 403 });
    await unwrap(
      member.api.DELETE('/users/unlink/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: { email: 'member@demo.dbcloud.dev' },
      }),
    );
    expect((await unwrap(member.api.GET('/user'))).cloudAccounts).toEqual([]);
    await expect(
      unwrap(member.api.GET('/account/get-info/{domainName}', { params: { path: { domainName: 'acme' } } })),
    ).rejects.toMatchObject({ status: 403 });

    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    await expect(
      unwrap(
        owner.api.DELETE('/users/unlink/{domainName}', {
          params: { path: { domainName: 'acme' } },
          body: { email: 'owner@demo.dbcloud.dev' },
        }),
      ),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('the studio token is short-lived', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const studio = await unwrap(b.api.GET('/user/get-token'));
    expect(studio.domainName).toBe('acme');
    expect(Date.parse(studio.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 1000);
  });
});

describe('invitations', () => {
  it('a new user: invitation info, create via invitation, and in', async () => {
    const b = browser();
    const info = await unwrap(
      b.api.GET('/invitation-info', { params: { query: { link: INVITATION_LINKS.newUser } } }),
    );
    expect(info).toMatchObject({
      domainName: 'acme',
      email: 'invitee@demo.dbcloud.dev',
      existingUser: false,
    });
    const created = await unwrap(
      b.api.POST('/users/create-via-invitation', {
        body: { link: INVITATION_LINKS.newUser, name: 'Ivy Invitee', acceptTerms: true },
      }),
    );
    expect(created.cloudAccount).toEqual({
      domainName: 'acme',
      accountType: 'Regular',
      managedBy: 'direct',
      roles: ['Products', 'Support'],
    });
    const user = await unwrap(b.api.GET('/user'));
    expect(user).toMatchObject({
      isAuthenticated: true,
      email: 'invitee@demo.dbcloud.dev',
      name: 'Ivy Invitee',
    });
    await expect(
      unwrap(b.api.GET('/invitation-info', { params: { query: { link: INVITATION_LINKS.newUser } } })),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('an existing user: signs in and confirms', async () => {
    const mail = (await mailbox('mfa@demo.dbcloud.dev')).find((m) => m.link.includes('/invitation/accept'));
    const link = new URL(mail?.link ?? '').searchParams.get('link') ?? '';
    const b = browser('acme');
    await openSignInLink(b, 'mfa@demo.dbcloud.dev');
    await unwrap(b.api.POST('/2fa/login', { body: { code: totp(), rememberBrowser: false } }));
    const account = await unwrap(
      b.api.POST('/users/confirm-invitation/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: { link },
      }),
    );
    expect(account).toEqual({
      domainName: 'acme',
      accountType: 'Regular',
      managedBy: 'direct',
      roles: ['Products', 'Backups'],
    });
    expect((await unwrap(b.api.GET('/user'))).cloudAccounts.map((a) => a.domainName)).toEqual([
      'acme',
      'globex',
    ]);
    await expect(
      unwrap(
        b.api.POST('/users/confirm-invitation/{domainName}', {
          params: { path: { domainName: 'acme' } },
          body: { link },
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('invite, mail, cancel: the link stops working', async () => {
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    const row = await unwrap(
      owner.api.POST('/users/invite/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: { email: 'Dana@Example.test', roles: ['Billing'] },
      }),
    );
    expect(row).toMatchObject({ email: 'dana@example.test', status: 'pending', roles: ['Billing'] });
    const [mail] = await mailbox('dana@example.test');
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/user/invitation');
    await unwrap(
      owner.api.GET('/invitation-info', { params: { query: { link: link.searchParams.get('link') ?? '' } } }),
    );
    await expect(
      unwrap(
        owner.api.POST('/users/invite/{domainName}', {
          params: { path: { domainName: 'acme' } },
          body: { email: 'dana@example.test', roles: ['Billing'] },
        }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    await unwrap(
      owner.api.POST('/users/cancel-invitation/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: { email: 'dana@example.test' },
      }),
    );
    await expect(
      unwrap(
        owner.api.GET('/invitation-info', {
          params: { query: { link: link.searchParams.get('link') ?? '' } },
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('mails the invitation link on the portal’s public origin, whatever the request’s headers name', async () => {
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    await unwrap(
      owner.api.POST('/users/invite/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: { email: 'dana@example.test', roles: ['Billing'] },
        headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
      }),
    );
    await unwrap(
      owner.api.POST('/users/invite/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: { email: 'nobody@demo.dbcloud.dev', roles: ['Billing'] },
        headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      }),
    );
    const links = [
      ...(await mailbox('dana@example.test')),
      ...(await mailbox('nobody@demo.dbcloud.dev')),
    ].map((mail) => new URL(mail.link));
    expect(links.map((link) => link.pathname)).toEqual(['/user/invitation', '/invitation/accept']);
    for (const link of links) expect(link.origin).toBe(ORIGIN);
  });

  it('an invitation for someone else cannot be confirmed', async () => {
    const b = await signIn('member@demo.dbcloud.dev', 'acme');
    await expect(
      unwrap(
        b.api.POST('/users/confirm-invitation/{domainName}', {
          params: { path: { domainName: 'acme' } },
          body: { link: INVITATION_LINKS.existingUser },
        }),
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('profile', () => {
  it('updates and removes the phone number', async () => {
    const b = await signIn('member@demo.dbcloud.dev');
    expect(
      (await unwrap(b.api.POST('/profile/update-phone-number', { body: { phoneNumber: '+442071838750' } })))
        .phoneNumber,
    ).toBe('+442071838750');
    expect((await unwrap(b.api.GET('/profile/configuration'))).phoneNumber).toBe('+442071838750');
    await expect(
      unwrap(b.api.POST('/profile/update-phone-number', { body: { phoneNumber: '0207' } })),
    ).rejects.toMatchObject({ status: 400 });
    expect(
      (await unwrap(b.api.POST('/profile/update-phone-number', { body: { phoneNumber: null } }))).phoneNumber,
    ).toBeNull();
  });
});

describe('home page and account billing summary', () => {
  it('the owner sees the products summary and the unpaid balance; a member without Billing does not see the balance', async () => {
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    const home = await unwrap(
      owner.api.GET('/dashboard-user-info/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(home.user).toMatchObject({ email: 'owner@demo.dbcloud.dev', twoFactorEnabled: false });
    expect(home.products?.total).toBeGreaterThanOrEqual(4);
    expect(home.products?.recent.length).toBeLessThanOrEqual(5);
    expect(home.unpaidBalance?.amount.amountCents).toBeGreaterThan(0);

    const member = await signIn('member@demo.dbcloud.dev', 'acme');
    const memberHome = await unwrap(
      member.api.GET('/dashboard-user-info/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(memberHome.products?.total).toBe(home.products?.total);
    expect(memberHome.unpaidBalance).toBeNull();
    expect(memberHome.user.roles).not.toContain('Billing');
  });

  it('summarises the billing information under results', async () => {
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    const { results } = await unwrap(
      owner.api.GET('/account/get-billing-info/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(results.activeCard).toEqual({ last4Digits: '1111', ccType: expect.any(String) });
    expect(results.cardCount).toBe(2);
    expect(results.billingContact?.billingFirstName).toBeTruthy();
    expect(results.canCreatePaidProducts).toBe(true);
  });
});
