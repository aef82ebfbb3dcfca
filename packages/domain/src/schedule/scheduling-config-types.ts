import type { ServiceType } from '../customer-config/customer-config-enums';
import type { Money } from './schedule-types';
import type { TripType } from './schedule-enums';

/**
 * The rates and configuration behind allocation (docs/scheduling.md). Each is a kit resource of the
 * request's entity: Row is what the summary lists, Detail what the edit screen loads and saves (with
 * id and version); the bodies of POST and PUT are read from scheduling-config-schemas.ts.
 */

/** Man-days an inspection needs by its service type, total sample size and number of products. */
export interface WorkloadMatrixDetail {
  id: number;
  version: number;
  serviceType: ServiceType;
  /** Inclusive bounds; sampleSizeTo and productCountTo null mean "and above". */
  sampleSizeFrom: number;
  sampleSizeTo: number | null;
  productCountFrom: number;
  productCountTo: number | null;
  manDays: number;
}
export type WorkloadMatrixRow = WorkloadMatrixDetail;

/** Man-days added on top of the workload matrix (report writing, travel day, a customer's extra checks). */
export interface OtherMandayDetail {
  id: number;
  version: number;
  name: string;
  /** Only this customer's bookings; null: every customer. */
  customerId: number | null;
  /** Only this service type; null: every service type. */
  serviceType: ServiceType | null;
  manDays: number;
  isActive: boolean;
}
export interface OtherMandayRow extends OtherMandayDetail {
  customerName: string | null;
}

/** Where inspectors set out from: an office's city, a station or an airport. */
export interface StartingPortDetail {
  id: number;
  version: number;
  name: string;
  /** The office whose QCs depart from here. */
  officeId: number;
  countryId: number;
  cityId: number;
  isActive: boolean;
}
export interface StartingPortRow extends StartingPortDetail {
  officeName: string;
  countryName: string;
  cityName: string;
}

/** A journey from a starting port to a factory's city. */
export interface TravelMatrixDetail {
  id: number;
  version: number;
  startingPortId: number;
  /** The destination city's country, kept for filtering. */
  countryId: number;
  cityId: number;
  tripType: TripType;
  /** One way. */
  travelTimeHours: number;
  /** SingleTrip: the same-day return ticket; DoubleTrip: one single ticket (counted twice); NoTrip: 0. */
  ticketCost: Money;
  currency: string;
}
export interface TravelMatrixRow extends TravelMatrixDetail {
  startingPortName: string;
  countryName: string;
  cityName: string;
}

/** What a trip type costs on top of tickets in a destination country (accommodation, local transport). */
export interface TravelTariffDetail {
  id: number;
  version: number;
  countryId: number;
  tripType: TripType;
  amount: Money;
  currency: string;
}
export interface TravelTariffRow extends TravelTariffDetail {
  countryName: string;
}

/** A QC's meal allowance per man-day worked in a country. */
export interface FoodAllowanceDetail {
  id: number;
  version: number;
  countryId: number;
  amountPerManDay: Money;
  currency: string;
}
export interface FoodAllowanceRow extends FoodAllowanceDetail {
  countryName: string;
}
