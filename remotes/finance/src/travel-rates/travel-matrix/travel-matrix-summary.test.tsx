import { screen, waitFor } from '@testing-library/react';
import { Permissions, TripType, type TravelMatrixRow } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { fakeDataSource, renderScreen } from '../travel-rates-test-support';
import { TravelMatrixSummary } from './travel-matrix-summary';

jest.mock('@portal/screen-kit/src/settings-api', () => ({
  screenSettingsApi: () => ({
    filters: async () => ({ result: 1, data: [] }),
    columns: async () => ({ result: 1, data: null }),
  }),
}));

const row: TravelMatrixRow = {
  id: 12,
  version: 3,
  startingPortId: 4,
  startingPortName: 'Shenzhen North Station',
  countryId: 156,
  countryName: 'China',
  cityId: 33,
  cityName: 'Ningbo',
  tripType: TripType.DoubleTrip,
  travelTimeHours: 7.5,
  ticketCost: '1455.50',
  currency: 'CNY',
};

const api = {
  travelMatrix: { search: jest.fn(async () => ({ result: 1, data: [row], total: 1 })), export: jest.fn() },
  startingPortDataSource: fakeDataSource([{ id: 4, name: 'Shenzhen North Station' }]),
  countryDataSource: fakeDataSource([{ id: 156, name: 'China' }]),
};
jest.mock('../use-travel-rates-api', () => ({ useTravelRatesApi: () => api }));

const P = Permissions.TravelMatrixSummary;
const ROUTE = 'travelmatrix/travel-matrix-summary';

describe('TravelMatrixSummary', () => {
  it('lists a journey with its trip type in words and the fare with its currency, and opens it', async () => {
    useAuthStore.setState({ user: aCurrentUser({ permissions: [P.View] }) });
    await renderScreen(`/1/${ROUTE}`, ROUTE, <TravelMatrixSummary />);
    expect(await screen.findByText('Double trip (night away)')).toBeInTheDocument();
    expect(screen.getByText('1,455.50 CNY')).toBeInTheDocument();
    expect(screen.getByText('7.5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shenzhen North Station' })).toHaveAttribute(
      'href',
      '/1/travelmatrix/edit-travel-matrix/12',
    );
    // Reading only: no New.
    expect(screen.queryByRole('link', { name: 'New' })).toBeNull();
  });

  it('searches with the filters of the address and offers New to whoever may edit', async () => {
    useAuthStore.setState({ user: aCurrentUser({ permissions: [P.View, P.Edit] }) });
    await renderScreen(`/1/${ROUTE}?startingPortIds=4&tripTypes=1,3`, ROUTE, <TravelMatrixSummary />);
    await waitFor(() =>
      expect(api.travelMatrix.search).toHaveBeenLastCalledWith(
        expect.objectContaining({ startingPortIds: [4], tripTypes: [1, 3], countryIds: null }),
      ),
    );
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute(
      'href',
      '/1/travelmatrix/edit-travel-matrix',
    );
  });
});
