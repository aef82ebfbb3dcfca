import { fireEvent, render, screen } from '@testing-library/react';
import { HeaderPanel } from './header-panel';

function setup() {
  const onOpenChange = jest.fn();
  render(
    <div>
      <p>outside</p>
      <HeaderPanel
        label="Tasks"
        trigger={<span>T</span>}
        badge={4}
        onOpenChange={onOpenChange}
        testId="tasks"
      >
        <p>panel body</p>
      </HeaderPanel>
    </div>,
  );
  return { onOpenChange, button: screen.getByRole('button', { name: 'Tasks (4)' }) };
}

describe('HeaderPanel', () => {
  it('opens on click and closes on a click outside', () => {
    const { onOpenChange, button } = setup();
    expect(screen.queryByText('panel body')).toBeNull();
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Tasks' })).toHaveTextContent('panel body');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByText('panel body'));
    expect(screen.getByText('panel body')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByText('panel body')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes on Escape and gives the focus back to the button', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('shows the badge count', () => {
    setup();
    expect(screen.getByTestId('tasks-badge')).toHaveTextContent('4');
  });

  // WCAG 2.5.3 (label in name): the count drawn on the button is part of its accessible name.
  it('names the button with the count it shows', () => {
    const { rerender } = render(
      <HeaderPanel
        label="Tasks"
        trigger={<span aria-hidden />}
        badge={4}
        badgeLabel={(n) => `Tasks, to do: ${n}`}
      >
        <p>body</p>
      </HeaderPanel>,
    );
    expect(screen.getByRole('button', { name: 'Tasks, to do: 4' })).toBeInTheDocument();
    rerender(
      <HeaderPanel
        label="Tasks"
        trigger={<span aria-hidden />}
        badge={120}
        badgeLabel={(n) => `Tasks, to do: ${n}`}
      >
        <p>body</p>
      </HeaderPanel>,
    );
    expect(screen.getByRole('button', { name: 'Tasks, to do: 99+' })).toHaveTextContent('99+');
    rerender(
      <HeaderPanel
        label="Tasks"
        trigger={<span aria-hidden />}
        badge={0}
        badgeLabel={(n) => `Tasks, to do: ${n}`}
      >
        <p>body</p>
      </HeaderPanel>,
    );
    expect(screen.getByRole('button', { name: 'Tasks' })).toBeInTheDocument();
  });

  it('falls back to the label and the count in brackets', () => {
    setup();
    const button = screen.getByRole('button', { name: 'Tasks (4)' });
    fireEvent.click(button);
    // The panel keeps the plain label.
    expect(screen.getByRole('dialog', { name: 'Tasks' })).toBeInTheDocument();
  });
});
