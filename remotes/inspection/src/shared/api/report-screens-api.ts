import { useMemo } from 'react';
import { HTTPError, resourceClient } from '@portal/api-client';
import {
  REPORT_API,
  type ReportEmailPreview,
  type ReportEmailSendBody,
  type ReportEmailSendResult,
  type ReportRow,
  type ReportSearchRequest,
  type ReportTemplateCreate,
  type ReportTemplateDetail,
  type ReportTemplateRow,
  type ReportTemplateSearchRequest,
  type SearchResponse,
  type SendingTimeDashboard,
  type SendingTimeRequest,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';
import { partyDataSources } from '../party-data-sources';
import { scheduleApi } from './use-schedule-api';

type Client = ReturnType<typeof apiClient>;

/** A refusal the server explained ({ message }) read from an error answer; null when it said nothing. */
export async function refusalMessage(error: unknown): Promise<string | null> {
  if (error instanceof RefusedRequest) return error.serverMessage;
  if (!(error instanceof HTTPError)) return null;
  try {
    const body = (await error.response.clone().json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/** A send the server refused without a send code (a 403 of the booking's state, a 404...). */
export class RefusedRequest extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `request failed with HTTP ${status}`);
  }
}

/**
 * The calls of the report summary, send-email, sending time and template screens, with the lookups their
 * filters pick from: parties as the booking screens do, QCs and offices as the scheduling screens do.
 */
export function reportScreensApi(client: Client) {
  const schedule = scheduleApi(client);
  return {
    ...partyDataSources(client),
    qcDataSource: schedule.qcDataSource,
    /** The scheduling calls, for the office list the scheduling screens' lookups read. */
    scheduling: schedule,
    reports: {
      search: (request: ReportSearchRequest) =>
        client.post(REPORT_API.search, { json: request }).json<SearchResponse<ReportRow>>(),
      export: (request: ReportSearchRequest) =>
        client.post(REPORT_API.export, { json: request, timeout: false }).blob(),
    },
    /** The days of the request are the reader's own (`timeZone`, the browser's zone). */
    sendingTime: (request: SendingTimeRequest, timeZone: string) =>
      client
        .post(REPORT_API.sendingTime, { json: request, searchParams: { timeZone } })
        .json<SendingTimeDashboard>(),
    sendingTimeExport: (request: SendingTimeRequest, timeZone: string) =>
      client
        .post(REPORT_API.sendingTimeExport, { json: request, searchParams: { timeZone }, timeout: false })
        .blob(),
    template: resourceClient<
      ReportTemplateRow,
      ReportTemplateDetail,
      ReportTemplateCreate,
      ReportTemplateSearchRequest
    >(client, REPORT_API.template),
    emailPreview: (bookingId: number) =>
      client.get(REPORT_API.reportEmail(bookingId)).json<ReportEmailPreview>(),
    /**
     * Sent (200) and a configuration gap (422) both answer a code, read as the result; a refusal of the
     * report's state (409) or anything else throws with the server's sentence.
     */
    sendEmail: async (bookingId: number, body: ReportEmailSendBody): Promise<ReportEmailSendResult> => {
      const response = await client.post(REPORT_API.reportEmail(bookingId), {
        json: body,
        throwHttpErrors: false,
      });
      const answer = (await response.json().catch(() => null)) as Partial<ReportEmailSendResult> | null;
      if (answer && typeof answer.code === 'string') return answer as ReportEmailSendResult;
      throw new RefusedRequest(response.status, answer?.message ?? null);
    },
    /** The PDF report (403 when the customer's record does not allow downloads). */
    pdf: (bookingId: number) => client.get(REPORT_API.pdf(bookingId), { timeout: false }).blob(),
  };
}

export type ReportScreensApi = ReturnType<typeof reportScreensApi>;

/** One client per mounted screen (the shell's signed-in ky instance). */
export function useReportScreensApi(): ReportScreensApi {
  return useMemo(() => reportScreensApi(apiClient()), []);
}
