/** @databases postgres */
import { ResourceResult, TripType } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import {
  CHINA,
  FRANCE,
  journey,
  MATRIX,
  PORT,
  refusedFields,
  travelRateCalls,
  type Refused,
  type Saved,
} from './travel-rates.test-support';

let t: TestApp;
let portId: number;
let otherPortId: number;
let china: Record<string, number>;
let lyon: number;
beforeAll(async () => {
  t = await createTestApp();
  china = await cityIds(CHINA);
  lyon = (await cityIds(FRANCE)).Lyon!;
  const office = await officeId(1, 'Shanghai Office');
  const port = (name: string) => ({ name, officeId: office, countryId: CHINA, cityId: china.Shenzhen });
  portId = json<Saved>(await call('planning', 'POST', PORT, port('Shenzhen Bao’an Airport'))).data!.id;
  otherPortId = json<Saved>(await call('planning', 'POST', PORT, port('Shenzhen North'))).data!.id;
});
afterAll(() => t.close());
const { call, cityIds, officeId } = travelRateCalls(() => t);

const create = async (body: object) => call('planning', 'POST', MATRIX, body);

describe('travel matrix', () => {
  it('creates a journey with the amount written to the cent, reads, updates and lists it with its names', async () => {
    const created = json<Saved>(await create(journey(portId, china.Guangzhou!, { ticketCost: '98.5' })));
    expect(created).toEqual({
      result: ResourceResult.Success,
      data: {
        id: expect.any(Number),
        version: 1,
        startingPortId: portId,
        countryId: CHINA,
        cityId: china.Guangzhou,
        tripType: TripType.SingleTrip,
        travelTimeHours: 2.5,
        ticketCost: '98.50',
        currency: 'CNY',
      },
    });
    const id = created.data!.id;
    expect(json(await call('cs', 'GET', `${MATRIX}/${id}`))).toEqual(created);
    const updated = json<Saved>(
      await call('planning', 'PUT', MATRIX, {
        ...created.data,
        tripType: TripType.DoubleTrip,
        travelTimeHours: 7.5,
        ticketCost: '455',
      }),
    );
    expect(updated.data).toMatchObject({
      tripType: 3,
      travelTimeHours: 7.5,
      ticketCost: '455.00',
      version: 2,
    });
    const listed = json<{ data: Record<string, unknown>[] }>(
      await call('planning', 'POST', `${MATRIX}/search`, { idList: [id] }),
    ).data;
    expect(listed).toEqual([
      expect.objectContaining({
        startingPortName: 'Shenzhen Bao’an Airport',
        cityName: 'Guangzhou',
        countryName: 'China',
      }),
    ]);
  });

  it('filters by starting port, country and trip type', async () => {
    await create(journey(otherPortId, china.Foshan!, { tripType: TripType.NoTrip, ticketCost: '0' }));
    await create(
      journey(otherPortId, china.Hangzhou!, { tripType: TripType.DoubleTrip, travelTimeHours: 12 }),
    );
    const cities = async (body: object) =>
      json<{ data: { cityName: string }[] }>(
        await call('planning', 'POST', `${MATRIX}/search`, body),
      ).data.map((row) => row.cityName);
    expect(
      await cities({ startingPortIds: [otherPortId], sort: { field: 'cityName', direction: 'asc' } }),
    ).toEqual(['Foshan', 'Hangzhou']);
    expect(await cities({ startingPortIds: [otherPortId], tripTypes: [TripType.NoTrip] })).toEqual([
      'Foshan',
    ]);
    expect(await cities({ countryIds: [FRANCE] })).toEqual([]);
  });

  it('keeps one journey per port and city (DuplicateData)', async () => {
    expect(json<Saved>(await create(journey(portId, china.Ningbo!))).result).toBe(ResourceResult.Success);
    expect(json(await create(journey(portId, china.Ningbo!, { tripType: TripType.DoubleTrip })))).toEqual({
      result: ResourceResult.DuplicateData,
      message: 'Shenzhen Bao’an Airport already has a journey to Ningbo: change that one instead.',
    });
    // Another port may go there, and moving a journey onto a taken city is refused too.
    const other = json<Saved>(await create(journey(otherPortId, china.Ningbo!))).data!;
    const move = json<Saved>(await create(journey(otherPortId, china.Wenzhou!))).data!;
    expect(json(await call('planning', 'PUT', MATRIX, { ...move, cityId: other.cityId }))).toEqual({
      result: ResourceResult.DuplicateData,
      message: 'Shenzhen North already has a journey to Ningbo: change that one instead.',
    });
  });

  it('refuses travel times outside 0 to 72 hours or finer than a tenth, in the request language', async () => {
    for (const travelTimeHours of [-1, 72.5, 2.25, 1e9]) {
      const answer = await create(journey(portId, china.Suzhou!, { travelTimeHours }));
      expect([travelTimeHours, answer.statusCode, refusedFields(answer)]).toEqual([
        travelTimeHours,
        400,
        ['travelTimeHours'],
      ]);
    }
    const french = await call(
      'planning',
      'POST',
      `${MATRIX}?lang=fr`,
      journey(portId, china.Suzhou!, { travelTimeHours: 80 }),
    );
    expect(json<Refused>(french).errors[0]!.message).toBe(
      'Temps de trajet (heures) doit être compris entre 0 et 72 heures, avec au plus une décimale.',
    );
    expect(json<Saved>(await create(journey(portId, china.Suzhou!, { travelTimeHours: 72 }))).result).toBe(
      ResourceResult.Success,
    );
  });

  it('refuses ticket costs that are not amounts of 0 or more with two decimals', async () => {
    for (const ticketCost of ['-1', '12.345', 'abc', '', '99999999999']) {
      const answer = await create(journey(portId, china.Nanjing!, { ticketCost }));
      expect([ticketCost, answer.statusCode, refusedFields(answer)]).toEqual([
        ticketCost,
        400,
        ['ticketCost'],
      ]);
    }
    const answer = await create(journey(portId, china.Nanjing!, { ticketCost: '-1' }));
    expect(json<Refused>(answer).errors[0]!.message).toBe(
      'Ticket cost must be an amount of 0 or more with at most two decimals.',
    );
    // Text that is no number at all is the rule file's refusal, as in the browser.
    const text = await create(journey(portId, china.Nanjing!, { ticketCost: '1.5x' }));
    expect(json<Refused>(text).errors[0]!.text).toBe('Ticket cost must be a number.');
  });

  it('refuses a ticket cost on a journey without a trip', async () => {
    const answer = await create(
      journey(portId, china.Wuxi!, { tripType: TripType.NoTrip, ticketCost: '10' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(json<Refused>(answer).errors).toEqual([
      { field: 'ticketCost', message: 'A journey without a trip has no ticket: the ticket cost must be 0.' },
    ]);
    const free = await create(
      journey(portId, china.Wuxi!, { tripType: TripType.NoTrip, ticketCost: '0.00' }),
    );
    expect(json<Saved>(free).result).toBe(ResourceResult.Success);
  });

  it('refuses a currency outside the list (three upper-case letters of the expense claims)', async () => {
    for (const currency of ['cny', 'XYZ', 'EURO']) {
      const answer = await create(journey(portId, china.Jinan!, { currency }));
      expect([currency, answer.statusCode, refusedFields(answer)]).toEqual([currency, 400, ['currency']]);
    }
    expect(json<Saved>(await create(journey(portId, china.Jinan!, { currency: 'USD' }))).result).toBe(
      ResourceResult.Success,
    );
  });

  it('refuses a trip type outside the enum, a city outside the country and an unknown port', async () => {
    expect((await create(journey(portId, china.Qingdao!, { tripType: 4 }))).statusCode).toBe(400);
    expect(json(await create(journey(portId, lyon)))).toEqual({ result: ResourceResult.ParentNotFound });
    expect(json(await create(journey(999999, china.Qingdao!)))).toEqual({
      result: ResourceResult.ParentNotFound,
    });
    const missing = await create({ countryId: CHINA });
    expect(refusedFields(missing)).toEqual([
      'startingPortId',
      'cityId',
      'tripType',
      'travelTimeHours',
      'ticketCost',
      'currency',
    ]);
  });

  it('refuses a port of another entity', async () => {
    const office = await officeId(2, 'Istanbul Office');
    const foreign = json<Saved>(
      await call(
        'admin',
        'POST',
        PORT,
        { name: 'Sabiha Gokcen Airport', officeId: office, countryId: CHINA, cityId: china.Shantou },
        2,
      ),
    ).data!;
    expect(json(await create(journey(foreign.id, china.Shantou!)))).toEqual({
      result: ResourceResult.ParentNotFound,
    });
  });
});
