import { render, screen } from '@testing-library/react';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is found by its label and announces its error', () => {
    render(<TextField label="Login" error="Please enter your login." />);
    const input = screen.getByLabelText('Login');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your login.');
  });
});
