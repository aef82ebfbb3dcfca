import type { FastifyInstance } from 'fastify';
import { GEOGRAPHY_API, type CountryFilter, type LocationFilter } from '@portal/domain';
import type { Db } from '../../db/client';
import { dataSourceResponse, toDataSourceQuery } from '../../lib/search/search-runner';
import { dataSourceBodySchema, dataSourceResponseSchema } from '../../lib/search/search-schemas';
import { errorResponses } from '../user/user.schemas';
import { levelDataSourceRoute, levelItems, levelItemsById } from '../kit/hierarchy-datasource';
import type { HierarchyLevel } from '../kit/hierarchy-levels';
import { resourceRoutes } from '../kit/resource-routes';
import { cityLevel, countryLevel, countyLevel, provinceLevel, townLevel } from './geography-levels';
import { COUNTRY_FILTERS, LOCATION_FILTERS } from './geography-schemas';
import {
  cityResource,
  countryResource,
  countyResource,
  provinceResource,
  townResource,
} from './geography-resources';
import { ALL_USER_TYPES, entityRoute } from '../../plugins/route-access';

const TAGS = ['Geography lookups'];

/**
 * Country, province, city, county and town screens (search, get, create, update, delete, export), plus
 * the lookups of the select widgets. Lookups only need a signed-in user in an entity: they feed many
 * screens (a supplier's address, a booking's place) and the data is public reference data.
 */
export async function geographyRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  await app.register(resourceRoutes(countryResource), options);
  await app.register(resourceRoutes(provinceResource), options);
  await app.register(resourceRoutes(cityResource), options);
  await app.register(resourceRoutes(countyResource), options);
  await app.register(resourceRoutes(townResource), options);

  // The country select lists every country unless it scrolls virtually, and keeps its chosen ones.
  app.post<{ Body: CountryFilter & Record<string, unknown> }>(
    `/${GEOGRAPHY_API.countryDataSource}`,
    {
      config: entityRoute(null, ALL_USER_TYPES, 'none'),
      schema: {
        tags: TAGS,
        summary:
          'Countries by name. isVirtual: pages of take (10) from skip; otherwise every match unless take is ' +
          'given. idList and selectedCountryIds are always included.',
        body: dataSourceBodySchema(COUNTRY_FILTERS),
        response: { 200: dataSourceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const query = toDataSourceQuery<CountryFilter>(body as never, { takeAll: !body.isVirtual });
      const included = [...new Set([...query.idList, ...(body.selectedCountryIds ?? [])])];
      return dataSourceResponse(
        await levelItems(db, countryLevel, query),
        await levelItemsById(db, countryLevel, included),
      );
    },
  );

  const levelDataSource = (path: string, level: HierarchyLevel, summary: string) =>
    levelDataSourceRoute<LocationFilter>(app, db, {
      path,
      level,
      userTypes: ALL_USER_TYPES,
      tags: TAGS,
      summary: `${summary} by name, take 10 from skip by default; idList always included`,
      filters: LOCATION_FILTERS,
    });
  levelDataSource(GEOGRAPHY_API.provinceDataSource, provinceLevel, 'Provinces (countryIds, provinceIds)');
  levelDataSource(GEOGRAPHY_API.cityDataSource, cityLevel, 'Cities (countryIds, provinceIds, cityIds)');
  levelDataSource(GEOGRAPHY_API.countyByCityDataSource, countyLevel, 'Counties of cities (cityIds)');
  levelDataSource(GEOGRAPHY_API.townDataSource, townLevel, 'Towns (countryIds ... countyIds, townIds)');
}
