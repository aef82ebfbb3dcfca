import {
  MissionStatus,
  ReportResult,
  ReportStatus,
  ReviewStatus,
  ServiceType,
  type Lang,
  type ReportRow,
} from '@portal/domain';
import { dayCell, exportColumn, type ExportColumn } from '../kit/resource-definition';

/** The report summary's xlsx: one row per report, the lists' values as words in the request's language. */

type Names<T extends number> = Partial<Record<T, Record<Lang, string>>>;

const RESULT_NAMES: Names<ReportResult> = {
  [ReportResult.Pass]: { en: 'Pass', fr: 'Conforme' },
  [ReportResult.Fail]: { en: 'Fail', fr: 'Non conforme' },
  [ReportResult.Pending]: { en: 'Pending', fr: 'En attente' },
};
const REVIEW_NAMES: Names<ReviewStatus> = {
  [ReviewStatus.NotStarted]: { en: 'Not started', fr: 'Non commencée' },
  [ReviewStatus.InProgress]: { en: 'In progress', fr: 'En cours' },
  [ReviewStatus.Validated]: { en: 'Validated', fr: 'Validée' },
};
const STATUS_NAMES: Names<ReportStatus> = {
  [ReportStatus.Draft]: { en: 'Draft', fr: 'Brouillon' },
  [ReportStatus.Archive]: { en: 'Archive', fr: 'Archivé' },
  [ReportStatus.Validated]: { en: 'Validated', fr: 'Validé' },
  [ReportStatus.Invalid]: { en: 'Invalid', fr: 'Invalide' },
};
const MISSION_NAMES: Names<MissionStatus> = {
  [MissionStatus.Draft]: { en: 'Draft', fr: 'Brouillon' },
  [MissionStatus.Confirmed]: { en: 'Confirmed', fr: 'Confirmée' },
  [MissionStatus.Completed]: { en: 'Completed', fr: 'Terminée' },
};
const SERVICE_NAMES: Names<ServiceType> = {
  [ServiceType.PreProduction]: { en: 'Pre-production', fr: 'Pré-production' },
  [ServiceType.DuringProduction]: { en: 'During production', fr: 'En cours de production' },
  [ServiceType.FinalInspection]: { en: 'Final inspection', fr: 'Inspection finale' },
  [ServiceType.ContainerLoading]: { en: 'Container loading', fr: 'Chargement de conteneur' },
};

const nameOf = <T extends number>(names: Names<T>, value: T | null, lang: Lang) =>
  value === null ? '' : (names[value]?.[lang] ?? String(value));
const at = (value: string | null) => (value ? new Date(value) : null);
const YES_NO: Record<Lang, [string, string]> = { en: ['Yes', 'No'], fr: ['Oui', 'Non'] };

const col = exportColumn<ReportRow>;

export const REPORT_SHEET: { sheetName: Record<Lang, string>; columns: ExportColumn<ReportRow>[] } = {
  sheetName: { en: 'Reports', fr: 'Rapports' },
  columns: [
    col('Booking no.', 'N° de réservation', (r) => r.bookingNo, 14),
    col('Customer', 'Client', (r) => r.customerName, 28),
    col('Supplier', 'Fournisseur', (r) => r.supplierName, 28),
    col('Factory', 'Usine', (r) => r.factoryName, 28),
    col('Service type', 'Type de prestation', (r, lang) => nameOf(SERVICE_NAMES, r.serviceType, lang), 20),
    col('Inspection from', 'Inspection du', (r) => dayCell(r.inspectionDateFrom), 12),
    col('Inspection to', 'Inspection au', (r) => dayCell(r.inspectionDateTo), 12),
    col('Inspectors', 'Inspecteurs', (r) => r.inspectorNames.join(', '), 28),
    col('Result', 'Résultat', (r, lang) => nameOf(RESULT_NAMES, r.result, lang), 14),
    col('Mission', 'Mission', (r, lang) => nameOf(MISSION_NAMES, r.missionStatus, lang), 14),
    col('Review', 'Revue', (r, lang) => nameOf(REVIEW_NAMES, r.reviewStatus, lang), 14),
    col('Report status', 'Statut du rapport', (r, lang) => nameOf(STATUS_NAMES, r.status, lang), 14),
    col('Submitted', 'Soumis le', (r) => at(r.submittedAt), 18),
    col('Validated', 'Validé le', (r) => at(r.validatedAt), 18),
    col('Sent', 'Envoyé le', (r) => at(r.sentAt), 18),
    col('Due', 'Échéance', (r) => at(r.dueAt), 18),
    col('Late', 'En retard', (r, lang) => YES_NO[lang][r.late ? 0 : 1], 10),
    col('Customer decision', 'Décision du client', (r) => r.decisionName ?? '', 24),
  ],
};
