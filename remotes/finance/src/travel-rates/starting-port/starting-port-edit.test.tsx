import { screen, waitFor } from '@testing-library/react';
import { Permissions, ResourceResult, type StartingPortDetail } from '@portal/domain';
import {
  combobox,
  fakeDataSource,
  openNewForm,
  pick,
  renderScreen,
  save,
  saved,
  setUpEditScreenTests,
  typeInto,
} from '../travel-rates-test-support';
import { StartingPortEdit } from './starting-port-edit';

const api = {
  startingPort: { get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
  offices: jest.fn(async () => [
    { id: 1, name: 'Shanghai Office', countryId: 156, countryName: 'China' },
    { id: 6, name: 'Paris Office', countryId: 250, countryName: 'France' },
  ]),
  countryDataSource: fakeDataSource([
    { id: 156, name: 'China' },
    { id: 250, name: 'France' },
  ]),
  cityDataSource: fakeDataSource([
    { id: 31, name: 'Shenzhen' },
    { id: 32, name: 'Dongguan' },
  ]),
};
jest.mock('../use-travel-rates-api', () => ({ useTravelRatesApi: () => api }));

const P = Permissions.StartingPortSummary;
const ROUTE = 'startingportsummary/edit-starting-port/:id?';
const stored: StartingPortDetail = {
  id: 4,
  version: 2,
  name: 'Shenzhen North Station',
  officeId: 1,
  countryId: 156,
  cityId: 31,
  isActive: true,
};

setUpEditScreenTests([P.View, P.Edit, P.Delete]);

describe('StartingPortEdit', () => {
  it('refuses an empty form with the rule file’s messages and sends nothing', async () => {
    await openNewForm('/1/startingportsummary/edit-starting-port', ROUTE, <StartingPortEdit />);
    await save();
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.'),
    );
    expect(combobox('Office')).toHaveAccessibleDescription('Office is required.');
    expect(combobox('Country')).toHaveAccessibleDescription('Country is required.');
    expect(combobox('City')).toHaveAccessibleDescription('City is required.');
    expect(api.startingPort.create).not.toHaveBeenCalled();
  });

  it('creates a port: the office gives its country, the city is searched in it, the name is trimmed', async () => {
    api.startingPort.create.mockImplementation(async (body: object) => saved({ ...body, id: 9, version: 1 }));
    await openNewForm('/1/startingportsummary/edit-starting-port', ROUTE, <StartingPortEdit />);
    await typeInto('Name', '  Dongguan Station ');
    await pick('Office', 'Shanghai Office');
    await waitFor(() =>
      expect(api.countryDataSource).toHaveBeenCalledWith(expect.objectContaining({ idList: [156] })),
    );
    await pick('City', 'Dongguan');
    expect(api.cityDataSource).toHaveBeenCalledWith(expect.objectContaining({ countryIds: [156] }));
    await save();
    await waitFor(() => expect(api.startingPort.create).toHaveBeenCalled());
    expect(api.startingPort.create).toHaveBeenCalledWith({
      name: 'Dongguan Station',
      officeId: 1,
      countryId: 156,
      cityId: 32,
      isActive: true,
    });
    // Saved: the screen becomes the new port's edit screen.
    expect(await screen.findByRole('heading', { name: 'Starting port' })).toBeInTheDocument();
  });

  it('updates a port at its version and words a taken name', async () => {
    api.startingPort.get.mockResolvedValue(saved(stored));
    api.startingPort.update.mockResolvedValue({ result: ResourceResult.DuplicateName });
    await renderScreen('/1/startingportsummary/edit-starting-port/4', ROUTE, <StartingPortEdit />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Shenzhen North Station'));
    await typeInto('Name', 'Shenzhen East');
    await save();
    await waitFor(() =>
      expect(api.startingPort.update).toHaveBeenCalledWith({
        id: 4,
        version: 2,
        name: 'Shenzhen East',
        officeId: 1,
        countryId: 156,
        cityId: 31,
        isActive: true,
      }),
    );
    expect(
      await screen.findByText('Another starting port of this entity already has this name.'),
    ).toBeInTheDocument();
  });

  it('empties the city when the country changes', async () => {
    api.startingPort.get.mockResolvedValue(saved(stored));
    await renderScreen('/1/startingportsummary/edit-starting-port/4', ROUTE, <StartingPortEdit />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Shenzhen North Station'));
    await pick('Country', 'France');
    await save();
    await waitFor(() => expect(combobox('City')).toHaveAccessibleDescription('City is required.'));
    expect(api.startingPort.update).not.toHaveBeenCalled();
  });
});
