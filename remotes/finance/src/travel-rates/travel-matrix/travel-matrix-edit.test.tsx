import { screen, waitFor } from '@testing-library/react';
import { Permissions, ResourceResult, TripType, type TravelMatrixDetail } from '@portal/domain';
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
import { TravelMatrixEdit } from './travel-matrix-edit';

const api = {
  travelMatrix: { get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
  startingPortDataSource: fakeDataSource([
    { id: 4, name: 'Shenzhen North Station' },
    { id: 5, name: 'Guangzhou Baiyun Airport' },
  ]),
  countryDataSource: fakeDataSource([{ id: 156, name: 'China' }]),
  cityDataSource: fakeDataSource([
    { id: 31, name: 'Shenzhen' },
    { id: 33, name: 'Ningbo' },
  ]),
};
jest.mock('../use-travel-rates-api', () => ({ useTravelRatesApi: () => api }));

const P = Permissions.TravelMatrixSummary;
const ROUTE = 'travelmatrix/edit-travel-matrix/:id?';
const stored: TravelMatrixDetail = {
  id: 12,
  version: 3,
  startingPortId: 4,
  countryId: 156,
  cityId: 33,
  tripType: TripType.DoubleTrip,
  travelTimeHours: 7.5,
  ticketCost: '455.00',
  currency: 'CNY',
};

const openStored = async () => {
  api.travelMatrix.get.mockResolvedValue(saved(stored));
  await renderScreen('/1/travelmatrix/edit-travel-matrix/12', ROUTE, <TravelMatrixEdit />);
  await waitFor(() => expect(screen.getByLabelText('Ticket cost')).toHaveValue('455.00'));
};

setUpEditScreenTests([P.View, P.Edit, P.Delete]);

describe('TravelMatrixEdit', () => {
  it('refuses an empty journey with the rule file’s messages', async () => {
    await openNewForm('/1/travelmatrix/edit-travel-matrix', ROUTE, <TravelMatrixEdit />);
    await save();
    await waitFor(() =>
      expect(combobox('Starting port')).toHaveAccessibleDescription('Starting port is required.'),
    );
    expect(combobox('Destination city')).toHaveAccessibleDescription('Destination city is required.');
    expect(combobox('Trip type')).toHaveAccessibleDescription('Trip type is required.');
    expect(screen.getByLabelText('Travel time (hours)')).toHaveAccessibleDescription(
      'Travel time (hours) is required.',
    );
    expect(screen.getByLabelText('Ticket cost')).toHaveAccessibleDescription('Ticket cost is required.');
    expect(api.travelMatrix.create).not.toHaveBeenCalled();
  });

  it('creates a journey without a trip: the ticket cost becomes 0 and cannot be typed', async () => {
    api.travelMatrix.create.mockImplementation(async (body: object) =>
      saved({ ...body, id: 20, version: 1 }),
    );
    await openNewForm('/1/travelmatrix/edit-travel-matrix', ROUTE, <TravelMatrixEdit />);
    await pick('Starting port', 'Shenzhen North Station');
    await pick('Trip type', 'No trip');
    expect(screen.getByLabelText('Ticket cost')).toHaveValue('0');
    expect(screen.getByLabelText('Ticket cost')).toBeDisabled();
    await pick('Country', 'China');
    await pick('Destination city', 'Shenzhen');
    await typeInto('Travel time (hours)', '0.5');
    await pick('Currency', 'CNY');
    await save();
    await waitFor(() =>
      expect(api.travelMatrix.create).toHaveBeenCalledWith({
        startingPortId: 4,
        countryId: 156,
        cityId: 31,
        tripType: TripType.NoTrip,
        travelTimeHours: 0.5,
        ticketCost: '0',
        currency: 'CNY',
      }),
    );
  });

  it('updates at the loaded version with the amount as typed, and shows the server’s field refusal', async () => {
    await openStored();
    api.travelMatrix.update.mockResolvedValue({
      result: ResourceResult.Invalid,
      errors: [
        {
          field: 'travelTimeHours',
          message: 'Travel time (hours) must be between 0 and 72 hours, with at most one decimal.',
        },
      ],
    });
    await typeInto('Ticket cost', '460.5');
    await typeInto('Travel time (hours)', '80');
    await save();
    await waitFor(() =>
      expect(api.travelMatrix.update).toHaveBeenCalledWith({
        ...stored,
        ticketCost: '460.5',
        travelTimeHours: 80,
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Travel time (hours)')).toHaveAccessibleDescription(
        'Travel time (hours) must be between 0 and 72 hours, with at most one decimal.',
      ),
    );
  });

  it('says which journey already exists when the port already goes to the city', async () => {
    await openStored();
    api.travelMatrix.update.mockResolvedValue({ result: ResourceResult.DuplicateData });
    await pick('Destination city', 'Shenzhen');
    await save();
    expect(
      await screen.findByText(
        'This starting port already has a journey to this city: open that journey to change it.',
      ),
    ).toBeInTheDocument();
    expect(api.travelMatrix.update).toHaveBeenCalledWith(expect.objectContaining({ cityId: 31, version: 3 }));
  });
});
