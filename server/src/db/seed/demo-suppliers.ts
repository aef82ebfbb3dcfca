import { and, eq, sql } from 'drizzle-orm';
import { Service } from '@portal/domain';
import type { Db } from '../client';
import {
  cities,
  factories,
  provinces,
  supplierFactories,
  suppliers,
  vendorAddresses,
  vendorContacts,
  vendorCustomers,
  vendorServices,
} from '../schema';
import { Country } from './demo-data';

/**
 * Demo suppliers and their factories across the sourcing countries, with addresses (placed in the demo
 * geography where it has the city), contacts, the customers they serve and their services. Suppliers 1-4
 * and factories 1-5 (the demo users point at them) come from demo-data.ts; this completes their cards.
 * Idempotent: records are matched by name in their entity, and a card is filled only while it is empty.
 */

const CAMBODIA = 116;

interface DemoFactory {
  name: string;
  localName?: string;
  city: string;
  address: string;
  contact: [string, string, string, string];
}
interface DemoSupplier {
  name: string;
  localName?: string;
  code: string;
  legalName?: string;
  country: number;
  entityId: number;
  city: string;
  address: string;
  contact: [string, string, string, string];
  customers: number[];
  services: Service[];
  factories: DemoFactory[];
}

const I = Service.Inspection;
const A = Service.Audit;
const contact = (
  name: string,
  domain: string,
  phone: string,
  job: string,
): [string, string, string, string] => [name, `${name.split(' ')[0]!.toLowerCase()}@${domain}`, phone, job];
const f = (name: string, city: string, address: string, person: [string, string, string, string]) => ({
  name,
  city,
  address,
  contact: person,
});

