import { useMemo } from 'react';
import {
  AccountSaveResult,
  ResourceResult,
  USER_ACCOUNT_API as API,
  type AccountSaveResponse,
  type DataSourceRequest,
  type DataSourceResponse,
  type DeleteResponse,
  type EmailOutboxMessage,
  type EmailOutboxRow,
  type GetResponse,
  type SaveResponse,
  type SearchRequest,
  type SearchResponse,
  type UserAccountDetail,
  type UserAccountLookups,
  type UserAccountRow,
  type UserAccountSave,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

type KyInstance = ReturnType<typeof apiClient>;

/**
 * The account save codes (spec section 8) as the kit's EditPage reads them: success and the 409 conflict
 * pass through, a 400 (RequestNotCorrectFormat with field messages) becomes Invalid so the fields show
 * their messages, and the other codes stay as they are; the screen gives them account texts.
 */
async function saveAnswer(response: Response): Promise<SaveResponse<UserAccountDetail>> {
  if (response.ok || response.status === 409) {
    const body = (await response.json()) as AccountSaveResponse & SaveResponse<UserAccountDetail>;
    return body as SaveResponse<UserAccountDetail>;
  }
  if (response.status === 400) {
    const body = (await response.json()) as AccountSaveResponse;
    const errors = (body.errors ?? []).map((error) => ({
      field: error.field,
      message: error.text ?? error.message,
    }));
    return { result: ResourceResult.Invalid, message: body.message, errors };
  }
  throw new Error(`save failed with HTTP ${response.status}`);
}

/** The "is active" filter travels in the URL as yes / no. */
function searchBody(request: SearchRequest): SearchRequest {
  const { isActive, ...rest } = request;
  return { ...rest, isActive: isActive === 'yes' ? true : isActive === 'no' ? false : null };
}

/** The user account calls (spec section 7) shaped for the kit's SummaryPage and EditPage. */
export function accountEndpoints(client: KyInstance) {
  const save = (method: 'post' | 'put', body: unknown) =>
    client[method](API.save, { json: body, throwHttpErrors: false }).then(saveAnswer);
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

export function useAccountApi(): AccountApi {
  return useMemo(() => accountEndpoints(apiClient()), []);
}
