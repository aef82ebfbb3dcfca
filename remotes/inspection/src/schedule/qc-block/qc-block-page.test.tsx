import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Permissions, ResourceResult, type QcBlockRow } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { clearRuleFileCache, useAuthStore } from '@portal/shell-contract';
import {
  choose,
  fixToday,
  lookup,
  renderAt,
  serveRuleFiles,
  typeDay,
} from '../screen-parts/screen-test-support';
import { QcBlockPage } from './qc-block-page';

const aBlock = (over: Partial<QcBlockRow> = {}): QcBlockRow => ({
  id: 7,
  staffId: 5,
  staffName: 'Alice Wong',
  officeName: 'Shanghai',
  date: '2026-03-05',
  reason: 'Training',
  createdByName: 'Planner One',
  createdAt: '2026-03-01T08:30:00.000Z',
  ...over,
});

const api = {
  searchBlocks: jest.fn(async () => ({
    result: 1,
    rows: [aBlock(), aBlock({ id: 8, date: '2026-03-06' })],
    total: 2,
  })),
  block: jest.fn(),
  unblock: jest.fn(async () => ({ result: 1 })),
  qcDataSource: lookup([
    { id: 5, name: 'Alice Wong' },
    { id: 6, name: 'Rahim Uddin' },
  ]),
};
jest.mock('../../shared/api/use-schedule-api', () => ({ useScheduleApi: () => api }));

fixToday();
beforeEach(() => {
  jest.clearAllMocks();
  clearRuleFileCache();
  serveRuleFiles();
});

const P = Permissions.QcBlock;
async function open(permissions: string[] = [P.View, P.Edit], url = '/1/qcblock/qc-block') {
  useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  await act(async () => {
    render(renderAt(url, 'qcblock/qc-block', <QcBlockPage />));
  });
}

const form = () => screen.getByRole('form', { name: 'Block days' });
const submit = () =>
  act(async () => {
    fireEvent.click(within(form()).getByRole('button', { name: 'Block' }));
  });

async function fillForm() {
  await choose('QC', 'ali', 'Alice Wong');
  typeDay('From', '04/03/2026');
  typeDay('To', '06/03/2026');
  fireEvent.change(within(form()).getByLabelText('Reason'), { target: { value: ' Training ' } });
}

describe('QcBlockPage', () => {
  it('lists the blocked days page by page with the filters of the URL', async () => {
    await open([P.View], '/1/qcblock/qc-block?staffIds=5&dateFrom=2026-03-01&dateTo=2026-03-31&page=2');
    expect(api.searchBlocks).toHaveBeenLastCalledWith({
      skip: 25,
      take: 25,
      staffIds: [5],
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
    });
    const table = screen.getByRole('table', { name: 'Blocked QC days' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader', { name: 'Alice Wong' })).toBeInTheDocument();
    expect(first).toHaveTextContent('05/03/2026');
    expect(first).toHaveTextContent('Training');
    expect(first).toHaveTextContent('Planner One');
    // A reader without QcBlock.Edit neither blocks nor unblocks.
    expect(screen.queryByRole('form', { name: 'Block days' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Unblock/ })).toBeNull();

    typeDay('Blocked days from', '10/03/2026');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(api.searchBlocks).toHaveBeenLastCalledWith({
      skip: 0,
      take: 25,
      staffIds: [5],
      dateFrom: '2026-03-10',
      dateTo: '2026-03-31',
    });
  });

  it('checks the form by the rule file before asking the server', async () => {
    await open();
    await submit();
    expect(api.block).not.toHaveBeenCalled();
    expect(within(form()).getAllByText('QC is required.').length).toBeGreaterThan(0);
    expect(within(form()).getByText('Reason is required.')).toBeInTheDocument();
    typeDay('From', '06/03/2026');
    typeDay('To', '04/03/2026');
    await submit();
    expect(within(form()).getByText('To must be greater than or equal to From.')).toBeInTheDocument();
    expect(api.block).not.toHaveBeenCalled();
  });

  it('blocks the days, says how many, keeps the QC for the next block and lists them', async () => {
    api.block.mockResolvedValue({ result: ResourceResult.Success, data: [aBlock(), aBlock(), aBlock()] });
    await open();
    await fillForm();
    await submit();
    expect(api.block).toHaveBeenCalledWith({
      staffId: 5,
      dateFrom: '2026-03-04',
      dateTo: '2026-03-06',
      reason: 'Training',
    });
    expect(await screen.findByText('3 days blocked.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Reason')).toHaveValue('');
    expect(await within(form()).findByText('Alice Wong')).toBeInTheDocument();
    await waitFor(() => expect(api.searchBlocks).toHaveBeenCalledTimes(2));
  });

  it('shows the server’s refusal of a day the QC is allocated on, and its field messages', async () => {
    api.block.mockResolvedValueOnce({
      result: ResourceResult.Invalid,
      message: 'Alice Wong is allocated on 05/03/2026 (INS-000012): unallocate first.',
      errors: [],
    });
    await open();
    await fillForm();
    await submit();
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'Alice Wong is allocated on 05/03/2026 (INS-000012): unallocate first.',
    );
    api.block.mockResolvedValueOnce({
      result: ResourceResult.Invalid,
      message: 'Some fields are not valid.',
      errors: [{ field: 'dateTo', message: 'A block covers 31 days at most.' }],
    });
    await submit();
    expect(within(form()).getAllByText('A block covers 31 days at most.').length).toBeGreaterThan(0);
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(api.searchBlocks).toHaveBeenCalledTimes(1);
  });

  it('unblocks a day after confirmation and lists again', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock Alice Wong on 06/03/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock this day?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it blocked' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.unblock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock Alice Wong on 06/03/2026' }));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unblock' }));
    });
    expect(api.unblock).toHaveBeenCalledWith(8);
    await waitFor(() => expect(api.searchBlocks).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Alice Wong is free on 06/03/2026 again.')).toBeInTheDocument();
  });

  it('says so when the day was unblocked meanwhile, and lists again', async () => {
    api.unblock.mockResolvedValueOnce({ result: ResourceResult.NotFound });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock Alice Wong on 05/03/2026' }));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unblock' }));
    });
    expect(await screen.findByText('05/03/2026 was no longer blocked for Alice Wong.')).toBeInTheDocument();
    await waitFor(() => expect(api.searchBlocks).toHaveBeenCalledTimes(2));
  });
});
