import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { timestamps, version } from './columns';

/**
 * Product taxonomy: category > sub-category > sub-category 2 > sub-category 3. Global reference data (every
 * entity classifies products the same way); names unique per parent whatever their case. Customer products
 * and styles belong to a customer and are seen through it (customer scope). `version` starts at 1 and each
 * update bumps it (optimistic locking). Foreign keys restrict deletes: a category with sub-categories or
 * products cannot go, even past the service's check.
 */

export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    code: text('code'),
    version: version(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('product_categories_name_idx').on(sql`lower(${t.name})`)],
);

export const productSubCategories = pgTable(
  'product_sub_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    code: text('code'),
    productCategoryId: integer('product_category_id')
      .notNull()
      .references(() => productCategories.id),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_sub_categories_parent_name_idx').on(t.productCategoryId, sql`lower(${t.name})`),
  ],
);

export const productSub2Categories = pgTable(
  'product_sub2_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    code: text('code'),
    productSubCategoryId: integer('product_sub_category_id')
      .notNull()
      .references(() => productSubCategories.id),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_sub2_categories_parent_name_idx').on(t.productSubCategoryId, sql`lower(${t.name})`),
  ],
);

export const productSub3Categories = pgTable(
  'product_sub3_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    code: text('code'),
    productSubCategory2Id: integer('product_sub_category2_id')
      .notNull()
      .references(() => productSub2Categories.id),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_sub3_categories_parent_name_idx').on(t.productSubCategory2Id, sql`lower(${t.name})`),
  ],
);

/**
 * A customer's product: its reference is unique per customer (whatever the case). The category is
 * required; the lower levels are optional but each must belong to the level above (checked on save).
 * `unit` holds the spec's Unit enum (Set 1, Pairs 2, Yards 3, Pcs 4, Meters 5, Pack 13).
 */
export const customerProducts = pgTable(
  'customer_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productReference: text('product_reference').notNull(),
    description: text('description'),
    // Null only for a product a purchase order import created: its category is chosen later, on its screen.
    productCategoryId: integer('product_category_id').references(() => productCategories.id),
    productSubCategoryId: integer('product_sub_category_id').references(() => productSubCategories.id),
    productSubCategory2Id: integer('product_sub_category2_id').references(() => productSub2Categories.id),
    productSubCategory3Id: integer('product_sub_category3_id').references(() => productSub3Categories.id),
    unit: integer('unit').notNull(),
    barcode: text('barcode'),
    factoryReference: text('factory_reference'),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customer_products_customer_reference_idx').on(
      t.customerId,
      sql`lower(${t.productReference})`,
    ),
    index('customer_products_category_idx').on(t.productCategoryId),
    index('customer_products_sub_category_idx').on(t.productSubCategoryId),
    index('customer_products_sub_category2_idx').on(t.productSubCategory2Id),
    index('customer_products_sub_category3_idx').on(t.productSubCategory3Id),
  ],
);

/** A customer's style: number unique per customer, optionally for one of that customer's products. */
export const customerStyles = pgTable(
  'customer_styles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: integer('product_id').references(() => customerProducts.id),
    styleNumber: text('style_number').notNull(),
    styleName: text('style_name'),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customer_styles_customer_number_idx').on(t.customerId, sql`lower(${t.styleNumber})`),
    index('customer_styles_product_idx').on(t.productId),
  ],
);
