import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { LeaveStatus, ResourceResult, type LeaveDetail } from '@portal/domain';
import { Toaster, UI_MESSAGES } from '@portal/ui';
import { SHELL_CONTRACT_MESSAGES } from '@portal/shell-contract';
import { en } from '../i18n/en';
import type { HrLeaveApi } from './leave-api';
import { LeaveWorkflowPanel } from './leave-workflow-panel';

const record: LeaveDetail = {
  id: 7,
  version: 1,
  staffId: 3,
  staffName: 'Mei Lin Chen',
  employeeNo: 'E0003',
  leaveTypeId: 1,
  leaveTypeName: 'Annual leave',
  leaveTypeCode: 'AL',
  startDate: '2026-12-07',
  endDate: '2026-12-08',
  startDayType: 1,
  endDayType: 1,
  days: 2,
  status: LeaveStatus.Pending,
  reason: 'Trip',
  createdAt: '2026-11-23T08:00:00.000Z',
  actedByName: null,
  actedAt: null,
  comment: null,
  approverNames: ['Catherine Dubois'],
  hrApproval: false,
  createdByName: 'Mei Lin Chen',
  history: [{ action: 'Submitted', byName: 'Mei Lin Chen', at: '2026-11-23T08:00:00.000Z', comment: 'Trip' }],
  canEdit: false,
  canApprove: true,
  canReject: true,
  canCancel: false,
};

function setup(detail: LeaveDetail, answer?: Partial<Awaited<ReturnType<HrLeaveApi['reject']>>>) {
  const done = {
    result: ResourceResult.Success,
    data: { ...detail, status: LeaveStatus.Rejected },
    ...answer,
  };
  const api = {
    approve: jest.fn(async () => done),
    reject: jest.fn(async () => done),
    cancel: jest.fn(async () => done),
  } as unknown as HrLeaveApi;
  const onChanged = jest.fn();
  render(
    <IntlProvider locale="en" messages={{ ...UI_MESSAGES.en, ...SHELL_CONTRACT_MESSAGES.en, ...en }}>
      <LeaveWorkflowPanel api={api} record={detail} onChanged={onChanged} />
      <Toaster />
    </IntlProvider>,
  );
  return { api, onChanged };
}

describe('LeaveWorkflowPanel', () => {
  it('offers the approver approve and reject, shows who it waits for and the history', () => {
    setup(record);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
    expect(screen.getByText('Catherine Dubois')).toBeInTheDocument();
    expect(screen.getByTestId('leave-history-entry')).toHaveTextContent('Requested by Mei Lin Chen');
  });

  it('needs a comment to reject, then sends it trimmed', async () => {
    const { api, onChanged } = setup(record);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this leave request' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    });
    expect(screen.getByText('Say why the request is rejected.')).toBeInTheDocument();
    expect(api.reject).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Comment for the requester'), {
      target: { value: '  Busy week  ' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    });
    expect(api.reject).toHaveBeenCalledWith(7, 'Busy week');
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: LeaveStatus.Rejected }));
  });

  it("shows the server's message and the current request when someone decided first", async () => {
    const current = { ...record, status: LeaveStatus.Cancelled, canApprove: false, canReject: false };
    const { onChanged } = setup(record, {
      result: ResourceResult.Conflict,
      data: undefined,
      current,
      message: 'This request is cancelled: only a pending request can be changed, approved or rejected.',
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    });
    expect(await screen.findByText(/This request is cancelled/)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledWith(current);
  });

  it('offers the requester only the cancel, behind a question', async () => {
    const { api } = setup({ ...record, canApprove: false, canReject: false, canCancel: true, canEdit: true });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this leave request?' });
    expect(api.cancel).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    });
    expect(api.cancel).toHaveBeenCalledWith(7);
  });
});
