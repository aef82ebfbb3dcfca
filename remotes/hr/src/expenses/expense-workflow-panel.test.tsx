import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ExpenseStatus, ResourceResult, type ExpenseDetail } from '@portal/domain';
import { Toaster, UI_MESSAGES } from '@portal/ui';
import { SHELL_CONTRACT_MESSAGES } from '@portal/shell-contract';
import { en } from '../i18n/en';
import type { ExpenseApi } from './expense-api';
import { ExpenseWorkflowPanel } from './expense-workflow-panel';

const record: ExpenseDetail = {
  id: 12,
  version: 3,
  claimNo: 'EXP-2026-00012',
  title: 'Factory visit',
  staffId: 4,
  staffName: 'Rahul Sharma',
  employeeNo: 'E0004',
  status: ExpenseStatus.Pending,
  totals: [{ currency: 'EUR', amount: '42.50' }],
  lineCount: 1,
  firstDate: '2026-03-02',
  lastDate: '2026-03-02',
  createdAt: '2026-03-03T08:00:00.000Z',
  checkedByName: null,
  approvedByName: null,
  paidByName: null,
  rejectedByName: null,
  rejectComment: null,
  lines: [],
  receipts: [],
  history: [{ action: 'Submitted', byName: 'Rahul Sharma', at: '2026-03-03T08:00:00.000Z', comment: null }],
  waitingFor: { step: 'check', names: ['Catherine Dubois'] },
  checkedByHr: false,
  canEdit: false,
  canCheck: true,
  canApprove: false,
  canPay: false,
  canReject: true,
  canCancel: false,
};

function setup(detail: ExpenseDetail, answer?: Partial<Awaited<ReturnType<ExpenseApi['step']>>>) {
  const done = {
    result: ResourceResult.Success,
    data: { ...detail, status: ExpenseStatus.Checked },
    ...answer,
  };
  const api = { step: jest.fn(async () => done) } as unknown as ExpenseApi;
  const onChanged = jest.fn();
  render(
    <IntlProvider locale="en" messages={{ ...UI_MESSAGES.en, ...SHELL_CONTRACT_MESSAGES.en, ...en }}>
      <ExpenseWorkflowPanel api={api} record={detail} onChanged={onChanged} />
      <Toaster />
    </IntlProvider>,
  );
  return { api, onChanged };
}

describe('ExpenseWorkflowPanel', () => {
  it('offers the checker check and reject, says who it waits for and shows the history', () => {
    setup(record);
    expect(screen.getByRole('button', { name: 'Mark as checked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel claim' })).toBeNull();
    expect(screen.getByTestId('expense-waiting')).toHaveTextContent('To be checked by: Catherine Dubois');
    expect(screen.getByTestId('expense-history-entry')).toHaveTextContent('Submitted by Rahul Sharma');
  });

  it('sends the version on screen with the step', async () => {
    const { api, onChanged } = setup(record);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mark as checked' }));
    });
    expect(api.step).toHaveBeenCalledWith(12, 'check', { version: 3, comment: undefined });
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: ExpenseStatus.Checked }));
  });

  it('offers pay to the payer only', () => {
    setup({ ...record, status: ExpenseStatus.Approved, canCheck: false, canReject: false, canPay: true });
    expect(screen.getByRole('button', { name: 'Mark as paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('needs a comment to reject, then sends it', async () => {
    const { api } = setup(record);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this expense claim' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    });
    expect(screen.getByText('Say why the claim is rejected.')).toBeInTheDocument();
    expect(api.step).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Comment for the claimant'), { target: { value: 'No receipt' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    });
    expect(api.step).toHaveBeenCalledWith(12, 'reject', { version: 3, comment: 'No receipt' });
  });

  it("shows the server's reason when the step is not the caller's, and keeps the claim", async () => {
    const { onChanged } = setup(record, {
      result: ResourceResult.Invalid,
      data: undefined,
      message: 'This claim waits for Catherine Dubois: you cannot take this step.',
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mark as checked' }));
    });
    expect(await screen.findByText(/you cannot take this step/)).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers the claimant only the cancel, behind a question', async () => {
    const { api } = setup({ ...record, canCheck: false, canReject: false, canCancel: true, canEdit: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this expense claim?' });
    expect(api.step).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel claim' }));
    });
    expect(api.step).toHaveBeenCalledWith(12, 'cancel', { version: 3, comment: undefined });
  });
});
