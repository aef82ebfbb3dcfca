import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AllocationRefusal, BookingStatus, Permissions, ResourceResult } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { aCandidate, anAllocation, aQcOnLeave, renderAt } from '../schedule-test-support';
import { AllocationPage } from './allocation-page';

const api = {
  allocation: jest.fn(async () => ({ result: 1, data: anAllocation() })),
  candidates: jest.fn(async () => ({ result: 1, data: [aCandidate(), aQcOnLeave()] })),
  saveAllocation: jest.fn(),
  offices: jest.fn(async () => ({
    result: 1,
    offices: [],
    countries: [{ id: 156, name: 'China' }],
    years: [],
    currentYear: 2026,
  })),
  qcDataSource: jest.fn(),
  countryDataSource: jest.fn(),
};
jest.mock('../../shared/api/use-schedule-api', () => ({ useScheduleApi: () => api }));

const P = Permissions.ScheduleSummary;
const MONDAY = 'Monday 16/03/2026';
const TUESDAY = 'Tuesday 17/03/2026';

beforeEach(() => {
  api.saveAllocation.mockReset();
  api.candidates.mockClear();
});

async function open(permissions: string[] = [P.View, P.Allocate]) {
  useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  await act(async () => {
    render(
      renderAt('/1/schedule/schedule-allocation/12', 'schedule/schedule-allocation/:id', <AllocationPage />),
    );
  });
}

const day = (label: string) => screen.getByRole('region', { name: label });

async function addFromPicker(dayLabel: string, qc: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `Add QC to ${dayLabel}` }));
  });
  fireEvent.click(within(day(dayLabel)).getByRole('button', { name: `Add ${qc}` }));
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save allocations' }));
  });
}

