/** @databases postgres */
import { eq } from 'drizzle-orm';
import {
  AqlLevel,
  CheckpointType,
  ComplaintCategory,
  ComplaintStatus,
  CUSTOMER_CONFIG_API as API,
  DefectClass,
  InspectionResultType,
  PriceType,
  ResourceResult,
  Service,
  ServiceType,
  type CustomerConfigLookups,
} from '@portal/domain';
import { readXlsxRows } from '@portal/domain/src/xlsx';
import { customerServices, users } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { configCaller } from './customer-config.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, search, save } = configCaller(() => t);

const service = `/${API.service}`;
const checkpoint = `/${API.checkpoint}`;
const complaint = `/${API.complaint}`;
const decision = `/${API.decision}`;
const userConfig = `/${API.userConfig}`;

/** Demo customers: 1 and 3 in entity 1, 2 in entity 2; the demo customer user belongs to 1. */
const OWN = 1;
const OTHER_IN_ENTITY = 3;
const OTHER_ENTITY = 2;

const idOf = async (login: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginName, login)))[0]!.id;

const newService = (customerId: number, serviceType = ServiceType.PreProduction) => ({
  customerId,
  serviceId: Service.Inspection,
  serviceType,
  aqlLevel: AqlLevel.AQLII,
  criticalAql: 0,
  majorAql: 1.5,
  minorAql: 4,
  priceType: PriceType.ManDay,
  reportFormat: '  Photos of every carton  ',
  active: true,
});

describe('lookups', () => {
  it('give an internal user the entity customers and staff, a customer its own, a supplier 403', async () => {
    const cs = json<CustomerConfigLookups>(await call('cs', 'GET', `/${API.lookups}`));
    const csCustomers = cs.customers.map((c) => c.id);
    expect(csCustomers).toEqual(expect.arrayContaining([OWN, OTHER_IN_ENTITY]));
    expect(csCustomers).not.toContain(OTHER_ENTITY);
    expect(cs.internalUsers.map((u) => u.name)).toContain('Mei Lin Chen');
    expect(cs.services.map((s) => s.id)).toEqual([1, 2, 3, 4]);

    const own = json<CustomerConfigLookups>(await call('customer', 'GET', `/${API.lookups}`));
    expect(own.customers.map((c) => c.id)).toEqual([OWN]);
    expect(own.internalUsers).toEqual([]);
    expect(new Set(own.customerServices.map((s) => s.customerId))).toEqual(new Set([OWN]));

    expect((await call('supplier', 'GET', `/${API.lookups}`)).statusCode).toBe(403);
  });
});

