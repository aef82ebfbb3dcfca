import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Service, type CustomerLookupKind } from '@portal/domain';
import type { Db } from '../client';
import {
  cities,
  customerAddresses,
  customerBrands,
  customerEntities,
  customerGeneralInstructions,
  customerKams,
  customerLookups,
  customerPaymentTerms,
  customerPriceCategories,
  customerPriceData,
  customers,
  customerSeasonConfigs,
  customerSisterCompanies,
  customerSkills,
  provinces,
  users,
} from '../schema';
import { Country } from './demo-data';

/**
 * Demo customers: the lookup lists of the customer form (English and French), the three customers the
 * demo users point at (ids 1-3, completed here) and thirty more across the three entities, each with
 * brands, an address, KAMs, lookups, payment terms, a season and price lines. Idempotent: lookups are
 * matched by kind and name, customers by name; a customer that exists is only completed where empty.
 */

const LOOKUPS: Record<CustomerLookupKind, [string, string][]> = {
  status: [
    ['Active', 'Actif'],
    ['Prospect', 'Prospect'],
    ['On hold', 'En attente'],
    ['Inactive', 'Inactif'],
  ],
  category: [
    ['Retailer', 'Distributeur'],
    ['Brand owner', 'Propriétaire de marque'],
    ['Importer', 'Importateur'],
    ['E-commerce', 'E-commerce'],
  ],
  complexity: [
    ['Low', 'Faible'],
    ['Medium', 'Moyenne'],
    ['High', 'Élevée'],
  ],
  skill: [
    ['Softlines', 'Textile'],
    ['Hardlines', 'Produits durs'],
    ['Toys', 'Jouets'],
    ['Electronics', 'Électronique'],
    ['Food contact', 'Contact alimentaire'],
    ['Footwear', 'Chaussures'],
  ],
  group: [
    ['Northwind Group', 'Groupe Northwind'],
    ['Lumière Holding', 'Holding Lumière'],
    ['Independent', 'Indépendant'],
    ['Harbor Brands', 'Harbor Brands'],
  ],
  language: [
    ['English', 'Anglais'],
    ['French', 'Français'],
    ['German', 'Allemand'],
    ['Spanish', 'Espagnol'],
    ['Chinese', 'Chinois'],
  ],
  prospectStatus: [
    ['First contact', 'Premier contact'],
    ['Proposal sent', 'Proposition envoyée'],
    ['Negotiation', 'Négociation'],
    ['Won', 'Gagné'],
  ],
  marketSegment: [
    ['Apparel', 'Habillement'],
    ['Home and furniture', 'Maison et ameublement'],
    ['Toys and juvenile', 'Jouets et puériculture'],
    ['Consumer electronics', 'Électronique grand public'],
    ['Sports and outdoor', 'Sport et plein air'],
  ],
  businessType: [
    ['Department store', 'Grand magasin'],
    ['Specialty retail', 'Commerce spécialisé'],
    ['Online marketplace', 'Place de marché en ligne'],
    ['Wholesale', 'Commerce de gros'],
  ],
  addressType: [
    ['Head office', 'Siège'],
    ['Billing', 'Facturation'],
    ['Warehouse', 'Entrepôt'],
    ['Sourcing office', "Bureau d'achat"],
  ],
  invoiceType: [
    ['Per booking', 'Par réservation'],
    ['Monthly', 'Mensuelle'],
    ['Prepaid', 'Prépayée'],
  ],
  activitiesLevel: [
    ['Occasional', 'Occasionnel'],
    ['Regular', 'Régulier'],
    ['Intensive', 'Intensif'],
  ],
  relationshipStatus: [
    ['New', 'Nouveau'],
    ['Established', 'Établi'],
    ['Strategic', 'Stratégique'],
    ['At risk', 'À risque'],
  ],
  brandPriority: [
    ['Standard', 'Standard'],
    ['Priority', 'Prioritaire'],
    ['Top priority', 'Très prioritaire'],
  ],
  leadSource: [
    ['Referral', 'Recommandation'],
    ['Trade fair', 'Salon professionnel'],
    ['Website', 'Site web'],
    ['Self-registration', 'Auto-inscription'],
  ],
};

type DemoCustomer = {
  name: string;
  code: string;
  country: number;
  entities: number[];
  brands: string[];
  group?: string;
  category: string;
  segment: string;
  status?: string;
  city?: string;
  street: string;
};

const C = Country;
const GERMANY = 276;
const SPAIN = 724;
const ITALY = 380;
const NETHERLANDS = 528;
const CANADA = 124;
const AUSTRALIA = 36;
const JAPAN = 392;
const SWEDEN = 752;
const BELGIUM = 56;

