import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import { IntlProvider } from 'react-intl';
import { UI_MESSAGES } from '@portal/ui';
import { en } from '../i18n/en';
import { PurchaseOrderLinesEditor } from './purchase-order-lines-editor';
import { newLine, purchaseOrderToBody, type PurchaseOrderValues } from './purchase-order-values';

const lookups = {
  productDataSource: jest.fn(async () => ({
    result: 1,
    dataSourceList: [{ id: 11, name: 'NR-001 T-shirt' }],
  })),
  countryDataSource: jest.fn(async () => ({ result: 1, dataSourceList: [{ id: 250, name: 'France' }] })),
};

const savedLine = (id: number, quantity: number, bookedQuantity: number) => ({
  key: `line-${id}`,
  id,
  productId: 11,
  colorCode: `C${id}`,
  colorName: 'Navy',
  quantity,
  etd: '2026-03-02',
  destinationCountryId: 250,
  bookedQuantity,
});

const order = (lines: PurchaseOrderValues['lines']): PurchaseOrderValues => ({
  poNumber: 'PO-1',
  customerId: 3,
  supplierId: null,
  factoryId: null,
  remarks: '',
  lines,
});

/** Rendered with the selects' label look-ups answered, so nothing updates after the test looked. */
async function setup(values: PurchaseOrderValues) {
  let current = values;
  let submit: () => Promise<void> = async () => undefined;
  await act(async () => {
    render(
      <IntlProvider locale="en" messages={{ ...UI_MESSAGES.en, ...en }}>
        <Formik initialValues={values} onSubmit={() => undefined}>
          {(form) => {
            current = form.values;
            submit = form.submitForm;
            return <PurchaseOrderLinesEditor readOnly={false} lookups={lookups} />;
          }}
        </Formik>
      </IntlProvider>,
    );
  });
  return { values: () => current, submit: () => act(() => submit()) };
}

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('PurchaseOrderLinesEditor', () => {
  it('adds a line that keeps the previous ETD and destination, and removes a line', async () => {
    const form = await setup(order([savedLine(1, 10, 0)]));
    await click('Add a line');
    expect(screen.getAllByTestId('po-line')).toHaveLength(2);
    expect(form.values().lines[1]).toMatchObject({
      id: null,
      productId: null,
      quantity: null,
      etd: '2026-03-02',
      destinationCountryId: 250,
    });
    await click('Remove line 1');
    expect(form.values().lines).toEqual([expect.objectContaining({ id: null, etd: '2026-03-02' })]);
  });

  it('keeps a booked line: its remove button is disabled and says why', async () => {
    const form = await setup(order([savedLine(1, 10, 4), savedLine(2, 5, 0)]));
    const remove = screen.getByRole('button', { name: 'Remove line 1' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Booked: this line cannot be removed.');
    expect(screen.getByRole('button', { name: 'Remove line 2' })).toBeEnabled();
    expect(within(screen.getAllByTestId('po-line')[0]!).getByLabelText('Booked')).toHaveValue('4');
    fireEvent.click(remove);
    expect(form.values().lines).toHaveLength(2);
  });

  it('refuses a quantity below what is booked, and zero', async () => {
    const form = await setup(order([savedLine(1, 10, 4), savedLine(2, 5, 0)]));
    const [first, second] = screen.getAllByTestId('po-line');
    await act(async () => {
      fireEvent.change(within(first!).getByLabelText('Quantity'), { target: { value: '3' } });
      fireEvent.change(within(second!).getByLabelText('Quantity'), { target: { value: '0' } });
    });
    await form.submit();
    expect(
      within(first!).getByText('Bookings already hold 4: the quantity cannot be lower.'),
    ).toBeInTheDocument();
    expect(within(second!).getByText('Enter a whole number greater than zero.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some lines need attention');
  });

  it('refuses the same product in the same colour twice', async () => {
    const form = await setup(order([savedLine(1, 10, 0), { ...savedLine(2, 5, 0), colorCode: ' c1 ' }]));
    await form.submit();
    const second = screen.getAllByTestId('po-line')[1]!;
    expect(within(second).getByText('Line 1 already has this product in this colour.')).toBeInTheDocument();
  });
});

describe('purchaseOrderToBody', () => {
  it('sends every line, new ones with a null id, without the screen-only fields', () => {
    const body = purchaseOrderToBody(
      order([savedLine(1, 10, 4), { ...newLine(), productId: 12, quantity: 2 }]),
    );
    expect(body.lines).toEqual([
      {
        id: 1,
        productId: 11,
        colorCode: 'C1',
        colorName: 'Navy',
        quantity: 10,
        etd: '2026-03-02',
        destinationCountryId: 250,
      },
      {
        id: null,
        productId: 12,
        colorCode: '',
        colorName: '',
        quantity: 2,
        etd: '',
        destinationCountryId: 0,
      },
    ]);
  });
});