/** Suppliers 1-4 first (same names as demo-data.ts), then the others. */
const DEMO: DemoSupplier[] = [
  {
    name: 'Guangzhou Everbright Textiles Co., Ltd.',
    localName: '广州光辉纺织有限公司',
    code: 'SUP-GZ-001',
    legalName: 'Guangzhou Everbright Textiles Company Limited',
    country: Country.China,
    entityId: 1,
    city: 'Guangzhou',
    address: '168 Huangpu Avenue West, Tianhe District',
    contact: contact('Li Wei', 'everbright-tex.cn', '+86 20 3888 1200', 'Export manager'),
    customers: [1, 3],
    services: [I, A],
    factories: [
      f(
        'Everbright Garment Factory No. 2',
        'Guangzhou',
        '12 Shiqiao Industrial Road, Panyu',
        contact('Chen Jun', 'everbright-tex.cn', '+86 20 8455 2201', 'Factory manager'),
      ),
      f(
        'Everbright Dongguan Plant',
        'Dongguan',
        '88 Humen Road, Humen Town',
        contact('Zhao Min', 'everbright-tex.cn', '+86 769 8512 3300', 'QA supervisor'),
      ),
    ],
  },
  {
    name: 'Saigon Crafts Export JSC',
    code: 'SUP-VN-001',
    country: Country.Vietnam,
    entityId: 1,
    city: 'Ho Chi Minh City',
    address: '45 Nguyen Hue Boulevard, District 1',
    contact: contact('Nguyen Thi Lan', 'saigoncrafts.vn', '+84 28 3822 4567', 'Sales director'),
    customers: [1],
    services: [I],
    factories: [
      f(
        'Binh Duong Wood Products Factory',
        'Thu Dau Mot',
        'Lot C5, VSIP II Industrial Park',
        contact('Tran Van Hai', 'saigoncrafts.vn', '+84 274 3766 100', 'Plant manager'),
      ),
    ],
  },
  {
    name: 'Dhaka Knitwear Ltd.',
    code: 'SUP-BD-001',
    country: Country.Bangladesh,
    entityId: 1,
    city: 'Dhaka',
    address: 'House 22, Road 11, Banani',
    contact: contact('Rahim Uddin', 'dhakaknit.com.bd', '+880 2 9876 5432', 'Merchandiser'),
    customers: [3],
    services: [I, A],
    factories: [
      f(
        'Gazipur Knit Factory',
        'Gazipur',
        'Plot 7, BSCIC Industrial Estate, Konabari',
        contact('Karim Hossain', 'dhakaknit.com.bd', '+880 2 9290 111', 'Compliance officer'),
      ),
    ],
  },
  {
    name: 'Anatolia Home Textiles A.S.',
    code: 'SUP-TR-001',
    country: Country.Turkey,
    entityId: 2,
    city: 'Denizli',
    address: 'Organize Sanayi Bölgesi 3. Cadde No 14',
    contact: contact('Ayse Demir', 'anatoliahome.com.tr', '+90 258 269 1400', 'Export manager'),
    customers: [2],
    services: [I],
    factories: [
      f(
        'Denizli Weaving Mill',
        'Denizli',
        'Organize Sanayi Bölgesi 5. Cadde No 2',
        contact('Mehmet Kaya', 'anatoliahome.com.tr', '+90 258 269 1410', 'Mill manager'),
      ),
    ],
  },
  {
    name: 'Ningbo Harbour Homeware Co., Ltd.',
    localName: '宁波港湾家居用品有限公司',
    code: 'SUP-CN-002',
    country: Country.China,
    entityId: 1,
    city: 'Ningbo',
    address: '299 Zhongshan East Road, Yinzhou District',
    contact: contact('Wang Fang', 'nbharbour.cn', '+86 574 8765 4321', 'Account manager'),
    customers: [1],
    services: [I],
    factories: [
      f(
        'Ningbo Harbour Ceramics Plant',
        'Ningbo',
        '18 Binhai Road, Beilun',
        contact('Xu Tao', 'nbharbour.cn', '+86 574 8690 2211', 'Production manager'),
      ),
      f(
        'Cixi Kitchenware Factory',
        'Ningbo',
        '6 Guanhai Road, Cixi',
        contact('Sun Li', 'nbharbour.cn', '+86 574 6329 8800', 'QC leader'),
      ),
    ],
  },
  {
    name: 'Yiwu Bright Star Toys Co., Ltd.',
    localName: '义乌明星玩具有限公司',
    code: 'SUP-CN-003',
    country: Country.China,
    entityId: 1,
    city: 'Jinhua',
    address: '1 Futian Road, Yiwu',
    contact: contact('Zhou Ying', 'brightstartoys.cn', '+86 579 8555 6677', 'Sales manager'),
    customers: [3],
    services: [I, A],
    factories: [
      f(
        'Bright Star Plastic Toys Factory',
        'Jinhua',
        '55 Suxi Industrial Zone, Yiwu',
        contact('Hu Gang', 'brightstartoys.cn', '+86 579 8557 1200', 'Factory director'),
      ),
      f(
        'Bright Star Plush Workshop',
        'Jinhua',
        '9 Fotang Road, Yiwu',
        contact('Ma Hui', 'brightstartoys.cn', '+86 579 8558 4400', 'Workshop leader'),
      ),
      f(
        'Shantou Chenghai Toy Plant',
        'Shantou',
        '31 Chenghai Toy Street',
        contact('Lin Qiang', 'brightstartoys.cn', '+86 754 8588 7300', 'Plant manager'),
      ),
    ],
  },
  {
    name: 'Shenzhen Lumina Electronics Co., Ltd.',
    localName: '深圳流明电子有限公司',
    code: 'SUP-CN-004',
    country: Country.China,
    entityId: 1,
    city: 'Shenzhen',
    address: '1001 Keyuan Road, Nanshan District',
    contact: contact('Huang Bo', 'lumina-elec.cn', '+86 755 2660 1188', 'Key account manager'),
    customers: [1, 3],
    services: [I],
    factories: [
      f(
        'Lumina Bao’an Assembly Plant',
        'Shenzhen',
        '23 Shajing Industrial Park, Bao’an',
        contact('Deng Rui', 'lumina-elec.cn', '+86 755 2770 9900', 'Plant manager'),
      ),
    ],
  },
  {
    name: 'Suzhou Silkroad Apparel Co., Ltd.',
    localName: '苏州丝路服饰有限公司',
    code: 'SUP-CN-005',
    country: Country.China,
    entityId: 1,
    city: 'Suzhou',
    address: '77 Shengze Silk Road, Wujiang',
    contact: contact('Gu Ling', 'silkroad-apparel.cn', '+86 512 6355 1234', 'Export director'),
    customers: [1],
    services: [I, A],
    factories: [
      f(
        'Silkroad Shengze Weaving Mill',
        'Suzhou',
        '5 Shengze East Road, Wujiang',
        contact('Shen Wei', 'silkroad-apparel.cn', '+86 512 6356 7788', 'Mill manager'),
      ),
      f(
        'Silkroad Kunshan Sewing Factory',
        'Suzhou',
        '102 Qianjin Road, Kunshan',
        contact('Yao Jing', 'silkroad-apparel.cn', '+86 512 5736 4455', 'Production manager'),
      ),
    ],
  },
  {
    name: 'Xiamen Coastal Footwear Co., Ltd.',
    code: 'SUP-CN-006',
    country: Country.China,
    entityId: 1,
    city: 'Quanzhou',
    address: '66 Chendai Shoes Avenue, Jinjiang',
    contact: contact('Cai Hong', 'coastalfootwear.cn', '+86 595 8518 3322', 'Sales manager'),
    customers: [3],
    services: [I],
    factories: [
      f(
        'Coastal Jinjiang Shoe Factory',
        'Quanzhou',
        '8 Chendai Industrial Zone, Jinjiang',
        contact('Wu Peng', 'coastalfootwear.cn', '+86 595 8519 2200', 'Factory manager'),
      ),
    ],
  },
  {
    name: 'Hanoi Bamboo & Rattan Co., Ltd.',
    code: 'SUP-VN-002',
    country: Country.Vietnam,
    entityId: 1,
    city: 'Hanoi',
    address: '12 Tran Hung Dao Street, Hoan Kiem',
    contact: contact('Pham Minh Duc', 'hanoibamboo.vn', '+84 24 3933 1122', 'Director'),
    customers: [1],
    services: [I],
    factories: [
      f(
        'Phu Vinh Rattan Village Workshop',
        'Hanoi',
        'Phu Vinh Village, Chuong My',
        contact('Le Thi Hoa', 'hanoibamboo.vn', '+84 24 3386 5500', 'Workshop head'),
      ),
      f(
        'Hai Phong Bamboo Processing Plant',
        'Hai Phong',
        'Lot B2, Nomura Industrial Park',
        contact('Vu Quang', 'hanoibamboo.vn', '+84 225 3743 300', 'Plant manager'),
      ),
    ],
  },
  {
    name: 'Mekong Garment Corporation',
    code: 'SUP-VN-003',
    country: Country.Vietnam,
    entityId: 1,
    city: 'Bien Hoa',
    address: '9 Road 3A, Bien Hoa II Industrial Zone',
    contact: contact('Do Thanh Tam', 'mekonggarment.vn', '+84 251 3836 900', 'Merchandising manager'),
    customers: [3],
    services: [I, A],
    factories: [
      f(
        'Mekong Bien Hoa Sewing Factory',
        'Bien Hoa',
        '11 Road 5, Bien Hoa II Industrial Zone',
        contact('Ngo Van Son', 'mekonggarment.vn', '+84 251 3836 910', 'Factory manager'),
      ),
      f(
        'Mekong Di An Cutting Centre',
        'Di An',
        '4 Song Than Industrial Park',
        contact('Bui Thi Mai', 'mekonggarment.vn', '+84 274 3790 220', 'Supervisor'),
      ),
    ],
  },
  {
    name: 'Chittagong Denim Mills Ltd.',
    code: 'SUP-BD-002',
    country: Country.Bangladesh,
    entityId: 1,
    city: 'Chattogram',
    address: 'Plot 14, Chattogram Export Processing Zone',
    contact: contact('Farhana Akter', 'ctgdenim.com.bd', '+880 31 250 1234', 'Export manager'),
    customers: [1, 3],
    services: [I, A],
    factories: [
      f(
        'CEPZ Denim Washing Plant',
        'Chattogram',
        'Plot 16, Chattogram Export Processing Zone',
        contact('Anwar Hossain', 'ctgdenim.com.bd', '+880 31 250 1250', 'Plant manager'),
      ),
      f(
        'Chittagong Denim Sewing Unit 2',
        'Chattogram',
        'Sector 4, Karnaphuli EPZ',
        contact('Shirin Begum', 'ctgdenim.com.bd', '+880 31 250 1260', 'Line chief'),
      ),
    ],
  },
  {
    name: 'Narayanganj Home Linen Ltd.',
    code: 'SUP-BD-003',
    country: Country.Bangladesh,
    entityId: 1,
    city: 'Narayanganj',
    address: '27 BSCIC Road, Fatullah',
    contact: contact('Kamal Ahmed', 'nglinen.com.bd', '+880 2 7643 210', 'Managing director'),
    customers: [1],
    services: [I],
    factories: [
      f(
        'Fatullah Terry Towel Factory',
        'Narayanganj',
        '31 BSCIC Road, Fatullah',
        contact('Nasir Khan', 'nglinen.com.bd', '+880 2 7643 220', 'Factory manager'),
      ),
    ],
  },
  {
    name: 'Tiruppur Cotton Knits Pvt. Ltd.',
    code: 'SUP-IN-001',
    country: Country.India,
    entityId: 1,
    city: 'Tiruppur',
    address: '14 Avinashi Road, Tiruppur',
    contact: contact('Senthil Kumar', 'tiruppurknits.in', '+91 421 223 4455', 'Export manager'),
    customers: [1, 3],
    services: [I, A],
    factories: [
      f(
        'Tiruppur Knits Unit 1',
        'Tiruppur',
        'SIDCO Industrial Estate, Mudalipalayam',
        contact('Priya Raman', 'tiruppurknits.in', '+91 421 224 1100', 'Unit head'),
      ),
      f(
        'Tiruppur Knits Dyeing House',
        'Tiruppur',
        'Palladam Road, Veerapandi',
        contact('Arun Prakash', 'tiruppurknits.in', '+91 421 224 1200', 'Dyeing master'),
      ),
      f(
        'Coimbatore Trims Factory',
        'Coimbatore',
        '22 Mettupalayam Road',
        contact('Lakshmi Narayan', 'tiruppurknits.in', '+91 422 244 5500', 'Factory manager'),
      ),
    ],
  },
  {
    name: 'Moradabad Brassware Exports',
    code: 'SUP-IN-002',
    country: Country.India,
    entityId: 1,
    city: 'Moradabad',
    address: 'Delhi Road, Near Civil Lines',
    contact: contact('Imran Siddiqui', 'moradabadbrass.in', '+91 591 241 7788', 'Partner'),
    customers: [1],
    services: [I],
    factories: [
      f(
        'Moradabad Metal Crafts Workshop',
        'Moradabad',
        'Lajpat Nagar Industrial Area',
        contact('Salim Ansari', 'moradabadbrass.in', '+91 591 241 7790', 'Workshop manager'),
      ),
    ],
  },
  {
    name: 'Panipat Home Furnishing Co.',
    code: 'SUP-IN-003',
    country: Country.India,
    entityId: 1,
    city: 'Panipat',
    address: 'Sector 29, HSIIDC Industrial Estate',
    contact: contact('Rohit Garg', 'panipathome.in', '+91 180 266 5544', 'Director'),
    customers: [3],
    services: [I],
    factories: [
      f(
        'Panipat Rug Weaving Unit',
        'Panipat',
        'Sector 25, HSIIDC',
        contact('Sunita Devi', 'panipathome.in', '+91 180 266 5550', 'Weaving supervisor'),
      ),
      f(
        'Panipat Blanket Mill',
        'Panipat',
        'GT Road, Samalkha',
        contact('Vikas Sharma', 'panipathome.in', '+91 180 266 5560', 'Mill manager'),
      ),
    ],
  },
  {
    name: 'Bengaluru Leather Goods Pvt. Ltd.',
    code: 'SUP-IN-004',
    country: Country.India,
    entityId: 1,
    city: 'Bengaluru',
    address: '56 Peenya Industrial Area, Phase 2',
    contact: contact('Anita Rao', 'blrleather.in', '+91 80 2839 4455', 'Sales head'),
    customers: [1],
    services: [I, A],
    factories: [
      f(
        'Peenya Leather Bags Factory',
        'Bengaluru',
        '61 Peenya Industrial Area, Phase 2',
        contact('Manoj Gowda', 'blrleather.in', '+91 80 2839 4460', 'Factory manager'),
      ),
    ],
  },
  {
    name: 'Istanbul Denim Tekstil A.S.',
    code: 'SUP-TR-002',
    country: Country.Turkey,
    entityId: 1,
    city: 'Istanbul',
    address: 'Merter Tekstil Merkezi, Keresteciler Sitesi 4',
    contact: contact('Emre Yilmaz', 'istanbuldenim.com.tr', '+90 212 555 0101', 'Export manager'),
    customers: [1, 3],
    services: [I],
    factories: [
      f(
        'Cerkezkoy Denim Plant',
        'Istanbul',
        'Cerkezkoy Organize Sanayi, 7. Sokak',
        contact('Burak Sahin', 'istanbuldenim.com.tr', '+90 282 726 3300', 'Plant manager'),
      ),
      f(
        'Bursa Finishing Mill',
        'Bursa',
        'Demirtas Organize Sanayi, Mavi Cadde 12',
        contact('Elif Aydin', 'istanbuldenim.com.tr', '+90 224 261 4400', 'Finishing manager'),
      ),
    ],
  },
  {
    name: 'Bursa Towel & Bathrobe Ltd.',
    code: 'SUP-TR-003',
    country: Country.Turkey,
    entityId: 2,
    city: 'Bursa',
    address: 'Nilüfer Organize Sanayi, 2. Cadde No 8',
    contact: contact('Zeynep Celik', 'bursatowel.com.tr', '+90 224 411 2200', 'Sales manager'),
    customers: [2],
    services: [I, A],
    factories: [
      f(
        'Nilüfer Terry Weaving Factory',
        'Bursa',
        'Nilüfer Organize Sanayi, 4. Cadde No 3',
        contact('Hakan Ozturk', 'bursatowel.com.tr', '+90 224 411 2210', 'Factory manager'),
      ),
    ],
  },
  {
    name: 'Phnom Penh Apparel Co., Ltd.',
    code: 'SUP-KH-001',
    country: CAMBODIA,
    entityId: 1,
    city: 'Phnom Penh',
    address: 'Street 371, Sangkat Chak Angre Leu, Meanchey',
    contact: contact('Sok Dara', 'ppapparel.com.kh', '+855 23 880 123', 'General manager'),
    customers: [1, 3],
    services: [I, A],
    factories: [
      f(
        'Phnom Penh SEZ Sewing Factory',
        'Phnom Penh',
        'Phnom Penh Special Economic Zone, Lot P2',
        contact('Chan Sophea', 'ppapparel.com.kh', '+855 23 880 130', 'Factory manager'),
      ),
      f(
        'Kampong Speu Knitting Plant',
        'Kampong Speu',
        'National Road 4, Chbar Mon',
        contact('Heng Vuthy', 'ppapparel.com.kh', '+855 25 987 200', 'Plant manager'),
      ),
    ],
  },
  {
    name: 'Siem Reap Handicraft Cooperative',
    code: 'SUP-KH-002',
    country: CAMBODIA,
    entityId: 1,
    city: 'Siem Reap',
    address: 'Sivatha Boulevard, Svay Dangkum',
    contact: contact('Kim Srey', 'srhandicraft.org.kh', '+855 63 964 555', 'Coordinator'),
    customers: [1],
    services: [I],
    factories: [
      f(
        'Siem Reap Silk Weaving Centre',
        'Siem Reap',
        'Puok District, National Road 6',
        contact('Rith Sokha', 'srhandicraft.org.kh', '+855 63 964 560', 'Centre manager'),
      ),
    ],
  },
  {
    name: 'Maison du Lin Paris Sourcing',
    code: 'SUP-FR-001',
    country: Country.China,
    entityId: 2,
    city: 'Shaoxing',
    address: '10 Keqiao Textile City Road',
    contact: contact('Claire Martin', 'maisondulin.fr', '+33 1 42 60 11 22', 'Sourcing manager'),
    customers: [2],
    services: [I],
    factories: [
      f(
        'Keqiao Linen Printing Mill',
        'Shaoxing',
        '45 Keqiao Dyeing Park',
        contact('Qian Lei', 'maisondulin.fr', '+86 575 8412 3300', 'Mill manager'),
      ),
      f(
        'Hangzhou Linen Sewing Workshop',
        'Hangzhou',
        '8 Xiaoshan Economic Zone',
        contact('Fang Yu', 'maisondulin.fr', '+86 571 8288 1100', 'Workshop manager'),
      ),
    ],
  },
];

