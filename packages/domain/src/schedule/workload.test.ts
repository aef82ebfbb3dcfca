import { ServiceType } from '../customer-config/customer-config-enums';
import { isManDays, rangesOverlap, rangeText } from './manday-config';
import {
  manDayNeed,
  otherManDaysFor,
  workloadManDays,
  type OtherMandayRule,
  type WorkloadRule,
} from './workload';

const F = ServiceType.FinalInspection;
const row = (over: Partial<WorkloadRule>): WorkloadRule => ({
  id: 1,
  serviceType: F,
  sampleSizeFrom: 1,
  sampleSizeTo: 50,
  productCountFrom: 1,
  productCountTo: 3,
  manDays: 0.5,
  ...over,
});

/** Final inspection: small lots take half a day, larger lots or many products more; "and above" at the top. */
const MATRIX: WorkloadRule[] = [
  row({ id: 1 }),
  row({ id: 2, productCountFrom: 4, productCountTo: null, manDays: 1 }),
  row({ id: 3, sampleSizeFrom: 51, sampleSizeTo: 200, manDays: 1 }),
  row({
    id: 4,
    sampleSizeFrom: 51,
    sampleSizeTo: 200,
    productCountFrom: 4,
    productCountTo: null,
    manDays: 1.5,
  }),
  row({ id: 5, sampleSizeFrom: 201, sampleSizeTo: null, productCountTo: null, manDays: 2.25 }),
  row({
    id: 6,
    serviceType: ServiceType.ContainerLoading,
    sampleSizeTo: null,
    productCountTo: null,
    manDays: 0.25,
  }),
];

describe('workloadManDays', () => {
  it.each([
    // [sample size, products, matching row, man-days]
    [1, 1, 1, 0.5],
    [50, 3, 1, 0.5], // both upper bounds are inclusive
    [50, 4, 2, 1],
    [50, 40, 2, 1], // null upper bound: and above
    [51, 3, 3, 1],
    [200, 4, 4, 1.5],
    [201, 1, 5, 2.25],
    [5000, 99, 5, 2.25],
  ])(
    'a final inspection of %i samples and %i products takes row %i: %f man-days',
    (sample, products, id, manDays) => {
      expect(
        workloadManDays(MATRIX, { serviceType: F, totalSampleSize: sample, productCount: products }),
      ).toEqual({
        workloadMatrixId: id,
        manDays,
      });
    },
  );

  it('answers null and 0 when no row holds the booking', () => {
    const none = { workloadMatrixId: null, manDays: 0 };
    expect(workloadManDays(MATRIX, { serviceType: F, totalSampleSize: 0, productCount: 1 })).toEqual(none);
    expect(workloadManDays(MATRIX, { serviceType: F, totalSampleSize: 10, productCount: 0 })).toEqual(none);
    expect(
      workloadManDays(MATRIX, {
        serviceType: ServiceType.PreProduction,
        totalSampleSize: 10,
        productCount: 1,
      }),
    ).toEqual(none);
    expect(workloadManDays([], { serviceType: F, totalSampleSize: 10, productCount: 1 })).toEqual(none);
  });

  it('reads only the booking’s service type', () => {
    expect(
      workloadManDays(MATRIX, {
        serviceType: ServiceType.ContainerLoading,
        totalSampleSize: 500,
        productCount: 9,
      }),
    ).toEqual({ workloadMatrixId: 6, manDays: 0.25 });
  });

  it('takes the lowest id when rows written before the overlap rule both match', () => {
    const overlapping = [row({ id: 9, manDays: 3 }), row({ id: 7, manDays: 2 })];
    expect(workloadManDays(overlapping, { serviceType: F, totalSampleSize: 10, productCount: 1 })).toEqual({
      workloadMatrixId: 7,
      manDays: 2,
    });
  });
});

const other = (over: Partial<OtherMandayRule>): OtherMandayRule => ({
  id: 1,
  name: 'Report writing',
  customerId: null,
  serviceType: null,
  manDays: 0.25,
  isActive: true,
  ...over,
});

