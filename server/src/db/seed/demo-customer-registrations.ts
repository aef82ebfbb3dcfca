import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CustomerRegistrationStatus,
  REGISTRATION_ENTITY_ID,
  REGISTRATION_LINK_HOURS,
  Service,
} from '@portal/domain';
import { hashPassword } from '../../lib/password-hash';
import type { Db } from '../client';
import { customerRegistrations, users } from '../schema';
import { Country, DEMO_PASSWORD } from './demo-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoRegistration {
  companyName: string;
  countryId: number;
  address: string;
  contactName: string;
  email: string;
  phone: string;
  serviceIds: number[];
  loginName: string;
  language: 'en' | 'fr';
  status: CustomerRegistrationStatus;
  /** Days before the seeding. */
  daysAgo: number;
  rejectionReason?: string;
}

/** Applicants in every state, so the approval screen shows a real queue under entity 3. */
const REGISTRATIONS: DemoRegistration[] = [
  {
    companyName: 'Cedar & Pine Home Goods LLC',
    countryId: Country.UnitedStates,
    address: '2200 Alder Avenue, Seattle, WA 98121',
    contactName: 'Megan Holloway',
    email: 'megan.holloway@cedarpine.example.com',
    phone: '+1 206 555 0187',
    serviceIds: [Service.Inspection, Service.Audit],
    loginName: 'mholloway',
    language: 'en',
    status: CustomerRegistrationStatus.Verified,
    daysAgo: 2,
  },
  {
    companyName: 'Atelier Rivage SARL',
    countryId: Country.France,
    address: '14 quai de la Fosse, 44000 Nantes',
    contactName: 'Camille Bertin',
    email: 'camille.bertin@atelier-rivage.example.com',
    phone: '+33 2 40 55 01 23',
    serviceIds: [Service.Inspection, Service.LabTesting],
    loginName: 'cbertin',
    language: 'fr',
    status: CustomerRegistrationStatus.Verified,
    daysAgo: 1,
  },
  {
    companyName: 'Northgate Toys Ltd',
    countryId: Country.UnitedKingdom,
    address: '8 Mill Lane, Leeds LS1 4AB',
    contactName: 'Daniel Price',
    email: 'daniel.price@northgate-toys.example.com',
    phone: '+44 113 555 0199',
    serviceIds: [Service.Inspection, Service.Tcf],
    loginName: 'dprice',
    language: 'en',
    status: CustomerRegistrationStatus.PendingVerification,
    daysAgo: 0,
  },
  {
    companyName: 'QuickDeal Wholesale',
    countryId: Country.UnitedStates,
    address: 'PO Box 77, Miami, FL 33101',
    contactName: 'Sam Reyes',
    email: 'sam@quickdeal.example.com',
    phone: '+1 305 555 0100',
    serviceIds: [Service.Inspection],
    loginName: 'quickdeal',
    language: 'en',
    status: CustomerRegistrationStatus.Rejected,
    daysAgo: 9,
    rejectionReason: 'We could not confirm the company: no registration number or trading address.',
  },
];

/**
 * Demo registrations under entity 3, once (matched by email). The pending one's link is unknown (its
 * token is random and not kept), so it shows the queue's first state; the approval flow itself is shown
 * by registering through the public form.
 */
export async function seedDemoCustomerRegistrations(db: Db, now: Date): Promise<void> {
  const existing = await db
    .select({ email: sql<string>`lower(${customerRegistrations.email})` })
    .from(customerRegistrations);
  const known = new Set(existing.map((row) => row.email));
  const due = REGISTRATIONS.filter((item) => !known.has(item.email.toLowerCase()));
  if (!due.length) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.loginName}) = 'admin'`);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const item of due) {
      const { daysAgo, rejectionReason, ...fields } = item;
      const createdAt = new Date(now.getTime() - daysAgo * DAY - 3 * HOUR);
      const verified = item.status !== CustomerRegistrationStatus.PendingVerification;
      await tx.insert(customerRegistrations).values({
        ...fields,
        entityId: REGISTRATION_ENTITY_ID,
        passwordHash,
        termsAccepted: true,
        tokenHash: crypto.createHash('sha256').update(crypto.randomBytes(32)).digest('hex'),
        tokenExpiresAt: new Date(createdAt.getTime() + REGISTRATION_LINK_HOURS * HOUR),
        verifiedAt: verified ? new Date(createdAt.getTime() + HOUR) : null,
        decidedAt: rejectionReason ? new Date(createdAt.getTime() + DAY) : null,
        decidedBy: rejectionReason ? (admin?.id ?? null) : null,
        rejectionReason: rejectionReason ?? null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
}
