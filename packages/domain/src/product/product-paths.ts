/**
 * API paths of the product taxonomy, customer products and styles (no leading slash: the client's prefix
 * is the server base). Each resource base takes POST {base}/search, GET {base}/{id}, POST {base},
 * PUT {base}, DELETE {base}/{id}, POST {base}/export. The four GET/POST paths under api/customer are the
 * spec's (section 7 "Customers"); the datasources follow the spec's product requests (section 3).
 */
export const PRODUCT_API = {
  productCategory: 'api/ProductCategory/category',
  productSubCategory: 'api/ProductCategory/subcategory',
  productSub2Category: 'api/ProductCategory/sub2category',
  productSub3Category: 'api/ProductCategory/sub3category',
  productCategoryDataSource: 'api/ProductCategory/GetProductCategoryDataSource',
  productSubCategoryDataSource: 'api/ProductCategory/GetProductSubCategoryDataSource',
  productSub2CategoryDataSource: 'api/ProductCategory/GetProductSubCategory2DataSource',
  productSub3CategoryDataSource: 'api/ProductCategory/GetProductSubCategory3DataSource',
  customerProduct: 'api/CustomerProduct',
  customerProductDataSource: 'api/CustomerProduct/GetProductDataSource',
  customerStyle: 'api/CustomerStyle',
  customerStyleDataSource: 'api/CustomerStyle/GetStyleDataSource',
  customerProductCategory: 'api/customer/getcustomerproductcategory',
  customerProductCategoryAlias: 'api/customer/get-customer-product-category',
  customerProductSubCategory: 'api/customer/getcustomerproductsubcategory',
  customerProductSubCategoryList: 'api/customer/getcustomerproductsubcategoryList',
  /** Served by the customer module (spec 7): the customer pickers of the product and style screens. */
  customerDataSource: 'api/Customer/GetCustomerDatasource',
} as const;

/** The four taxonomy levels, from the top. */
export type ProductCategoryResource =
  'productCategory' | 'productSubCategory' | 'productSub2Category' | 'productSub3Category';

export const PRODUCT_CATEGORY_RESOURCES: readonly ProductCategoryResource[] = [
  'productCategory',
  'productSubCategory',
  'productSub2Category',
  'productSub3Category',
];

/** Screen routes under /{entity}/ (the menu seeds the summaries; the edit route takes an optional id). */
export const PRODUCT_SCREEN_PATHS: Record<
  ProductCategoryResource | 'customerProduct' | 'customerStyle',
  { summary: string; edit: string }
> = {
  productCategory: {
    summary: 'productcategory/product-category-summary',
    edit: 'productcategory/edit-product-category',
  },
  productSubCategory: {
    summary: 'productsubcategory/product-sub-category-summary',
    edit: 'productsubcategory/edit-product-sub-category',
  },
  productSub2Category: {
    summary: 'productsub2category/product-sub2-category-summary',
    edit: 'productsub2category/edit-product-sub2-category',
  },
  productSub3Category: {
    summary: 'productsub3category/product-sub3-category-summary',
    edit: 'productsub3category/edit-product-sub3-category',
  },
  customerProduct: {
    summary: 'cusproductsearch/customer-product-summary',
    edit: 'cusproductedit/edit-customer-product',
  },
  customerStyle: {
    summary: 'cusstylesearch/customer-style-summary',
    edit: 'cusstyleedit/edit-customer-style',
  },
};
