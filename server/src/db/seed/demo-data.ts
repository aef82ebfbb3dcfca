import { Profile, Role, Service, UserType } from '@portal/domain';

/** The demo password of every demo user (docs/roles.md lists the users). */
export const DEMO_PASSWORD = 'Portal#2026';

/** ISO 3166-1 numeric country codes (there is no countries table yet). */
export const Country = {
  China: 156,
  India: 356,
  Vietnam: 704,
  Bangladesh: 50,
  Turkey: 792,
  France: 250,
  UnitedKingdom: 826,
  UnitedStates: 840,
} as const;

export const DEMO_CUSTOMERS = [
  { id: 1, name: 'Northwind Retail Ltd', countryId: Country.UnitedKingdom, entityId: 1 },
  { id: 2, name: 'Maison Lumière SA', countryId: Country.France, entityId: 2 },
  { id: 3, name: 'Blue Harbor Outfitters Inc.', countryId: Country.UnitedStates, entityId: 1 },
];

export const DEMO_SUPPLIERS = [
  { id: 1, name: 'Guangzhou Everbright Textiles Co., Ltd.', countryId: Country.China, entityId: 1 },
  { id: 2, name: 'Saigon Crafts Export JSC', countryId: Country.Vietnam, entityId: 1 },
  { id: 3, name: 'Dhaka Knitwear Ltd.', countryId: Country.Bangladesh, entityId: 1 },
  { id: 4, name: 'Anatolia Home Textiles A.S.', countryId: Country.Turkey, entityId: 2 },
];

export const DEMO_FACTORIES = [
  { id: 1, name: 'Everbright Garment Factory No. 2', countryId: Country.China, entityId: 1, supplierId: 1 },
  { id: 2, name: 'Everbright Dongguan Plant', countryId: Country.China, entityId: 1, supplierId: 1 },
  { id: 3, name: 'Binh Duong Wood Products Factory', countryId: Country.Vietnam, entityId: 1, supplierId: 2 },
  { id: 4, name: 'Gazipur Knit Factory', countryId: Country.Bangladesh, entityId: 1, supplierId: 3 },
  { id: 5, name: 'Denizli Weaving Mill', countryId: Country.Turkey, entityId: 2, supplierId: 4 },
];

export interface SeedUser {
  loginName: string;
  fullName: string;
  email: string;
  userType: UserType;
  roles: Role[];
  profiles: Profile[];
  entities: number[];
  services: Service[];
  countryId: number | null;
  customerId?: number;
  supplierId?: number;
  factoryId?: number;
  tcfNewDashboardAccess?: boolean;
  isActive?: boolean;
  /** false = the default password still has to be changed. */
  changePassword?: boolean;
}

const ALL_SERVICES = [Service.Inspection, Service.Audit, Service.Tcf, Service.LabTesting];
const internal = (
  loginName: string,
  fullName: string,
  rest: Omit<SeedUser, 'loginName' | 'fullName' | 'email' | 'userType'>,
): SeedUser => ({
  loginName,
  fullName,
  email: `${loginName}@qpa.example.com`,
  userType: UserType.InternalUser,
  ...rest,
});

/** Administrator of every seeded database (production gets this one only, see seed.ts). */
export const ADMIN_USER: SeedUser = internal('admin', 'Daniel Okafor', {
  roles: [Role.IT_Team],
  profiles: [],
  entities: [1, 2, 3],
  services: ALL_SERVICES,
  countryId: Country.China,
  tcfNewDashboardAccess: true,
});

