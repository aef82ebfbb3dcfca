import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Permissions, type PurchaseOrderRow } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { UI_MESSAGES } from '@portal/ui';
import { en } from '../i18n/en';
import { PurchaseOrderSummary } from './purchase-order-summary';

jest.mock('@portal/screen-kit/src/settings-api', () => ({
  screenSettingsApi: () => ({
    filters: async () => ({ result: 1, data: [] }),
    columns: async () => ({ result: 1, data: null }),
  }),
}));

const row: PurchaseOrderRow = {
  id: 41,
  purchaseOrderId: 7,
  poNumber: 'PO-2026-001',
  customerId: 3,
  customerName: 'Northwind Retail Ltd',
  supplierId: 8,
  supplierName: 'Shenzhen Knit Co.',
  factoryId: null,
  factoryName: null,
  productId: 11,
  productReference: 'NR-001',
  productDescription: 'T-shirt',
  barcode: null,
  colorCode: 'NV',
  colorName: 'Navy',
  quantity: 1200,
  bookedQuantity: 400,
  etd: '2026-03-02',
  destinationCountryId: 250,
  destinationCountryName: 'France',
};

const api = {
  purchaseOrder: { search: jest.fn(async () => ({ result: 1, data: [row], total: 1 })) },
  customerDataSource: jest.fn(),
  supplierDataSource: jest.fn(),
  factoryDataSource: jest.fn(),
  productDataSource: jest.fn(),
  countryDataSource: jest.fn(),
};
jest.mock('../shared/api/use-purchase-order-api', () => ({ usePurchaseOrderApi: () => api }));

const P = Permissions.PurchaseOrderSummary;

async function open(permissions: string[]) {
  useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  await act(async () => {
    render(
      <IntlProvider locale="en" messages={{ ...UI_MESSAGES.en, ...en }}>
        <MemoryRouter initialEntries={['/1/posearch/purchase-order-summary']}>
          <Routes>
            <Route path="/:entity/posearch/purchase-order-summary" element={<PurchaseOrderSummary />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>,
    );
  });
}

describe('PurchaseOrderSummary', () => {
  it('lists a line with its order, the ETD in the reader’s language, and opens the order', async () => {
    await open([P.View]);
    expect(screen.getByRole('link', { name: 'PO-2026-001' })).toHaveAttribute(
      'href',
      '/1/poedit/edit-purchase-order/7',
    );
    expect(screen.getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('1,200')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import from Excel' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New' })).toBeNull();
  });

  it('offers the Excel import to import holders and New to editors', async () => {
    await open([P.View, P.Import, P.Edit]);
    expect(screen.getByRole('link', { name: 'Import from Excel' })).toHaveAttribute(
      'href',
      '/1/poupload/purchase-order-upload',
    );
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute(
      'href',
      '/1/poedit/edit-purchase-order',
    );
  });
});
