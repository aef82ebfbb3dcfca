import { parseRuleFile, validateWithRules } from '@portal/domain';
import ruleFile from '../../../../packages/domain/validator/purchase-order.json';
import { emptyPurchaseOrder, newLine } from './purchase-order-values';

const rules = parseRuleFile(ruleFile, 'purchase-order.json');
const problems = (values: object) =>
  validateWithRules(rules, values).map((violation) => [violation.field, violation.message, violation.values]);

describe('purchase-order.json', () => {
  it('needs a PO number, a customer and every field of every line', () => {
    expect(problems(emptyPurchaseOrder(null))).toEqual([
      ['poNumber', 'validation.fieldRequired', { field: 'purchaseOrder.field.poNumber' }],
      ['customerId', 'validation.fieldRequired', { field: 'purchaseOrder.field.customer' }],
      [
        'lines',
        'validation.recordFieldRequired',
        { field: 'purchaseOrder.field.lines', subField: 'purchaseOrder.field.product', row: 1 },
      ],
    ]);
  });

  it('takes a filled order and refuses a PO number over 50 characters', () => {
    const line = {
      ...newLine(),
      productId: 11,
      colorCode: 'NV',
      colorName: 'Navy',
      quantity: 5,
      etd: '2026-03-02',
      destinationCountryId: 250,
    };
    const order = { ...emptyPurchaseOrder(3), poNumber: 'PO-1', lines: [line] };
    expect(problems(order)).toEqual([]);
    expect(problems({ ...order, poNumber: 'x'.repeat(51) }).map(([field]) => field)).toEqual(['poNumber']);
  });
});
