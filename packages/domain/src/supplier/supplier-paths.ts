/**
 * API paths under /api/Supplier (the spec names only the screens). Both kinds take the kit's
 * {base}/search, {base}/{id}, POST/PUT {base}, DELETE {base}/{id}; the summary searches both at once.
 * Without a leading slash: the api client's prefix is the server base.
 */
export const SUPPLIER_API = {
  search: 'api/Supplier/search',
  export: 'api/Supplier/export',
  supplier: 'api/Supplier/supplier',
  factory: 'api/Supplier/factory',
  supplierDataSource: 'api/Supplier/supplier-datasource',
  factoryDataSource: 'api/Supplier/factory-datasource',
  lite: 'api/Supplier/lite',
  mappingLink: (supplierId: number) => `api/Supplier/supplier/${supplierId}/factory-mapping-link`,
  /** Public (no sign-in): the token is the only key. */
  mapping: (token: string) => `api/FactoryMapping/${encodeURIComponent(token)}`,
} as const;

/** Screen routes under /{entity}/, and the public page. */
export const SUPPLIER_SCREEN_PATHS = {
  summary: 'suppliersearch/supplier-summary',
  edit: 'supplieredit/edit-supplier',
  lite: 'supplierlite/supplier-lite',
} as const;

/** The public page: /factory-mapping?token=… (no entity, no sign-in). */
export const FACTORY_MAPPING_PUBLIC_PATH = '/factory-mapping';
