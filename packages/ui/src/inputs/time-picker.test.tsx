import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInIntl } from '../select/select-test-support';
import { TimePicker, type TimePickerProps } from './time-picker';

function Bound(props: Partial<TimePickerProps> & { initial?: string | null; spy?: jest.Mock }) {
  const { initial = null, spy, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <TimePicker
        label="Start"
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          spy?.(next);
        }}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

const part = (name: string) => screen.getByRole('textbox', { name: `Start ${name}` });

describe('TimePicker', () => {
  it('names each part and gives a 24-hour value once hour and minute are valid', () => {
    const spy = jest.fn();
    renderInIntl(<Bound spy={spy} />);
    expect(screen.getByRole('group', { name: 'Start' })).toBeInTheDocument();
    fireEvent.change(part('Hours'), { target: { value: '17' } });
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(spy).not.toHaveBeenCalled();
    fireEvent.change(part('Minutes'), { target: { value: '5' } });
    expect(screen.getByRole('status')).toHaveTextContent('17:05');
    fireEvent.blur(part('Minutes'));
    expect(part('Minutes')).toHaveValue('05');
  });

  it('flags an invalid part and sends null for it', () => {
    renderInIntl(<Bound initial="10:30" />);
    expect(part('Hours')).toHaveValue('10');
    fireEvent.change(part('Hours'), { target: { value: '24' } });
    expect(part('Hours')).toHaveAttribute('aria-invalid', 'true');
    expect(part('Minutes')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('needs the seconds when they are shown', () => {
    renderInIntl(<Bound showSeconds />);
    fireEvent.change(part('Hours'), { target: { value: '08' } });
    fireEvent.change(part('Minutes'), { target: { value: '15' } });
    expect(screen.getByRole('status')).toHaveTextContent('none');
    fireEvent.change(part('Seconds'), { target: { value: '09' } });
    expect(screen.getByRole('status')).toHaveTextContent('08:15:09');
  });

  it('shows 12-hour hours with an AM/PM toggle and still gives a 24-hour value', () => {
    renderInIntl(<Bound meridian initial="19:45" />);
    expect(part('Hours')).toHaveValue('07');
    const toggle = screen.getByRole('button', { name: 'Start AM or PM PM' });
    fireEvent.click(toggle);
    expect(screen.getByRole('status')).toHaveTextContent('07:45');
    expect(toggle).toHaveTextContent('AM');
    fireEvent.change(part('Hours'), { target: { value: '13' } });
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('takes two digits only and blocks - + e E', () => {
    renderInIntl(<Bound />);
    const hours = part('Hours');
    expect(hours).toHaveAttribute('maxLength', '2');
    expect(fireEvent.keyDown(hours, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(hours, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(hours, { key: '1' })).toBe(true);
    fireEvent.change(hours, { target: { value: '1a' } });
    expect(hours).toHaveValue('');
  });

  it('moves to the minutes after two hour digits', () => {
    renderInIntl(<Bound />);
    part('Hours').focus();
    fireEvent.change(part('Hours'), { target: { value: '09' } });
    expect(part('Minutes')).toHaveFocus();
  });

  it('follows a value set by the form', () => {
    const { rerender } = renderInIntl(<TimePicker label="Start" value="09:00" onChange={() => {}} />);
    rerender(<TimePicker label="Start" value={null} onChange={() => {}} />);
    expect(part('Hours')).toHaveValue('');
  });
});
