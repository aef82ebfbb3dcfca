/** JSON schemas of purchase order rows and answers (the bodies are packages/domain's purchase-order-schemas.ts). */

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

export const purchaseOrderDetailProperties = {
  id: integer,
  poNumber: text,
  customerId: integer,
  supplierId: nullableInteger,
  factoryId: nullableInteger,
  remarks: nullableText,
  lines: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: integer,
        productId: integer,
        colorCode: text,
        colorName: text,
        quantity: integer,
        bookedQuantity: integer,
        etd: text,
        destinationCountryId: integer,
      },
    },
  },
  version: integer,
};

export const purchaseOrderRowProperties = {
  id: integer,
  purchaseOrderId: integer,
  poNumber: text,
  customerId: integer,
  customerName: text,
  supplierId: nullableInteger,
  supplierName: nullableText,
  factoryId: nullableInteger,
  factoryName: nullableText,
  productId: integer,
  productReference: text,
  productDescription: nullableText,
  barcode: nullableText,
  colorCode: text,
  colorName: text,
  quantity: integer,
  bookedQuantity: integer,
  etd: text,
  destinationCountryId: integer,
  destinationCountryName: text,
};

export const purchaseOrderLiteResponseSchema = {
  type: 'object',
  properties: {
    result: integer,
    total: integer,
    dataSourceList: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: integer,
          name: text,
          purchaseOrderId: integer,
          poNumber: text,
          customerId: integer,
          supplierId: nullableInteger,
          factoryId: nullableInteger,
          productId: integer,
          productReference: text,
          productDescription: nullableText,
          colorCode: text,
          colorName: text,
          quantity: integer,
          bookedQuantity: integer,
          remainingQuantity: integer,
          etd: text,
          destinationCountryName: text,
        },
      },
    },
  },
} as const;
