import { splitRuleLabels } from './split-rule-labels';
import { en as products } from '../product-category/messages';
import { en as customerRecords } from '../customer-records/messages';

import { en as customers } from '../customer/messages';
import { en as suppliers } from '../supplier/messages';
import { en as rights } from '../rights/messages';

import { en as customerConfig } from '../customer-config/messages';

import { en as registration } from '../customer-registration/messages';

const all = {
  ...products,
  ...customerRecords,
  ...registration,
  ...customerConfig,
  ...customers,
  ...suppliers,
  ...rights,
  'masterdata.area': 'Master data',
  'masterdata.customerSummary.title': 'Customer summary',
  'masterdata.supplierSummary.title': 'Supplier summary',
  'masterdata.dataManagement.title': 'Data management',
  'masterdata.country.summary.title': 'Countries',
  'masterdata.country.edit.title': 'Edit country',
  'masterdata.country.new.title': 'New country',
  'masterdata.province.summary.title': 'Provinces',
  'masterdata.province.edit.title': 'Edit province',
  'masterdata.province.new.title': 'New province',
  'masterdata.city.summary.title': 'Cities',
  'masterdata.city.edit.title': 'Edit city',
  'masterdata.city.new.title': 'New city',
  'masterdata.county.summary.title': 'Counties',
  'masterdata.county.edit.title': 'Edit county',
  'masterdata.county.new.title': 'New county',
  'masterdata.town.summary.title': 'Towns',
  'masterdata.town.edit.title': 'Edit town',
  'masterdata.town.new.title': 'New town',
  'masterdata.geography.field.id': 'Id',
  'masterdata.geography.field.numericCode': 'Numeric code (ISO 3166)',
  'masterdata.geography.field.name': 'Name',
  'masterdata.geography.field.code': 'Code',
  'masterdata.geography.field.alpha2': 'Alpha-2 code',
  'masterdata.geography.field.alpha3': 'Alpha-3 code',
  'masterdata.geography.field.region': 'Region',
  'masterdata.geography.field.country': 'Country',
  'masterdata.geography.field.province': 'Province',
  'masterdata.geography.field.city': 'City',
  'masterdata.geography.field.county': 'County',
  'masterdata.geography.field.provinceCount': 'Provinces',
  'masterdata.geography.field.cityCount': 'Cities',
  'masterdata.geography.field.countyCount': 'Counties',
  'masterdata.geography.field.townCount': 'Towns',
  'masterdata.geography.filter.regions': 'Regions',
  'masterdata.geography.filter.countries': 'Countries',
  'masterdata.geography.filter.provinces': 'Provinces',
  'masterdata.geography.filter.cities': 'Cities',
  'masterdata.geography.filter.counties': 'Counties',
  'masterdata.geography.region.2': 'Africa',
  'masterdata.geography.region.9': 'Oceania',
  'masterdata.geography.region.19': 'Americas',
  'masterdata.geography.region.142': 'Asia',
  'masterdata.geography.region.150': 'Europe',
  'masterdata.geography.idFixed': 'The numeric code cannot change once the country exists.',
  'masterdata.geography.inUse.country': 'This country still has provinces: delete or move them first.',
  'masterdata.geography.inUse.province': 'This province still has cities: delete or move them first.',
  'masterdata.geography.inUse.city': 'This city still has counties: delete or move them first.',
  'masterdata.geography.inUse.county': 'This county still has towns: delete or move them first.',
  'masterdata.geography.duplicate.country':
    'A country with this numeric code, name or alpha code already exists.',
  'masterdata.geography.duplicate.name': 'This name is already used under the same parent.',
};

/** Every text of the area by key: the screens' texts (en) and the rule files' labels (enRuleLabels). */
const split = splitRuleLabels(all);
export const en = split.screens;
export const enRuleLabels = split.ruleLabels;

export type MessageKey = keyof typeof all;
