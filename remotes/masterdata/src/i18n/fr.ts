import { splitRuleLabels } from './split-rule-labels';
import { fr as products } from '../product-category/messages';
import { fr as customerConfig } from '../customer-config/messages';
import { fr as registration } from '../customer-registration/messages';
import { fr as customerRecords } from '../customer-records/messages';
import type { MessageKey } from './en';

import { fr as customers } from '../customer/messages';
import { fr as suppliers } from '../supplier/messages';
import { fr as rights } from '../rights/messages';

const all: Record<MessageKey, string> = {
  ...products,
  ...customerRecords,
  ...registration,
  ...customerConfig,
  ...customers,
  ...suppliers,
  ...rights,
  'masterdata.area': 'Données de référence',
  'masterdata.customerSummary.title': 'Synthèse des clients',
  'masterdata.supplierSummary.title': 'Synthèse des fournisseurs',
  'masterdata.dataManagement.title': 'Gestion des données',
  'masterdata.country.summary.title': 'Pays',
  'masterdata.country.edit.title': 'Modifier le pays',
  'masterdata.country.new.title': 'Nouveau pays',
  'masterdata.province.summary.title': 'Provinces',
  'masterdata.province.edit.title': 'Modifier la province',
  'masterdata.province.new.title': 'Nouvelle province',
  'masterdata.city.summary.title': 'Villes',
  'masterdata.city.edit.title': 'Modifier la ville',
  'masterdata.city.new.title': 'Nouvelle ville',
  'masterdata.county.summary.title': 'Comtés',
  'masterdata.county.edit.title': 'Modifier le comté',
  'masterdata.county.new.title': 'Nouveau comté',
  'masterdata.town.summary.title': 'Communes',
  'masterdata.town.edit.title': 'Modifier la commune',
  'masterdata.town.new.title': 'Nouvelle commune',
  'masterdata.geography.field.id': 'Id',
  'masterdata.geography.field.numericCode': 'Code numérique (ISO 3166)',
  'masterdata.geography.field.name': 'Nom',
  'masterdata.geography.field.code': 'Code',
  'masterdata.geography.field.alpha2': 'Code alpha-2',
  'masterdata.geography.field.alpha3': 'Code alpha-3',
  'masterdata.geography.field.region': 'Région du monde',
  'masterdata.geography.field.country': 'Pays',
  'masterdata.geography.field.province': 'Province',
  'masterdata.geography.field.city': 'Ville',
  'masterdata.geography.field.county': 'Comté',
  'masterdata.geography.field.provinceCount': 'Provinces',
  'masterdata.geography.field.cityCount': 'Villes',
  'masterdata.geography.field.countyCount': 'Comtés',
  'masterdata.geography.field.townCount': 'Communes',
  'masterdata.geography.filter.regions': 'Régions du monde',
  'masterdata.geography.filter.countries': 'Pays',
  'masterdata.geography.filter.provinces': 'Provinces',
  'masterdata.geography.filter.cities': 'Villes',
  'masterdata.geography.filter.counties': 'Comtés',
  'masterdata.geography.region.2': 'Afrique',
  'masterdata.geography.region.9': 'Océanie',
  'masterdata.geography.region.19': 'Amériques',
  'masterdata.geography.region.142': 'Asie',
  'masterdata.geography.region.150': 'Europe',
  'masterdata.geography.idFixed': 'Le code numérique ne change plus une fois le pays créé.',
  'masterdata.geography.inUse.country':
    "Ce pays a encore des provinces : supprimez-les ou déplacez-les d'abord.",
  'masterdata.geography.inUse.province':
    "Cette province a encore des villes : supprimez-les ou déplacez-les d'abord.",
  'masterdata.geography.inUse.city':
    "Cette ville a encore des comtés : supprimez-les ou déplacez-les d'abord.",
  'masterdata.geography.inUse.county':
    "Ce comté a encore des communes : supprimez-les ou déplacez-les d'abord.",
  'masterdata.geography.duplicate.country':
    'Un pays avec ce code numérique, ce nom ou ce code alpha existe déjà.',
  'masterdata.geography.duplicate.name': 'Ce nom est déjà utilisé sous le même parent.',
};

const split = splitRuleLabels(all);
export const fr = split.screens;
export const frRuleLabels = split.ruleLabels;