/** Ids 1-3 (the demo users point at them) first, by their seeded names. */
const CUSTOMERS: DemoCustomer[] = [
  {
    name: 'Northwind Retail Ltd',
    code: 'NWR',
    country: C.UnitedKingdom,
    entities: [1, 2],
    brands: ['Northwind Home', 'Northwind Kids', 'Trailhead'],
    group: 'Northwind Group',
    category: 'Retailer',
    segment: 'Home and furniture',
    street: '200 Oxford Street, London W1D 1NU',
  },
  {
    name: 'Maison Lumière SA',
    code: 'MLU',
    country: C.France,
    entities: [2],
    brands: ['Lumière Maison', 'Petit Lumière'],
    group: 'Lumière Holding',
    category: 'Brand owner',
    segment: 'Home and furniture',
    street: '18 rue du Faubourg Saint-Honoré, 75008 Paris',
  },
  {
    name: 'Blue Harbor Outfitters Inc.',
    code: 'BHO',
    country: C.UnitedStates,
    entities: [1],
    brands: ['Blue Harbor', 'Harbor Trail'],
    group: 'Harbor Brands',
    category: 'Retailer',
    segment: 'Sports and outdoor',
    street: '1200 Harbor Blvd, Seattle WA 98101',
  },
  {
    name: 'Kestrel Sportswear GmbH',
    code: 'KSW',
    country: GERMANY,
    entities: [1],
    brands: ['Kestrel', 'Kestrel Pro'],
    category: 'Brand owner',
    segment: 'Sports and outdoor',
    street: 'Leopoldstraße 54, 80802 München',
  },
  {
    name: 'Hollybrook Department Stores',
    code: 'HDS',
    country: C.UnitedKingdom,
    entities: [1],
    brands: ['Hollybrook', 'HB Essentials'],
    category: 'Retailer',
    segment: 'Apparel',
    street: '45 Deansgate, Manchester M3 2AY',
  },
  {
    name: 'Casa Sol Hogar S.L.',
    code: 'CSH',
    country: SPAIN,
    entities: [2],
    brands: ['Casa Sol'],
    category: 'Retailer',
    segment: 'Home and furniture',
    street: 'Calle de Serrano 41, 28001 Madrid',
  },
  {
    name: 'Fratelli Moretti SpA',
    code: 'FMS',
    country: ITALY,
    entities: [2],
    brands: ['Moretti', 'Moretti Bimbi'],
    category: 'Brand owner',
    segment: 'Apparel',
    street: 'Via Montenapoleone 8, 20121 Milano',
  },
  {
    name: 'Tulip & Co. B.V.',
    code: 'TUL',
    country: NETHERLANDS,
    entities: [1, 2],
    brands: ['Tulip', 'Tulip Living'],
    category: 'Importer',
    segment: 'Home and furniture',
    street: 'Keizersgracht 210, 1016 DX Amsterdam',
  },
  {
    name: 'Maple Leaf Toys Ltd',
    code: 'MLT',
    country: CANADA,
    entities: [1],
    brands: ['Maple Play', 'Little Maple'],
    category: 'Brand owner',
    segment: 'Toys and juvenile',
    street: '320 Bay Street, Toronto ON M5H 2R2',
  },
  {
    name: 'Southern Cross Living Pty',
    code: 'SCL',
    country: AUSTRALIA,
    entities: [1],
    brands: ['Southern Cross Home'],
    category: 'Retailer',
    segment: 'Home and furniture',
    street: '55 George Street, Sydney NSW 2000',
  },
  {
    name: 'Sakura Lifestyle K.K.',
    code: 'SAK',
    country: JAPAN,
    entities: [1],
    brands: ['Sakura Life', 'Hanami'],
    category: 'Retailer',
    segment: 'Consumer electronics',
    street: '1-2-3 Ginza, Chuo-ku, Tokyo',
  },
  {
    name: 'Nordlys Interiør AB',
    code: 'NOR',
    country: SWEDEN,
    entities: [2],
    brands: ['Nordlys'],
    category: 'Brand owner',
    segment: 'Home and furniture',
    street: 'Drottninggatan 33, 111 51 Stockholm',
  },
  {
    name: 'Atelier Verdier SARL',
    code: 'AVE',
    country: C.France,
    entities: [2],
    brands: ['Verdier', 'Verdier Enfant'],
    group: 'Lumière Holding',
    category: 'Brand owner',
    segment: 'Apparel',
    street: '7 place Bellecour, 69002 Lyon',
  },
  {
    name: 'Brightline Electronics LLC',
    code: 'BLE',
    country: C.UnitedStates,
    entities: [1],
    brands: ['Brightline', 'Brightline Go'],
    category: 'E-commerce',
    segment: 'Consumer electronics',
    street: '500 Market Street, San Francisco CA 94105',
  },
  {
    name: 'Pinewood Furniture Co.',
    code: 'PWF',
    country: C.UnitedStates,
    entities: [1],
    brands: ['Pinewood'],
    category: 'Importer',
    segment: 'Home and furniture',
    street: '88 Elm Street, Grand Rapids MI 49503',
  },
  {
    name: 'Harbor Kids Collective',
    code: 'HKC',
    country: C.UnitedStates,
    entities: [1],
    brands: ['Harbor Kids'],
    group: 'Harbor Brands',
    category: 'Brand owner',
    segment: 'Toys and juvenile',
    street: '12 Pier Road, Boston MA 02210',
  },
  {
    name: 'Brabant Home Goods NV',
    code: 'BHG',
    country: BELGIUM,
    entities: [2],
    brands: ['Brabant'],
    category: 'Importer',
    segment: 'Home and furniture',
    street: 'Avenue Louise 120, 1050 Bruxelles',
  },
  {
    name: 'Northwind Outlet Ltd',
    code: 'NWO',
    country: C.UnitedKingdom,
    entities: [1],
    brands: ['Northwind Outlet'],
    group: 'Northwind Group',
    category: 'Retailer',
    segment: 'Apparel',
    street: '3 Bicester Village, Bicester OX26 6WD',
  },
  {
    name: 'Alpenrose Textil AG',
    code: 'ALP',
    country: GERMANY,
    entities: [2],
    brands: ['Alpenrose'],
    category: 'Brand owner',
    segment: 'Apparel',
    street: 'Königsallee 60, 40212 Düsseldorf',
  },
  {
    name: 'Lotus Bloom Trading',
    code: 'LBT',
    country: C.India,
    entities: [1],
    brands: ['Lotus Bloom'],
    category: 'Importer',
    segment: 'Apparel',
    city: 'Mumbai',
    street: 'Nariman Point, Mumbai 400021',
  },
  {
    name: 'Golden Dragon Imports',
    code: 'GDI',
    country: C.China,
    entities: [1],
    brands: ['Golden Dragon', 'Jade Garden'],
    category: 'Importer',
    segment: 'Home and furniture',
    city: 'Guangzhou',
    street: '183 Tianhe Road, Tianhe District',
  },
  {
    name: 'Mekong Outdoor Gear',
    code: 'MOG',
    country: C.Vietnam,
    entities: [1],
    brands: ['Mekong Trail'],
    category: 'Brand owner',
    segment: 'Sports and outdoor',
    city: 'Ho Chi Minh City',
    street: '45 Nguyen Hue, District 1',
  },
  {
    name: 'Bengal Basics Ltd',
    code: 'BBL',
    country: C.Bangladesh,
    entities: [1],
    brands: ['Bengal Basics'],
    category: 'Brand owner',
    segment: 'Apparel',
    street: 'Road 11, Banani, Dhaka 1213',
  },
  {
    name: 'Bosphorus Linens',
    code: 'BOL',
    country: C.Turkey,
    entities: [2],
    brands: ['Bosphorus'],
    category: 'Brand owner',
    segment: 'Home and furniture',
    street: 'Istiklal Caddesi 100, Beyoglu, Istanbul',
  },
  {
    name: 'Riviera Beachwear SAS',
    code: 'RBW',
    country: C.France,
    entities: [2, 3],
    brands: ['Riviera', 'Riviera Junior'],
    category: 'Brand owner',
    segment: 'Apparel',
    street: '22 promenade des Anglais, 06000 Nice',
  },
  {
    name: 'Evergreen Garden Supply',
    code: 'EGS',
    country: C.UnitedKingdom,
    entities: [3],
    brands: ['Evergreen'],
    category: 'Retailer',
    segment: 'Home and furniture',
    status: 'Prospect',
    street: '9 Kew Road, Richmond TW9 2NQ',
  },
  {
    name: 'Polar Peak Apparel',
    code: 'PPA',
    country: CANADA,
    entities: [3],
    brands: ['Polar Peak'],
    category: 'Brand owner',
    segment: 'Sports and outdoor',
    street: '1000 Rue Sherbrooke O, Montréal QC',
  },
  {
    name: 'Little Sprouts Baby Co.',
    code: 'LSB',
    country: AUSTRALIA,
    entities: [3],
    brands: ['Little Sprouts'],
    category: 'E-commerce',
    segment: 'Toys and juvenile',
    status: 'Prospect',
    street: '200 Collins Street, Melbourne VIC 3000',
  },
  {
    name: 'Urban Nest Online',
    code: 'UNO',
    country: C.UnitedStates,
    entities: [3],
    brands: ['Urban Nest'],
    category: 'E-commerce',
    segment: 'Home and furniture',
    street: '401 Broadway, New York NY 10013',
  },
  {
    name: 'Cedar & Stone Homewares',
    code: 'CSW',
    country: C.UnitedKingdom,
    entities: [1, 3],
    brands: ['Cedar & Stone'],
    category: 'Retailer',
    segment: 'Home and furniture',
    street: '14 Princes Street, Edinburgh EH2 2AN',
  },
  {
    name: 'Volta Gadgets S.r.l.',
    code: 'VOG',
    country: ITALY,
    entities: [2],
    brands: ['Volta'],
    category: 'E-commerce',
    segment: 'Consumer electronics',
    status: 'On hold',
    street: 'Corso Vittorio Emanuele 15, 10123 Torino',
  },
  {
    name: 'Iberia Kids Moda',
    code: 'IKM',
    country: SPAIN,
    entities: [2],
    brands: ['Iberia Kids'],
    category: 'Retailer',
    segment: 'Toys and juvenile',
    street: 'Passeig de Gràcia 70, 08008 Barcelona',
  },
  {
    name: 'Summit Trail Co.',
    code: 'STC',
    country: C.UnitedStates,
    entities: [1],
    brands: ['Summit Trail'],
    category: 'Brand owner',
    segment: 'Sports and outdoor',
    status: 'Inactive',
    street: '75 Canyon Road, Denver CO 80202',
  },
];

