// @vitest-environment jsdom
import { ApiError } from '@dbcloud/api-client';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerFields } from './form-errors';
import { useServerForm } from './use-server-form';

// React reads this to know act() is available (it warns otherwise).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const schema = v.object({
  email: v.pipe(v.string(), v.email('Enter an e-mail address.')),
  phone: v.string(),
});
type Input = v.InferInput<typeof schema>;
type Body = { email: string; contact: { phone: string } };

const FIELDS: ServerFields<Body, Input> = {
  email: { name: 'email', label: 'E-mail' },
  'contact.phone': { name: 'phone', label: 'Phone' },
};

const operation = { operationId: undefined, method: 'POST', path: '/users/create' };
const problem = (status: number, detail: string, errors?: Record<string, string[]>) =>
  new ApiError({ status, operation, problem: { type: 'about:blank', title: 'x', status, detail, errors } });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

type Shown = ReturnType<typeof useServerForm<Input, Input, Body>>;

function Form({
  send,
  email,
  state,
}: {
  send: (values: Input) => unknown;
  email: string;
  state: { current?: Shown };
}) {
  const shown = useServerForm({ schema, serverFields: FIELDS, defaultValues: { email, phone: '+44' } });
  state.current = shown;
  // Read in render, as a form showing its errors does (react-hook-form updates what is read).
  void shown.form.formState.errors;
  return createElement(
    'form',
    { onSubmit: shown.submit(send) },
    createElement('input', { ...shown.form.register('email'), 'aria-label': 'E-mail' }),
    createElement('input', { ...shown.form.register('phone'), 'aria-label': 'Phone' }),
  );
}

/** Renders a form with the hook; `send` is what its submit sends. Answers the form and the hook's latest state. */
function renderForm(send: (values: Input) => unknown, email = 'ada@example.com') {
  const state: { current?: Shown } = {};
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(createElement(Form, { send, email, state }));
  });
  const form = container.querySelector('form') as HTMLFormElement;
  const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  const latest = () => state.current as Shown;
  const input = (label: string) => container.querySelector(`[aria-label="${label}"]`);
  return { submit, latest, input };
}

/** Lets the resolver, the send and React's updates run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('useServerForm', () => {
  it('puts a refused field beside it, focused, by the request path, and shows no alert', async () => {
    const send = vi.fn(() =>
      Promise.reject(
        problem(422, 'This number cannot receive calls.', { 'contact.phone': ['cannot receive calls'] }),
      ),
    );
    const { submit, latest, input } = renderForm(send);
    submit();
    await settle();
    expect(send).toHaveBeenCalledWith({ email: 'ada@example.com', phone: '+44' });
    expect(latest().form.formState.errors.phone?.message).toBe('This number cannot receive calls.');
    expect(latest().form.formState.errors.email).toBeUndefined();
    expect(document.activeElement).toBe(input('Phone'));
    expect(latest().alert).toBeUndefined();
  });

  it('names a field the contract’s checks refused as not valid, whatever the checks’ words', async () => {
    const { submit, latest } = renderForm(() =>
      Promise.reject(problem(400, 'email: format', { email: ['doit correspondre au format "email"'] })),
    );
    submit();
    await settle();
    expect(latest().form.formState.errors.email?.message).toBe('E-mail is not valid.');
    expect(latest().alert).toBeUndefined();
  });

  it('shows what is not a field of the form above it, and clears it at the next submit', async () => {
    let answer: Promise<unknown> = Promise.reject(
      problem(422, 'The account is closed.', { accountId: ['is closed'] }),
    );
    const { submit, latest } = renderForm(() => answer);
    submit();
    await settle();
    expect(latest().alert).toBe('The account is closed.');
    expect(latest().form.formState.errors).toEqual({});

    answer = Promise.reject(new TypeError('Failed to fetch'));
    submit();
    await settle();
    expect(latest().alert).toBe('Something went wrong. Check your connection and try again.');

    answer = Promise.resolve('done');
    submit();
    await settle();
    expect(latest().alert).toBeUndefined();
    expect(latest().error).toBeUndefined();
  });

  it('sends once for a double submit, and again once the first answered', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { submit } = renderForm(send);
    submit();
    submit();
    await settle();
    submit();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    await settle();
    submit();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while the form’s own rules refuse it', async () => {
    const send = vi.fn();
    const { submit, latest } = renderForm(send, 'not an address');
    submit();
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(latest().form.formState.errors.email?.message).toBe('Enter an e-mail address.');
  });
});

// A path the request does not have fails to compile.
const _wrongKey: ServerFields<Body, Input> = {
  // @ts-expect-error: `phone` is not a path of the request body (`contact.phone` is)
  phone: { name: 'phone', label: 'Phone' },
};
void _wrongKey;
