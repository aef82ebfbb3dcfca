import type { KyInstance } from 'ky';
import {
  CUSTOMER_RECORDS_API,
  type BuyerCreate,
  type BuyerDetail,
  type BuyerRow,
  type CollectionCreate,
  type CollectionDetail,
  type CollectionRow,
  type ContactGroupCreate,
  type ContactGroupDetail,
  type ContactGroupRow,
  type CustomerContactCreate,
  type CustomerContactDetail,
  type CustomerContactRow,
  type CustomerRecordDataSourceRequest,
  type CustomerRecordListResponse,
  type CustomerRecordSearchRequest,
  type DepartmentCreate,
  type DepartmentDetail,
  type DepartmentRow,
} from '@portal/domain';
import { dataSourceClient, resourceClient } from './resource';

export interface CodedItem {
  id: number;
  code: string;
  name: string;
}

/** A customer's contacts, contact groups, departments, buyers and collections, and their lookups. */
export function customerRecordEndpoints(client: KyInstance) {
  const byCustomer =
    <Item>(path: string) =>
    (customerId: number) =>
      client.get(`${path}/${customerId}`).json<CustomerRecordListResponse<Item>>();
  return {
    contact: resourceClient<
      CustomerContactRow,
      CustomerContactDetail,
      CustomerContactCreate,
      CustomerRecordSearchRequest
    >(client, CUSTOMER_RECORDS_API.contact),
    contactGroup: resourceClient<
      ContactGroupRow,
      ContactGroupDetail,
      ContactGroupCreate,
      CustomerRecordSearchRequest
    >(client, CUSTOMER_RECORDS_API.contactGroup),
    department: resourceClient<
      DepartmentRow,
      DepartmentDetail,
      DepartmentCreate,
      CustomerRecordSearchRequest
    >(client, CUSTOMER_RECORDS_API.department),
    buyer: resourceClient<BuyerRow, BuyerDetail, BuyerCreate, CustomerRecordSearchRequest>(
      client,
      CUSTOMER_RECORDS_API.buyer,
    ),
    collection: resourceClient<
      CollectionRow,
      CollectionDetail,
      CollectionCreate,
      CustomerRecordSearchRequest
    >(client, CUSTOMER_RECORDS_API.collection),
    contactDataSource: dataSourceClient<CustomerRecordDataSourceRequest>(
      client,
      CUSTOMER_RECORDS_API.contactDataSource,
    ),
    buyerDataSource: dataSourceClient<CustomerRecordDataSourceRequest>(
      client,
      CUSTOMER_RECORDS_API.buyerDataSource,
    ),
    departmentDataSource: dataSourceClient<CustomerRecordDataSourceRequest>(
      client,
      CUSTOMER_RECORDS_API.departmentDataSource,
    ),
    contactGroupDataSource: dataSourceClient<CustomerRecordDataSourceRequest>(
      client,
      CUSTOMER_RECORDS_API.contactGroupDataSource,
    ),
    brandDataSource: dataSourceClient<CustomerRecordDataSourceRequest>(
      client,
      CUSTOMER_RECORDS_API.brandDataSource,
    ),
    customerDataSource: dataSourceClient<CustomerRecordDataSourceRequest>(
      client,
      CUSTOMER_RECORDS_API.customerDataSource,
    ),
    departmentsOf: byCustomer<CodedItem>(CUSTOMER_RECORDS_API.departmentsByCustomer),
    buyersOf: byCustomer<CodedItem>(CUSTOMER_RECORDS_API.buyersByCustomer),
  };
}

export type CustomerRecordEndpoints = ReturnType<typeof customerRecordEndpoints>;
