/** The master data area's request body schemas (server side: '@portal/domain/src/schemas'). */
export * from './customer/customer-schemas';
export * from './supplier/supplier-schemas';
export * from './rights/rights-schemas';
export * from './customer-records/customer-records-schemas';
export * from './customer-config/customer-config-schemas';
export * from './product/customer-product-schemas';
export * from './product/customer-style-schemas';
export * from './customer-registration/registration-schemas';