/** Bursa, Istanbul, Denizli and the Cambodian cities are not in the demo geography: country only there. */
const COUNTRY_OF_CITY: Record<string, number> = {
  Istanbul: Country.Turkey,
  Bursa: Country.Turkey,
  Denizli: Country.Turkey,
  'Phnom Penh': CAMBODIA,
  'Kampong Speu': CAMBODIA,
  'Siem Reap': CAMBODIA,
};

type Place = { provinceId: number | null; cityId: number | null };

async function placeOf(tx: Db, countryId: number, city: string): Promise<Place> {
  const [row] = await tx
    .select({ provinceId: provinces.id, cityId: cities.id })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(eq(provinces.countryId, countryId), eq(cities.name, city)))
    .limit(1);
  return row ?? { provinceId: null, cityId: null };
}

type Owner = { supplierId: number } | { factoryId: number };

async function fillCard(
  tx: Db,
  owner: Owner,
  card: { country: number; city: string; address: string; contact: [string, string, string, string] },
  customerIds: number[],
  serviceIds: number[],
): Promise<void> {
  const ownerColumn = 'supplierId' in owner ? vendorAddresses.supplierId : vendorAddresses.factoryId;
  const ownerId = 'supplierId' in owner ? owner.supplierId : owner.factoryId;
  const filled = await tx
    .select({ id: vendorAddresses.id })
    .from(vendorAddresses)
    .where(eq(ownerColumn, ownerId))
    .limit(1);
  if (filled.length) return;
  const place = await placeOf(tx, card.country, card.city);
  await tx
    .insert(vendorAddresses)
    .values({ ...owner, address: card.address, countryId: card.country, ...place });
  const [name, email, phone, job] = card.contact;
  await tx.insert(vendorContacts).values({ ...owner, name, email, phone, job });
  if (customerIds.length)
    await tx
      .insert(vendorCustomers)
      .values(customerIds.map((customerId) => ({ ...owner, customerId })))
      .onConflictDoNothing();
  await tx
    .insert(vendorServices)
    .values(serviceIds.map((serviceId) => ({ ...owner, serviceId })))
    .onConflictDoNothing();
}

