import { act, render, screen, within } from '@testing-library/react';
import { Permissions, ServiceType, type ReportTemplateRow } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { renderScreen } from '../../shared/testing/report-screens-test-support';
import { ReportTemplateSummary } from './report-template-summary';

jest.mock('@portal/screen-kit/src/settings-api', () => ({
  screenSettingsApi: () => ({
    filters: async () => ({ result: 1, data: [] }),
    columns: async () => ({ result: 1, data: null }),
  }),
}));

const rows: ReportTemplateRow[] = [
  {
    id: 4,
    customerId: null,
    customerName: null,
    serviceType: ServiceType.FinalInspection,
    name: 'Default final inspection',
    checkCount: 12,
    active: true,
    version: 1,
  },
  {
    id: 5,
    customerId: 3,
    customerName: 'Northwind Retail Ltd',
    serviceType: ServiceType.DuringProduction,
    name: 'Northwind DUPRO',
    checkCount: 7,
    active: false,
    version: 2,
  },
];
const api = {
  template: { search: jest.fn(async () => ({ result: 1, data: rows, total: 2 })), export: jest.fn() },
  customerDataSource: jest.fn(),
};
jest.mock('../../shared/api/report-screens-api', () => ({ useReportScreensApi: () => api }));

const P = Permissions.ReportTemplateSummary;

async function open(permissions: string[], url = '/1/report-template/report-template-summary') {
  useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  await act(async () => {
    render(renderScreen(url, 'report-template/report-template-summary', <ReportTemplateSummary />));
  });
}
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('ReportTemplateSummary', () => {
  it('lists templates with their customer (or any), service type, checks and whether active', async () => {
    await open([P.View]);
    const fallback = rowOf('Default final inspection');
    expect(within(fallback).getByRole('link')).toHaveAttribute(
      'href',
      '/1/report-template/edit-report-template/4',
    );
    expect(within(fallback).getByText('Any customer')).toBeInTheDocument();
    expect(within(fallback).getByText('Final inspection')).toBeInTheDocument();
    expect(within(fallback).getByText('12')).toBeInTheDocument();
    expect(within(fallback).getByText('Yes')).toBeInTheDocument();
    const own = rowOf('Northwind DUPRO');
    expect(within(own).getByText('Northwind Retail Ltd')).toBeInTheDocument();
    expect(within(own).getByText('No')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New' })).toBeNull();
  });

  it('offers New to who may edit and searches the filters of the link', async () => {
    await open([P.View, P.Edit], '/1/report-template/report-template-summary?customerIds=3&serviceTypes=2');
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute(
      'href',
      '/1/report-template/edit-report-template',
    );
    expect(api.template.search).toHaveBeenLastCalledWith(
      expect.objectContaining({
        customerIds: [3],
        serviceTypes: [2],
        sort: { field: 'name', direction: 'asc' },
      }),
    );
  });
});
