import {
  CheckSamplingKind,
  ReportSectionKind,
  SPECIAL_SAMPLE_PERCENTAGES,
  SPECIAL_SAMPLE_PIECES,
  type Lang,
  type ReportTemplateCreate,
} from '@portal/domain';
import type { FieldError } from '../../lib/http-error';
import type { RuleLabels } from '../../lib/rule-validation';
import { SECTION_KINDS } from './report-template-schemas';

/**
 * The template's checks beyond the JSON schema and the rule file, in the request's language: known section
 * kinds, each once (not the customer checkpoints, which come from the customer's configuration), check keys of letters, digits and
 * '-' unique in the template (and not `cp-…`, the customer checkpoints' keys), and the sample of each
 * check: the AQL sample (no value), 1, 2, 3 or 5 pieces, or 10, 20, 30, 50 or 100 % of the lot.
 */

const KEY = /^[a-z0-9-]+$/;

const TEXTS = {
  sectionTwice: {
    en: 'A template has each section once.',
    fr: 'Un modèle contient chaque section une seule fois.',
  },
  sectionKind: {
    en: 'This section is not one a template can have.',
    fr: 'Cette section ne peut pas figurer dans un modèle.',
  },
  checkpointSection: {
    en: 'The customer checkpoints come from the customer configuration: they are added to every report by themselves.',
    fr: 'Les points de contrôle du client viennent de la configuration client : ils sont ajoutés à chaque rapport automatiquement.',
  },
  keyFormat: {
    en: 'The key is made of lower-case letters, digits and “-” only.',
    fr: 'La clé ne contient que des lettres minuscules, des chiffres et des « - ».',
  },
  keyReserved: {
    en: 'Keys starting with “cp-” belong to the customer checkpoints.',
    fr: 'Les clés commençant par « cp- » sont réservées aux points de contrôle du client.',
  },
  keyTaken: {
    en: 'Another check of this template already has the key “{key}”.',
    fr: 'Un autre contrôle de ce modèle a déjà la clé « {key} ».',
  },
  aqlValue: {
    en: 'A check on the AQL sample takes no number of pieces or percentage.',
    fr: "Un contrôle sur l'échantillon AQL ne prend ni nombre de pièces ni pourcentage.",
  },
  pieces: {
    en: 'The number of pieces is one of {list}.',
    fr: 'Le nombre de pièces est l’un de {list}.',
  },
  percent: {
    en: 'The percentage is one of {list}.',
    fr: 'Le pourcentage est l’un de {list}.',
  },
  name: { en: 'Give the template a name.', fr: 'Donnez un nom au modèle.' },
} as const;

const say = (key: keyof typeof TEXTS, lang: Lang, values: Record<string, string> = {}) =>
  TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The checks of a create or an update body (an update is the stored detail's shape). */
export function templateErrors(
  body: Pick<ReportTemplateCreate, 'name' | 'sections'>,
  lang: Lang,
): FieldError[] {
  const errors: FieldError[] = [];
  if (!body.name?.trim()) errors.push({ field: 'name', message: say('name', lang) });
  const seen = new Set<string>();
  const kinds = new Set<number>();
  (body.sections ?? []).forEach((section, s) => {
    const at = `sections[${s}]`;
    if (kinds.has(section.kind)) errors.push({ field: `${at}.kind`, message: say('sectionTwice', lang) });
    kinds.add(section.kind);
    if (section.kind === ReportSectionKind.CustomerCheckpoints)
      errors.push({ field: `${at}.kind`, message: say('checkpointSection', lang) });
    else if (!SECTION_KINDS.includes(section.kind))
      errors.push({ field: `${at}.kind`, message: say('sectionKind', lang) });
    (section.checks ?? []).forEach((check, c) => {
      const field = `${at}.checks[${c}]`;
      if (!KEY.test(check.key)) errors.push({ field: `${field}.key`, message: say('keyFormat', lang) });
      else if (check.key.startsWith('cp-'))
        errors.push({ field: `${field}.key`, message: say('keyReserved', lang) });
      else if (seen.has(check.key))
        errors.push({ field: `${field}.key`, message: say('keyTaken', lang, { key: check.key }) });
      seen.add(check.key);
      const { kind, value } = check.sampling;
      if (kind === CheckSamplingKind.Aql && value !== null)
        errors.push({ field: `${field}.sampling.value`, message: say('aqlValue', lang) });
      if (
        kind === CheckSamplingKind.Pieces &&
        !(SPECIAL_SAMPLE_PIECES as readonly number[]).includes(value ?? -1)
      )
        errors.push({
          field: `${field}.sampling.value`,
          message: say('pieces', lang, { list: SPECIAL_SAMPLE_PIECES.join(', ') }),
        });
      if (
        kind === CheckSamplingKind.Percent &&
        !(SPECIAL_SAMPLE_PERCENTAGES as readonly number[]).includes(value ?? -1)
      )
        errors.push({
          field: `${field}.sampling.value`,
          message: say('percent', lang, { list: SPECIAL_SAMPLE_PERCENTAGES.join(', ') }),
        });
    });
  });
  return errors;
}

/** Server-side texts of the rule file's labels (packages/domain/validator/report-template.json). */
export const REPORT_TEMPLATE_LABELS = {
  'reportTemplate.field.customer': { en: 'Customer', fr: 'Client' },
  'reportTemplate.field.serviceType': { en: 'Service type', fr: 'Type de service' },
  'reportTemplate.field.name': { en: 'Name', fr: 'Nom' },
  'reportTemplate.field.sections': { en: 'Sections', fr: 'Sections' },
  'reportTemplate.field.sectionKind': { en: 'Section', fr: 'Section' },
} satisfies RuleLabels;

/** The refusal of a second active template for one customer (or the default) and service type. */
export const DUPLICATE_TEMPLATE = {
  en: '“{name}” is already the active template for {whom} and this service type: deactivate it first.',
  fr: '« {name} » est déjà le modèle actif pour {whom} et ce type de service : désactivez-le d’abord.',
} as const;
export const DEFAULT_WHOM = { en: 'every customer', fr: 'tous les clients' } as const;

export const duplicateMessage = (lang: Lang, name: string, whom: string) =>
  DUPLICATE_TEMPLATE[lang].replace('{name}', name).replace('{whom}', whom);
