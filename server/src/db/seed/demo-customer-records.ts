import { asc, eq } from 'drizzle-orm';
import { CustomerContactType } from '@portal/domain';
import type { Db } from '../client';
import {
  customerBrands,
  customerBuyers,
  customerCollections,
  customerContactBrands,
  customerContactDepartments,
  customerContactGroups,
  customerContacts,
  customerDepartments,
  customers,
} from '../schema';

/**
 * Demo contacts, contact groups, departments, buyers and collections for every customer present when it
 * runs (so it runs after the customer seed). Which names a customer gets depends on its id, so the lists
 * differ from one customer to the next. Idempotent: the unique codes, names and emails make a second run
 * insert nothing, and links are only added to contacts created by this run.
 */

const DEPARTMENTS = [
  { code: 'MEN', name: 'Menswear' },
  { code: 'WOM', name: 'Womenswear' },
  { code: 'KID', name: 'Kidswear' },
  { code: 'HOME', name: 'Home & Living' },
  { code: 'ACC', name: 'Accessories' },
  { code: 'FTW', name: 'Footwear' },
  { code: 'SPT', name: 'Sportswear' },
];

const BUYERS = [
  'Olivia Martin',
  'James Walker',
  'Chloé Bernard',
  'Hannah Schmidt',
  'Lucas Petit',
  'Emily Carter',
  'Noah Fischer',
  'Amélie Roux',
  'Daniel Brooks',
];

const GROUPS = ['Quality team', 'Finance', 'Sourcing office'];

const PEOPLE = [
  { name: 'Sarah Thompson', jobTitle: 'Head of Quality', phone: '+44 20 7946 0101' },
  { name: 'Marc Lefèvre', jobTitle: 'Quality Assurance Manager', phone: '+33 1 70 36 02 11' },
  { name: 'Grace Liu', jobTitle: 'Technical Coordinator', phone: '+852 2123 4401' },
  { name: 'Peter Novak', jobTitle: 'Accounts Payable', phone: '+44 20 7946 0188' },
  { name: 'Isabelle Moreau', jobTitle: 'Sourcing Manager', phone: '+33 1 70 36 02 45' },
  { name: 'Ahmed Karim', jobTitle: 'Compliance Officer', phone: '+1 212 555 0143' },
  { name: 'Julia Wagner', jobTitle: 'Product Developer', phone: '+49 30 901820 17' },
];

const SEASONS = ['Spring/Summer 2027', 'Autumn/Winter 2026', 'Holiday 2026', 'Essentials'];

/** A slice of `list`, rotated by the customer id, of `size` items. */
function pick<T>(list: readonly T[], customerId: number, size: number): T[] {
  return Array.from({ length: Math.min(size, list.length) }, (_, i) => list[(customerId + i) % list.length]!);
}

function domainOf(name: string): string {
  const word = name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .join('')
    .toLowerCase();
  return `${word || 'customer'}.example.com`;
}

const email = (person: string, domain: string) =>
  `${person
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.')}@${domain}`;

export async function seedDemoCustomerRecords(db: Db): Promise<void> {
  const all = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .orderBy(asc(customers.id));
  for (const customer of all) {
    await db.transaction(async (tx) => seedCustomer(tx as unknown as Db, customer));
  }
}

async function seedCustomer(tx: Db, customer: { id: number; name: string }): Promise<void> {
  const customerId = customer.id;
  const domain = domainOf(customer.name);

  await tx
    .insert(customerDepartments)
    .values(pick(DEPARTMENTS, customerId, 4).map((d) => ({ customerId, ...d })))
    .onConflictDoNothing();
  await tx
    .insert(customerBuyers)
    .values(
      pick(BUYERS, customerId * 2, 3).map((name, i) => ({
        customerId,
        code: `B${String(customerId).padStart(3, '0')}-${i + 1}`,
        name,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(customerContactGroups)
    .values(GROUPS.map((name) => ({ customerId, name })))
    .onConflictDoNothing();

  const departments = await tx
    .select({ id: customerDepartments.id })
    .from(customerDepartments)
    .where(eq(customerDepartments.customerId, customerId))
    .orderBy(asc(customerDepartments.id));
  const groups = await tx
    .select({ id: customerContactGroups.id, name: customerContactGroups.name })
    .from(customerContactGroups)
    .where(eq(customerContactGroups.customerId, customerId));
  const groupId = (name: string) => groups.find((g) => g.name === name)?.id ?? null;
  const brands = await tx
    .select({ id: customerBrands.id, name: customerBrands.name })
    .from(customerBrands)
    .where(eq(customerBrands.customerId, customerId))
    .orderBy(asc(customerBrands.id));

  const people = pick(PEOPLE, customerId, 4);
  const types = [
    [CustomerContactType.Inspection, CustomerContactType.Report],
    [CustomerContactType.Quotation, CustomerContactType.Booking],
    [CustomerContactType.Inspection, CustomerContactType.Audit],
    [CustomerContactType.Accounting],
  ];
  const groupOf = ['Quality team', 'Sourcing office', 'Quality team', 'Finance'];
  const created = await tx
    .insert(customerContacts)
    .values(
      people.map((person, i) => ({
        customerId,
        name: person.name,
        jobTitle: person.jobTitle,
        email: email(person.name, domain),
        phone: person.phone,
        mobile: i % 2 === 0 ? `+44 7700 9${String(customerId * 10 + i).padStart(5, '0')}` : null,
        contactTypeIds: types[i]!,
        contactGroupId: groupId(groupOf[i]!),
        isPrimary: i === 0,
        isActive: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: customerContacts.id, email: customerContacts.email });

  // Links only for contacts this run created (a second run creates none).
  for (const [i, contact] of created.entries()) {
    const covered = departments.filter((_, d) => d % created.length === i || i === 0).slice(0, 2);
    if (covered.length)
      await tx
        .insert(customerContactDepartments)
        .values(covered.map((d) => ({ contactId: contact.id, departmentId: d.id })))
        .onConflictDoNothing();
    const brand = brands[i % Math.max(brands.length, 1)];
    if (brand)
      await tx
        .insert(customerContactBrands)
        .values({ contactId: contact.id, brandId: brand.id })
        .onConflictDoNothing();
  }

  const collections = brands.length
    ? brands.slice(0, 2).flatMap((brand, b) =>
        pick(SEASONS, customerId + b, 2).map((season) => ({
          customerId,
          brandId: brand.id,
          name: `${brand.name} ${season}`,
          description: `${season} range of ${brand.name}`,
          isActive: true,
        })),
      )
    : pick(SEASONS, customerId, 2).map((season) => ({
        customerId,
        brandId: null,
        name: season,
        description: `${season} range`,
        isActive: true,
      }));
  if (collections.length) await tx.insert(customerCollections).values(collections).onConflictDoNothing();
}
