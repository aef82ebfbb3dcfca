import { screen, waitFor } from '@testing-library/react';
import { Permissions, ResourceResult } from '@portal/domain';
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
import { FoodAllowanceEdit } from './food-allowance-edit';

const api = {
  foodAllowance: { get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
  countryDataSource: fakeDataSource([
    { id: 156, name: 'China' },
    { id: 792, name: 'Türkiye' },
  ]),
};
jest.mock('../use-travel-rates-api', () => ({ useTravelRatesApi: () => api }));

const P = Permissions.FoodAllowanceSummary;
const ROUTE = 'foodallowance/edit-food-allowance/:id?';

setUpEditScreenTests([P.View, P.Edit]);

describe('FoodAllowanceEdit', () => {
  it('refuses an empty allowance', async () => {
    await openNewForm('/1/foodallowance/edit-food-allowance', ROUTE, <FoodAllowanceEdit />);
    await save();
    await waitFor(() =>
      expect(screen.getByLabelText('Amount per man-day')).toHaveAccessibleDescription(
        'Amount per man-day is required.',
      ),
    );
    expect(api.foodAllowance.create).not.toHaveBeenCalled();
  });

  it('creates an allowance and words a country that already has one', async () => {
    api.foodAllowance.create.mockResolvedValue({ result: ResourceResult.DuplicateData });
    await openNewForm('/1/foodallowance/edit-food-allowance', ROUTE, <FoodAllowanceEdit />);
    await pick('Country', 'Türkiye');
    await typeInto('Amount per man-day', '45.5');
    await pick('Currency', 'TRY');
    await save();
    await waitFor(() =>
      expect(api.foodAllowance.create).toHaveBeenCalledWith({
        countryId: 792,
        amountPerManDay: '45.5',
        currency: 'TRY',
      }),
    );
    expect(await screen.findByText('This country already has a food allowance.')).toBeInTheDocument();
  });

  it('does not let a typed amount take a third decimal', async () => {
    api.foodAllowance.get.mockResolvedValue(
      saved({ id: 2, version: 1, countryId: 156, amountPerManDay: '60.00', currency: 'CNY' }),
    );
    await renderScreen('/1/foodallowance/edit-food-allowance/2', ROUTE, <FoodAllowanceEdit />);
    await waitFor(() => expect(screen.getByLabelText('Amount per man-day')).toHaveValue('60.00'));
    await typeInto('Amount per man-day', '60.125');
    expect(screen.getByLabelText('Amount per man-day')).toHaveValue('60.00');
  });
});
