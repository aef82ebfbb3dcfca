/** @databases postgres */
import {
  AqlLevel,
  BOOKING_MESSAGES,
  ResourceResult,
  type BookingLookups,
  type BookingParties,
  type SamplingResult,
} from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookingTestKit } from './booking.test-support';

/** The server's sampling of lots (ISO 2859-1) and the edit screen's pickers. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call } = bookingTestKit(() => t);

const lot = (lotSize: number, overrides: Record<string, unknown> = {}) => ({
  lotSize,
  aqlLevel: AqlLevel.AQLII,
  customSampleSize: null,
  criticalAql: 0,
  majorAql: 2.5,
  minorAql: 4,
  ...overrides,
});

async function sampling(products: unknown[], lang: 'en' | 'fr' = 'en') {
  const response = await call('customer', 'POST', '/api/Booking/sampling', { products }, { lang });
  return {
    status: response.statusCode,
    body: response.json<{ result: number; data: SamplingResult[]; errors?: unknown[] }>(),
  };
}

describe('sampling', () => {
  it('computes the plan of each lot with the ISO 2859-1 tables', async () => {
    const { status, body } = await sampling([
      lot(3000),
      lot(3000, { aqlLevel: AqlLevel.AQLI }),
      lot(500, { aqlLevel: AqlLevel.Custom, customSampleSize: 80 }),
      lot(5),
    ]);
    expect(status).toBe(200);
    const [levelII, levelI, custom, small] = body.data;
    expect(levelII).toMatchObject({
      letter: 'K',
      sampleSize: 125,
      fullInspection: false,
      classes: {
        critical: { aql: 0, ac: 0, re: 1 },
        major: { aql: 2.5, sampleSize: 125, ac: 7, re: 8 },
        minor: { aql: 4, sampleSize: 125, ac: 10, re: 11 },
      },
    });
    expect(levelI).toMatchObject({ letter: 'H', sampleSize: 50, classes: { major: { ac: 3, re: 4 } } });
    expect(custom).toMatchObject({ letter: null, sampleSize: 80, classes: { major: { ac: 5, re: 6 } } });
    expect(small).toMatchObject({ sampleSize: 5, fullInspection: true });
  });

  it('refuses a wrong level, AQL value or custom size with its message, never a 500', async () => {
    const refused = await sampling(
      [lot(100, { aqlLevel: 5 }), lot(100, { majorAql: 3 }), lot(100, { aqlLevel: AqlLevel.Custom })],
      'fr',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'products.0.aqlLevel', message: BOOKING_MESSAGES.aqlValue.fr },
      { field: 'products.1.majorAql', message: BOOKING_MESSAGES.aqlValue.fr },
      { field: 'products.2.customSampleSize', message: BOOKING_MESSAGES.customSampleSize.fr },
    ]);
    expect((await sampling([])).status).toBe(400);
    expect((await sampling([lot(0)])).status).toBe(400);
    expect((await sampling(Array.from({ length: 201 }, () => lot(10)))).status).toBe(400);
  });
});

describe('lookups of the edit screen', () => {
  const lookups = async (login: string, query: string) =>
    (await call(login, 'GET', `/api/Booking/lookups?${query}`)).json<{
      result: number;
      data?: BookingLookups;
    }>();

  it('lists the supplier’s factories, each side’s contacts, the offices and the AQL defaults', async () => {
    const { result, data } = await lookups('cs', 'customerId=1&supplierId=1&factoryId=1');
    expect(result).toBe(ResourceResult.Success);
    expect(data!.factories.map((factory) => factory.id).sort()).toEqual([1, 2]);
    expect(data!.customerContacts.length).toBeGreaterThan(0);
    expect(data!.customerContacts.every((contact) => contact.email?.includes('@'))).toBe(true);
    expect(data!.supplierContacts.map((contact) => contact.name)).toEqual(['Li Wei']);
    expect(data!.factoryContacts.map((contact) => contact.name)).toEqual(['Chen Jun']);
    expect(data!.offices.length).toBeGreaterThan(1);
    expect(data!.serviceDefaults).toContainEqual({
      serviceType: 3,
      aqlLevel: AqlLevel.AQLII,
      criticalAql: 0,
      majorAql: 2.5,
      minorAql: 4,
    });
  });

  it('gives nothing of a customer, supplier or factory out of the caller’s reach', async () => {
    expect((await lookups('customer', 'customerId=1&supplierId=1')).result).toBe(ResourceResult.Success);
    expect(await lookups('customer', 'customerId=3')).toEqual({ result: ResourceResult.NotFound });
    expect(await lookups('supplier', 'customerId=1&supplierId=2')).toEqual({
      result: ResourceResult.NotFound,
    });
    expect(await lookups('supplier', 'customerId=2&supplierId=1')).toEqual({
      result: ResourceResult.NotFound,
    });
    const asFactory = await lookups('factory', 'customerId=1&supplierId=1&factoryId=1');
    expect(asFactory.data!.factories.map((factory) => factory.id)).toEqual([1]);
  });
});

describe('parties a customer, supplier or factory user books with', () => {
  const parties = async (login: string) =>
    (await call(login, 'GET', '/api/Booking/parties')).json<{ data: BookingParties }>().data;

  it('gives a customer user its own suppliers, a supplier or factory user its own customers, staff nothing', async () => {
    const ofCustomer = await parties('customer');
    // Northwind's orders name Guangzhou Everbright (supplier 1) among others; no supplier of another entity.
    expect(ofCustomer.customers).toEqual([]);
    expect(ofCustomer.suppliers.map((item) => item.id)).toContain(1);
    const ofSupplier = await parties('supplier');
    expect(ofSupplier.customers.map((item) => item.id)).toContain(1);
    expect(ofSupplier.suppliers).toEqual([]);
    const ofFactory = await parties('factory');
    expect(ofFactory.customers.length).toBeGreaterThan(0);
    expect(ofFactory.customers.every((item) => ofSupplier.customers.some((own) => own.id === item.id))).toBe(
      true,
    );
    expect(await parties('cs')).toEqual({ customers: [], suppliers: [] });
  });
});