describe('customer services', () => {
  it('lists the demo services with paging, filters and the customer scope', async () => {
    const all = await search<{ customerId: number }>('cs', service);
    expect(all.total).toBeGreaterThan(2);
    expect(all.data.every((row) => row.customerId !== OTHER_ENTITY)).toBe(true);
    const page = await search('cs', service, { take: 1, skip: 1, customerIds: [OWN] });
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe((await search('cs', service, { customerIds: [OWN] })).total);
    const finals = await search<{ serviceType: number }>('cs', service, {
      serviceTypes: [ServiceType.FinalInspection],
    });
    expect(finals.data.every((row) => row.serviceType === ServiceType.FinalInspection)).toBe(true);

    const mine = await search<{ customerId: number }>('customer', service);
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.data.map((row) => row.customerId))).toEqual(new Set([OWN]));
    // Asking for another customer's rows gives nothing.
    expect((await search('customer', service, { customerIds: [OTHER_IN_ENTITY] })).total).toBe(0);
    const foreign = (await search<{ id: number }>('cs', service, { customerIds: [OTHER_IN_ENTITY] }))
      .data[0]!;
    expect(json(await call('customer', 'GET', `${service}/${foreign.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
  });

  it('creates, reads, updates with the version and refuses a stale one', async () => {
    const created = await save('cs', 'POST', service, newService(OTHER_IN_ENTITY));
    expect(created.body).toEqual({
      result: ResourceResult.Success,
      data: expect.objectContaining({
        customerId: OTHER_IN_ENTITY,
        serviceType: ServiceType.PreProduction,
        majorAql: 1.5,
        reportFormat: 'Photos of every carton',
        // Left out of the body: the table's default, one review level.
        technicalReviewRequired: false,
        version: 1,
      }),
    });
    const record = created.body.data!;
    expect(json(await call('cs', 'GET', `${service}/${record.id}`))).toEqual(created.body);
    const updated = await save('cs', 'PUT', service, {
      ...record,
      aqlLevel: AqlLevel.AQLIII,
      technicalReviewRequired: true,
      customerId: OWN,
    });
    // The customer of a record never changes.
    expect(updated.body.data).toMatchObject({
      aqlLevel: AqlLevel.AQLIII,
      technicalReviewRequired: true,
      customerId: OTHER_IN_ENTITY,
      version: 2,
    });
    const [stored] = await t.database.db
      .select({ technical: customerServices.technicalReviewRequired })
      .from(customerServices)
      .where(eq(customerServices.id, record.id));
    expect(stored).toEqual({ technical: true });
    const technicalOnly = await search<{ id: number }>('cs', service, {
      customerIds: [OTHER_IN_ENTITY],
      sort: { field: 'technicalReviewRequired', direction: 'desc' },
    });
    expect(technicalOnly.data[0]!.id).toBe(record.id);
    const stale = await save('cs', 'PUT', service, { ...record, active: false });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ result: ResourceResult.Conflict, current: { version: 2 } });
  });

  it('answers DuplicateData, ParentNotFound, NotFound and 400 for bad input', async () => {
    const body = newService(OTHER_IN_ENTITY, ServiceType.ContainerLoading);
    const first = await save('cs', 'POST', service, body);
    expect([ResourceResult.Success, ResourceResult.DuplicateData]).toContain(first.body.result);
    expect((await save('cs', 'POST', service, body)).body).toEqual({ result: ResourceResult.DuplicateData });
    expect((await save('cs', 'POST', service, { ...body, serviceId: 77 })).body).toEqual({
      result: ResourceResult.ParentNotFound,
    });
    // A customer of another entity answers as a missing one.
    expect((await save('cs', 'POST', service, newService(OTHER_ENTITY))).body).toEqual({
      result: ResourceResult.NotFound,
    });
    expect(
      (await call('cs', 'POST', service, { ...body, technicalReviewRequired: 'sometimes' })).statusCode,
    ).toBe(400);
    const invalid = await call('cs', 'POST', `${service}?lang=fr`, { ...body, aqlLevel: 5 });
    expect(invalid.statusCode).toBe(400);
    const missing = await call('cs', 'POST', `${service}?lang=fr`, { ...body, serviceType: null });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(json(missing))).toContain('Type de prestation');
  });

  it('keeps a service with checkpoints (InUse) and deletes one without', async () => {
    const withChecks = (
      await search<{ id: number; checkpointCount: number }>('cs', service, { customerIds: [OWN] })
    ).data.find((row) => row.checkpointCount > 0)!;
    expect(json(await call('admin', 'DELETE', `${service}/${withChecks.id}`))).toEqual({
      result: ResourceResult.InUse,
    });
    const spare = (await save('cs', 'POST', service, newService(OWN, ServiceType.DocumentReview))).body.data!;
    // CS may not delete; CS management and IT may.
    expect((await call('cs', 'DELETE', `${service}/${spare.id}`)).statusCode).toBe(403);
    expect(json(await call('admin', 'DELETE', `${service}/${spare.id}`))).toEqual({
      result: ResourceResult.Success,
    });
    expect(json(await call('admin', 'DELETE', `${service}/${spare.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
  });

  it('refuses customer, supplier and factory users what their roles do not hold', async () => {
    expect(
      (await call('customer', 'POST', service, newService(OWN, ServiceType.SocialAudit))).statusCode,
    ).toBe(403);
    expect((await call('supplier', 'POST', `${service}/search`, { skip: 0, take: 10 })).statusCode).toBe(403);
    expect((await call('factory', 'POST', `${checkpoint}/search`, { skip: 0, take: 10 })).statusCode).toBe(
      403,
    );
    expect((await call('customer', 'POST', `${service}/export`, { skip: 0, take: 10 })).statusCode).toBe(403);
  });

  it('exports the matching rows as xlsx', async () => {
    const response = await call('cs', 'POST', `${service}/export?lang=fr`, { customerIds: [OWN] });
    expect(response.statusCode).toBe(200);
    const rows = readXlsxRows(new Uint8Array(response.rawPayload));
    expect(rows[0]).toEqual(expect.arrayContaining(['Client', 'Type de prestation']));
    expect(rows.length - 1).toBe((await search('cs', service, { customerIds: [OWN] })).total);
  });
});

describe('checkpoints', () => {
  it('hang under a service of the same customer, with unique names per service', async () => {
    const own = (await search<{ id: number }>('cs', service, { customerIds: [OWN] })).data[0]!;
    const foreign = (await search<{ id: number }>('cs', service, { customerIds: [OTHER_IN_ENTITY] }))
      .data[0]!;
    const body = {
      customerId: OWN,
      customerServiceId: own.id,
      name: 'Zipper fatigue test',
      checkpointType: CheckpointType.FunctionTest,
      mandatory: true,
      instructions: '500 cycles on 3 units',
      active: true,
    };
    const created = await save('cs', 'POST', checkpoint, body);
    expect(created.body).toMatchObject({
      result: ResourceResult.Success,
      data: { name: 'Zipper fatigue test' },
    });
    expect((await save('cs', 'POST', checkpoint, { ...body, name: 'ZIPPER fatigue TEST' })).body).toEqual({
      result: ResourceResult.DuplicateName,
    });
    expect((await save('cs', 'POST', checkpoint, { ...body, customerServiceId: foreign.id })).body).toEqual({
      result: ResourceResult.ParentNotFound,
    });
    const listed = await search<{ id: number; serviceName: string }>('cs', checkpoint, {
      customerServiceIds: [own.id],
      searchText: 'zipper',
    });
    expect(listed.data.map((row) => row.id)).toEqual([created.body.data!.id]);
    // The customer reads its own checks but cannot change them.
    expect((await search('customer', checkpoint)).total).toBeGreaterThan(0);
    expect((await search('customer', checkpoint, { customerIds: [OTHER_IN_ENTITY] })).total).toBe(0);
    expect((await save('customer', 'PUT', checkpoint, created.body.data!)).status).toBe(403);
  });
});

describe('complaints', () => {
  const body = (customerId: number) => ({
    customerId,
    complaintDate: '2026-11-20',
    reference: 'INS-2026-11999',
    category: ComplaintCategory.ProductQuality,
    description: 'Colour of the cushions differs from the approved sample.',
    severity: DefectClass.Major,
    status: ComplaintStatus.Open,
    rootCause: null,
    correctiveAction: null,
    ownerId: null,
  });

  it('lets a customer log its own complaint, always Open, and see only its own', async () => {
    const cs = await idOf('cs');
    const logged = await save('customer', 'POST', complaint, {
      ...body(OWN),
      status: ComplaintStatus.InInvestigation,
      ownerId: cs,
    });
    expect(logged.body.data).toMatchObject({ status: ComplaintStatus.Open, ownerId: null, closedAt: null });
    expect((await save('customer', 'POST', complaint, body(OTHER_IN_ENTITY))).body).toEqual({
      result: ResourceResult.NotFound,
    });
    const mine = await search<{ customerId: number }>('customer', complaint);
    expect(new Set(mine.data.map((row) => row.customerId))).toEqual(new Set([OWN]));
    const foreign = (await search<{ id: number }>('cs', complaint, { customerIds: [OTHER_IN_ENTITY] }))
      .data[0]!;
    expect(json(await call('customer', 'GET', `${complaint}/${foreign.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
    expect((await call('customer', 'DELETE', `${complaint}/${logged.body.data!.id}`)).statusCode).toBe(403);
  });

  it('closes only with a root cause and a corrective action, then the customer cannot change it', async () => {
    const cs = await idOf('cs');
    const logged = (await save('customer', 'POST', complaint, body(OWN))).body.data!;
    // The customer's own correction while Open: its fields only.
    const corrected = await save('customer', 'PUT', complaint, {
      ...logged,
      description: 'Colour and size of the cushions differ.',
      status: ComplaintStatus.Closed,
      rootCause: 'x',
      correctiveAction: 'y',
    });
    expect(corrected.body.data).toMatchObject({
      description: 'Colour and size of the cushions differ.',
      status: ComplaintStatus.Open,
      rootCause: null,
      version: 2,
    });
    const investigating = await save('cs', 'PUT', complaint, {
      ...corrected.body.data,
      status: ComplaintStatus.InInvestigation,
      ownerId: cs,
    });
    expect(investigating.body.data).toMatchObject({ status: ComplaintStatus.InInvestigation, ownerId: cs });

    const closing = { ...investigating.body.data, status: ComplaintStatus.Closed };
    const refused = await call('cs', 'PUT', `${complaint}?lang=fr`, closing);
    expect(refused.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(refused).errors).toEqual([
      { field: 'rootCause', message: 'La cause première est obligatoire pour clôturer la réclamation' },
      {
        field: 'correctiveAction',
        message: "L'action corrective est obligatoire pour clôturer la réclamation",
      },
    ]);
    const closed = await save('cs', 'PUT', complaint, {
      ...closing,
      rootCause: 'Dye lot changed without approval',
      correctiveAction: 'Shade band check added to the final inspection',
    });
    expect(closed.body.data).toMatchObject({ status: ComplaintStatus.Closed, closedAt: expect.any(String) });
    expect(
      (await save('customer', 'PUT', complaint, { ...closed.body.data, description: 'Reopen' })).status,
    ).toBe(403);
    const reopened = await save('cs', 'PUT', complaint, {
      ...closed.body.data,
      status: ComplaintStatus.Open,
    });
    expect(reopened.body.data).toMatchObject({ status: ComplaintStatus.Open, closedAt: null });
  });

  it('refuses an owner who is not an internal user of the entity and filters by status', async () => {
    const customerUser = await idOf('customer');
    expect((await save('cs', 'POST', complaint, { ...body(OWN), ownerId: customerUser })).body).toEqual({
      result: ResourceResult.ParentNotFound,
    });
    const closed = await search<{ status: number }>('cs', complaint, { statuses: [ComplaintStatus.Closed] });
    expect(closed.total).toBeGreaterThan(0);
    expect(closed.data.every((row) => row.status === ComplaintStatus.Closed)).toBe(true);
    expect((await call('supplier', 'POST', `${complaint}/search`, { skip: 0, take: 10 })).statusCode).toBe(
      403,
    );
  });
});

describe('customer decisions', () => {
  it('keep one label per result type and customer', async () => {
    const body = {
      customerId: OWN,
      resultType: InspectionResultType.Fail,
      name: 'Rework and re-inspect',
      releasesShipment: false,
      sort: 9,
      active: true,
    };
    expect((await save('cs', 'POST', decision, body)).body.result).toBe(ResourceResult.Success);
    expect((await save('cs', 'POST', decision, { ...body, name: 'rework AND re-inspect' })).body).toEqual({
      result: ResourceResult.DuplicateName,
    });
    expect(
      (await save('cs', 'POST', decision, { ...body, resultType: InspectionResultType.Pending })).body.result,
    ).toBe(ResourceResult.Success);
    const releasing = await search<{ releasesShipment: boolean }>('customer', decision, {
      resultTypes: [InspectionResultType.Pass],
    });
    expect(releasing.total).toBeGreaterThan(0);
    expect((await save('customer', 'POST', decision, { ...body, name: 'Mine' })).status).toBe(403);
  });
});

describe('customer user configuration', () => {
  it('assigns internal users per service, once per customer and service', async () => {
    const rows = await search<{ id: number; customerId: number; csName: string | null }>('cs', userConfig, {
      customerIds: [OWN],
    });
    expect(rows.total).toBeGreaterThan(0);
    expect(rows.data[0]!.csName).toBe('Mei Lin Chen');
    const kam = await idOf('manager');
    const body = {
      customerId: OTHER_IN_ENTITY,
      serviceId: Service.Tcf,
      csUserId: await idOf('cs'),
      backupCsUserId: null,
      kamUserId: kam,
      salesUserId: null,
      reportVisible: true,
      canBook: false,
      notifyOnResult: true,
    };
    const created = await save('admin', 'POST', userConfig, body);
    expect(created.body.data).toMatchObject({ kamUserId: kam, serviceId: Service.Tcf });
    expect((await save('admin', 'POST', userConfig, body)).body).toEqual({
      result: ResourceResult.DuplicateData,
    });
    expect(
      (
        await save('admin', 'POST', userConfig, {
          ...body,
          serviceId: Service.LabTesting,
          kamUserId: await idOf('customer'),
        })
      ).body,
    ).toEqual({ result: ResourceResult.ParentNotFound });
    // CS reads the assignment but does not change it.
    expect((await save('cs', 'PUT', userConfig, created.body.data!)).status).toBe(403);
    const mine = await search<{ customerId: number }>('customer', userConfig);
    expect(new Set(mine.data.map((row) => row.customerId))).toEqual(new Set([OWN]));
  });
});
