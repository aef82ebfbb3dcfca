import { useMemo } from 'react';
import { bookingEndpoints } from '@portal/api-client';
import { apiClient } from '@portal/shell-contract';
import { partyDataSources } from '../shared/party-data-sources';

type Client = ReturnType<typeof apiClient>;

/**
 * The booking calls (resource, steps, split, combine, picking, history, sampling, lookups, attachments,
 * settings) and the lookups the booking screens pick parties and products from. Offices have no
 * datasource of their own: they come with `lookups(customerId)`.
 */
export function bookingApi(client: Client) {
  return {
    ...bookingEndpoints(client),
    ...partyDataSources(client),
  };
}

export type BookingApi = ReturnType<typeof bookingApi>;

/** One client per mounted screen (the shell's signed-in ky instance). */
export function useBookingApi(): BookingApi {
  return useMemo(() => bookingApi(apiClient()), []);
}
