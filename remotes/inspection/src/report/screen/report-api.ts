import { useMemo } from 'react';
import {
  CUSTOMER_CONFIG_API,
  REPORT_API,
  ResourceResult,
  type CustomerDecisionBody,
  type CustomerDecisionRow,
  type DefectListItem,
  type ReportDetail,
  type ReportDraftSave,
  type ReportPhoto,
  type SearchResponse,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';
import type { PendingPhoto } from '../offline/pending-change';
import { photoBlob } from '../offline/pending-change';
import { RefusedChange, type OutboxTransport } from '../offline/report-outbox';

type Client = ReturnType<typeof apiClient>;

/** The report's answers carry the report (or the photo) in `data`, as the other workflow answers do. */
const unwrap = <T>(answer: unknown): T =>
  (answer && typeof answer === 'object' && 'data' in answer ? (answer as { data: T }).data : answer) as T;

/**
 * A 4xx the server would answer again: not a timeout or a rate limit, and not 401 (the session ended: the
 * change waits for the next sign-in on this device rather than being dropped).
 */
const refused = (status: number) => status >= 400 && status < 500 && ![401, 408, 429].includes(status);

async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { message?: unknown; errors?: { message?: unknown }[] };
    const fields = (body.errors ?? []).map((item) => item.message).filter((text) => typeof text === 'string');
    if (fields.length) return fields.join(' ');
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/** Throws RefusedChange for a refusal (with the server's words), a plain error for anything to retry. */
async function answered<T>(response: Response): Promise<T> {
  if (response.ok) return unwrap<T>(await response.json());
  if (refused(response.status)) throw new RefusedChange(await serverMessage(response));
  throw new Error(`HTTP ${response.status}`);
}

export type ReportStep = 'submit' | 'start-review' | 'send-back' | 'validate';

/**
 * The report screen's calls (REPORT_API). A refusal of a step or a decision throws RefusedChange with the
 * server's sentence (the mandatory checks missing, a comment required...).
 */
export function reportApi(client: Client) {
  return {
    /** null when the booking is not there for the caller (404). */
    get: async (bookingId: number): Promise<ReportDetail | null> => {
      const response = await client.get(REPORT_API.report(bookingId), { throwHttpErrors: false });
      if (response.status === 404) return null;
      return answered<ReportDetail>(response);
    },
    save: async (bookingId: number, body: ReportDraftSave) =>
      answered<ReportDetail | null>(
        await client.put(REPORT_API.report(bookingId), { json: body, throwHttpErrors: false }),
      ),
    uploadPhoto: async (bookingId: number, photo: PendingPhoto) => {
      const form = new FormData();
      // The fields first, then the file: the server reads them before the stream of the file.
      form.append('id', photo.fields.id);
      if (photo.fields.defectId) form.append('defectId', photo.fields.defectId);
      if (photo.fields.checkKey) form.append('checkKey', photo.fields.checkKey);
      if (photo.fields.caption) form.append('caption', photo.fields.caption);
      form.append('file', photoBlob(photo), photo.fileName);
      return answered<ReportPhoto | null>(
        await client.post(REPORT_API.photos(bookingId), {
          body: form,
          throwHttpErrors: false,
          timeout: 120_000,
        }),
      );
    },
    photo: (bookingId: number, photoId: string) => client.get(REPORT_API.photo(bookingId, photoId)).blob(),
    step: async (bookingId: number, step: ReportStep, comment: string | null) =>
      answered<ReportDetail>(
        await client.post(REPORT_API.action(bookingId, step), { json: { comment }, throwHttpErrors: false }),
      ),
    defectList: async (search: string): Promise<DefectListItem[]> =>
      unwrap<DefectListItem[]>(
        await client.get(REPORT_API.defectList, { searchParams: { search } }).json<unknown>(),
      ) ?? [],
    decide: async (bookingId: number, body: CustomerDecisionBody) =>
      answered<ReportDetail>(
        await client.post(REPORT_API.decision(bookingId), { json: body, throwHttpErrors: false }),
      ),
    /** The customer's active decision labels for a result (customer configuration, readable by its users). */
    decisions: async (customerId: number, resultType: number): Promise<CustomerDecisionRow[]> => {
      const answer = await client
        .post(`${CUSTOMER_CONFIG_API.decision}/search`, {
          json: { skip: 0, take: 100, customerIds: [customerId], resultTypes: [resultType] },
        })
        .json<SearchResponse<CustomerDecisionRow>>();
      if (answer.result !== ResourceResult.Success) return [];
      return answer.data
        .filter((row) => row.active && row.resultType === resultType)
        .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
    },
    pdf: (bookingId: number) => client.get(REPORT_API.pdf(bookingId), { timeout: false }).blob(),
  };
}

export type ReportApi = ReturnType<typeof reportApi>;

/** The outbox's way to the server for one booking. */
export const reportTransport = (api: ReportApi, bookingId: number): OutboxTransport => ({
  save: (body) => api.save(bookingId, body),
  uploadPhoto: (photo) => api.uploadPhoto(bookingId, photo),
});

/** One client per mounted screen (the shell's signed-in ky instance). */
export function useReportApi(): ReportApi {
  return useMemo(() => reportApi(apiClient()), []);
}
