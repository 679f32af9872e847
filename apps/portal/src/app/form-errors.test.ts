import { ApiError } from '@dbcloud/api-client';
import { describe, expect, it, vi } from 'vitest';
import { applyServerFieldErrors, problemMessage, type ServerFields } from './form-errors';

const operation = { operationId: undefined, method: 'POST', path: '/users/create' };
const problem = (status: number, detail: string, errors?: Record<string, string[]>) =>
  new ApiError({ status, operation, problem: { type: 'about:blank', title: 'x', status, detail, errors } });

type Form = { domainName: string; billingPhone: string; email: string };
type Body = { domainName: string; email: string; billingContact: { billingPhone: string } };
/** The arguments of `setError` for an error placed beside the field `name`. */
const placed = (name: string, message: string, shouldFocus: boolean) =>
  [name, { type: 'server', message }, { shouldFocus }] as const;

const fields: ServerFields<Body, Form> = {
  domainName: { name: 'domainName', label: 'Domain name' },
  email: { name: 'email', label: 'E-mail' },
  'billingContact.billingPhone': { name: 'billingPhone', label: 'Phone' },
};

describe('applyServerFieldErrors', () => {
  it('shows the detail of a single 409 field error next to its field', () => {
    const setError = vi.fn();
    const error = problem(409, 'The domain name acme is already taken.', {
      domainName: ['is already taken'],
    });
    expect(applyServerFieldErrors<Form>(error, setError, fields)).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      ...placed('domainName', 'The domain name acme is already taken.', true),
    );
  });

  it('makes sentences of 400 field errors on dotted paths', () => {
    const setError = vi.fn();
    const error = problem(400, 'billingContact.billingPhone: must match pattern', {
      'billingContact.billingPhone': ['must match pattern "^\\+[1-9][0-9]{6,14}$"'],
    });
    applyServerFieldErrors<Form>(error, setError, fields);
    expect(setError).toHaveBeenCalledWith(...placed('billingPhone', 'Phone is not valid.', true));
  });

  it('names every field a 400 refused as not valid, whatever words the contract’s checks used', () => {
    const setError = vi.fn();
    const error = problem(400, 'Your request is not valid', {
      email: ['is required'],
      'billingContact.billingPhone': ['ne correspond pas au motif'],
    });
    applyServerFieldErrors<Form>(error, setError, fields);
    expect(setError).toHaveBeenCalledWith(...placed('email', 'E-mail is not valid.', true));
    expect(setError).toHaveBeenCalledWith(...placed('billingPhone', 'Phone is not valid.', false));
  });

  it('keeps the words of several 409/422 field errors, which are written for the customer', () => {
    const setError = vi.fn();
    const error = problem(422, 'Two fields are refused.', {
      domainName: ['must be above 3 characters for this plan'],
      email: ['is the owner'],
    });
    applyServerFieldErrors<Form>(error, setError, fields);
    expect(setError).toHaveBeenCalledWith(
      ...placed('domainName', 'Domain name must be above 3 characters for this plan.', true),
    );
    expect(setError).toHaveBeenCalledWith(...placed('email', 'E-mail is the owner.', false));
  });

  it('places nothing for errors of unknown fields or without field errors', () => {
    const setError = vi.fn();
    expect(
      applyServerFieldErrors<Form>(
        problem(422, 'Token expired', { marketplaceToken: ['x'] }),
        setError,
        fields,
      ),
    ).toBe(false);
    expect(applyServerFieldErrors<Form>(problem(500, 'Oops'), setError, fields)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('problemMessage', () => {
  it('says what to do about a lost connection and passes the server’s detail on', () => {
    expect(problemMessage(problem(0, 'whatever'))).toBe('Check your connection and try again.');
    expect(problemMessage(problem(429, 'Too many sign-ups from here; try again in an hour.'))).toBe(
      'Too many sign-ups from here; try again in an hour.',
    );
    expect(problemMessage(new Error('boom'))).toBe(
      'Something went wrong. Check your connection and try again.',
    );
  });
});
