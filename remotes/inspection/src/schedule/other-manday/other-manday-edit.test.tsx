import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Permissions, ResourceResult, ServiceType, type OtherMandayDetail } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { clearToasts } from '@portal/ui';
import { renderScreen, serveRuleFile, toasts } from '../manday-config-test-support';
import { OtherMandayEdit } from './other-manday-edit';

const api = {
  otherManday: { get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
  customerDataSource: jest.fn(async () => ({
    result: 1,
    dataSourceList: [{ id: 3, name: 'Northwind Retail Ltd' }],
  })),
};
jest.mock('../use-scheduling-config-api', () => ({ useSchedulingConfigApi: () => api }));

const P = Permissions.OtherMandaySummary;
const RECORD: OtherMandayDetail = {
  id: 6,
  name: 'Northwind extra checks',
  customerId: 3,
  serviceType: ServiceType.FinalInspection,
  manDays: 0.5,
  isActive: true,
  version: 2,
};

async function open(url: string) {
  await act(async () => {
    render(renderScreen(url, 'othermanday/edit-other-manday/:id?', <OtherMandayEdit />));
  });
}
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(() => serveRuleFile('other-manday.json'));
beforeEach(() => {
  jest.clearAllMocks();
  clearToasts();
  useAuthStore.setState({ user: aCurrentUser({ permissions: [P.View, P.Edit, P.Delete] }) });
});

describe('OtherMandayEdit', () => {
  it('refuses a missing name and man-days, then creates one for every customer and service type', async () => {
    api.otherManday.create.mockResolvedValue({
      result: ResourceResult.Success,
      data: { ...RECORD, id: 11, customerId: null, serviceType: null },
    });
    await open('/1/othermanday/edit-other-manday');
    expect(screen.getByRole('heading', { name: 'New other man-day' })).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(toasts()).toContain('Validation errorName is required.'));
    expect(screen.getByLabelText('Man-days')).toHaveAccessibleDescription('Man-days is required.');
    expect(api.otherManday.create).not.toHaveBeenCalled();

    type('Name', '  Report writing ');
    type('Man-days', '0.25');
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(api.otherManday.create).toHaveBeenCalledTimes(1));
    expect(api.otherManday.create).toHaveBeenCalledWith({
      name: 'Report writing',
      customerId: null,
      serviceType: null,
      manDays: 0.25,
      isActive: true,
    });
    expect(await screen.findByRole('heading', { name: 'Other man-day' })).toBeInTheDocument();
  });

  it('updates with the version read: another service type, no longer active', async () => {
    api.otherManday.get.mockResolvedValue({ result: ResourceResult.Success, data: RECORD });
    api.otherManday.update.mockResolvedValue({
      result: ResourceResult.Success,
      data: { ...RECORD, version: 3 },
    });
    await open('/1/othermanday/edit-other-manday/6');
    expect(await screen.findByDisplayValue('Northwind extra checks')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Service type' }));
    fireEvent.click(screen.getByRole('option', { name: 'Container loading' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(api.otherManday.update).toHaveBeenCalledTimes(1));
    expect(api.otherManday.update).toHaveBeenCalledWith({
      ...RECORD,
      serviceType: ServiceType.ContainerLoading,
      isActive: false,
    });
  });

  it('says when the name is taken or the customer is not the entity’s', async () => {
    api.otherManday.get.mockResolvedValue({ result: ResourceResult.Success, data: RECORD });
    api.otherManday.update
      .mockResolvedValueOnce({ result: ResourceResult.DuplicateName })
      .mockResolvedValueOnce({
        result: ResourceResult.ParentNotFound,
        message: 'This customer is not one of the entity’s customers.',
      });
    await open('/1/othermanday/edit-other-manday/6');
    await screen.findByDisplayValue('Northwind extra checks');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(toasts()).toContain('Another other man-day already has this name.'));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(toasts()).toContain('This customer is not one of the entity’s customers.'));
  });
});
