import {
  CUSTOMER_CONFIG_ENUM_LABELS,
  CUSTOMER_CONFIG_FIELD_LABELS,
  CUSTOMER_CONFIG_LABEL_PREFIX,
} from '@portal/domain';

/**
 * The customer configuration screens' texts; keys start with 'masterdata.customerConfig.'. Field labels and
 * list values come from the domain, where the server reads the same texts for its messages and exports.
 */
type Lang = 'en' | 'fr';
const P = 'masterdata.customerConfig';

const screens: Record<string, Record<Lang, [string, string, string]>> = {
  service: {
    en: ['Customer services', 'Edit customer service', 'New customer service'],
    fr: ['Services client', 'Modifier le service client', 'Nouveau service client'],
  },
  checkpoint: {
    en: ['Checkpoints', 'Edit checkpoint', 'New checkpoint'],
    fr: ['Points de contrôle', 'Modifier le point de contrôle', 'Nouveau point de contrôle'],
  },
  complaint: {
    en: ['Customer complaints', 'Complaint', 'New complaint'],
    fr: ['Réclamations client', 'Réclamation', 'Nouvelle réclamation'],
  },
  decision: {
    en: ['Customer decisions', 'Edit customer decision', 'New customer decision'],
    fr: ['Décisions client', 'Modifier la décision client', 'Nouvelle décision client'],
  },
  userConfig: {
    en: ['Customer staff & access', 'Edit staff & access', 'New staff & access'],
    fr: ['Équipe et accès client', "Modifier l'équipe et l'accès", 'Nouvelle équipe et accès'],
  },
};

const texts: Record<string, Record<Lang, string>> = {
  yes: { en: 'Yes', fr: 'Oui' },
  no: { en: 'No', fr: 'Non' },
  customerFixed: {
    en: 'The customer of a saved record does not change.',
    fr: "Le client d'un enregistrement existant ne change pas.",
  },
  internalOnly: {
    en: 'Handled by our customer service team.',
    fr: 'Traité par notre service client.',
  },
  closeHint: {
    en: 'Closing needs the root cause and the corrective action.',
    fr: "La clôture exige la cause première et l'action corrective.",
  },
  'duplicate.service': {
    en: 'This customer already has this service with this service type.',
    fr: 'Ce client a déjà ce service avec ce type de prestation.',
  },
  'duplicate.checkpoint': {
    en: 'This service already has a checkpoint with this name.',
    fr: 'Ce service a déjà un point de contrôle de ce nom.',
  },
  'duplicate.decision': {
    en: 'This customer already has this decision for this inspection result.',
    fr: "Ce client a déjà cette décision pour ce résultat d'inspection.",
  },
  'duplicate.userConfig': {
    en: 'This customer already has a staff assignment for this service.',
    fr: 'Ce client a déjà une équipe affectée pour ce service.',
  },
  parentNotFound: {
    en: 'A chosen service or person is no longer available. Choose again.',
    fr: "Un service ou une personne choisie n'est plus disponible. Choisissez à nouveau.",
  },
  'inUse.service': {
    en: 'This service still has checkpoints. Remove them first.',
    fr: "Ce service a encore des points de contrôle. Supprimez-les d'abord.",
  },
};

function build(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [resource, titles] of Object.entries(screens)) {
    const [summary, edit, create] = titles[lang];
    out[`${P}.${resource}.summary.title`] = summary;
    out[`${P}.${resource}.edit.title`] = edit;
    out[`${P}.${resource}.new.title`] = create;
  }
  for (const [field, label] of Object.entries(CUSTOMER_CONFIG_FIELD_LABELS))
    out[`${CUSTOMER_CONFIG_LABEL_PREFIX}${field}`] = label[lang];
  for (const [list, values] of Object.entries(CUSTOMER_CONFIG_ENUM_LABELS))
    for (const [value, label] of Object.entries(values)) out[`${P}.${list}.${value}`] = label[lang];
  for (const [key, text] of Object.entries(texts)) out[`${P}.${key}`] = text[lang];
  return out;
}

export const en = build('en');
export const fr = build('fr');
