import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Field } from './field';
import { RadioGroup, RadioGroupItem } from './radio-group';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Field label="Remember this browser" orientation="horizontal">
      <Checkbox
        checked={checked}
        onCheckedChange={(next) => {
          onChange(next);
          setChecked(next);
        }}
      />
    </Field>
  );
}

describe('Checkbox', () => {
  it('toggles with Space and reports the new state', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Controlled onChange={changed} />);
    const box = screen.getByRole('checkbox', { name: 'Remember this browser' }) as HTMLInputElement;
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(box.checked).toBe(true);
    await user.click(screen.getByText('Remember this browser'));
    expect(box.checked).toBe(false);
    expect(changed.mock.calls).toEqual([[true], [false]]);
  });

  it('submits its name and value with a native form, and shows "mixed" for indeterminate', () => {
    const { rerender } = render(
      <form aria-label="Options">
        <Checkbox name="terms" value="yes" defaultChecked aria-label="Terms" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Options' }) as HTMLFormElement;
    expect(new FormData(form).get('terms')).toBe('yes');
    rerender(
      <form aria-label="Options">
        <Checkbox name="all" checked="indeterminate" onCheckedChange={() => {}} aria-label="Select all" />
      </form>,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);
  });
});

describe('RadioGroup', () => {
  it('gives its radios one name, submits the checked value and reports changes', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(
      <form aria-label="Plan">
        <RadioGroup aria-label="Account type" name="accountType" value="Regular" onValueChange={changed}>
          <RadioGroupItem value="Regular" label="Regular" />
          <RadioGroupItem value="Hipaa" label="HIPAA" />
        </RadioGroup>
      </form>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Account type' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Plan' }) as HTMLFormElement;
    expect(new FormData(form).get('accountType')).toBe('Regular');
    await user.click(screen.getByRole('radio', { name: 'HIPAA' }));
    expect(changed).toHaveBeenCalledWith('Hipaa');
  });
});

describe('RadioGroup without a value', () => {
  it('starts on defaultValue and lets the user change it (uncontrolled)', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(
      <RadioGroup aria-label="Severity" defaultValue="Minor" onValueChange={changed}>
        <RadioGroupItem value="Minor" label="Minor" />
        <RadioGroupItem value="Major" label="Major" />
      </RadioGroup>,
    );
    const minor = screen.getByRole('radio', { name: 'Minor' }) as HTMLInputElement;
    const major = screen.getByRole('radio', { name: 'Major' }) as HTMLInputElement;
    expect(minor.checked).toBe(true);
    await user.click(major);
    expect(major.checked).toBe(true);
    expect(minor.checked).toBe(false);
    expect(changed).toHaveBeenCalledWith('Major');
  });
});
