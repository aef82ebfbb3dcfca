import { Permissions, Role, type PermissionName } from '@portal/domain';

/**
 * Who fills, reviews, sends and reads inspection reports, and who keeps the report templates, the email
 * configuration and the inspection certificates (the role seed adds these to its matrix; IT_Team holds
 * everything anyway). docs/reports.md explains it.
 */
const P = Permissions;
const R = P.InspectionReport;
type Group = Record<'View' | 'Edit' | 'Delete' | 'Export' | 'SaveFilter' | 'DisplayColumns', PermissionName>;
const read = (g: Group): PermissionName[] => [g.View, g.Export, g.SaveFilter, g.DisplayColumns];
const edit = (g: Group): PermissionName[] => [...read(g), g.Edit];
const full = (g: Group): PermissionName[] => [...edit(g), g.Delete];

const REPORTS_READ: PermissionName[] = [R.View, R.Export, R.SaveFilter, R.DisplayColumns];
const SENDING_TIME: PermissionName[] = [P.ReportSendingTime.View, P.ReportSendingTime.Export];
const CERTIFICATES = P.InspectionCertificateSummary;
const CERTIFICATES_KEEP: PermissionName[] = [...full(CERTIFICATES), CERTIFICATES.Issue];

export const REPORT_GRANTS: Partial<Record<Role, PermissionName[]>> = {
  // The inspector fills the reports of the bookings it is allocated to (the server checks the allocation).
  [Role.Inspector]: [R.View, R.Fill],
  [Role.ReportChecker]: [...REPORTS_READ, R.Review, P.ReportTemplateSummary.View],
  // The technical team keeps the templates and gives the second level of review when a customer asks for it.
  [Role.TechnicalTeam]: [...REPORTS_READ, R.TechnicalReview, ...full(P.ReportTemplateSummary)],
  [Role.Cs]: [
    ...REPORTS_READ,
    R.Send,
    ...SENDING_TIME,
    ...edit(P.EmailConfigSummary),
    ...edit(CERTIFICATES),
    CERTIFICATES.Issue,
    ...read(P.ReportTemplateSummary),
  ],
  [Role.CSManagement]: [
    ...REPORTS_READ,
    R.Send,
    ...SENDING_TIME,
    ...full(P.EmailConfigSummary),
    ...CERTIFICATES_KEEP,
    ...read(P.ReportTemplateSummary),
  ],
  [Role.Planning]: [R.View, ...SENDING_TIME],
  [Role.OperationTeamManagement]: [...REPORTS_READ, ...SENDING_TIME, ...read(P.ReportTemplateSummary)],
  [Role.Management]: [...REPORTS_READ, ...SENDING_TIME],
  [Role.CEO]: [...REPORTS_READ, ...SENDING_TIME, ...read(CERTIFICATES)],
  [Role.KAM]: [...REPORTS_READ, ...SENDING_TIME],
  [Role.Accounting]: [...read(CERTIFICATES)],
  // A customer user reads its own reports (download only where its customer record allows) and decides.
  [Role.Customer]: [R.View, R.SaveFilter, R.DisplayColumns, R.Decide],
};
