import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Permissions, PURCHASE_ORDER_SCREEN_PATHS as PATHS, type PurchaseOrderRow } from '@portal/domain';
import {
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  usePermission,
  type SummaryColumn,
} from '@portal/screen-kit';
import { usePurchaseOrderApi } from '../shared/api/use-purchase-order-api';
import { formatIsoDay } from '../shared/dates/format-iso-day';
import {
  PURCHASE_ORDER_FILTER_DEFAULTS,
  PurchaseOrderFilterFields,
  type PurchaseOrderFilters,
} from './purchase-order-filters';

const P = Permissions.PurchaseOrderSummary;
const field = (key: string) => `inspection.purchaseOrder.field.${key}`;

/** Purchase orders, one row per line; a row opens its order. Import holders also reach the Excel import. */
export function PurchaseOrderSummary() {
  const api = usePurchaseOrderApi();
  const intl = useIntl();
  const link = useEntityLink();
  const canImport = usePermission(P.Import);
  const number = (value: number) => intl.formatNumber(value);

  const columns: SummaryColumn<PurchaseOrderRow>[] = [
    // Widths for the order's number and ETD: shared out equally among twelve columns they were cut short
    // ("BULK-PO…", "May 14, 2…") at 1280 px, and every line of an order looked alike.
    { key: 'poNumber', titleId: field('poNumber'), sortable: true, className: 'w-36' },
    { key: 'customerName', titleId: field('customer'), sortable: true },
    { key: 'supplierName', titleId: field('supplier'), sortable: true },
    // Shown on demand (Columns): twelve columns at once leave each too narrow to read.
    { key: 'factoryName', titleId: field('factory'), sortable: true, defaultVisible: false },
    { key: 'productReference', titleId: field('productReference'), sortable: true },
    { key: 'productDescription', titleId: field('description'), sortable: true },
    { key: 'colorCode', titleId: field('colorCode'), sortable: true },
    { key: 'colorName', titleId: field('colorName'), sortable: true, defaultVisible: false },
    {
      key: 'quantity',
      titleId: field('quantity'),
      sortable: true,
      className: 'text-right',
      render: (row) => number(row.quantity),
    },
    {
      key: 'bookedQuantity',
      titleId: field('bookedQuantity'),
      sortable: true,
      className: 'text-right',
      render: (row) => number(row.bookedQuantity),
    },
    {
      key: 'etd',
      titleId: field('etd'),
      sortable: true,
      className: 'w-32',
      render: (row) => formatIsoDay(intl, row.etd),
      // A real date cell Excel sorts as a date; midnight UTC, since the workbook writer keeps UTC days.
      exportValue: (row) => new Date(`${row.etd}T00:00:00Z`),
    },
    { key: 'destinationCountryName', titleId: field('destinationCountry'), sortable: true },
    { key: 'barcode', titleId: field('barcode'), defaultVisible: false },
  ];

  return (
    <SummaryPage<PurchaseOrderRow, PurchaseOrderFilters>
      titleId="inspection.purchaseOrder.summary.title"
      screenKey="purchase-order-summary"
      resource={api.purchaseOrder}
      columns={columns}
      filterDefaults={PURCHASE_ORDER_FILTER_DEFAULTS}
      renderFilters={() => <PurchaseOrderFilterFields api={api} />}
      defaultSort={{ field: 'poNumber', direction: 'asc' }}
      permissions={summaryPermissions(P)}
      rowLink={(row) => link(`${PATHS.edit}/${row.purchaseOrderId}`)}
      newLink={link(PATHS.edit)}
      headerActions={
        canImport ? (
          <Link
            to={link(PATHS.upload)}
            className="rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {intl.formatMessage({ id: 'inspection.purchaseOrder.summary.import' })}
          </Link>
        ) : null
      }
      exportName="purchase-orders"
    />
  );
}
