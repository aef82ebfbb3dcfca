import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  AllocationRefusal,
  BookingStatus,
  ServiceType,
  TripType,
  type AllocationDetail,
  type QcCandidate,
  type ScheduleRow,
  type TravelEstimate,
} from '@portal/domain';
import { SHELL_CONTRACT_MESSAGES } from '@portal/shell-contract';
import { Toaster, UI_MESSAGES } from '@portal/ui';
import { INSPECTION_MESSAGES } from '../i18n/catalogue';
import { en } from '../i18n/en';
import { SCHEDULE_SCREEN_MESSAGES } from './i18n';

/** The scheduling screens' tests: a booking to staff, its allocation, the QCs of a day. */
export const aScheduleRow = (over: Partial<ScheduleRow> = {}): ScheduleRow => ({
  id: 12,
  bookingNo: 'INS-000012',
  status: BookingStatus.Confirmed,
  customerId: 3,
  customerName: 'Northwind Retail Ltd',
  supplierName: 'Shenzhen Knit Co.',
  factoryName: 'Dongguan Plant 2',
  factoryCityName: 'Dongguan',
  factoryCountryName: 'China',
  officeId: 1,
  officeName: 'Shanghai',
  serviceType: ServiceType.FinalInspection,
  inspectionDateFrom: '2026-03-16',
  inspectionDateTo: '2026-03-17',
  productCount: 2,
  totalSampleSize: 315,
  manDaysNeeded: 2,
  manDaysAllocated: 1.5,
  qcNames: ['Li Wei'],
  version: 4,
  ...over,
});

export const aTravel = (over: Partial<TravelEstimate> = {}): TravelEstimate => ({
  startingPortId: 1,
  startingPortName: 'Shenzhen North',
  tripType: TripType.SingleTrip,
  travelTimeHours: 1.5,
  ticketCost: '150.00',
  tariff: '80.00',
  foodAllowance: '60.00',
  total: '290.00',
  currency: 'CNY',
  ...over,
});

export const anAllocation = (over: Partial<AllocationDetail> = {}): AllocationDetail => ({
  booking: {
    id: 12,
    bookingNo: 'INS-000012',
    status: BookingStatus.AllocateQC,
    version: 4,
    customerId: 3,
    customerName: 'Northwind Retail Ltd',
    supplierName: 'Shenzhen Knit Co.',
    factoryName: 'Dongguan Plant 2',
    factoryAddress: '8 Industrial Road',
    factoryCityId: 40,
    factoryCityName: 'Dongguan',
    factoryCountryId: 156,
    factoryCountryName: 'China',
    officeId: 1,
    officeName: 'Shanghai',
    serviceType: ServiceType.FinalInspection,
    inspectionDateFrom: '2026-03-13',
    inspectionDateTo: '2026-03-17',
    productCount: 2,
    totalSampleSize: 315,
    requiredSkills: [{ id: 1, name: 'Textiles' }],
  },
  need: {
    workloadMatrixId: 5,
    workloadManDays: 1.5,
    otherManDays: [{ id: 2, name: 'Report writing', manDays: 0.5 }],
    total: 2,
  },
  days: [
    {
      date: '2026-03-13',
      editable: false,
      allocations: [
        {
          id: 70,
          staffId: 31,
          staffName: 'Chen Jie',
          officeName: 'Shenzhen',
          outsource: false,
          manDays: 0.5,
          travel: aTravel({ tripType: TripType.NoTrip, ticketCost: '0.00', total: '60.00' }),
          finishedAt: null,
        },
      ],
    },
    {
      date: '2026-03-16',
      editable: true,
      allocations: [
        {
          id: 71,
          staffId: 30,
          staffName: 'Li Wei',
          officeName: 'Shenzhen',
          outsource: false,
          manDays: 1,
          travel: aTravel(),
          finishedAt: null,
        },
      ],
    },
    { date: '2026-03-17', editable: true, allocations: [] },
  ],
  allocatedManDays: 1.5,
  canEdit: true,
  ...over,
});

export const aCandidate = (over: Partial<QcCandidate> = {}): QcCandidate => ({
  staffId: 32,
  staffName: 'Wang Fang',
  employeeNo: 'E-032',
  outsource: false,
  officeId: 2,
  officeName: 'Shenzhen',
  officeCountryName: 'China',
  available: true,
  refusals: [],
  dayManDays: 0.5,
  freeManDays: 0.5,
  travel: aTravel(),
  skillsRequired: 1,
  skillsMatched: 1,
  missingSkills: [],
  ...over,
});

export const aQcOnLeave = (): QcCandidate =>
  aCandidate({
    staffId: 33,
    staffName: 'Zhao Min',
    employeeNo: 'E-033',
    outsource: true,
    available: false,
    refusals: [
      { reason: AllocationRefusal.Leave, message: 'Zhao Min is on leave on 17/03/2026 (Annual leave).' },
    ],
    dayManDays: 0,
    freeManDays: 1,
    skillsMatched: 0,
    missingSkills: ['Textiles'],
  });

export const TEST_MESSAGES = {
  ...UI_MESSAGES.en,
  ...SHELL_CONTRACT_MESSAGES.en,
  ...en,
  ...INSPECTION_MESSAGES.en,
  ...SCHEDULE_SCREEN_MESSAGES.en,
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
