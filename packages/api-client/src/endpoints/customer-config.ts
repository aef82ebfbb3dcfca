import type { KyInstance } from 'ky';
import {
  CUSTOMER_CONFIG_API,
  type CustomerCheckpointCreate,
  type CustomerCheckpointDetail,
  type CustomerCheckpointRow,
  type CustomerComplaintCreate,
  type CustomerComplaintDetail,
  type CustomerComplaintRow,
  type CustomerConfigLookups,
  type CustomerConfigSearchRequest,
  type CustomerDecisionCreate,
  type CustomerDecisionDetail,
  type CustomerDecisionRow,
  type CustomerServiceCreate,
  type CustomerServiceDetail,
  type CustomerServiceRow,
  type CustomerUserConfigCreate,
  type CustomerUserConfigDetail,
  type CustomerUserConfigRow,
} from '@portal/domain';
import { resourceClient } from './resource';

/** A customer's services, checkpoints, complaints, decisions and staff assignment, plus their pickers. */
export function customerConfigEndpoints(client: KyInstance) {
  const api = CUSTOMER_CONFIG_API;
  return {
    service: resourceClient<
      CustomerServiceRow,
      CustomerServiceDetail,
      CustomerServiceCreate,
      CustomerConfigSearchRequest
    >(client, api.service),
    checkpoint: resourceClient<
      CustomerCheckpointRow,
      CustomerCheckpointDetail,
      CustomerCheckpointCreate,
      CustomerConfigSearchRequest
    >(client, api.checkpoint),
    complaint: resourceClient<
      CustomerComplaintRow,
      CustomerComplaintDetail,
      CustomerComplaintCreate,
      CustomerConfigSearchRequest
    >(client, api.complaint),
    decision: resourceClient<
      CustomerDecisionRow,
      CustomerDecisionDetail,
      CustomerDecisionCreate,
      CustomerConfigSearchRequest
    >(client, api.decision),
    userConfig: resourceClient<
      CustomerUserConfigRow,
      CustomerUserConfigDetail,
      CustomerUserConfigCreate,
      CustomerConfigSearchRequest
    >(client, api.userConfig),
    lookups: () => client.get(api.lookups).json<CustomerConfigLookups>(),
  };
}

export type CustomerConfigEndpoints = ReturnType<typeof customerConfigEndpoints>;
