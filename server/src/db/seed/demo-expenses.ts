import { and, eq } from 'drizzle-orm';
import { toIsoDate, type ExpenseLineSave, type ExpenseStep } from '@portal/domain';
import type { Db } from '../client';
import { expenseClaims, expenseTypes, rolePermissions, userRoles, users } from '../schema';
import { expenseCallerOf } from '../../modules/hr-expenses/expense-caller';
import { saveClaim, type ExpenseContext } from '../../modules/hr-expenses/expense-claim.service';
import { decideClaim } from '../../modules/hr-expenses/expense-workflow.service';
import { createLocalBus } from '../../modules/realtime/realtime-bus';

const DEMO_ENTITY = 1;
const DAY_MS = 86_400_000;

/** The expense types every office uses; entity 2 gets the same list so its claims have types too. */
const TYPES = ['Travel', 'Hotel', 'Meals', 'Taxi', 'Phone', 'Other'] as const;
type TypeName = (typeof TYPES)[number];

/** [days ago, type, description, amount, currency]. */
type DemoLine = [daysAgo: number, type: TypeName, description: string, amount: string, currency: string];

interface DemoClaim {
  login: string;
  title: string;
  lines: DemoLine[];
  /** What happens to it afterwards, in order. */
  steps?: { by: string; step: ExpenseStep; comment?: string }[];
}

const checkApprovePay = [
  { by: 'manager', step: 'check' },
  { by: 'hr', step: 'approve' },
  { by: 'accountant', step: 'pay' },
] as const;

/**
 * A few claims in every status for several staff, dated in the last weeks. What waits for whom:
 * manager checks inspector's and auditor's pending claims, cs checks newuser's, hr and admin check the
 * manager's own (she has no manager) and approve the checked ones, accountant (and admin) pay the
 * approved ones. inspector has no pending claim of its own, so a new one is easy to follow.
 */
const DEMO_CLAIMS: DemoClaim[] = [
  {
    login: 'inspector',
    title: 'Supplier visit Noida',
    lines: [
      [12, 'Travel', 'Train Delhi - Noida and back', '640', 'INR'],
      [12, 'Meals', 'Lunch at the supplier', '480', 'INR'],
    ],
    steps: [{ by: 'manager', step: 'check' }],
  },
  {
    login: 'inspector',
    title: 'Factory audit trip Tiruppur',
    lines: [
      [30, 'Travel', 'Flight Delhi - Coimbatore', '7850', 'INR'],
      [29, 'Hotel', 'Two nights near the factory', '6200', 'INR'],
      [28, 'Taxi', 'Factory to airport', '1150', 'INR'],
    ],
    steps: [...checkApprovePay],
  },
  {
    login: 'cs',
    title: 'Customer meeting Shanghai',
    lines: [
      [9, 'Taxi', 'Office to Pudong', '86', 'CNY'],
      [9, 'Meals', 'Dinner with the buyer', '420.50', 'CNY'],
    ],
    steps: [
      { by: 'manager', step: 'check' },
      { by: 'hr', step: 'approve' },
    ],
  },
  {
    login: 'cs',
    title: 'Trade fair Hong Kong',
    lines: [
      [21, 'Travel', 'Ferry Shenzhen - Hong Kong', '230', 'HKD'],
      [21, 'Hotel', 'One night, Wan Chai', '1480', 'HKD'],
      [20, 'Meals', 'Lunch', '95', 'CNY'],
    ],
    steps: [
      { by: 'manager', step: 'check' },
      { by: 'hr', step: 'reject', comment: 'Over the hotel cap for Hong Kong (1,200 HKD a night).' },
    ],
  },
  {
    login: 'auditor',
    title: 'Audit Binh Duong',
    lines: [
      [6, 'Taxi', 'Ho Chi Minh City - Binh Duong', '450000', 'VND'],
      [6, 'Meals', 'Lunch', '120000', 'VND'],
    ],
  },
  {
    login: 'auditor',
    title: 'Audit Dong Nai',
    lines: [[40, 'Travel', 'Bus and taxi', '380000', 'VND']],
    steps: [...checkApprovePay],
  },
  {
    login: 'labuser',
    title: 'Lab equipment fair',
    lines: [
      [15, 'Travel', 'Train to Hangzhou', '150', 'CNY'],
      [15, 'Other', 'Fair entrance', '300', 'CNY'],
    ],
    steps: [{ by: 'manager', step: 'reject', comment: 'The fair was not approved beforehand.' }],
  },
  {
    login: 'tcfuser',
    title: 'Training in Lyon',
    lines: [[18, 'Travel', 'TGV Paris - Lyon', '89', 'EUR']],
    steps: [{ by: 'tcfuser', step: 'cancel' }],
  },
  {
    login: 'newuser',
    title: 'Client dinner Lyon',
    lines: [
      [4, 'Meals', 'Dinner with Maison Lumière', '136.40', 'EUR'],
      [4, 'Taxi', 'Back to the hotel', '24', 'EUR'],
    ],
  },
  {
    login: 'manager',
    title: 'Board meeting Paris',
    lines: [
      [8, 'Travel', 'Flight Shanghai - Paris', '5230', 'CNY'],
      [7, 'Hotel', 'Three nights', '612', 'EUR'],
      [7, 'Phone', 'Roaming', '35', 'EUR'],
    ],
  },
  {
    login: 'accountant',
    title: 'Bank visit',
    lines: [[3, 'Taxi', 'Office to the bank and back', '64', 'CNY']],
    steps: [{ by: 'manager', step: 'check' }],
  },
];

