import {
  CERTIFICATE_SORT_FIELDS,
  CertificateStatus,
  Permissions,
  REPORT_API,
  type InspectionCertificateDetail,
  type InspectionCertificateFilter,
  type InspectionCertificateRow,
  type InspectionCertificateSave,
  type Lang,
} from '@portal/domain';
import { CERTIFICATE_FILTERS, certificateBodies } from '@portal/domain/src/schemas';
import { INTERNAL } from '../../plugins/route-access';
import { dayCell, exportColumn as col, type ResourceDefinition } from '../kit/resource-definition';
import { CERTIFICATE_RULE_LABELS } from './certificate-messages';
import { certificateRepository } from './certificate.repository';
import { certificateDetailProperties, certificateRowProperties } from './certificate-schemas';

const P = Permissions.InspectionCertificateSummary;

export const CERTIFICATE_STATUS_NAMES: Record<CertificateStatus, Record<Lang, string>> = {
  [CertificateStatus.Draft]: { en: 'Draft', fr: 'Brouillon' },
  [CertificateStatus.Issued]: { en: 'Issued', fr: 'Émis' },
  [CertificateStatus.Cancelled]: { en: 'Cancelled', fr: 'Annulé' },
};

/**
 * The entity's inspection certificates, a kit resource for internal users (search, read, delete of a
 * draft, export); the saves, the issue and the PDF are the module's own routes (certificate.routes.ts).
 */
export const certificateResource: ResourceDefinition<
  InspectionCertificateRow,
  InspectionCertificateDetail,
  InspectionCertificateSave,
  InspectionCertificateFilter
> = {
  name: 'inspection-certificate',
  basePath: `/${REPORT_API.certificate}`,
  permissions: { view: P.View, edit: P.Edit, delete: P.Delete, export: P.Export },
  userTypes: INTERNAL,
  rows: 'entity',
  filters: CERTIFICATE_FILTERS,
  sortFields: CERTIFICATE_SORT_FIELDS,
  defaultSort: { field: 'issuedAt', direction: 'desc' },
  rowProperties: certificateRowProperties,
  detailProperties: certificateDetailProperties,
  createBody: certificateBodies.create,
  updateBody: certificateBodies.update,
  ruleFile: 'inspection-certificate.json',
  ruleLabels: CERTIFICATE_RULE_LABELS,
  exportSheet: {
    sheetName: { en: 'Inspection certificates', fr: "Certificats d'inspection" },
    columns: [
      col('Number', 'Numéro', (row) => row.number ?? '', 24),
      col('Booking', 'Réservation', (row) => row.bookingNo, 14),
      col('Customer', 'Client', (row) => row.customerName, 28),
      col('Supplier', 'Fournisseur', (row) => row.supplierName, 28),
      col('Factory', 'Usine', (row) => row.factoryName, 28),
      col('Inspection finished', 'Fin de l’inspection', (row) => dayCell(row.inspectionDateTo), 14),
      col('Status', 'Statut', (row, lang) => CERTIFICATE_STATUS_NAMES[row.status]?.[lang] ?? '', 12),
      col('Consignee', 'Destinataire', (row) => row.consignee, 28),
      col('Invoice number', 'Numéro de facture', (row) => row.invoiceNumber ?? '', 16),
      col('Destination', 'Destination', (row) => row.destination ?? '', 20),
      col('Quantity', 'Quantité', (row) => row.quantity, 10),
      col('Issued at', 'Émis le', (row) => (row.issuedAt ? new Date(row.issuedAt) : null), 18),
      col('Issued by', 'Émis par', (row) => row.issuedByName ?? '', 22),
    ],
  },
  repository: certificateRepository,
};
