import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';
import { Field, Fieldset } from './field';
import { Input } from './input';
import { RadioGroup, RadioGroupItem } from './radio-group';

function RegisterForm() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [submitCount, setSubmitCount] = useState(0);
  const message = (id: string) => errors.find((error) => error.fieldId === id)?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitCount((count) => count + 1);
        setErrors([
          { fieldId: 'email', message: 'Enter your e-mail address' },
          { fieldId: 'accountType', message: 'Choose an account type' },
        ]);
      }}
    >
      <ErrorSummary errors={errors} focusKey={submitCount} />
      <Field id="email" label="E-mail" error={message('email')}>
        <Input type="email" />
      </Field>
      <Fieldset id="accountType" label="Account type" error={message('accountType')}>
        <RadioGroup>
          <RadioGroupItem value="Regular" label="Regular" />
          <RadioGroupItem value="Hipaa" label="HIPAA" />
        </RadioGroup>
      </Fieldset>
      <Button type="submit">Register</Button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    render(<ErrorSummary errors={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('appears as an alert, takes focus and lists the errors as links', async () => {
    const user = userEvent.setup();
    render(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your e-mail address',
      'Choose an account type',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('#email');
  });

  it('moves focus to the field when an error is followed', async () => {
    const user = userEvent.setup();
    render(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(screen.getByRole('link', { name: 'Enter your e-mail address' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('link', { name: 'Choose an account type' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Regular' }));
  });

  it('takes focus again on the next failed submit', async () => {
    const user = userEvent.setup();
    render(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
