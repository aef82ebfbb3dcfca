import type { KyInstance } from 'ky';
import {
  RECORD_REFUSAL_HEADER,
  ResourceResult,
  type CreateBody,
  type DataSourceItem,
  type DataSourceRequest,
  type DataSourceResponse,
  type DeleteResponse,
  type GetResponse,
  type SaveResponse,
  type SearchRequest,
  type SearchResponse,
  type VersionedRecord,
} from '@portal/domain';

/** A 400 with field messages, as the server's error handler writes it. */
interface ValidationBody {
  message?: string;
  errors?: { field: string; message: string }[];
}

/**
 * Save answers: 200 (result code), 409 (conflict: the current record) and 400 (field messages) all come
 * back as a SaveResponse, so an edit screen needs no try/catch for the expected outcomes. 401 and 403
 * still go through the client's hooks; anything else throws.
 */
export async function saveResponse<Detail>(response: Response): Promise<SaveResponse<Detail>> {
  if (response.ok || response.status === 409) return (await response.json()) as SaveResponse<Detail>;
  if (response.status === 403 && response.headers.has(RECORD_REFUSAL_HEADER)) {
    const body = (await response.json()) as { message?: string };
    return { result: ResourceResult.Forbidden, message: body.message };
  }
  if (response.status === 400) {
    const body = (await response.json()) as ValidationBody;
    return { result: ResourceResult.Invalid, message: body.message, errors: body.errors ?? [] };
  }
  throw new Error(`save failed with HTTP ${response.status}`);
}

/** A 400's field messages as the server sent them: rule-file errors carry their text in the user's language. */
export interface TranslatedValidationBody {
  message?: string;
  errors?: { field: string; message: string; text?: string }[];
}

/** Each field's message in the user's language: the server's text where it sent one, else the message. */
export function translatedFieldMessages(body: TranslatedValidationBody) {
  return (body.errors ?? []).map((error) => ({ field: error.field, message: error.text ?? error.message }));
}

/**
 * Save answers of the routes checked by rule files whose screens show the server's texts (HR, accounts):
 * 200 and 409 pass through, 400 becomes Invalid with each field's text in the user's language, and
 * anything else throws. `invalidStatuses` answers more statuses the same way: an expense step's 403 (not
 * the caller's step) carries the reason to show.
 */
export async function translatedSaveResponse<Detail>(
  response: Response,
  invalidStatuses: readonly number[] = [400],
): Promise<SaveResponse<Detail>> {
  if (response.ok || response.status === 409) return (await response.json()) as SaveResponse<Detail>;
  if (invalidStatuses.includes(response.status)) {
    const body = (await response.json().catch(() => ({}))) as TranslatedValidationBody;
    return { result: ResourceResult.Invalid, message: body.message, errors: translatedFieldMessages(body) };
  }
  throw new Error(`save failed with HTTP ${response.status}`);
}

/** What every search body may carry: its page (the server fills in skip and take when left out). */
type SearchPaging = { skip?: number; take?: number };

/**
 * The client of one "summary + edit" resource under `basePath` (no leading slash, e.g.
 * 'api/Location/country'): POST {base}/search, GET {base}/{id}, POST {base}, PUT {base},
 * DELETE {base}/{id}, POST {base}/export (xlsx of every matching row).
 */
export function resourceClient<
  Row,
  Detail extends VersionedRecord,
  Create = CreateBody<Detail>,
  // A search body read from its schema (RequestOf) leaves the defaulted paging optional.
  Filter extends SearchPaging = SearchRequest,
>(client: KyInstance, basePath: string) {
  const base = basePath.replace(/^\/+|\/+$/g, '');
  return {
    basePath: base,
    search: (request: Filter) => client.post(`${base}/search`, { json: request }).json<SearchResponse<Row>>(),
    get: (id: number) => client.get(`${base}/${id}`).json<GetResponse<Detail>>(),
    create: async (body: Create) =>
      saveResponse<Detail>(await client.post(base, { json: body, throwHttpErrors: false })),
    /** `body.version` must be the version the screen loaded; a stale one answers Conflict. */
    update: async (body: Detail) =>
      saveResponse<Detail>(await client.put(base, { json: body, throwHttpErrors: false })),
    remove: (id: number) => client.delete(`${base}/${id}`).json<DeleteResponse>(),
    /** Every row matching the filters (skip/take ignored), as an xlsx file. */
    export: (request: Omit<Filter, 'skip' | 'take'> & Partial<Pick<Filter, 'skip' | 'take'>>) =>
      client.post(`${base}/export`, { json: request, timeout: false }).blob(),
  };
}

export type ResourceClient<
  Row,
  Detail extends VersionedRecord,
  Create = CreateBody<Detail>,
  Filter extends SearchPaging = SearchRequest,
> = ReturnType<typeof resourceClient<Row, Detail, Create, Filter>>;

/** A datasource lookup (select widget with remote search): POST path -> dataSourceList. */
export function dataSourceClient<
  Request extends DataSourceRequest = DataSourceRequest,
  Item extends DataSourceItem = DataSourceItem,
>(client: KyInstance, path: string) {
  const url = path.replace(/^\/+/, '');
  return (request: Request) => client.post(url, { json: request }).json<DataSourceResponse<Item>>();
}
