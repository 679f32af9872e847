// Nobody can flood a mailbox through invitations: each invitation mails someone, so they are limited per
// account (20 an hour) and per recipient (3 a day, from any account), and cancelling one gives nothing
// back. The attacks, replayed.
import type { ApiClient } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { type Browser, mailbox, signIn, useFakeCloud } from './harness.js';

useFakeCloud();

const invite = (api: ApiClient, email: string, domainName = 'acme') =>
  api.POST('/users/invite/{domainName}', {
    params: { path: { domainName } },
    body: { email, roles: ['Support'] },
  });

const cancel = (api: ApiClient, email: string, domainName = 'acme') =>
  api.POST('/users/cancel-invitation/{domainName}', { params: { path: { domainName } }, body: { email } });

const advanceMinutes = (b: Browser, minutes: number) =>
  b.fetch('/__fake/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });

describe('invitations cannot flood a mailbox', () => {
  it('invite-then-cancel 25 times to one address mails it 3 times, then 429 naming the recipient limit', async () => {
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    const victim = 'victim@mailbox.example';
    const statuses: number[] = [];
    let refusal: Response | undefined;
    let detail: string | undefined;
    for (let n = 0; n < 25; n += 1) {
      const { response, error } = await invite(owner.api, victim);
      statuses.push(response.status);
      if (response.status === 429 && !refusal) {
        refusal = response;
        detail = (error as { detail?: string } | undefined)?.detail;
      }
      if (response.ok) await cancel(owner.api, victim);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    expect(await mailbox(victim)).toHaveLength(3);
    expect(refusal?.headers.get('ratelimit')).toMatch(/^"invitation-recipient";r=0;t=(\d+),/);
    const t = /t=(\d+)/.exec(refusal?.headers.get('ratelimit') ?? '')?.[1];
    expect(refusal?.headers.get('retry-after')).toBe(t);
    expect(detail).toMatch(/victim@mailbox\.example has already been sent 3 invitations today/);

    // Another account cannot add to it either: the limit is the recipient's.
    const other = await signIn('owner@demo.dbcloud.dev', 'acme-health');
    expect((await invite(other.api, victim, 'acme-health')).response.status).toBe(429);

    // A day later the address may be invited again.
    await advanceMinutes(owner, 24 * 60);
    expect((await invite(owner.api, victim)).response.status).toBe(201);
  });

  it('invitations to 60 addresses in a minute: 20 sent, the rest refused naming the account’s limit', async () => {
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    const results = [];
    for (let n = 0; n < 60; n += 1) results.push(await invite(owner.api, `person${n}@spam.example`));
    const sent = results.filter(({ response }) => response.status === 201);
    expect(sent).toHaveLength(20);
    const refused = results.at(-1);
    expect(refused?.response.status).toBe(429);
    // The first invitation leaves the hour's window about an hour after it was sent (the clock moves on).
    const t = Number(
      /^"invitations";r=0;t=(\d+),/.exec(refused?.response.headers.get('ratelimit') ?? '')?.[1],
    );
    expect(t).toBeGreaterThan(3500);
    expect(t).toBeLessThanOrEqual(3600);
    expect(refused?.response.headers.get('retry-after')).toBe(String(t));
    expect((await mailbox()).filter((mail) => mail.to.endsWith('@spam.example'))).toHaveLength(20);
    // Refused invitations counted nowhere: an hour later, 20 more.
    await advanceMinutes(owner, 60);
    expect((await invite(owner.api, 'person60@spam.example')).response.status).toBe(201);
  });
});
