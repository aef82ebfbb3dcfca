import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Permissions, type OccupancyResult } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { downloadBlob } from '@portal/ui';
import { OFFICES, fixToday, renderAt, typeDay } from '../screen-parts/screen-test-support';
import { InspectionOccupancyPage, ManDaySummaryPage } from './occupancy-page';

jest.mock('@portal/ui', () => ({ ...jest.requireActual('@portal/ui'), downloadBlob: jest.fn() }));

const cell = (date: string, allocated: number, available: number) => ({
  date,
  allocated,
  available,
  overloaded: allocated > available,
});
const RESULT: OccupancyResult = {
  days: ['2026-03-09', '2026-03-10'],
  rows: [
    {
      id: 1,
      name: 'Shanghai',
      officeName: null,
      cells: [cell('2026-03-09', 1.5, 2), cell('2026-03-10', 3, 2)],
      totalAllocated: 4.5,
      totalAvailable: 4,
    },
    {
      id: 2,
      name: 'Dhaka',
      officeName: null,
      cells: [cell('2026-03-09', 0.25, 1), cell('2026-03-10', 0, 1)],
      totalAllocated: 0.25,
      totalAvailable: 2,
    },
  ],
};

const api = {
  occupancy: jest.fn(async () => ({ result: 1, data: RESULT })),
  occupancyExport: jest.fn(async () => new Blob(['xlsx'])),
  offices: jest.fn(async () => OFFICES),
};
jest.mock('../../shared/api/use-schedule-api', () => ({ useScheduleApi: () => api }));

fixToday();
beforeEach(() => jest.clearAllMocks());

const P = Permissions.InspectionOccupancy;
async function open(
  element: ReactElement,
  permissions: string[] = [P.View],
  url = '/1/inspection-occupancy/inspection-occupancy',
) {
  useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  await act(async () => {
    render(renderAt(url, url.split('?')[0]!.slice(3), element));
  });
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('OccupancyPage', () => {
  it('shows this week and the next by office: allocated / available, overloads in words, totals', async () => {
    await open(<InspectionOccupancyPage />);
    expect(screen.getByRole('heading', { name: 'Inspection occupancy' })).toBeInTheDocument();
    // Wednesday 11 March 2026: Monday 9 to Sunday 22.
    expect(api.occupancy).toHaveBeenCalledWith({
      dateFrom: '2026-03-09',
      dateTo: '2026-03-22',
      officeIds: [],
      groupBy: 'office',
    });
    const table = screen.getByRole('table', {
      name: 'Allocated and available man-days from 09/03/2026 to 10/03/2026',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Office', 'Mon09/0309/03/2026', 'Tue10/0310/03/2026', 'Total']);
    const shanghai = rowOf('Shanghai').querySelectorAll('td');
    expect(shanghai[0]).toHaveTextContent('1.5 / 2');
    expect(shanghai[0]).not.toHaveTextContent('Overloaded');
    expect(shanghai[1]).toHaveTextContent('3 / 2⚠ Overloaded');
    expect(shanghai[1]).toHaveAttribute('data-overloaded', 'true');
    expect(shanghai[1]!.className).toContain('bg-red-100');
    expect(shanghai[2]).toHaveTextContent('4.5 / 4⚠ Overloaded');
    expect(rowOf('Dhaka').querySelectorAll('td')[2]).toHaveTextContent('0.25 / 2');
    const totals = within(table).getAllByRole('row').at(-1)!.querySelectorAll('td');
    expect([...totals].map((td) => td.textContent)).toEqual(['1.75 / 3', '3 / 3', '4.75 / 6']);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('groups by QC on the man-day summary, with the period and offices of the URL', async () => {
    api.occupancy.mockResolvedValueOnce({
      result: 1,
      data: { ...RESULT, rows: [{ ...RESULT.rows[0]!, id: 5, name: 'Alice Wong', officeName: 'Shanghai' }] },
    });
    await open(
      <ManDaySummaryPage />,
      [P.View],
      '/1/summary/man-day-summary?dateFrom=2026-03-02&dateTo=2026-03-08&officeIds=1',
    );
    expect(screen.getByRole('heading', { name: 'Man-day summary' })).toBeInTheDocument();
    expect(api.occupancy).toHaveBeenCalledWith({
      dateFrom: '2026-03-02',
      dateTo: '2026-03-08',
      officeIds: [1],
      groupBy: 'qc',
    });
    expect(screen.getByRole('rowheader', { name: 'Alice Wong Shanghai' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'QC' })).toBeInTheDocument();
  });

  it('sends the period searched and refuses one that ends before it starts or is too long', async () => {
    await open(<InspectionOccupancyPage />);
    typeDay('To', '01/03/2026');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(screen.getByText('The last day cannot be before the first day.')).toBeInTheDocument();
    expect(api.occupancy).toHaveBeenCalledTimes(1);
    typeDay('To', '31/05/2026');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(screen.getByText('Choose 62 days at most.')).toBeInTheDocument();
    expect(api.occupancy).toHaveBeenCalledTimes(1);
    typeDay('To', '15/03/2026');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(api.occupancy).toHaveBeenLastCalledWith({
      dateFrom: '2026-03-09',
      dateTo: '2026-03-15',
      officeIds: [],
      groupBy: 'office',
    });
  });

  it('exports the grid shown as occupancy-<from>-<to>.xlsx for those who may', async () => {
    await open(<InspectionOccupancyPage />, [P.View, P.Export]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    });
    const request = { dateFrom: '2026-03-09', dateTo: '2026-03-22', officeIds: [], groupBy: 'office' };
    expect(api.occupancyExport).toHaveBeenCalledWith(request);
    await waitFor(() =>
      expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'occupancy-2026-03-09-2026-03-22.xlsx'),
    );
  });
});
