import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Permissions, ServiceType, type OtherMandayRow, type WorkloadMatrixRow } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { renderScreen } from './manday-config-test-support';
import { OtherMandaySummary } from './other-manday/other-manday-summary';
import { WorkloadMatrixSummary } from './workload-matrix/workload-matrix-summary';

jest.mock('@portal/screen-kit/src/settings-api', () => ({
  screenSettingsApi: () => ({
    filters: async () => ({ result: 1, data: [] }),
    columns: async () => ({ result: 1, data: null }),
  }),
}));

const MATRIX_ROW: WorkloadMatrixRow = {
  id: 4,
  serviceType: ServiceType.FinalInspection,
  sampleSizeFrom: 51,
  sampleSizeTo: 200,
  productCountFrom: 4,
  productCountTo: null,
  manDays: 1.5,
  version: 1,
};
const OTHERS: OtherMandayRow[] = [
  {
    id: 6,
    name: 'Report writing',
    customerId: null,
    customerName: null,
    serviceType: null,
    manDays: 0.25,
    isActive: true,
    version: 1,
  },
  {
    id: 7,
    name: 'Northwind extra checks',
    customerId: 3,
    customerName: 'Northwind Retail Ltd',
    serviceType: ServiceType.ContainerLoading,
    manDays: 0.5,
    isActive: false,
    version: 1,
  },
];

const api = {
  workloadMatrix: { search: jest.fn(async () => ({ result: 1, data: [MATRIX_ROW], total: 1 })) },
  otherManday: { search: jest.fn(async () => ({ result: 1, data: OTHERS, total: 2 })) },
  customerDataSource: jest.fn(),
};
jest.mock('./use-scheduling-config-api', () => ({ useSchedulingConfigApi: () => api }));

const cellsOf = (text: string) =>
  Array.from(screen.getByText(text).closest('tr')!.cells, (cell) => cell.textContent);

async function open(url: string, path: string, element: ReactElement, permissions: string[]) {
  useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  await act(async () => {
    render(renderScreen(url, path, element));
  });
}

describe('the man-day configuration summaries', () => {
  it('lists the matrix by service type with its ranges in words, and opens a row', async () => {
    const P = Permissions.WorkloadMatrixSummary;
    await open(
      '/1/workloadmatrix/workload-matrix-summary',
      'workloadmatrix/workload-matrix-summary',
      <WorkloadMatrixSummary />,
      [P.View, P.Edit],
    );
    expect(api.workloadMatrix.search).toHaveBeenCalledWith(
      expect.objectContaining({ sort: { field: 'serviceType', direction: 'asc' } }),
    );
    expect(cellsOf('51 to 200')).toEqual(['Final inspection', '51 to 200', '4 and above', '1.5']);
    expect(screen.getByRole('link', { name: 'Final inspection' })).toHaveAttribute(
      'href',
      '/1/workloadmatrix/edit-workload-matrix/4',
    );
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute(
      'href',
      '/1/workloadmatrix/edit-workload-matrix',
    );
  });

  it('names other man-days for every customer and service, and the inactive ones', async () => {
    const P = Permissions.OtherMandaySummary;
    await open(
      '/1/othermanday/other-manday-summary',
      'othermanday/other-manday-summary',
      <OtherMandaySummary />,
      [P.View],
    );
    expect(cellsOf('Report writing')).toEqual([
      'Report writing',
      'All customers',
      'All services',
      '0.25',
      'Yes',
    ]);
    expect(cellsOf('Northwind extra checks')).toEqual([
      'Northwind extra checks',
      'Northwind Retail Ltd',
      'Container loading',
      '0.5',
      'No',
    ]);
    expect(screen.queryByRole('link', { name: 'New' })).toBeNull();
  });
});
