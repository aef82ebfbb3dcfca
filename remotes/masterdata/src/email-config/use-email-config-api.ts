import { useMemo } from 'react';
import { dataSourceClient, resourceClient } from '@portal/api-client';
import {
  CUSTOMER_API,
  REPORT_API,
  type EmailConfigCreate,
  type EmailConfigDetail,
  type EmailConfigRow,
  type EmailConfigSearchRequest,
} from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

type Client = ReturnType<typeof apiClient>;

/** The email configuration resource and the entity's customers its screens pick from. */
export function emailConfigApi(client: Client) {
  return {
    emailConfig: resourceClient<
      EmailConfigRow,
      EmailConfigDetail,
      EmailConfigCreate,
      EmailConfigSearchRequest
    >(client, REPORT_API.emailConfig),
    customerDataSource: dataSourceClient(client, CUSTOMER_API.dataSource),
  };
}

export type EmailConfigApi = ReturnType<typeof emailConfigApi>;

export function useEmailConfigApi(): EmailConfigApi {
  return useMemo(() => emailConfigApi(apiClient()), []);
}
