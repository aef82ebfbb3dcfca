import type { KyInstance } from 'ky';
import {
  AccountSaveResult,
  ResourceResult,
  USER_ACCOUNT_API as API,
  type DataSourceRequest,
  type DataSourceResponse,
  type DeleteResponse,
  type EmailOutboxMessage,
  type EmailOutboxRow,
  type GetResponse,
  type SearchRequest,
  type SearchResponse,
  type UserAccountDetail,
  type UserAccountLookups,
  type UserAccountRow,
  type UserAccountSave,
} from '@portal/domain';
import { translatedSaveResponse } from './resource';

/** The "is active" filter travels in the URL as yes / no. */
function searchBody(request: SearchRequest): SearchRequest {
  const { isActive, ...rest } = request;
  return { ...rest, isActive: isActive === 'yes' ? true : isActive === 'no' ? false : null };
}

/** The user account calls (spec section 7) shaped for the kit's SummaryPage and EditPage. */
export function accountEndpoints(client: KyInstance) {
  const save = (method: 'post' | 'put', body: unknown) =>
    client[method](API.save, { json: body, throwHttpErrors: false }).then((response) =>
      translatedSaveResponse<UserAccountDetail>(response),
    );
  const account = {
    search: (request: SearchRequest) =>
      client.post(API.base, { json: searchBody(request) }).json<SearchResponse<UserAccountRow>>(),
    export: (request: SearchRequest) =>
      client.post(API.export, { json: searchBody(request), timeout: false }).blob(),
    get: async (id: number): Promise<GetResponse<UserAccountDetail>> => {
      const answer = await client
        .post(API.edit, { json: { id } })
        .json<{ result: number; data?: UserAccountDetail }>();
      // The account's NotFound (5) is the kit's NotFound.
      return answer.result === AccountSaveResult.Success && answer.data
        ? { result: ResourceResult.Success, data: answer.data }
        : { result: ResourceResult.NotFound };
    },
    create: (body: UserAccountSave) => save('post', body),
    update: (body: UserAccountDetail) => save('put', body),
    remove: (id: number) => client.delete(`${API.remove}/${id}`).json<DeleteResponse>(),
  };
  const outbox = {
    search: (request: SearchRequest) =>
      client.post(API.outbox, { json: request }).json<SearchResponse<EmailOutboxRow>>(),
    get: (id: number) =>
      client.get(`${API.outbox}/${id}`).json<{ result: number; data: EmailOutboxMessage }>(),
  };
  const dataSource = (url: string) => (request: DataSourceRequest) =>
    client.post(url, { json: request }).json<DataSourceResponse>();
  return {
    account,
    outbox,
    lookups: () => client.get(API.base).json<UserAccountLookups>(),
    userDataSource: dataSource(API.userDataSource),
    staffDataSource: dataSource(API.hrStaffDataSource),
    sendResetLink: (id: number) =>
      client.post(`${API.sendResetLink}/${id}`).json<{ result: number; message?: string }>(),
  };
}

export type AccountApi = ReturnType<typeof accountEndpoints>;
