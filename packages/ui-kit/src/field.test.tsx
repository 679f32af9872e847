import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Field, Fieldset } from './field';
import { Input } from './input';
import { NativeSelect } from './native-select';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { Select, SelectItem } from './select';
import { Textarea } from './textarea';

describe('Field', () => {
  it('labels the control and reads the description', () => {
    render(
      <Field label="Display name" description="Shown in the product list.">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Display name');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('textbox', { description: 'Shown in the product list.' })).toBe(input);
  });

  it('announces the error with the control and marks it invalid', () => {
    render(
      <Field label="E-mail" description="We send the sign-in link here." error="Enter a valid e-mail address">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Enter a valid e-mail address');
    expect(input.getAttribute('aria-errormessage')).toBe(error.id);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(
      screen.getByRole('textbox', {
        description: /We send the sign-in link here\. Enter a valid e-mail address/,
      }),
    ).toBe(input);
  });

  it('passes react-hook-form register props (name, ref, handlers) through to the control', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <Field label="E-mail" id="email" error={undefined}>
        <Input type="email" name="email" ref={ref} onChange={onChange} onBlur={onBlur} />
      </Field>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(ref.current).toBe(input);
    expect(input.id).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
    await userEvent.type(input, 'a');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalled();
  });

  it('marks required fields for assistive technology', () => {
    render(
      <Field label="Domain name" required>
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: /Domain name/ }).getAttribute('aria-required')).toBe('true');
  });

  it('wires textarea, native select, Radix select and checkbox', () => {
    render(
      <>
        <Field label="Message">
          <Textarea />
        </Field>
        <Field label="Severity" error="Choose a severity">
          <NativeSelect defaultValue="">
            <option value="" disabled>
              Choose…
            </option>
            <option value="Minor">Minor</option>
          </NativeSelect>
        </Field>
        <Field label="Region">
          <Select placeholder="Choose a region">
            <SelectItem value="eu-west-1">eu-west-1</SelectItem>
          </Select>
        </Field>
        <Field label="I accept the terms" orientation="horizontal">
          <Checkbox />
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    const severity = screen.getByRole('combobox', { name: 'Severity' });
    expect(severity.tagName).toBe('SELECT');
    expect(screen.getByRole('combobox', { description: 'Choose a severity' })).toBe(severity);
    expect(screen.getByRole('combobox', { name: 'Region' }).tagName).toBe('BUTTON');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeTruthy();
  });

  it('names a radio group by its fieldset legend and moves with arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Fieldset label="Account type" error="Choose an account type">
        <RadioGroup>
          <RadioGroupItem value="Regular" label="Regular" />
          <RadioGroupItem value="Hipaa" label="HIPAA" description="For regulated health data." />
        </RadioGroup>
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Account type' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Account type' })).toBeTruthy();
    const regular = screen.getByRole('radio', { name: 'Regular' });
    await user.click(regular);
    expect((regular as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowDown}');
    const hipaa = screen.getByRole('radio', { name: 'HIPAA', description: 'For regulated health data.' });
    await waitFor(() => expect((hipaa as HTMLInputElement).checked).toBe(true));
    expect(document.activeElement).toBe(hipaa);
    expect((regular as HTMLInputElement).checked).toBe(false);
  });
});
