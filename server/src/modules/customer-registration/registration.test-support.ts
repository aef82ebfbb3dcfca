import { desc, eq, sql } from 'drizzle-orm';
import { Service, type CustomerRegistrationRequest } from '@portal/domain';
import { customerRegistrations, emailOutbox } from '../../db/schema';
import type { HrTestApp } from '../hr-staff/hr-staff.test-support';

export const REGISTER_URL = '/api/CustomerRegistration';
export const VERIFY_URL = '/api/CustomerRegistration/emailuserverification';
export const STRONG_PASSWORD = 'Harbour#2026';

let serial = 0;

/** A valid form for a new company; every call gets its own names unless overridden. */
export function registrationBody(
  overrides: Partial<CustomerRegistrationRequest> = {},
): CustomerRegistrationRequest {
  serial += 1;
  const key = `${Date.now().toString(36)}${serial}`;
  return {
    companyName: `Coastal Living Co ${key}`,
    countryId: 840,
    address: '120 Harbor Street, Portland, ME 04101',
    contactName: 'Olivia Grant',
    email: `olivia.${key}@coastal.example.com`,
    phone: '+1 207 555 0142',
    serviceIds: [Service.Inspection, Service.Audit],
    loginName: `olivia.${key}`,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    termsAccepted: true,
    language: 'en',
    ...overrides,
  };
}

export async function registrationOf(t: HrTestApp, email: string) {
  const [row] = await t.database.db
    .select()
    .from(customerRegistrations)
    .where(sql`lower(${customerRegistrations.email}) = ${email.toLowerCase()}`)
    .orderBy(desc(customerRegistrations.id))
    .limit(1);
  return row ?? null;
}

export async function registrationCount(t: HrTestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(customerRegistrations);
  return row!.n;
}

export async function outboxTo(t: HrTestApp, address: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id));
}

/** The token of the verification link in a message. */
export function verificationToken(text: string): string {
  const match = /emailuserverification\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no verification link in: ${text}`);
  return match[1]!;
}
