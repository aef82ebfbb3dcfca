import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  BookingAction,
  BookingStatus,
  ResourceResult,
  ServiceType,
  type BookingDetail,
  type BookingRow,
} from '@portal/domain';
import { SHELL_CONTRACT_MESSAGES } from '@portal/shell-contract';
import { Toaster, UI_MESSAGES } from '@portal/ui';
import { INSPECTION_MESSAGES } from '../i18n/catalogue';
import { en } from '../i18n/en';
import { BOOKING_SCREEN_MESSAGES } from './i18n';

/** The booking screens' tests: one booking, its row, and a page under /1/ with every text and the toasts. */
export const aBookingRow = (over: Partial<BookingRow> = {}): BookingRow => ({
  id: 12,
  bookingNo: 'INS-000012',
  status: BookingStatus.Requested,
  customerId: 3,
  customerName: 'Northwind Retail Ltd',
  supplierId: 8,
  supplierName: 'Shenzhen Knit Co.',
  factoryId: 21,
  factoryName: 'Dongguan Plant 2',
  serviceType: ServiceType.FinalInspection,
  inspectionDateFrom: '2026-03-02',
  inspectionDateTo: '2026-03-03',
  officeId: 1,
  officeName: 'Shanghai',
  poNumbers: 'PO-1, PO-2',
  productCount: 2,
  totalQuantity: 1500,
  parentId: null,
  hoursToInspection: 20,
  band: 1,
  actions: [BookingAction.Edit, BookingAction.Verify, BookingAction.Hold, BookingAction.Cancel],
  createdAt: '2026-02-20T08:00:00.000Z',
  version: 4,
  ...over,
});

export const aBookingDetail = (over: Partial<BookingDetail> = {}): BookingDetail => ({
  id: 12,
  bookingNo: 'INS-000012',
  status: BookingStatus.Requested,
  customerId: 3,
  supplierId: 8,
  factoryId: 21,
  serviceType: ServiceType.FinalInspection,
  inspectionDateFrom: '2026-03-02',
  inspectionDateTo: '2026-03-03',
  officeId: 1,
  instructions: null,
  containerCount: 0,
  customerContactIds: [],
  supplierContactIds: [],
  factoryContactIds: [],
  lines: [],
  products: [],
  attachments: [],
  actions: [BookingAction.Edit, BookingAction.Verify, BookingAction.Hold, BookingAction.Cancel],
  customerName: 'Northwind Retail Ltd',
  supplierName: 'Shenzhen Knit Co.',
  factoryName: 'Dongguan Plant 2',
  officeName: 'Shanghai',
  version: 4,
  ...over,
});

export const saved = <Detail,>(data: Detail) => ({ result: ResourceResult.Success, data });

export const TEST_MESSAGES = {
  ...UI_MESSAGES.en,
  ...SHELL_CONTRACT_MESSAGES.en,
  ...en,
  ...BOOKING_SCREEN_MESSAGES.en,
  // The report download offered on sent bookings (the area's whole catalogue holds its texts).
  ...INSPECTION_MESSAGES.en,
};

/** `element` at `url` under the route `path` (both under /:entity/), with the toasts beside it. */
export function renderAt(url: string, path: string, element: ReactNode) {
  return (
    <IntlProvider locale="en" messages={TEST_MESSAGES}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`/:entity/${path}`} element={element} />
          <Route path="*" element={<p data-testid="elsewhere" />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </IntlProvider>
  );
}
