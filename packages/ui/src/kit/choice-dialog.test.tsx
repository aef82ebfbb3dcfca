import { fireEvent, render, screen } from '@testing-library/react';
import { ChoiceDialog } from './choice-dialog';

function renderDialog(open = true) {
  const onChoose = jest.fn();
  const onCancel = jest.fn();
  render(
    <ChoiceDialog
      open={open}
      title="Delete this holiday?"
      body="It repeats every year."
      choices={[
        { value: 'once', label: 'Only 2027' },
        { value: 'all', label: 'Every year', danger: true },
      ]}
      cancelLabel="Cancel"
      onChoose={onChoose}
      onCancel={onCancel}
    />,
  );
  return { onChoose, onCancel };
}

describe('ChoiceDialog', () => {
  it('answers with the chosen value, or cancels', () => {
    const { onChoose, onCancel } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Delete this holiday?' })).toHaveTextContent(
      'It repeats every year.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Only 2027' }));
    fireEvent.click(screen.getByRole('button', { name: 'Every year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChoose.mock.calls).toEqual([['once'], ['all']]);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
