import { Permissions, REPORT_SCREEN_PATHS as PATHS } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { CertificateEdit } from './certificate-edit';
import { CertificatePending } from './certificate-pending';
import { CertificateSummary } from './certificate-summary';

/** Inspection certificates: the bookings pending one, the search and the edit screen (read only without Edit). */
export const certificateRoutes: RemoteRoute[] = [
  {
    path: PATHS.certificatePending,
    permission: Permissions.InspectionCertificateSummary.View,
    titleId: 'inspection.certificate.pending.title',
    component: CertificatePending,
  },
  {
    path: PATHS.certificateSearch,
    permission: Permissions.InspectionCertificateSummary.View,
    titleId: 'inspection.certificate.summary.title',
    component: CertificateSummary,
  },
  {
    path: `${PATHS.certificateEdit}/:id?`,
    permission: Permissions.InspectionCertificateSummary.View,
    titleId: 'inspection.certificate.edit.title',
    component: CertificateEdit,
  },
];
