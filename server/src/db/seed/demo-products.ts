import { and, asc, eq, sql } from 'drizzle-orm';
import { Unit } from '@portal/domain';
import type { Db } from '../client';
import {
  customerProducts,
  customers,
  customerStyles,
  productCategories,
  productSub2Categories,
  productSub3Categories,
  productSubCategories,
} from '../schema';

/**
 * Demo product taxonomy (six categories down to the fourth level), products for every customer present
 * when it runs (so it runs after the customer seeds) and styles for some of them. Which products a
 * customer gets depends on its id. Idempotent: levels are matched by name under their parent, products
 * and styles skip on their unique reference / style number per customer.
 */

/** category -> sub-category -> sub-category 2 -> sub-categories 3 */
type Tree = Record<string, { code: string; subs: Record<string, Record<string, string[]>> }>;

export const DEMO_TAXONOMY: Tree = {
  Apparel: {
    code: 'APP',
    subs: {
      Tops: {
        'T-shirts': ['Knitted', 'Printed', 'Organic cotton'],
        Shirts: ['Woven', 'Denim'],
        Sweaters: ['Knitted', 'Fleece'],
      },
      Bottoms: { Trousers: ['Chino', 'Denim'], Shorts: ['Woven', 'Knitted'] },
      Outerwear: { Jackets: ['Padded', 'Softshell'] },
    },
  },
  'Home textiles': {
    code: 'HTX',
    subs: {
      Bedding: { 'Duvet covers': ['Cotton percale', 'Linen'], Pillows: ['Memory foam', 'Down'] },
      Bath: { Towels: ['Terry', 'Waffle'] },
      Kitchen: { 'Tea towels': ['Cotton'] },
    },
  },
  Toys: {
    code: 'TOY',
    subs: {
      Plush: { 'Soft toys': ['Bears', 'Animals'] },
      'Wooden toys': { Puzzles: ['Jigsaw', 'Shape sorter'] },
      'Ride-on': { Scooters: ['Kick scooters'] },
    },
  },
  Electronics: {
    code: 'ELE',
    subs: {
      Audio: { Headphones: ['Wireless', 'Wired'] },
      'Small appliances': { Kettles: ['Electric'] },
      Lighting: { Lamps: ['LED desk lamps'] },
    },
  },
  Footwear: {
    code: 'FTW',
    subs: {
      Sneakers: { Running: ['Road', 'Trail'] },
      Boots: { 'Ankle boots': ['Leather'] },
      Sandals: { Slides: ['EVA'] },
    },
  },
  Furniture: {
    code: 'FUR',
    subs: {
      'Living room': { Tables: ['Coffee tables', 'Side tables'] },
      Outdoor: { Chairs: ['Folding', 'Stacking'] },
    },
  },
};

interface ProductTemplate {
  code: string;
  description: string;
  path: [string, string, string, string];
  unit: Unit;
  factoryReference: string;
}

const PRODUCTS: ProductTemplate[] = [
  {
    code: 'TS-1001',
    description: "Men's crew-neck T-shirt, 180 g jersey",
    path: ['Apparel', 'Tops', 'T-shirts', 'Knitted'],
    unit: Unit.Pcs,
    factoryReference: 'EB-2291',
  },
  {
    code: 'TS-1002',
    description: "Women's printed T-shirt, organic cotton",
    path: ['Apparel', 'Tops', 'T-shirts', 'Printed'],
    unit: Unit.Pcs,
    factoryReference: 'EB-2304',
  },
  {
    code: 'SH-2010',
    description: 'Oxford button-down shirt',
    path: ['Apparel', 'Tops', 'Shirts', 'Woven'],
    unit: Unit.Pcs,
    factoryReference: 'GK-118',
  },
  {
    code: 'TR-3005',
    description: 'Slim chino trousers, stretch twill',
    path: ['Apparel', 'Bottoms', 'Trousers', 'Chino'],
    unit: Unit.Pcs,
    factoryReference: 'GK-207',
  },
  {
    code: 'JK-4002',
    description: 'Lightweight padded jacket',
    path: ['Apparel', 'Outerwear', 'Jackets', 'Padded'],
    unit: Unit.Pcs,
    factoryReference: 'EB-3110',
  },
  {
    code: 'DC-5001',
    description: 'Duvet cover set, 200 thread count percale',
    path: ['Home textiles', 'Bedding', 'Duvet covers', 'Cotton percale'],
    unit: Unit.Set,
    factoryReference: 'DW-77',
  },
  {
    code: 'TW-5102',
    description: 'Bath towel 70x140, 500 g/m² terry',
    path: ['Home textiles', 'Bath', 'Towels', 'Terry'],
    unit: Unit.Pcs,
    factoryReference: 'DW-81',
  },
  {
    code: 'TT-5203',
    description: 'Tea towels, pack of three',
    path: ['Home textiles', 'Kitchen', 'Tea towels', 'Cotton'],
    unit: Unit.Pack,
    factoryReference: 'DW-95',
  },
  {
    code: 'PL-6001',
    description: 'Plush teddy bear, 30 cm',
    path: ['Toys', 'Plush', 'Soft toys', 'Bears'],
    unit: Unit.Pcs,
    factoryReference: 'BD-410',
  },
  {
    code: 'PZ-6105',
    description: 'Wooden jigsaw puzzle, 24 pieces',
    path: ['Toys', 'Wooden toys', 'Puzzles', 'Jigsaw'],
    unit: Unit.Pcs,
    factoryReference: 'BD-522',
  },
  {
    code: 'HP-7001',
    description: 'Wireless over-ear headphones',
    path: ['Electronics', 'Audio', 'Headphones', 'Wireless'],
    unit: Unit.Pcs,
    factoryReference: 'EB-9001',
  },
  {
    code: 'KT-7102',
    description: 'Electric kettle 1.7 l, stainless steel',
    path: ['Electronics', 'Small appliances', 'Kettles', 'Electric'],
    unit: Unit.Pcs,
    factoryReference: 'EB-9120',
  },
  {
    code: 'RN-8001',
    description: 'Road running shoe, mesh upper',
    path: ['Footwear', 'Sneakers', 'Running', 'Road'],
    unit: Unit.Pairs,
    factoryReference: 'GK-880',
  },
  {
    code: 'AB-8102',
    description: 'Leather ankle boot, side zip',
    path: ['Footwear', 'Boots', 'Ankle boots', 'Leather'],
    unit: Unit.Pairs,
    factoryReference: 'GK-905',
  },
  {
    code: 'CT-9001',
    description: 'Acacia coffee table, oiled finish',
    path: ['Furniture', 'Living room', 'Tables', 'Coffee tables'],
    unit: Unit.Pcs,
    factoryReference: 'BD-1201',
  },
  {
    code: 'CH-9105',
    description: 'Folding garden chair, FSC eucalyptus',
    path: ['Furniture', 'Outdoor', 'Chairs', 'Folding'],
    unit: Unit.Set,
    factoryReference: 'BD-1288',
  },
];

