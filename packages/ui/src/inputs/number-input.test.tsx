import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DecimalInput, NumericInput } from './number-input';

function Bound({ kind, initial = null }: { kind: 'numeric' | 'decimal'; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  const Input = kind === 'numeric' ? NumericInput : DecimalInput;
  return (
    <>
      <Input
        label="Quantity"
        value={value}
        maxLength={kind === 'numeric' ? 4 : undefined}
        onChange={setValue}
      />
      <output>{value === null ? 'null' : value}</output>
    </>
  );
}

/** keydown, reporting whether the input refused it. */
function press(input: HTMLElement, key: string) {
  const event = createEvent.keyDown(input, { key });
  fireEvent(input, event);
  return event.defaultPrevented;
}

function paste(input: HTMLElement, text: string) {
  const event = createEvent.paste(input, { clipboardData: { getData: () => text } });
  fireEvent(input, event);
}

describe('NumericInput', () => {
  it('is labelled, blocks - + e E and stops at the maximum length', () => {
    render(<Bound kind="numeric" />);
    const input = screen.getByLabelText('Quantity');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    for (const key of ['-', '+', 'e', 'E']) expect(press(input, key)).toBe(true);
    expect(press(input, '1')).toBe(false);
    fireEvent.change(input, { target: { value: '1234' } });
    expect(screen.getByRole('status')).toHaveTextContent('1234');
    (input as HTMLInputElement).setSelectionRange(4, 4);
    expect(press(input, '5')).toBe(true);
    expect(press(input, 'Backspace')).toBe(false);
  });

  it('refuses a pasted value with blocked characters or too long, and takes a good one', () => {
    render(<Bound kind="numeric" />);
    const input = screen.getByLabelText('Quantity');
    paste(input, '-12');
    expect(input).toHaveValue('');
    paste(input, '12345');
    expect(input).toHaveValue('');
    paste(input, ' 42 ');
    expect(input).toHaveValue('42');
    expect(screen.getByRole('status')).toHaveTextContent('42');
  });

  it('ignores changes that are not digits (drag and drop, autofill)', () => {
    render(<Bound kind="numeric" initial={7} />);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: '7e' } });
    expect(input).toHaveValue('7');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });
});

describe('DecimalInput', () => {
  it('keeps "12." while typing and stops once 2 decimals are typed', () => {
    render(<Bound kind="decimal" />);
    const input = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect(input).toHaveAttribute('inputmode', 'decimal');
    fireEvent.change(input, { target: { value: '12.' } });
    expect(input).toHaveValue('12.');
    expect(screen.getByRole('status')).toHaveTextContent('12');
    fireEvent.change(input, { target: { value: '12.55' } });
    input.setSelectionRange(5, 5);
    expect(press(input, '5')).toBe(true);
    expect(press(input, 'e')).toBe(true);
    fireEvent.change(input, { target: { value: '12.555' } });
    expect(input).toHaveValue('12.55');
    expect(screen.getByRole('status')).toHaveTextContent('12.55');
  });

  it('refuses a paste with too many decimals', () => {
    render(<Bound kind="decimal" />);
    const input = screen.getByLabelText('Quantity');
    paste(input, '1.234');
    expect(input).toHaveValue('');
    paste(input, '1.23');
    expect(input).toHaveValue('1.23');
  });

  it('follows the bound value when the form changes it', () => {
    const { rerender } = render(<DecimalInput label="Rate" value={1.5} onChange={() => {}} />);
    expect(screen.getByLabelText('Rate')).toHaveValue('1.5');
    rerender(<DecimalInput label="Rate" value={null} onChange={() => {}} />);
    expect(screen.getByLabelText('Rate')).toHaveValue('');
  });
});