async function idByName(
  tx: Db,
  table: typeof suppliers,
  entityId: number,
  name: string,
): Promise<number | null> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.entityId, entityId), sql`lower(${table.name}) = lower(${name})`))
    .limit(1);
  return row?.id ?? null;
}

export async function seedDemoSuppliers(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    for (const demo of DEMO) {
      let supplierId = await idByName(tx, suppliers, demo.entityId, demo.name);
      if (supplierId == null) {
        const [row] = await tx
          .insert(suppliers)
          .values({ name: demo.name, countryId: demo.country, entityId: demo.entityId })
          .returning({ id: suppliers.id });
        supplierId = row!.id;
      }
      await tx
        .update(suppliers)
        .set({ localName: demo.localName ?? null, code: demo.code, legalName: demo.legalName ?? demo.name })
        .where(and(eq(suppliers.id, supplierId), sql`${suppliers.code} is null`));
      await fillCard(tx, { supplierId }, demo, demo.customers, demo.services);
      for (const factory of demo.factories) {
        const country = COUNTRY_OF_CITY[factory.city] ?? demo.country;
        const table = factories as unknown as typeof suppliers;
        let factoryId = await idByName(tx, table, demo.entityId, factory.name);
        if (factoryId == null) {
          const [row] = await tx
            .insert(factories)
            .values({ name: factory.name, countryId: country, entityId: demo.entityId, supplierId })
            .returning({ id: factories.id });
          factoryId = row!.id;
        }
        await tx
          .update(factories)
          .set({ code: `${demo.code.replace('SUP', 'FAC')}-${demo.factories.indexOf(factory) + 1}` })
          .where(and(eq(factories.id, factoryId), sql`${factories.code} is null`));
        await tx.insert(supplierFactories).values({ supplierId, factoryId }).onConflictDoNothing();
        await fillCard(tx, { factoryId }, { ...factory, country }, demo.customers, demo.services);
      }
    }
  });
}