export const DEMO_USERS: readonly SeedUser[] = [
  ADMIN_USER,
  internal('cs', 'Mei Lin Chen', {
    roles: [Role.Cs],
    profiles: [Profile.CS],
    entities: [1],
    services: [Service.Inspection],
    countryId: Country.China,
  }),
  internal('inspector', 'Rahul Sharma', {
    roles: [Role.Inspector],
    profiles: [Profile.Inspector],
    entities: [1],
    services: [Service.Inspection],
    countryId: Country.India,
  }),
  internal('manager', 'Catherine Dubois', {
    roles: [Role.CEO],
    profiles: [],
    entities: [1],
    services: [Service.Inspection],
    countryId: Country.China,
  }),
  internal('auditor', 'Nguyen Van Minh', {
    roles: [Role.Auditor],
    profiles: [Profile.Auditor],
    entities: [1],
    services: [Service.Audit],
    countryId: Country.Vietnam,
  }),
  internal('tcfuser', 'Sophie Laurent', {
    roles: [Role.TcfUser],
    profiles: [],
    entities: [1],
    services: [Service.Tcf],
    countryId: Country.France,
    tcfNewDashboardAccess: true,
  }),
  internal('labuser', 'Kenji Watanabe', {
    roles: [Role.LabUser],
    profiles: [],
    entities: [1],
    services: [Service.LabTesting],
    countryId: Country.China,
  }),
  internal('hr', 'Priya Nair', {
    roles: [Role.HumanResource, Role.HRManagement],
    profiles: [],
    entities: [1, 2],
    services: [Service.Inspection],
    countryId: Country.India,
  }),
  internal('accountant', 'Thomas Becker', {
    roles: [Role.Accounting],
    profiles: [],
    entities: [1, 2],
    services: [Service.Inspection],
    countryId: Country.China,
  }),
  {
    loginName: 'customer',
    fullName: 'Emma Richardson',
    email: 'emma.richardson@northwind.example.com',
    userType: UserType.Customer,
    roles: [Role.Customer],
    profiles: [],
    entities: [1, 2],
    services: ALL_SERVICES,
    countryId: Country.UnitedKingdom,
    customerId: 1,
  },
  {
    loginName: 'supplier',
    fullName: 'Li Wei',
    email: 'li.wei@everbright.example.com',
    userType: UserType.Supplier,
    roles: [Role.Supplier],
    profiles: [],
    entities: [1],
    services: [Service.Inspection, Service.Audit],
    countryId: Country.China,
    supplierId: 1,
  },
  {
    loginName: 'factory',
    fullName: 'Zhang Hui',
    email: 'zhang.hui@everbright.example.com',
    userType: UserType.Factory,
    roles: [Role.Factory],
    profiles: [],
    entities: [1],
    services: [Service.Inspection, Service.Audit],
    countryId: Country.China,
    supplierId: 1,
    factoryId: 1,
  },
  {
    loginName: 'outsource',
    fullName: 'Ahmed Karim',
    email: 'ahmed.karim@partner-qc.example.com',
    userType: UserType.OutSource,
    roles: [Role.OutSourceAccountingRole],
    profiles: [],
    entities: [1],
    services: [Service.Inspection],
    countryId: Country.Bangladesh,
  },
  internal('planning', 'Tomasz Nowak', {
    roles: [Role.Planning],
    profiles: [],
    entities: [1],
    services: [Service.Inspection],
    countryId: Country.China,
  }),
  internal('cs2', 'Sofia Marquez', {
    roles: [Role.Cs],
    profiles: [Profile.CS],
    entities: [2],
    services: [Service.Inspection],
    countryId: Country.China,
  }),
  internal('newuser', 'Lucas Moreau', {
    roles: [Role.Cs],
    profiles: [Profile.CS],
    entities: [1],
    services: [Service.Inspection],
    countryId: Country.France,
    changePassword: false,
  }),
  internal('disabled', 'Fatima Rahman', {
    roles: [Role.Cs],
    profiles: [Profile.CS],
    entities: [1],
    services: [Service.Inspection],
    countryId: Country.Bangladesh,
    isActive: false,
  }),
  // Last, so the users above keep their ids. An outsourced inspector: sees only their own assignments.
  {
    loginName: 'qcpartner',
    fullName: 'Mohammad Rahim',
    email: 'mohammad.rahim@partner-qc.example.com',
    userType: UserType.OutSource,
    roles: [Role.Inspector],
    profiles: [Profile.Inspector],
    entities: [1],
    services: [Service.Inspection],
    countryId: Country.Bangladesh,
  },
  // Reviewers of inspection reports: the report checker, and the technical team's second level.
  internal('checker', 'Hannah Okafor', {
    roles: [Role.ReportChecker],
    profiles: [Profile.ReportChecker],
    entities: [1],
    services: [Service.Inspection],
    countryId: Country.China,
  }),
  internal('techlead', 'Marco Bianchi', {
    roles: [Role.TechnicalTeam],
    profiles: [],
    entities: [1],
    services: [Service.Inspection],
    countryId: Country.China,
  }),
];
