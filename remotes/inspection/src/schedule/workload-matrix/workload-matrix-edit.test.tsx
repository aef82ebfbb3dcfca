import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Permissions, ResourceResult, ServiceType, type WorkloadMatrixDetail } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { clearToasts } from '@portal/ui';
import { renderScreen, serveRuleFile, toasts } from '../manday-config-test-support';
import { WorkloadMatrixEdit } from './workload-matrix-edit';

const api = {
  workloadMatrix: { get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
  customerDataSource: jest.fn(),
};
jest.mock('../use-scheduling-config-api', () => ({ useSchedulingConfigApi: () => api }));

const P = Permissions.WorkloadMatrixSummary;
const ROW: WorkloadMatrixDetail = {
  id: 4,
  serviceType: ServiceType.FinalInspection,
  sampleSizeFrom: 51,
  sampleSizeTo: 200,
  productCountFrom: 1,
  productCountTo: null,
  manDays: 1.5,
  version: 3,
};

async function open(url: string) {
  await act(async () => {
    render(renderScreen(url, 'workloadmatrix/edit-workload-matrix/:id?', <WorkloadMatrixEdit />));
  });
}
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Container loading, 0.75 man-days, from 51 samples and 1 product. */
function fill({ sampleSizeTo }: { sampleSizeTo: string }) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Service type' }));
  fireEvent.click(screen.getByRole('option', { name: 'Container loading' }));
  type('Man-days', '0.75');
  type('Sample size from', '51');
  type('Sample size to', sampleSizeTo);
  type('Products from', '1');
}

beforeAll(() => serveRuleFile('workload-matrix.json'));
beforeEach(() => {
  jest.clearAllMocks();
  clearToasts();
  useAuthStore.setState({ user: aCurrentUser({ permissions: [P.View, P.Edit, P.Delete] }) });
});

describe('WorkloadMatrixEdit', () => {
  it('refuses an empty row, then an upper bound below the lower one, without sending anything', async () => {
    await open('/1/workloadmatrix/edit-workload-matrix');
    expect(screen.getByRole('heading', { name: 'New workload matrix row' })).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(toasts()).toContain('Validation errorService type is required.'));
    expect(screen.getByLabelText('Sample size from')).toHaveAccessibleDescription(
      'Sample size from is required.',
    );

    fill({ sampleSizeTo: '50' });
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() =>
      expect(screen.getByLabelText('Sample size to')).toHaveAccessibleDescription(
        'Sample size to must be greater than or equal to Sample size from.',
      ),
    );
    expect(api.workloadMatrix.create).not.toHaveBeenCalled();
  });

  it('creates the row typed ("and above" left empty) and opens it', async () => {
    api.workloadMatrix.create.mockResolvedValue({ result: ResourceResult.Success, data: { ...ROW, id: 9 } });
    await open('/1/workloadmatrix/edit-workload-matrix');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fill({ sampleSizeTo: '' });
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(api.workloadMatrix.create).toHaveBeenCalledTimes(1));
    expect(api.workloadMatrix.create).toHaveBeenCalledWith({
      serviceType: ServiceType.ContainerLoading,
      sampleSizeFrom: 51,
      sampleSizeTo: null,
      productCountFrom: 1,
      productCountTo: null,
      manDays: 0.75,
    });
    // The saved row is the page's now (its own URL, its title).
    expect(await screen.findByRole('heading', { name: 'Workload matrix row' })).toBeInTheDocument();
  });

  it('updates a row with its version and shows the row the server says it overlaps', async () => {
    api.workloadMatrix.get.mockResolvedValue({ result: ResourceResult.Success, data: ROW });
    api.workloadMatrix.update.mockResolvedValue({
      result: ResourceResult.DuplicateData,
      message:
        'This row overlaps the Final inspection row for a sample size of 1 to 60 and 1 and above products (1 man-days).',
    });
    await open('/1/workloadmatrix/edit-workload-matrix/4');
    expect(await screen.findByDisplayValue('1.5')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    type('Sample size from', '40');
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(api.workloadMatrix.update).toHaveBeenCalledTimes(1));
    expect(api.workloadMatrix.update).toHaveBeenCalledWith({ ...ROW, sampleSizeFrom: 40 });
    await waitFor(() =>
      expect(toasts().join()).toMatch(/overlaps the Final inspection row for a sample size of 1 to 60/),
    );
  });

  it('shows the server’s field messages beside the fields (man-days beyond the rule file)', async () => {
    api.workloadMatrix.get.mockResolvedValue({ result: ResourceResult.Success, data: ROW });
    api.workloadMatrix.update.mockResolvedValue({
      result: ResourceResult.Invalid,
      errors: [
        { field: 'manDays', message: 'Man-days must be more than 0 and at most 99, in steps of 0.25.' },
      ],
    });
    await open('/1/workloadmatrix/edit-workload-matrix/4');
    await screen.findByDisplayValue('1.5');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    type('Man-days', '1.3');
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() =>
      expect(screen.getByLabelText('Man-days')).toHaveAccessibleDescription(
        'Man-days must be more than 0 and at most 99, in steps of 0.25.',
      ),
    );
    expect(api.workloadMatrix.update).toHaveBeenCalledWith({ ...ROW, manDays: 1.3 });
  });

  it('is read only without the Edit permission', async () => {
    useAuthStore.setState({ user: aCurrentUser({ permissions: [P.View] }) });
    api.workloadMatrix.get.mockResolvedValue({ result: ResourceResult.Success, data: ROW });
    await open('/1/workloadmatrix/edit-workload-matrix/4');
    await screen.findByDisplayValue('1.5');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByLabelText('Man-days')).toBeDisabled();
  });
});
