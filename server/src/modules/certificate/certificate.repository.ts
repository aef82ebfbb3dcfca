import { and, eq } from 'drizzle-orm';
import {
  CertificateStatus,
  ResourceResult,
  type InspectionCertificateDetail,
  type InspectionCertificateFilter,
  type InspectionCertificateRow,
  type InspectionCertificateSave,
} from '@portal/domain';
import { inspectionCertificates as ic } from '../../db/schema';
import { allOf, idIn } from '../../lib/search/sql-filters';
import type { ResourceRepository } from '../kit/resource-definition';
import {
  certificateCount,
  certificateFilter,
  certificateIn,
  certificateOrder,
  certificateRows,
  certificateText,
  toRow,
} from './certificate-queries';

/**
 * The kit's reads and delete of an entity's certificates. The saves are the resource's own routes
 * (certificate-save.ts): a create is refused for a booking that may not take a certificate, and a save
 * depends on the certificate's status.
 */
export const certificateRepository: ResourceRepository<
  InspectionCertificateRow,
  InspectionCertificateDetail,
  InspectionCertificateSave,
  InspectionCertificateFilter
> = {
  async page(db, query, scope) {
    const where = allOf(
      eq(ic.entityId, scope.entityId),
      certificateText(query.searchText),
      idIn(ic.id, query.idList),
      certificateFilter(query.filter),
    );
    const rows = await certificateRows(db, where, certificateOrder(query.sort), query.skip, query.take);
    return rows.map(toRow);
  },
  count: (db, query, scope) =>
    certificateCount(
      db,
      allOf(
        eq(ic.entityId, scope.entityId),
        certificateText(query.searchText),
        idIn(ic.id, query.idList),
        certificateFilter(query.filter),
      ),
    ),
  async get(db, id, scope) {
    const row = await certificateIn(db, id, scope.entityId);
    if (!row) return null;
    const { inspectionDateTo: _day, ...detail } = row;
    return detail;
  },
  /**
   * Only a draft: an issued certificate has been handed to the customer under its number, so it stays
   * (InUse, which the edit screen words as "issued").
   */
  async remove(tx, id, scope) {
    const [row] = await tx
      .select({ status: ic.status })
      .from(ic)
      .where(and(eq(ic.id, id), eq(ic.entityId, scope.entityId)))
      .for('update');
    if (!row) return ResourceResult.NotFound;
    if (row.status !== CertificateStatus.Draft) return ResourceResult.InUse;
    await tx.delete(ic).where(eq(ic.id, id));
    return ResourceResult.Success;
  },
};
