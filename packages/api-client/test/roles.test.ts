// Who may call what is declared once, in the contract (`x-required-roles`), for every operation.
import { describe, expect, it } from 'vitest';
import { operations, ROLES } from '../src/index.js';
import { changesState, keyMayCall, keyRoles, requiredRoles, rolesAllow, rolesNeeded } from '../src/roles.js';

describe('roles per operation', () => {
  it('every operation declares them: none for public and user-level calls, member or roles for account calls', () => {
    for (const op of operations) {
      const roles = requiredRoles[op.operationId];
      expect(roles, op.operationId).toEqual(op.roles);
      if (op.access === 'tenant') {
        expect(roles === 'member' || (Array.isArray(roles) && roles.length > 0), op.operationId).toBe(true);
        if (Array.isArray(roles)) for (const role of roles) expect(ROLES, op.operationId).toContain(role);
      } else {
        expect(roles, op.operationId).toBe('none');
      }
    }
  });

  it('the generator refuses an operation that declares nothing, or roles on a public call', async () => {
    // The generator's own reading of the extension (scripts/lib/contract.mjs, plain JavaScript).
    const generator: string = new URL('../../../scripts/lib/contract.mjs', import.meta.url).href;
    const { requiredRoles: listRoles } = (await import(/* @vite-ignore */ generator)) as {
      requiredRoles: (value: unknown, access: string, known: Set<string>, where: string) => unknown;
    };
    const known = new Set<string>(ROLES);
    expect(listRoles(undefined, 'tenant', known, 'GET /x')).toBe('!GET /x: declares no x-required-roles');
    expect(listRoles(['Products'], 'public', known, 'GET /x')).toMatch(
      /^!GET \/x: x-required-roles must be none/,
    );
    expect(listRoles([], 'tenant', known, 'GET /x')).toMatch(/^!/);
    expect(listRoles(['Admin'], 'tenant', known, 'GET /x')).toBe(
      '!GET /x: x-required-roles names unknown roles Admin',
    );
    expect(listRoles(['Billing'], 'tenant', known, 'GET /x')).toEqual(['Billing']);
  });

  it('a member may call what one of their roles opens', () => {
    expect(rolesAllow(['Products'], 'getProducts')).toBe(true);
    expect(rolesAllow(['Products'], 'getBillingHistory')).toBe(false);
    expect(rolesAllow([], 'getDashboardUserInfo')).toBe(true);
    expect(rolesAllow(['Account'], 'getAccountBillingInfo')).toBe(false);
    expect(rolesNeeded('getAccountUsers')).toEqual(['Account', 'UserManagement']);
    expect(rolesNeeded('getUser')).toEqual([]);
  });
});

describe('what changes state (`x-changes-state`), and what a read-only key may call', () => {
  it('every operation says it; GETs read (but one: a new authenticator secret), other methods mostly change', () => {
    for (const op of operations) {
      expect(typeof changesState[op.operationId], op.operationId).toBe('boolean');
      if (op.method === 'get') {
        expect(changesState[op.operationId], op.operationId).toBe(
          op.operationId === 'generateAuthenticatorSecret',
        );
      }
      if (op.method === 'delete') expect(changesState[op.operationId], op.operationId).toBe(true);
    }
    // POSTs that only compute or look up.
    expect(changesState.getMetric).toBe(false);
    expect(changesState.calculatePrice).toBe(false);
    expect(changesState.terminateProduct).toBe(true);
  });

  it('a read-only key reads with its roles and changes nothing', () => {
    const readOnly = { roles: ['Products'] as const, readOnly: true };
    expect(keyMayCall(readOnly, 'getProducts')).toBe(true);
    expect(keyMayCall(readOnly, 'getMetric')).toBe(true);
    expect(keyMayCall(readOnly, 'restartNode')).toBe(false);
    expect(keyMayCall(readOnly, 'getBillingHistory')).toBe(false);
    expect(keyMayCall({ roles: ['Products'], readOnly: false }, 'restartNode')).toBe(true);
  });

  it('the contract linter refuses an operation without it, a DELETE that reads, a GET that changes', async () => {
    const generator: string = new URL('../../../scripts/lib/contract.mjs', import.meta.url).href;
    const { changesStateProblems } = (await import(/* @vite-ignore */ generator)) as {
      changesStateProblems: (op: unknown, method: string, where: string) => string[];
    };
    expect(changesStateProblems({}, 'post', 'POST /x')).toEqual([
      'POST /x: x-changes-state must be true or false',
    ]);
    expect(changesStateProblems({ 'x-changes-state': false }, 'delete', 'DELETE /x')).toHaveLength(1);
    expect(
      changesStateProblems({ 'x-changes-state': true, security: [{ apiKey: [] }] }, 'get', 'GET /x'),
    ).toHaveLength(1);
    expect(changesStateProblems({ 'x-changes-state': false }, 'post', 'POST /x')).toEqual([]);
  });

  it('keyRoles: the roles some operation open to API keys needs, and no other', () => {
    const needed = new Set(
      operations.flatMap((op) =>
        'apiKey' in op && op.apiKey && Array.isArray(op.roles) ? (op.roles as readonly string[]) : [],
      ),
    );
    expect([...keyRoles].sort()).toEqual([...needed].sort());
    expect(keyRoles).toEqual(ROLES.filter((role) => needed.has(role)));
    // users, cards and the account's details are never open to keys
    for (const role of ['UserManagement', 'BillingInformation', 'Account'] as const) {
      expect(keyRoles).not.toContain(role);
    }
    expect(keyRoles).toContain('Products');
  });
});
