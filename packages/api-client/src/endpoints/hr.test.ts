import { ResourceResult } from '@portal/domain';
import { createApiClient } from '../client';
import { expenseEndpoints } from './hr-expense';
import { hrLeaveEndpoints } from './hr-leave';
import { hrLeaveTypeEndpoints } from './hr-leave-type';

/** A client whose every call answers `status` with `body`, and the requests it sent. */
function client(status: number, body: unknown) {
  const requests: string[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    requests.push(`${input.method} ${input.url}`);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const ky = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => 't',
    getEntityId: () => 1,
    getLang: () => 'fr',
    onUnauthorized: jest.fn(),
    onForbidden: jest.fn(),
  }).extend({ fetch: fetchMock as unknown as typeof fetch });
  return { ky, requests };
}

const ruleError = {
  message: 'Les données ne sont pas valides',
  errors: [
    { field: 'reason', message: 'validation.required', text: 'Le motif est obligatoire' },
    { field: 'toDate', message: 'La date de fin est avant le début' },
  ],
};

describe('the HR calls', () => {
  it('answer a 400 as Invalid with each field in the user’s language, the server’s text first', async () => {
    const { ky } = client(400, ruleError);
    expect(await hrLeaveEndpoints(ky).leave.update({ id: 4, version: 2 } as never)).toEqual({
      result: ResourceResult.Invalid,
      message: 'Les données ne sont pas valides',
      errors: [
        { field: 'reason', message: 'Le motif est obligatoire' },
        { field: 'toDate', message: 'La date de fin est avant le début' },
      ],
    });
  });

  it('pass a success and a conflict through, and throw on what a screen cannot show', async () => {
    const conflict = { result: ResourceResult.Conflict, message: 'Changed meanwhile', current: { id: 4 } };
    expect(await hrLeaveEndpoints(client(409, conflict).ky).approve(4)).toEqual(conflict);
    const done = { result: ResourceResult.Success, data: { id: 4 } };
    expect(await hrLeaveEndpoints(client(200, done).ky).cancel(4)).toEqual(done);
    await expect(hrLeaveEndpoints(client(403, { message: 'x' }).ky).approve(4)).rejects.toThrow('HTTP 403');
  });

  it('show an expense step’s 403 (not the caller’s step) with its reason, as a leave step does not', async () => {
    const { ky, requests } = client(403, { message: 'Seul le responsable peut approuver' });
    expect(await expenseEndpoints(ky).step(9, 'approve' as never, { version: 3 })).toEqual({
      result: ResourceResult.Invalid,
      message: 'Seul le responsable peut approuver',
      errors: [],
    });
    expect(requests).toEqual(['POST http://api.test/api/ExpenseClaim/9/approve?lang=fr']);
  });

  it('give a refused allocation save its fields in the user’s language', async () => {
    const { ky } = client(400, ruleError);
    expect(await hrLeaveTypeEndpoints(ky).saveAllocations({} as never)).toEqual({
      ok: false,
      errors: [
        { field: 'reason', message: 'Le motif est obligatoire' },
        { field: 'toDate', message: 'La date de fin est avant le début' },
      ],
    });
  });

  it('send the leave steps to their paths', async () => {
    const { ky, requests } = client(200, { result: ResourceResult.Success });
    const leave = hrLeaveEndpoints(ky);
    await leave.approve(4);
    await leave.cancel(4);
    await leave.reject(4, 'No cover');
    expect(requests).toEqual([
      'GET http://api.test/api/HumanResource/leave/status/4/2?lang=fr',
      'GET http://api.test/api/HumanResource/leave/status/4/4?lang=fr',
      'POST http://api.test/api/HumanResource/leave/reject/4?lang=fr',
    ]);
  });
});