const OTHERS: OtherMandayRule[] = [
  other({ id: 1 }),
  other({ id: 2, name: 'Northwind extra checks', customerId: 3, manDays: 0.5 }),
  other({ id: 3, name: 'Loading supervision', serviceType: ServiceType.ContainerLoading, manDays: 1 }),
  other({
    id: 4,
    name: 'Northwind loading photos',
    customerId: 3,
    serviceType: ServiceType.ContainerLoading,
  }),
  other({ id: 5, name: 'Retired rule', isActive: false, manDays: 2 }),
  other({ id: 6, name: 'Other customer', customerId: 4, manDays: 1 }),
];

describe('otherManDaysFor', () => {
  it('keeps the active rows whose customer and service type are null or the booking’s', () => {
    expect(otherManDaysFor(OTHERS, { customerId: 3, serviceType: F })).toEqual([
      { id: 1, name: 'Report writing', manDays: 0.25 },
      { id: 2, name: 'Northwind extra checks', manDays: 0.5 },
    ]);
    expect(
      otherManDaysFor(OTHERS, { customerId: 3, serviceType: ServiceType.ContainerLoading }).map((o) => o.id),
    ).toEqual([1, 2, 3, 4]);
    expect(otherManDaysFor(OTHERS, { customerId: 9, serviceType: F }).map((o) => o.id)).toEqual([1]);
  });
});

describe('manDayNeed', () => {
  it('adds the matrix’s man-days and every other that applies', () => {
    // Container loading of Northwind: row 6 (0.25) + 0.25 + 0.5 + 1 + 0.25.
    expect(
      manDayNeed(MATRIX, OTHERS, {
        customerId: 3,
        serviceType: ServiceType.ContainerLoading,
        totalSampleSize: 80,
        productCount: 2,
      }),
    ).toEqual({
      workloadMatrixId: 6,
      workloadManDays: 0.25,
      otherManDays: [
        { id: 1, name: 'Report writing', manDays: 0.25 },
        { id: 2, name: 'Northwind extra checks', manDays: 0.5 },
        { id: 3, name: 'Loading supervision', manDays: 1 },
        { id: 4, name: 'Northwind loading photos', manDays: 0.25 },
      ],
      total: 2.25,
    });
  });

  it('counts the others even when no matrix row matches', () => {
    expect(
      manDayNeed([], OTHERS, { customerId: 9, serviceType: F, totalSampleSize: 80, productCount: 2 }),
    ).toEqual({
      workloadMatrixId: null,
      workloadManDays: 0,
      otherManDays: [{ id: 1, name: 'Report writing', manDays: 0.25 }],
      total: 0.25,
    });
  });

  it('sums without binary drift and rounds to two places', () => {
    const tenths = [other({ id: 1, manDays: 0.1 }), other({ id: 2, manDays: 0.2 })];
    const need = manDayNeed([row({ manDays: 0.7 })], tenths, {
      customerId: 1,
      serviceType: F,
      totalSampleSize: 5,
      productCount: 1,
    });
    expect(need.total).toBe(1); // 0.7 + 0.1 + 0.2 in floats is 0.9999999999999999
  });
});

describe('man-day rules', () => {
  it('accepts quarter days above 0 up to the maximum', () => {
    expect([0.25, 1, 2.75, 99].map((value) => isManDays(value, 99))).toEqual([true, true, true, true]);
    expect([0, -0.25, 0.3, 99.25, Number.NaN].map((value) => isManDays(value, 99))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isManDays(10.25, 10)).toBe(false);
  });

  it('finds overlapping inclusive ranges, null meaning and above', () => {
    expect(rangesOverlap(1, 50, 50, 100)).toBe(true);
    expect(rangesOverlap(1, 50, 51, 100)).toBe(false);
    expect(rangesOverlap(1, null, 500, 600)).toBe(true);
    expect(rangesOverlap(201, null, 1, 200)).toBe(false);
    expect(rangesOverlap(10, null, 5, null)).toBe(true);
  });

  it('words a range in both languages', () => {
    expect(rangeText(1, 50, 'en')).toBe('1 to 50');
    expect(rangeText(51, null, 'fr')).toBe('51 et plus');
  });
});
