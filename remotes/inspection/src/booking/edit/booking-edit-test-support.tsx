import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  AqlLevel,
  COMMON_MESSAGES,
  type BookingLine,
  type BookingLookups,
  type SamplingRequestItem,
  type SamplingResult,
} from '@portal/domain';
import { Toaster } from '@portal/ui';
import { en } from '../../i18n/en';
import { TEST_MESSAGES } from '../booking-test-support';
import { BOOKING_EDIT_MESSAGES } from './i18n';

/** The edit, split and picking screens' tests: every text they show, the booking rule file, sample data. */
export const MESSAGES = { ...COMMON_MESSAGES.en, ...TEST_MESSAGES, ...en, ...BOOKING_EDIT_MESSAGES.en };

const RULES = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../../../packages/domain/validator/booking.json'), 'utf8'),
) as unknown;

/** The rule file as the page would fetch it from assets/validator/. */
export function serveRuleFile() {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => RULES,
  })) as unknown as typeof fetch;
}

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** `element` at `url` under the route `path` (below /:entity/); any other path shows where it went. */
export function renderScreen(url: string, routePath: string, element: ReactNode) {
  return (
    <IntlProvider locale="en" messages={MESSAGES}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`/:entity/${routePath}`} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </IntlProvider>
  );
}

export const aLine = (over: Partial<BookingLine> = {}): BookingLine => ({
  id: 101,
  poLineId: 501,
  quantity: 300,
  containerNo: null,
  poNumber: 'PO-1',
  productId: 11,
  productReference: 'NR-001',
  colorCode: 'NV',
  colorName: 'Navy',
  lineQuantity: 800,
  availableQuantity: 500,
  ...over,
});

export const LOOKUPS: BookingLookups = {
  factories: [{ id: 21, name: 'Dongguan Plant 2' }],
  customerContacts: [{ id: 31, name: 'Ann Buyer', email: 'ann@northwind.example' }],
  supplierContacts: [],
  factoryContacts: [],
  offices: [{ id: 1, name: 'Shanghai' }],
  serviceDefaults: [
    { serviceType: 3, aqlLevel: AqlLevel.AQLIII, criticalAql: null, majorAql: 1.5, minorAql: 2.5 },
  ],
};

const plan = (aql: number | null, sampleSize: number, ac: number) =>
  aql === null ? null : { aql: aql as 0, letter: null, sampleSize, ac, re: ac + 1 };

/** A made-up plan per lot size, so a test can tell which lot the shown numbers belong to. */
export function fakeSampling(request: SamplingRequestItem): SamplingResult {
  const sampleSize = request.lotSize >= 700 ? 80 : 50;
  const ac = sampleSize === 80 ? 5 : 3;
  return {
    letter: sampleSize === 80 ? 'J' : 'H',
    sampleSize,
    fullInspection: sampleSize >= request.lotSize,
    classes: {
      critical: plan(request.criticalAql, sampleSize, 0),
      major: plan(request.majorAql, sampleSize, ac),
      minor: plan(request.minorAql, sampleSize, ac + 2),
    },
  };
}
