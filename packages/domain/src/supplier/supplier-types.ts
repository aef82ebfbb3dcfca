import type { Service } from '../enums';
import type { DataSourceItem } from '../search/search-types';

/**
 * Suppliers and factories share one card and one edit screen; `typeId` tells which table a record
 * lives in (their ids are counted apart, so a row is known by type and id together).
 */
export enum SupplierType {
  Supplier = 1,
  Factory = 2,
}

/** supSearchTypeId of the supplier search (spec 3). */
export enum SupSearchType {
  Supplier = 1,
  Factory = 2,
  Both = 3,
}

export const SUPPLIER_NAME_MAX = 200;
/** Days a factory-mapping link stays usable. */
export const FACTORY_MAPPING_LINK_DAYS = 7;

export interface SupplierRow {
  /** `${typeId}-${id}`: unique across both tables. */
  key: string;
  id: number;
  typeId: SupplierType;
  name: string;
  localName: string | null;
  code: string | null;
  countryId: number | null;
  countryName: string | null;
  cityName: string | null;
  /** A supplier's factories, or a factory's suppliers. */
  linkedNames: string | null;
  linkedCount: number;
  active: boolean;
}

export interface SupplierAddress {
  address: string;
  localAddress: string | null;
  postalCode: string | null;
  countryId: number;
  provinceId: number | null;
  cityId: number | null;
  countyId: number | null;
  townId: number | null;
}

export interface SupplierContact {
  name: string;
  email: string | null;
  phone: string | null;
  job: string | null;
}

export interface SupplierDetail {
  id: number;
  typeId: SupplierType;
  name: string;
  localName: string | null;
  code: string | null;
  legalName: string | null;
  countryId: number;
  active: boolean;
  addresses: SupplierAddress[];
  contacts: SupplierContact[];
  customerIds: number[];
  serviceIds: Service[];
  /** A supplier's factories, or a factory's suppliers (ids of the other table). */
  linkedIds: number[];
  /** Names of linkedIds and customerIds, so the screen shows them before any lookup answers. */
  linked: DataSourceItem[];
  customers: DataSourceItem[];
  version: number;
}

export const SUPPLIER_SORT_FIELDS = ['name', 'code', 'countryName', 'cityName', 'typeId'] as const;

export interface SupplierLiteResponse {
  result: number;
  id?: number;
}

export interface FactoryMappingLinkResponse {
  result: number;
  /** The page's address with the token; shown once, only its hash is kept. */
  url?: string;
  token?: string;
  expiresAt?: string;
}

/** Answers of the public page's calls. */
export enum FactoryMappingResult {
  Success = 1,
  /** Unknown or forged token. */
  TokenNotValid = 2,
  Expired = 3,
  AlreadySubmitted = 4,
  /** A listed factory is not one of the supplier's. */
  FactoryNotFound = 5,
  DuplicateName = 6,
}

export interface FactoryMappingFactory {
  id: number;
  name: string;
  countryId: number | null;
  countryName: string | null;
  address: string | null;
  mapped: boolean;
}

export interface FactoryMappingState {
  result: FactoryMappingResult;
  supplierName?: string;
  expiresAt?: string;
  /** The supplier's factories: mapped (linked) or produced for it but not linked yet. */
  factories?: FactoryMappingFactory[];
  /** Every country (id, name) for the new factories' country field. */
  countries?: DataSourceItem[];
}

export interface FactoryMappingSubmitResponse {
  result: FactoryMappingResult;
  /** Field messages (index of a new factory and field). */
  errors?: { field: string; message: string }[];
}
