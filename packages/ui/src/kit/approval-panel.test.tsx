import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ResourceResult, type SaveResponse } from '@portal/domain';
import { UI_MESSAGES } from '../i18n';
import { Toaster } from '../toast/toaster';
import { ApprovalPanel, type ApprovalPanelProps } from './approval-panel';

interface Claim {
  id: number;
  status: string;
}

const texts = {
  cancel: 'Withdraw',
  reject: 'Turn down',
  rejectTitle: 'Turn the claim down?',
  rejectComment: 'Why',
  rejectRequired: 'Say why',
  rejectTooLong: 'Too long',
  cancelTitle: 'Withdraw the claim?',
  cancelBody: 'It cannot be sent again.',
  keep: 'Keep it',
  done: (step: string) => `Done: ${step}`,
};

function setup(props: Partial<ApprovalPanelProps<Claim>>, answer: SaveResponse<Claim>) {
  const take = jest.fn(async () => answer);
  const onChanged = jest.fn();
  render(
    <IntlProvider locale="en" messages={UI_MESSAGES.en}>
      <ApprovalPanel<Claim>
        title="Approval"
        badge={<span>Pending</span>}
        summary="Claim 12 by Mei Lin"
        history={<ol aria-label="History" />}
        canCancel={false}
        canReject={false}
        commentMax={10}
        texts={texts}
        take={take}
        onChanged={onChanged}
        {...props}
      />
      <Toaster />
    </IntlProvider>,
  );
  return { take, onChanged };
}

describe('ApprovalPanel', () => {
  it('offers no step row when the user may take none', () => {
    setup({}, { result: ResourceResult.Success });
    const panel = screen.getByRole('region', { name: 'Approval' });
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    expect(panel).toHaveTextContent('Claim 12 by Mei Lin');
  });

  it('takes the forward step at once and hands over the record as it is now', async () => {
    const now = { id: 12, status: 'Approved' };
    const { take, onChanged } = setup(
      { forward: { step: 'approve', label: 'Approve' } },
      { result: ResourceResult.Success, data: now },
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve' })));
    expect(take).toHaveBeenCalledWith('approve', undefined);
    expect(onChanged).toHaveBeenCalledWith(now);
    expect(await screen.findByText('Done: approve')).toBeInTheDocument();
  });

  it('asks for a comment before turning down, within its length', async () => {
    const { take } = setup(
      { canReject: true },
      { result: ResourceResult.Success, data: { id: 12, status: 'x' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Turn down' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn the claim down?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn down' }));
    expect(await within(dialog).findByText('Say why')).toBeInTheDocument();
    expect(take).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Why'), { target: { value: 'No receipt' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Turn down' })));
    expect(take).toHaveBeenCalledWith('reject', 'No receipt');
  });

  it('shows a refusal’s first field message, else its message, and keeps the record', async () => {
    const { onChanged } = setup(
      { canCancel: true },
      { result: ResourceResult.Invalid, message: 'Not your step', errors: [] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Withdraw the claim?' })).getByRole('button', {
          name: 'Withdraw',
        }),
      ),
    );
    expect(await screen.findByText('Not your step')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
