import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInIntl } from '../select/select-test-support';
import type { DateInputValue } from './date-input-logic';
import { DateInput, type DateInputProps } from './date-input';

function Bound(props: Partial<DateInputProps> & { initial?: DateInputValue; spy?: jest.Mock }) {
  const { initial = null, spy, ...rest } = props;
  const [value, setValue] = useState<DateInputValue>(initial);
  return (
    <DateInput
      label="Shipment date"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        spy?.(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Shipment date');
const typeAndLeave = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.blur(input());
};

describe('DateInput', () => {
  it('is labelled, hints the format and shows a bound date as dd/MM/yyyy', () => {
    renderInIntl(<Bound initial={new Date(2024, 2, 5)} />);
    expect(input()).toHaveValue('05/03/2024');
    expect(input()).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  });

  it('keeps the text while typing and reads it when the input is left', () => {
    const spy = jest.fn();
    renderInIntl(<Bound spy={spy} />);
    fireEvent.change(input(), { target: { value: '5/3/2024' } });
    expect(input()).toHaveValue('5/3/2024');
    expect(spy).not.toHaveBeenCalled();
    fireEvent.blur(input());
    expect(spy).toHaveBeenCalledWith(new Date(2024, 2, 5));
    expect(input()).toHaveValue('05/03/2024');
  });

  it('keeps an incomplete date as typed text so validation can report it', () => {
    const spy = jest.fn();
    renderInIntl(<Bound spy={spy} />);
    typeAndLeave('03/2024');
    expect(spy).toHaveBeenCalledWith('03/2024');
    expect(input()).toHaveValue('03/2024');
    typeAndLeave('');
    expect(spy).toHaveBeenLastCalledWith(null);
  });

  it('shows and reads dd/MM/yyyy HH:mm:ss with time, sending UTC with output "iso"', () => {
    const spy = jest.fn();
    renderInIntl(<Bound withTime output="iso" spy={spy} />);
    expect(input()).toHaveAttribute('placeholder', 'dd/mm/yyyy hh:mm:ss');
    typeAndLeave('05/03/2024 14:07:09');
    expect(spy).toHaveBeenCalledWith(new Date(2024, 2, 5, 14, 7, 9).toISOString());
    expect(input()).toHaveValue('05/03/2024 14:07:09');
  });

  it('blocks letters and, without time, colons', () => {
    renderInIntl(<Bound />);
    expect(fireEvent.keyDown(input(), { key: 'x' })).toBe(false);
    expect(fireEvent.keyDown(input(), { key: ':' })).toBe(false);
    expect(fireEvent.keyDown(input(), { key: '/' })).toBe(true);
  });

  it('reads the text on Enter', () => {
    const spy = jest.fn();
    renderInIntl(<Bound spy={spy} />);
    fireEvent.change(input(), { target: { value: '2024' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(spy).toHaveBeenCalledWith('2024');
  });

  it('does not call onChange when the text was not changed', () => {
    const spy = jest.fn();
    renderInIntl(<Bound initial={new Date(2024, 2, 5)} spy={spy} />);
    fireEvent.focus(input());
    fireEvent.blur(input());
    expect(spy).not.toHaveBeenCalled();
  });
});
