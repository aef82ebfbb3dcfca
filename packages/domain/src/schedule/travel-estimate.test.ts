import { TripType } from './schedule-enums';
import type { TravelEstimate } from './schedule-types';
import { cheapestTravel, travelEstimate, type TravelEstimateInput } from './travel-estimate';

const port = { id: 4, name: 'Shanghai Hongqiao' };
const input = (over: Partial<TravelEstimateInput> = {}): TravelEstimateInput => ({
  port,
  journey: { tripType: TripType.SingleTrip, travelTimeHours: 2.5, ticketCost: '120.50', currency: 'CNY' },
  tariff: { amount: '300.00', currency: 'CNY' },
  food: { amountPerManDay: '85.00', currency: 'CNY' },
  manDays: 1,
  ...over,
});

describe('travelEstimate', () => {
  it('SingleTrip: one return fare, the tariff and a day of food', () => {
    // 120.50 + 300.00 + 85.00 = 505.50
    expect(travelEstimate(input())).toEqual({
      startingPortId: 4,
      startingPortName: 'Shanghai Hongqiao',
      tripType: TripType.SingleTrip,
      travelTimeHours: 2.5,
      ticketCost: '120.50',
      tariff: '300.00',
      foodAllowance: '85.00',
      total: '505.50',
      currency: 'CNY',
    });
  });

  it('DoubleTrip: two single tickets; food for the man-days', () => {
    const estimate = travelEstimate(
      input({
        journey: { tripType: TripType.DoubleTrip, travelTimeHours: 9, ticketCost: '455.25', currency: 'CNY' },
        tariff: { amount: '620', currency: 'CNY' },
        manDays: 2,
      }),
    );
    // 2 x 455.25 = 910.50; food 2 x 85 = 170.00; 910.50 + 620.00 + 170.00 = 1700.50
    expect(estimate).toMatchObject({
      ticketCost: '910.50',
      tariff: '620.00',
      foodAllowance: '170.00',
      total: '1700.50',
      travelTimeHours: 9,
    });
  });

  it('NoTrip in the matrix: no ticket, no tariff, only food', () => {
    const estimate = travelEstimate(
      input({
        journey: { tripType: TripType.NoTrip, travelTimeHours: 0.5, ticketCost: '0', currency: 'CNY' },
        manDays: 0.5,
      }),
    );
    // food 0.5 x 85.00 = 42.50
    expect(estimate).toMatchObject({
      tripType: TripType.NoTrip,
      ticketCost: '0.00',
      tariff: '0.00',
      foodAllowance: '42.50',
      total: '42.50',
      travelTimeHours: 0.5,
    });
  });

  it('no journey (the port is in the factory city): NoTrip, nothing to pay but food, in the tariff currency', () => {
    const estimate = travelEstimate(input({ journey: null, manDays: 0.75 }));
    // 0.75 x 85.00 = 63.75
    expect(estimate).toEqual({
      startingPortId: 4,
      startingPortName: 'Shanghai Hongqiao',
      tripType: TripType.NoTrip,
      travelTimeHours: 0,
      ticketCost: '0.00',
      tariff: '0.00',
      foodAllowance: '63.75',
      total: '63.75',
      currency: 'CNY',
    });
  });

  it('no journey and nothing else: USD zeros; the food currency when there is no tariff', () => {
    expect(travelEstimate(input({ journey: null, tariff: null, food: null }))).toMatchObject({
      currency: 'USD',
      total: '0.00',
    });
    expect(
      travelEstimate(
        input({ journey: null, tariff: null, food: { amountPerManDay: '10', currency: 'EUR' } }),
      ),
    ).toMatchObject({ currency: 'EUR', foodAllowance: '10.00', total: '10.00' });
  });

  it('a missing tariff or food allowance counts 0', () => {
    expect(travelEstimate(input({ tariff: null, food: null }))).toMatchObject({
      tariff: '0.00',
      foodAllowance: '0.00',
      total: '120.50',
    });
  });

  it('rounds food to the cent half-up', () => {
    // 33.33 x 0.25 = 8.3325 -> 8.33; 10.10 x 0.25 = 2.525 -> 2.53; 0.01 x 0.5 = 0.005 -> 0.01
    const food = (amountPerManDay: string, manDays: number) =>
      travelEstimate(input({ food: { amountPerManDay, currency: 'CNY' }, manDays })).foodAllowance;
    expect(food('33.33', 0.25)).toBe('8.33');
    expect(food('10.10', 0.25)).toBe('2.53');
    expect(food('0.01', 0.5)).toBe('0.01');
    expect(food('99.99', 1.75)).toBe('174.98'); // 174.9825
    expect(food('85', 0)).toBe('0.00');
    expect(food('85', -1)).toBe('0.00');
  });

  it('stays exact where floats would not: 0.10 + 0.20', () => {
    const estimate = travelEstimate(
      input({
        journey: { tripType: TripType.SingleTrip, travelTimeHours: 1, ticketCost: '0.10', currency: 'CNY' },
        tariff: { amount: '0.20', currency: 'CNY' },
        food: null,
      }),
    );
    expect(estimate.total).toBe('0.30');
  });

  it('leaves a tariff and a food allowance in another currency out of the total, and says so', () => {
    const estimate = travelEstimate(
      input({
        tariff: { amount: '40.00', currency: 'USD' },
        food: { amountPerManDay: '12.00', currency: 'EUR' },
      }),
    );
    expect(estimate).toMatchObject({
      currency: 'CNY',
      ticketCost: '120.50',
      tariff: '0.00',
      foodAllowance: '0.00',
      total: '120.50',
      excluded: ['tariff', 'foodAllowance'],
    });
    // Only the part in another currency is left out.
    expect(travelEstimate(input({ food: { amountPerManDay: '12.00', currency: 'EUR' } }))).toMatchObject({
      total: '420.50',
      excluded: ['foodAllowance'],
    });
  });

  it('counts a NoTrip in the food allowance’s currency, its tariff being 0 whatever its currency', () => {
    const estimate = travelEstimate(input({ journey: null, tariff: { amount: '40', currency: 'USD' } }));
    expect(estimate.excluded).toBeUndefined();
    expect(estimate.currency).not.toBe('USD');
    expect(estimate).toMatchObject({ tariff: '0.00', total: estimate.foodAllowance });
  });

  it('refuses an amount that is not money', () => {
    expect(() =>
      travelEstimate(
        input({
          journey: {
            tripType: TripType.SingleTrip,
            travelTimeHours: 1,
            ticketCost: '1.234',
            currency: 'CNY',
          },
        }),
      ),
    ).toThrow(RangeError);
  });
});

describe('cheapestTravel', () => {
  const estimate = (id: number, total: string, travelTimeHours: number): TravelEstimate => ({
    startingPortId: id,
    startingPortName: `Port ${id}`,
    tripType: TripType.SingleTrip,
    travelTimeHours,
    ticketCost: total,
    tariff: '0.00',
    foodAllowance: '0.00',
    total,
    currency: 'CNY',
  });

  it('is null for no estimates', () => {
    expect(cheapestTravel([])).toBeNull();
  });

  it('takes the lowest total, compared as amounts (not as text)', () => {
    const list = [estimate(1, '900.00', 1), estimate(2, '1000.00', 1), estimate(3, '95.50', 8)];
    expect(cheapestTravel(list)?.startingPortId).toBe(3);
  });

  it('breaks a tie on the total with the shorter travel time, then keeps the first', () => {
    const list = [estimate(1, '200.00', 5), estimate(2, '200.00', 3), estimate(3, '200.00', 3)];
    expect(cheapestTravel(list)?.startingPortId).toBe(2);
  });
});
