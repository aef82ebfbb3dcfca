/** @databases both */
import { asc, eq, inArray } from 'drizzle-orm';
import { CertificateStatus } from '@portal/domain';
import { inspectionCertificates, inspectionReports, numberSeries } from '../../db/schema';
import { seedDemoCertificates } from '../../db/seed/demo-certificates';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { reportedBookings } from './certificate.test-support';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

it('issues the first eligible bookings’ certificates in number order, keeps the last a draft, and runs once', async () => {
  const db = database.db;
  // From a clean slate whatever the demo seed already made: the entity's certificates and series.
  await db.delete(inspectionCertificates).where(eq(inspectionCertificates.entityId, 1));
  await db.delete(numberSeries).where(eq(numberSeries.entityId, 1));
  const booked = await reportedBookings(db, 1, 4);
  // Validated long ago, so they come before any demo report the seed may also find.
  await db
    .update(inspectionReports)
    .set({ validatedAt: new Date('2020-01-06T08:00:00Z') })
    .where(
      inArray(
        inspectionReports.bookingId,
        booked.map((row) => row.bookingId),
      ),
    );

  await seedDemoCertificates(db, 1, new Date());
  const made = await db
    .select()
    .from(inspectionCertificates)
    .where(eq(inspectionCertificates.entityId, 1))
    .orderBy(asc(inspectionCertificates.id));
  expect(made.map((row) => row.bookingId).sort()).toEqual(booked.map((row) => row.bookingId).sort());
  expect(made.map((row) => row.status)).toEqual([
    CertificateStatus.Issued,
    CertificateStatus.Issued,
    CertificateStatus.Issued,
    CertificateStatus.Draft,
  ]);
  const values = made.slice(0, 3).map((row) => Number(row.number!.split('-').pop()));
  expect(values).toEqual([1, 2, 3]);
  expect(made[3]!.number).toBeNull();
  for (const row of made.slice(0, 3)) {
    expect(row.issuedBy).not.toBeNull();
    // The day after validation, numbered in that year's series.
    expect(row.issuedAt!.toISOString().slice(0, 10)).toBe('2020-01-07');
    expect(row.number).toMatch(/^IC-.+-2020-0000[123]$/);
  }

  await seedDemoCertificates(db, 1, new Date());
  const again = await db.select().from(inspectionCertificates).where(eq(inspectionCertificates.entityId, 1));
  expect(again).toHaveLength(4);
});
