import { Unit } from '@portal/domain';
import { productToBody, productToValues, EMPTY_PRODUCT } from './customer-product-edit';

describe('customer product edit', () => {
  it('turns the form into the save body: trimmed texts, blanks as null', () => {
    const body = productToBody({
      ...EMPTY_PRODUCT,
      customerId: 1,
      productReference: '  NR-1 ',
      description: ' ',
      productCategoryId: 3,
      unit: Unit.Pack,
      barcode: ' 123 ',
    });
    expect(body).toEqual(
      expect.objectContaining({
        productReference: 'NR-1',
        description: null,
        barcode: '123',
        unit: Unit.Pack,
      }),
    );
    const values = productToValues({ ...body, id: 5, version: 2, description: null });
    expect(values.description).toBe('');
  });
});
