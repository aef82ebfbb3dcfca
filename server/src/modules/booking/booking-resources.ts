import {
  BOOKING_API,
  BOOKING_SORT_FIELDS,
  BookingStatus,
  Permissions,
  ServiceType,
  type BookingCreate,
  type BookingDetail,
  type BookingFilter,
  type BookingRow,
  type Lang,
} from '@portal/domain';
import { BOOKING_FILTERS, bookingCreateBody, bookingUpdateBody } from '@portal/domain/src/schemas';
import { dayCell, exportColumn, type ResourceDefinition } from '../kit/resource-definition';
import { removeDraft } from './booking-draft';
import { bookingRepository } from './booking.repository';
import { BOOKING_USER_TYPES } from './booking-scope';
import { bookingDetailProperties, bookingRowProperties } from './booking-schemas';

type Row = BookingRow;
const col = exportColumn<Row>;

const STATUS_NAMES: Record<BookingStatus, Record<Lang, string>> = {
  [BookingStatus.New]: { en: 'New', fr: 'Nouvelle' },
  [BookingStatus.Requested]: { en: 'Requested', fr: 'Demandée' },
  [BookingStatus.Confirmed]: { en: 'Confirmed', fr: 'Confirmée' },
  [BookingStatus.Rescheduled]: { en: 'Rescheduled', fr: 'Replanifiée' },
  [BookingStatus.Cancel]: { en: 'Cancelled', fr: 'Annulée' },
  [BookingStatus.Scheduled]: { en: 'Scheduled', fr: 'Planifiée' },
  [BookingStatus.Inspected]: { en: 'Inspected', fr: 'Inspectée' },
  [BookingStatus.Validated]: { en: 'Validated', fr: 'Validée' },
  [BookingStatus.Verified]: { en: 'Verified', fr: 'Vérifiée' },
  [BookingStatus.AllocateQC]: { en: 'Allocate QC', fr: 'Affectation QC' },
  [BookingStatus.Hold]: { en: 'On hold', fr: 'En attente' },
  [BookingStatus.ReportSent]: { en: 'Report sent', fr: 'Rapport envoyé' },
};

const SERVICE_NAMES: Partial<Record<ServiceType, Record<Lang, string>>> = {
  [ServiceType.PreProduction]: { en: 'Pre-production', fr: 'Pré-production' },
  [ServiceType.DuringProduction]: { en: 'During production', fr: 'En cours de production' },
  [ServiceType.FinalInspection]: { en: 'Final inspection', fr: 'Inspection finale' },
  [ServiceType.ContainerLoading]: { en: 'Container loading', fr: 'Chargement de conteneur' },
};

const P = Permissions.InspectionSummary;

/**
 * The booking summary through the kit: search, one booking, export and deletion of drafts. Create and update
 * are booking.routes.ts's own (one transaction with history, tasks and notifications sent after commit), so
 * the repository has no create/update.
 */

/** The summary counts up to this many rows (then "10,000+"); see ResourceDefinition.countCap. */
export const BOOKING_COUNT_CAP = 10_000;
export function bookingResource(
  filesDir: string | undefined,
): ResourceDefinition<BookingRow, BookingDetail, BookingCreate, BookingFilter> {
  return {
    name: 'booking',
    userTypes: BOOKING_USER_TYPES,
    rows: 'party',
    basePath: `/${BOOKING_API.booking}`,
    permissions: { view: P.View, edit: P.Edit, delete: P.Delete, export: P.Export },
    filters: BOOKING_FILTERS,
    sortFields: BOOKING_SORT_FIELDS,
    defaultSort: { field: 'inspectionDateFrom', direction: 'desc' },
    rowProperties: bookingRowProperties,
    detailProperties: bookingDetailProperties,
    createBody: bookingCreateBody,
    updateBody: bookingUpdateBody,
    exportSheet: {
      sheetName: { en: 'Bookings', fr: 'Réservations' },
      columns: [
        col('Booking no.', 'N° de réservation', (r) => r.bookingNo, 14),
        col('Status', 'Statut', (r, lang) => STATUS_NAMES[r.status]?.[lang] ?? String(r.status), 14),
        col('Customer', 'Client', (r) => r.customerName, 28),
        col('Supplier', 'Fournisseur', (r) => r.supplierName, 28),
        col('Factory', 'Usine', (r) => r.factoryName, 28),
        col(
          'Service type',
          'Type de prestation',
          (r, lang) => SERVICE_NAMES[r.serviceType]?.[lang] ?? '',
          20,
        ),
        col('Inspection from', 'Inspection du', (r) => dayCell(r.inspectionDateFrom), 12),
        col('Inspection to', 'Inspection au', (r) => dayCell(r.inspectionDateTo), 12),
        col('Office', 'Bureau', (r) => r.officeName, 20),
        col('PO numbers', 'Numéros de commande', (r) => r.poNumbers, 28),
        col('Products', 'Produits', (r) => r.productCount, 10),
        col('Total quantity', 'Quantité totale', (r) => r.totalQuantity, 12),
        col('Created', 'Créée le', (r) => new Date(r.createdAt), 18),
      ],
    },
    // The cs landing counts an entity's bookings: a million of them cost more to count than to page.
    countCap: BOOKING_COUNT_CAP,
    repository: {
      ...bookingRepository,
      remove: removeDraft(filesDir),
    },
  };
}