const SEASONS = ['SS27', 'AW26', 'HO26'];

/** The customer's initials (two letters), the prefix of its product references. */
export function referencePrefix(name: string): string {
  const words = name
    .replace(/[^A-Za-zÀ-ÿ ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? 'XX').slice(0, 2);
  return letters.toUpperCase();
}

/** A valid EAN-13 from a 12-digit body. */
export function ean13(body: string): string {
  const digits = body.padStart(12, '0').slice(-12);
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

async function levelId(
  tx: Db,
  table:
    | typeof productCategories
    | typeof productSubCategories
    | typeof productSub2Categories
    | typeof productSub3Categories,
  name: string,
  parent: { column: typeof productSubCategories.productCategoryId; key: string; id: number } | null,
  code: string | null,
): Promise<number> {
  const where = parent
    ? and(sql`lower(${table.name}) = lower(${name})`, eq(parent.column, parent.id))
    : sql`lower(${table.name}) = lower(${name})`;
  const [found] = await tx.select({ id: table.id }).from(table).where(where).limit(1);
  if (found) return found.id;
  const [row] = await tx
    .insert(table)
    .values({ name, code, ...(parent ? { [parent.key]: parent.id } : {}) } as never)
    .returning({ id: table.id });
  return row!.id;
}

/** Seeds the taxonomy; answers the ids by path ('Apparel/Tops/T-shirts/Knitted'). */
async function seedTaxonomy(tx: Db): Promise<Map<string, number[]>> {
  const paths = new Map<string, number[]>();
  for (const [category, { code, subs }] of Object.entries(DEMO_TAXONOMY)) {
    const c = await levelId(tx, productCategories, category, null, code);
    let subIndex = 0;
    for (const [sub, sub2s] of Object.entries(subs)) {
      subIndex += 1;
      const s1 = await levelId(
        tx,
        productSubCategories,
        sub,
        { column: productSubCategories.productCategoryId, key: 'productCategoryId', id: c },
        `${code}-${subIndex}`,
      );
      for (const [sub2, sub3s] of Object.entries(sub2s)) {
        const s2 = await levelId(
          tx,
          productSub2Categories,
          sub2,
          {
            column: productSub2Categories.productSubCategoryId as never,
            key: 'productSubCategoryId',
            id: s1,
          },
          null,
        );
        for (const sub3 of sub3s) {
          const s3 = await levelId(
            tx,
            productSub3Categories,
            sub3,
            {
              column: productSub3Categories.productSubCategory2Id as never,
              key: 'productSubCategory2Id',
              id: s2,
            },
            null,
          );
          paths.set([category, sub, sub2, sub3].join('/'), [c, s1, s2, s3]);
        }
      }
    }
  }
  return paths;
}

export async function seedDemoProducts(db: Db): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const paths = await seedTaxonomy(tx);
    const all = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .orderBy(asc(customers.id));
    for (const customer of all) {
      const prefix = referencePrefix(customer.name);
      // Eight products per customer, a different run of the list for each.
      const chosen = Array.from({ length: 8 }, (_, i) => PRODUCTS[(customer.id * 3 + i) % PRODUCTS.length]!);
      for (const [index, product] of chosen.entries()) {
        const [c, s1, s2, s3] = paths.get(product.path.join('/'))!;
        const [row] = await tx
          .insert(customerProducts)
          .values({
            customerId: customer.id,
            productReference: `${prefix}-${product.code}`,
            description: product.description,
            productCategoryId: c!,
            productSubCategoryId: s1!,
            productSubCategory2Id: s2!,
            productSubCategory3Id: s3!,
            unit: product.unit,
            barcode: ean13(`50${String(customer.id).padStart(4, '0')}${product.code.replace(/\D/g, '')}`),
            factoryReference: product.factoryReference,
            // The last one of each customer is discontinued.
            isActive: index < chosen.length - 1,
          })
          .onConflictDoNothing()
          .returning({ id: customerProducts.id });
        if (!row || index > 2) continue;
        // Two styles for each of the first three products created now.
        await tx
          .insert(customerStyles)
          .values(
            SEASONS.slice(0, 2).map((season, n) => ({
              customerId: customer.id,
              productId: row.id,
              styleNumber: `${season}-${product.code}-${n + 1}`,
              styleName: `${product.description.split(',')[0]} – ${season}`,
            })),
          )
          .onConflictDoNothing();
      }
    }
  });
}