/** A signed-in-like context for a demo login: its permissions come from its roles, as on a request. */
async function contextOf(db: Db, login: string): Promise<ExpenseContext | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, login));
  if (!user) return null;
  const held = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, user.id));
  const permissions = held.map((row) => row.permission);
  return {
    db,
    bus: createLocalBus(),
    caller: await expenseCallerOf(db, { id: user.id, permissions }, DEMO_ENTITY),
    lang: 'en',
  };
}

async function seedTypes(db: Db): Promise<Map<string, number>> {
  for (const entityId of [1, 2])
    for (const name of TYPES) await db.insert(expenseTypes).values({ entityId, name }).onConflictDoNothing();
  const rows = await db
    .select({ id: expenseTypes.id, name: expenseTypes.name })
    .from(expenseTypes)
    .where(eq(expenseTypes.entityId, DEMO_ENTITY));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Demo expense types and claims (runs after the staff register). The claims go through the same save
 * and step functions as the API, so their numbers, tasks and notifications are the real ones and every
 * task link opens a real claim. Idempotent: a staff's claim with the same title is not made twice.
 */
export async function seedDemoExpenses(db: Db, today: Date): Promise<void> {
  const types = await seedTypes(db);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const contexts = new Map<string, ExpenseContext | null>();
  const as = async (login: string) => {
    if (!contexts.has(login)) contexts.set(login, await contextOf(db, login));
    return contexts.get(login)!;
  };
  for (const demo of DEMO_CLAIMS) {
    const context = await as(demo.login);
    const staffId = context?.caller.staffId;
    if (!context || staffId == null || (await exists(db, staffId, demo.title))) continue;
    const lines: ExpenseLineSave[] = demo.lines.map(([daysAgo, type, description, amount, currency]) => ({
      expenseDate: toIsoDate(midnight - daysAgo * DAY_MS),
      expenseTypeId: types.get(type) ?? 0,
      description,
      amount,
      currency,
    }));
    const saved = await saveClaim(context, { id: 0, version: 0, title: demo.title, lines });
    if (saved.kind !== 'done') continue;
    for (const step of demo.steps ?? []) {
      const actor = await as(step.by);
      if (actor) await decideClaim(actor, saved.detail.id, step.step, { comment: step.comment ?? null });
    }
  }
}

async function exists(db: Db, staffId: number, title: string): Promise<boolean> {
  const rows = await db
    .select({ id: expenseClaims.id })
    .from(expenseClaims)
    .where(and(eq(expenseClaims.staffId, staffId), eq(expenseClaims.title, title)))
    .limit(1);
  return rows.length > 0;
}