/** KAM login names given in turn to the customers added here (ids 1-3 keep the header seed's). */
const KAM_LOGINS = ['cs', 'manager', 'admin'];

export async function seedDemoCustomers(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const [kind, values] of Object.entries(LOOKUPS))
      await t
        .insert(customerLookups)
        .values(values.map(([name, nameFr], index) => ({ kind, name, nameFr, sort: index + 1 })))
        .onConflictDoNothing();
    const lookupRows = await t.select().from(customerLookups);
    const lookup = (kind: CustomerLookupKind, name: string) =>
      lookupRows.find((row) => row.kind === kind && row.name === name)?.id ?? null;
    const firstOf = (kind: CustomerLookupKind, index: number) => {
      const list = LOOKUPS[kind];
      return lookup(kind, list[index % list.length]![0]);
    };
    const staffRows = await t
      .select({ id: users.id, loginName: users.loginName })
      .from(users)
      .where(inArray(users.loginName, [...KAM_LOGINS, 'accountant']));
    const userId = (login: string) => staffRows.find((row) => row.loginName === login)?.id ?? null;

    const ids: number[] = [];
    for (const [index, demo] of CUSTOMERS.entries()) {
      const [existing] = await t
        .select({ id: customers.id, code: customers.code })
        .from(customers)
        .where(sql`lower(${customers.name}) = ${demo.name.toLowerCase()}`);
      const values = {
        code: demo.code,
        glCode: `GL-${String(4100 + index).padStart(5, '0')}`,
        email: `purchasing@${demo.code.toLowerCase()}.example.com`,
        phone: `+44 20 7946 ${String(1000 + index * 7).slice(-4)}`,
        website: `https://www.${demo.code.toLowerCase()}.example.com`,
        statusId: lookup('status', demo.status ?? 'Active'),
        categoryId: lookup('category', demo.category),
        complexityId: firstOf('complexity', index),
        groupId: lookup('group', demo.group ?? 'Independent'),
        languageId: lookup(
          'language',
          demo.country === C.France || demo.country === BELGIUM
            ? 'French'
            : demo.country === GERMANY
              ? 'German'
              : 'English',
        ),
        prospectStatusId:
          demo.status === 'Prospect' ? firstOf('prospectStatus', index) : lookup('prospectStatus', 'Won'),
        marketSegmentId: lookup('marketSegment', demo.segment),
        businessTypeId: firstOf('businessType', index),
        invoiceTypeId: firstOf('invoiceType', index),
        activitiesLevelId: firstOf('activitiesLevel', index + 1),
        relationshipStatusId: firstOf('relationshipStatus', index + 1),
        brandPriorityId: firstOf('brandPriority', index),
        leadSourceId: firstOf('leadSource', index),
        accountingLeaderId: userId('accountant'),
        salesInChargeId: userId(index % 2 ? 'manager' : 'cs'),
        customFilterDays: index % 3 === 0 ? 90 : null,
      };
      let id: number;
      if (existing) {
        id = existing.id;
        if (existing.code !== null) {
          ids.push(id);
          continue; // already completed by an earlier start
        }
        await t
          .update(customers)
          .set(values)
          .where(and(eq(customers.id, id), isNull(customers.code)));
      } else {
        const [created] = await t
          .insert(customers)
          .values({ ...values, name: demo.name, countryId: demo.country, entityId: demo.entities[0]! })
          .returning({ id: customers.id });
        id = created!.id;
      }
      ids.push(id);
      await t
        .insert(customerEntities)
        .values(demo.entities.map((entityId) => ({ customerId: id, entityId })))
        .onConflictDoNothing();
      await t
        .insert(customerBrands)
        .values(demo.brands.map((name) => ({ customerId: id, name })))
        .onConflictDoNothing();
      const skills = [firstOf('skill', index), firstOf('skill', index + 2)].filter((s): s is number => !!s);
      await t
        .insert(customerSkills)
        .values([...new Set(skills)].map((skillId) => ({ customerId: id, skillId })))
        .onConflictDoNothing();
      const [kam] = await t.select().from(customerKams).where(eq(customerKams.customerId, id)).limit(1);
      const kamId = userId(KAM_LOGINS[index % KAM_LOGINS.length]!);
      // Customers 1-3 keep the KAMs the header seed gave them (customer 3 has none on purpose).
      if (!kam && kamId && index >= 3)
        await t.insert(customerKams).values({ customerId: id, userId: kamId, isPrimary: true });
      const place = demo.city
        ? (
            await t
              .select({ cityId: cities.id, provinceId: provinces.id })
              .from(cities)
              .innerJoin(provinces, eq(provinces.id, cities.provinceId))
              .where(and(eq(cities.name, demo.city), eq(provinces.countryId, demo.country)))
          )[0]
        : undefined;
      await t.insert(customerAddresses).values([
        {
          customerId: id,
          addressTypeId: lookup('addressType', 'Head office'),
          address: demo.street,
          countryId: demo.country,
          provinceId: place?.provinceId ?? null,
          cityId: place?.cityId ?? null,
          isDefault: true,
        },
        ...(index % 4 === 0
          ? [
              {
                customerId: id,
                addressTypeId: lookup('addressType', 'Billing'),
                address: `Accounts payable, ${demo.street}`,
                countryId: demo.country,
                isDefault: false,
              },
            ]
          : []),
      ]);
      await t.insert(customerPaymentTerms).values({
        customerId: id,
        serviceId: Service.Inspection,
        days: [30, 45, 60][index % 3]!,
        description: index % 3 === 2 ? '60 days end of month' : null,
      });
      await t.insert(customerGeneralInstructions).values({
        customerId: id,
        serviceId: Service.Inspection,
        instruction:
          index % 2
            ? 'Send the report within 24 hours; photos of every carton mark.'
            : 'Check the care labels against the approved sample before counting.',
      });
      await t.insert(customerSeasonConfigs).values([
        {
          customerId: id,
          name: 'Spring/Summer 2027',
          startDate: '2027-01-01',
          endDate: '2027-06-30',
          isDefault: true,
        },
        {
          customerId: id,
          name: 'Autumn/Winter 2026',
          startDate: '2026-07-01',
          endDate: '2026-12-31',
          isDefault: false,
        },
      ]);
      const [category] = await t
        .insert(customerPriceCategories)
        .values({ customerId: id, name: index % 2 ? 'Standard' : 'Contract 2026' })
        .onConflictDoNothing()
        .returning({ id: customerPriceCategories.id });
      await t.insert(customerPriceData).values([
        {
          customerId: id,
          priceCategoryId: category?.id ?? null,
          serviceId: Service.Inspection,
          priceType: 1,
          unitPrice: String(268 + (index % 5) * 10),
          currency: 'USD',
        },
        {
          customerId: id,
          priceCategoryId: category?.id ?? null,
          serviceId: Service.Audit,
          priceType: 4,
          unitPrice: String(850 + (index % 4) * 50),
          currency: 'USD',
        },
      ]);
    }
    // Sister companies: the customers of a named group know each other.
    const groups = new Map<string, number[]>();
    for (const [index, demo] of CUSTOMERS.entries())
      if (demo.group) groups.set(demo.group, [...(groups.get(demo.group) ?? []), ids[index]!]);
    for (const members of groups.values())
      for (const a of members)
        for (const b of members)
          if (a !== b)
            await t
              .insert(customerSisterCompanies)
              .values({ customerId: a, sisterCustomerId: b })
              .onConflictDoNothing();
  });
}