describe('AllocationPage', () => {
  it('shows the booking, the man-days needed against allocated, and each day with its QCs', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Inspectors of INS-000012' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INS-000012' })).toHaveAttribute(
      'href',
      '/1/bookingDetail/booking-detail/12',
    );
    expect(screen.getByText('8 Industrial Road, Dongguan, China')).toBeInTheDocument();
    expect(screen.getByText('Textiles')).toBeInTheDocument();
    expect(screen.getByText('Report writing')).toBeInTheDocument();
    expect(screen.getByTestId('allocated-of-needed')).toHaveTextContent('1.5 / 2');
    // A day that has begun is read only; the coming ones take changes.
    const past = day('Friday 13/03/2026');
    expect(within(past).getByText('Chen Jie')).toBeInTheDocument();
    expect(within(past).getByText('Past day: read only')).toBeInTheDocument();
    expect(within(past).queryByRole('spinbutton')).toBeNull();
    expect(within(day(MONDAY)).getByRole('spinbutton', { name: 'Man-days of Li Wei' })).toHaveValue(1);
    expect(within(day(MONDAY)).getByText('Day return · 1.5 h one way')).toBeInTheDocument();
    expect(within(day(MONDAY)).getByText('Total CNY 290.00')).toBeInTheDocument();
    expect(within(day(TUESDAY)).getByText('No QC on this day yet.')).toBeInTheDocument();
  });

  it('adds a QC from the ranked candidates and saves every editable day', async () => {
    await open();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Add QC to ${TUESDAY}` }));
    });
    expect(api.candidates).toHaveBeenCalledWith(12, { date: '2026-03-17' });
    const picker = screen.getByRole('region', { name: `QCs for ${TUESDAY}` });
    const names = within(picker)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td span')?.textContent);
    expect(names).toEqual(['Wang Fang', 'Zhao Min']);
    expect(
      within(picker).getByText('Zhao Min is on leave on 17/03/2026 (Annual leave).'),
    ).toBeInTheDocument();
    expect(within(picker).getByText('Missing: Textiles')).toBeInTheDocument();
    fireEvent.click(within(picker).getByRole('button', { name: 'Add Wang Fang' }));
    // What is still missing on the booking, no more than the QC has free.
    expect(within(day(TUESDAY)).getByRole('spinbutton', { name: 'Man-days of Wang Fang' })).toHaveValue(0.5);
    expect(screen.getByTestId('allocated-of-needed')).toHaveTextContent('2 / 2');
    expect(within(picker).getByText('On this day')).toBeInTheDocument();

    api.saveAllocation.mockResolvedValue({
      result: ResourceResult.Success,
      data: anAllocation({
        booking: { ...anAllocation().booking, status: BookingStatus.Scheduled, version: 5 },
      }),
    });
    await save();
    expect(api.saveAllocation).toHaveBeenCalledWith(12, {
      version: 4,
      days: [
        { date: '2026-03-16', qcs: [{ staffId: 30, manDays: 1 }] },
        { date: '2026-03-17', qcs: [{ staffId: 32, manDays: 0.5 }] },
      ],
    });
    expect(await screen.findByText('Allocations saved.')).toBeInTheDocument();
    expect(screen.getAllByText('Scheduled').length).toBeGreaterThan(0);
  });

  it('shows why the server refuses a QC beside it, keeping the choices', async () => {
    await open();
    await addFromPicker(TUESDAY, 'Zhao Min');
    fireEvent.change(within(day(MONDAY)).getByRole('spinbutton', { name: 'Man-days of Li Wei' }), {
      target: { value: '0.75' },
    });
    const message = 'Zhao Min is on leave on 17/03/2026 (Annual leave).';
    api.saveAllocation.mockResolvedValue({
      result: ResourceResult.Invalid,
      message,
      refusals: [
        { date: '2026-03-17', staffId: 33, staffName: 'Zhao Min', reason: AllocationRefusal.Leave, message },
      ],
    });
    await save();
    expect(api.saveAllocation).toHaveBeenCalledWith(12, {
      version: 4,
      days: [
        { date: '2026-03-16', qcs: [{ staffId: 30, manDays: 0.75 }] },
        { date: '2026-03-17', qcs: [{ staffId: 33, manDays: 0.5 }] },
      ],
    });
    const qcs = within(day(TUESDAY)).getByRole('table', { name: `QCs on ${TUESDAY}` });
    const row = within(qcs).getByText('Zhao Min').closest('tr')!;
    expect(within(row).getByRole('alert')).toHaveTextContent(message);
    expect(within(day(MONDAY)).getByRole('spinbutton', { name: 'Man-days of Li Wei' })).toHaveValue(0.75);
    // Taking the QC off the day takes the refusal with it.
    fireEvent.click(within(day(TUESDAY)).getByRole('button', { name: `Remove Zhao Min from ${TUESDAY}` }));
    expect(within(day(TUESDAY)).queryByRole('alert')).toBeNull();
  });

  it('on a lost race keeps the choices until the other version is loaded', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: `Remove all from ${MONDAY}` }));
    expect(within(day(MONDAY)).getByText('No QC on this day yet.')).toBeInTheDocument();
    const theirs = anAllocation({ booking: { ...anAllocation().booking, version: 6 } });
    theirs.days[2]!.allocations.push({
      ...theirs.days[1]!.allocations[0]!,
      id: 80,
      staffId: 40,
      staffName: 'Sun Li',
    });
    api.saveAllocation.mockResolvedValue({
      result: ResourceResult.Conflict,
      messageKey: 'kit.conflict',
      current: theirs,
    });
    await save();
    expect(api.saveAllocation).toHaveBeenCalledWith(12, {
      version: 4,
      days: [
        { date: '2026-03-16', qcs: [] },
        { date: '2026-03-17', qcs: [] },
      ],
    });
    const conflict = screen.getByTestId('allocation-conflict');
    expect(conflict).toHaveTextContent('Someone else saved this record');
    expect(within(day(MONDAY)).getByText('No QC on this day yet.')).toBeInTheDocument();
    fireEvent.click(within(conflict).getByRole('button', { name: 'Load their version' }));
    expect(screen.queryByTestId('allocation-conflict')).toBeNull();
    expect(within(day(MONDAY)).getByText('Li Wei')).toBeInTheDocument();
    expect(within(day(TUESDAY)).getByText('Sun Li')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save allocations' })).toBeDisabled();
  });

  it('says a refusal of the booking itself', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: `Remove all from ${MONDAY}` }));
    api.saveAllocation.mockResolvedValue({
      result: ResourceResult.Forbidden,
      message: 'Booking INS-000012 is on hold.',
    });
    await save();
    expect(await screen.findByText('Booking INS-000012 is on hold.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: `Remove all from ${MONDAY}` }));
    fireEvent.click(screen.getByRole('link', { name: 'Back to the schedule' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave without saving?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('is read only without the right to allocate', async () => {
    await open([P.View]);
    expect(screen.getByText(/Read only/)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add QC/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save allocations' })).toBeNull();
  });
});
