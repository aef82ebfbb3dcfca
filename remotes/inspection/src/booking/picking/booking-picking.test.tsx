import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AqlLevel, BookingAction, Permissions, type BookingProduct } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { aBookingDetail, saved } from '../booking-test-support';
import { aLine, fakeSampling, renderScreen } from '../edit/booking-edit-test-support';
import { BookingPicking } from './booking-picking';

const api = { booking: { get: jest.fn() }, picking: jest.fn() };
jest.mock('../use-booking-api', () => ({ useBookingApi: () => api }));

const product = (
  productId: number,
  productReference: string,
  over: Partial<BookingProduct> = {},
): BookingProduct => ({
  productId,
  productReference,
  aqlLevel: AqlLevel.AQLII,
  customSampleSize: null,
  criticalAql: 0,
  majorAql: 2.5,
  minorAql: 4,
  pickingGroup: null,
  ...over,
});

/** NR-001 (400) and NR-002 (300) share their AQL; NR-003 (100) is checked at major 1.5. */
const booking = aBookingDetail({
  actions: [BookingAction.Edit, BookingAction.Picking],
  lines: [
    aLine({ quantity: 400 }),
    aLine({ id: 102, poLineId: 502, quantity: 300, productId: 12, productReference: 'NR-002' }),
    aLine({ id: 103, poLineId: 503, quantity: 100, productId: 13, productReference: 'NR-003' }),
  ],
  products: [product(11, 'NR-001'), product(12, 'NR-002'), product(13, 'NR-003', { majorAql: 1.5 })],
});

async function open() {
  api.booking.get.mockResolvedValue(saved(booking));
  await act(async () => {
    render(
      renderScreen(
        '/1/insppicking/booking-picking/12',
        'insppicking/booking-picking/:id',
        <BookingPicking />,
      ),
    );
  });
}

const card = (reference: string) => screen.getByRole('listitem', { name: reference });
const group = (reference: string, choice: string) => {
  fireEvent.mouseDown(within(card(reference)).getByRole('combobox', { name: 'Picked with' }));
  fireEvent.click(screen.getByRole('option', { name: choice }));
};
const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save picking' }));
  });

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ user: aCurrentUser({ permissions: [Permissions.InspectionSummary.Edit] }) });
});

describe('BookingPicking', () => {
  it('says what picking means, sends the groups and shows the plan the server made of each lot', async () => {
    await open();
    expect(
      screen.getByText(/Products picked together are drawn as one lot and sampled together/),
    ).toBeInTheDocument();
    const plan = fakeSampling({ lotSize: 700, aqlLevel: 2, criticalAql: 0, majorAql: 2.5, minorAql: 4 });
    api.picking.mockResolvedValue(
      saved({
        ...booking,
        version: 5,
        products: booking.products.map((item) =>
          item.productId === 13
            ? { ...item, lotSize: 100, sampling: null }
            : { ...item, pickingGroup: 1, lotSize: 700, sampling: plan },
        ),
      }),
    );
    group('NR-001', 'Group 1');
    group('NR-002', 'Group 1');
    expect(screen.getByText('Save to see the sampling of the new groups.')).toBeInTheDocument();
    await save();
    expect(api.picking).toHaveBeenCalledWith(12, { version: 4, groups: [[11, 12]] });
    expect(within(card('NR-002')).getByText('Lot as saved: 700')).toBeInTheDocument();
    expect(within(card('NR-002')).getByText('Sample size: 80')).toBeInTheDocument();
    expect(within(card('NR-001')).getByText('Group 1')).toBeInTheDocument();
  });

  it('refuses a group whose products differ in AQL, and shows the server’s refusal', async () => {
    await open();
    group('NR-001', 'Group 2');
    group('NR-003', 'Group 2');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Products sampled together need the same AQL level and values.',
    );
    expect(api.picking).not.toHaveBeenCalled();

    group('NR-003', 'Sampled alone');
    group('NR-002', 'Group 2');
    api.picking.mockResolvedValue({
      result: 9,
      errors: [{ field: 'groups', message: 'Group only products of this booking.' }],
    });
    await save();
    expect(api.picking).toHaveBeenCalledWith(12, { version: 4, groups: [[11, 12]] });
    expect(screen.getByRole('alert')).toHaveTextContent('Group only products of this booking.');
  });
});
