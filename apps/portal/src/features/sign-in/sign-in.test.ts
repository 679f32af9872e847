// Sign-in's plumbing that is not a screen: the login page's search (why a sign-in has to start again),
// and the code pages' guard, which hands them the e-mail signing in.
import { createApiClient } from '@dbcloud/api-client';
import { isRedirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { requireCodeStage } from './api';
import { loginSearch, signInEndedBy } from './search';

describe('the login page’s search', () => {
  it('keeps why a sign-in ended and the e-mail to fill in; anything else is left out', () => {
    expect(
      v.parse(loginSearch, {
        redirect: '/portal/globex/home',
        email: 'mfa@demo.dbcloud.dev',
        ended: 'too-many-codes',
      }),
    ).toEqual({ redirect: '/portal/globex/home', email: 'mfa@demo.dbcloud.dev', ended: 'too-many-codes' });
    expect(v.parse(loginSearch, { ended: 'expired' })).toEqual({ ended: 'expired' });
    expect(v.parse(loginSearch, { ended: 'hacked', email: 42 })).toEqual({});
  });

  it('tells too many wrong codes from a sign-in that ended otherwise by the 401’s problem type', () => {
    expect(signInEndedBy('https://dbcloud.dev/problems/sign-in-ended')).toBe('too-many-codes');
    expect(signInEndedBy('https://dbcloud.dev/problems/unauthorized')).toBe('expired');
    expect(signInEndedBy(undefined)).toBe('expired');
  });
});

describe('the code pages’ guard', () => {
  const context = (answer: unknown) => ({
    api: createApiClient({
      baseUrl: 'http://portal.test/api/v1',
      fetch: async () => Response.json(answer),
    }),
    queryClient: createQueryClient({ retry: false }),
  });

  it('half-way through a sign-in, hands the page the e-mail signing in', async () => {
    const stage = { stage: 'TwoFactorRequired', email: 'mfa@demo.dbcloud.dev' };
    expect(await requireCodeStage(context(stage), '/portal/globex/home')).toEqual({
      signInEmail: 'mfa@demo.dbcloud.dev',
    });
  });

  it('without a session (it ended or expired), sends the page to the login form', async () => {
    const sent = await requireCodeStage(context({ stage: 'Anonymous' }), '/portal/globex/home').catch(
      (error: unknown) => error,
    );
    expect(isRedirect(sent)).toBe(true);
    expect((sent as { options: unknown }).options).toMatchObject({
      to: '/user/login',
      search: { redirect: '/portal/globex/home' },
    });
  });
});
