import { useMemo } from 'react';
import { HTTPError, resourceClient } from '@portal/api-client';
import {
  REPORT_API,
  type InspectionCertificateDetail,
  type InspectionCertificateRow,
  type InspectionCertificateSave,
  type InspectionCertificateSearchRequest,
  type PendingCertificateRow,
  type SaveResponse,
  type SearchRequest,
  type SearchResponse,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';
import { partyDataSources } from '../shared/party-data-sources';

type Client = ReturnType<typeof apiClient>;

/** The certificate screens' calls: the kit resource, the pending bookings, the issue and the PDF. */
export function certificateApi(client: Client) {
  return {
    certificate: resourceClient<
      InspectionCertificateRow,
      InspectionCertificateDetail,
      InspectionCertificateSave,
      InspectionCertificateSearchRequest
    >(client, REPORT_API.certificate),
    pending: {
      search: (request: SearchRequest) =>
        client
          .post(REPORT_API.certificatePending, { json: request })
          .json<SearchResponse<PendingCertificateRow>>(),
    },
    /** Success with the issued certificate, Conflict when issued already, Invalid when no longer eligible. */
    issue: async (id: number): Promise<SaveResponse<InspectionCertificateDetail>> => {
      const response = await client.post(REPORT_API.certificateIssue(id), { throwHttpErrors: false });
      // 200 and 409 carry a result; a 400 names the field refused (the booking no longer takes one).
      if (response.ok || response.status === 409 || response.status === 400)
        return (await response.json()) as SaveResponse<InspectionCertificateDetail>;
      throw new Error(`issue failed with HTTP ${response.status}`);
    },
    pdf: (id: number) => client.get(REPORT_API.certificatePdf(id), { timeout: false }).blob(),
    customerDataSource: partyDataSources(client).customerDataSource,
  };
}

export type CertificateApi = ReturnType<typeof certificateApi>;

export function useCertificateApi(): CertificateApi {
  return useMemo(() => certificateApi(apiClient()), []);
}

/** The sentence of a refused call ({ message }), null when the server said nothing readable. */
export async function refusalOf(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError)) return null;
  try {
    const body = (await error.response.clone().json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}
