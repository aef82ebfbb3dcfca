import { screen, waitFor } from '@testing-library/react';
import { Permissions, ResourceResult, TripType } from '@portal/domain';
import {
  fakeDataSource,
  openNewForm,
  pick,
  renderScreen,
  save,
  saved,
  setUpEditScreenTests,
  typeInto,
} from '../travel-rates-test-support';
import { TravelTariffEdit } from './travel-tariff-edit';

const api = {
  travelTariff: { get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
  countryDataSource: fakeDataSource([
    { id: 156, name: 'China' },
    { id: 704, name: 'Viet Nam' },
  ]),
};
jest.mock('../use-travel-rates-api', () => ({ useTravelRatesApi: () => api }));

const P = Permissions.TravelTariffSummary;
// The spec's own path for this screen: edittraveltariff/edit-travel-tariff/{id}.
const ROUTE = 'edittraveltariff/edit-travel-tariff/:id?';

setUpEditScreenTests([P.View, P.Edit]);

describe('TravelTariffEdit', () => {
  it('refuses an empty tariff and a text that is no amount', async () => {
    await openNewForm('/1/edittraveltariff/edit-travel-tariff', ROUTE, <TravelTariffEdit />);
    await save();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
        'Country is required.',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Trip type' })).toHaveAccessibleDescription(
      'Trip type is required.',
    );
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Amount is required.');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(
      'Currency is required.',
    );
    expect(api.travelTariff.create).not.toHaveBeenCalled();
  });

  it('creates a tariff with the amount as typed', async () => {
    api.travelTariff.create.mockImplementation(async (body: object) => saved({ ...body, id: 3, version: 1 }));
    await openNewForm('/1/edittraveltariff/edit-travel-tariff', ROUTE, <TravelTariffEdit />);
    await pick('Country', 'Viet Nam');
    await pick('Trip type', 'Double trip (night away)');
    await typeInto('Amount', '1250.5');
    await pick('Currency', 'VND');
    await save();
    await waitFor(() =>
      expect(api.travelTariff.create).toHaveBeenCalledWith({
        countryId: 704,
        tripType: TripType.DoubleTrip,
        amount: '1250.5',
        currency: 'VND',
      }),
    );
  });

  it('says the country already has a tariff for the trip type', async () => {
    api.travelTariff.get.mockResolvedValue(
      saved({
        id: 3,
        version: 2,
        countryId: 156,
        tripType: TripType.SingleTrip,
        amount: '80.00',
        currency: 'CNY',
      }),
    );
    api.travelTariff.update.mockResolvedValue({ result: ResourceResult.DuplicateData });
    await renderScreen('/1/edittraveltariff/edit-travel-tariff/3', ROUTE, <TravelTariffEdit />);
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveValue('80.00'));
    await pick('Trip type', 'Double trip (night away)');
    await save();
    expect(
      await screen.findByText('This country already has a tariff for this trip type.'),
    ).toBeInTheDocument();
    expect(api.travelTariff.update).toHaveBeenCalledWith({
      id: 3,
      version: 2,
      countryId: 156,
      tripType: TripType.DoubleTrip,
      amount: '80.00',
      currency: 'CNY',
    });
  });
});
