import { geographyEndpoints } from '@portal/api-client';
import { useEndpoints } from '../use-endpoints';

/** The typed geography clients over the portal's one API client. */
export const useGeographyApi = () => useEndpoints(geographyEndpoints);

export type GeographyApi = ReturnType<typeof useGeographyApi>;
