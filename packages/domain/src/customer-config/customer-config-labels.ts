/**
 * Field labels of the customer configuration records in English and French. The rule files name them
 * `masterdata.customerConfig.field.<key>`; the server's rule messages and the screens use the same texts.
 */
export const CUSTOMER_CONFIG_FIELD_LABELS: Record<string, { en: string; fr: string }> = {
  id: { en: 'Id', fr: 'Id' },
  customer: { en: 'Customer', fr: 'Client' },
  service: { en: 'Service', fr: 'Service' },
  serviceType: { en: 'Service type', fr: 'Type de prestation' },
  aqlLevel: { en: 'AQL level', fr: 'Niveau AQL' },
  criticalAql: { en: 'Critical AQL', fr: 'AQL critique' },
  majorAql: { en: 'Major AQL', fr: 'AQL majeur' },
  minorAql: { en: 'Minor AQL', fr: 'AQL mineur' },
  priceType: { en: 'Price type', fr: 'Type de prix' },
  reportFormat: { en: 'Report format notes', fr: 'Notes sur le format du rapport' },
  technicalReviewRequired: {
    en: 'Technical review required before validation',
    fr: 'Revue technique requise avant validation',
  },
  active: { en: 'Active', fr: 'Actif' },
  checkpointCount: { en: 'Checkpoints', fr: 'Points de contrôle' },
  customerService: { en: 'Customer service', fr: 'Service du client' },
  name: { en: 'Name', fr: 'Nom' },
  checkpointType: { en: 'Check type', fr: 'Type de contrôle' },
  mandatory: { en: 'Mandatory', fr: 'Obligatoire' },
  instructions: { en: 'Instructions', fr: 'Instructions' },
  complaintDate: { en: 'Date', fr: 'Date' },
  reference: { en: 'Booking / inspection ref.', fr: 'Réf. réservation / inspection' },
  category: { en: 'Category', fr: 'Catégorie' },
  description: { en: 'Description', fr: 'Description' },
  severity: { en: 'Severity', fr: 'Gravité' },
  status: { en: 'Status', fr: 'Statut' },
  rootCause: { en: 'Root cause', fr: 'Cause première' },
  correctiveAction: { en: 'Corrective action', fr: 'Action corrective' },
  owner: { en: 'Owner', fr: 'Responsable' },
  closedAt: { en: 'Closed on', fr: 'Clôturée le' },
  resultType: { en: 'Inspection result', fr: "Résultat d'inspection" },
  decision: { en: 'Decision', fr: 'Décision' },
  releasesShipment: { en: 'Releases shipment', fr: "Libère l'expédition" },
  sort: { en: 'Order', fr: 'Ordre' },
  cs: { en: 'Customer service (CS)', fr: 'Service client (CS)' },
  backupCs: { en: 'Backup CS', fr: 'CS suppléant' },
  kam: { en: 'Key account manager', fr: 'Responsable grands comptes' },
  sales: { en: 'Sales in charge', fr: 'Commercial responsable' },
  reportVisible: { en: 'Reports visible to the customer', fr: 'Rapports visibles par le client' },
  canBook: { en: 'Customer users may book', fr: 'Les utilisateurs du client peuvent réserver' },
  notifyOnResult: { en: 'Email each result', fr: 'E-mail à chaque résultat' },
};

export const CUSTOMER_CONFIG_LABEL_PREFIX = 'masterdata.customerConfig.field.';

/** The close rule: a closed complaint needs its root cause and corrective action. */
export const COMPLAINT_CLOSE_MESSAGES = {
  rootCause: {
    en: 'Root cause is required to close the complaint',
    fr: 'La cause première est obligatoire pour clôturer la réclamation',
  },
  correctiveAction: {
    en: 'Corrective action is required to close the complaint',
    fr: "L'action corrective est obligatoire pour clôturer la réclamation",
  },
} as const;

type Texts = { en: string; fr: string };
const t = (en: string, fr: string): Texts => ({ en, fr });

/**
 * Texts of the lists' values (screens: `masterdata.customerConfig.<list>.<value>`; exports: English).
 * Keys are the enum numbers of customer-config-enums.ts and the spec's AqlLevel, PriceType, DefectClass.
 */
export const CUSTOMER_CONFIG_ENUM_LABELS: Record<string, Record<number, Texts>> = {
  serviceType: {
    1: t('Pre-production', 'Pré-production'),
    2: t('During production', 'En cours de production'),
    3: t('Final inspection', 'Inspection finale'),
    4: t('Container loading', 'Chargement de conteneur'),
    5: t('Factory audit', "Audit d'usine"),
    6: t('Social audit', 'Audit social'),
    7: t('Lab test', 'Test en laboratoire'),
    8: t('Document review', 'Revue documentaire'),
  },
  aqlLevel: {
    1: t('AQL I', 'AQL I'),
    2: t('AQL II', 'AQL II'),
    3: t('AQL III', 'AQL III'),
    8: t('Custom', 'Personnalisé'),
  },
  priceType: {
    1: t('Man-day', 'Homme-jour'),
    2: t('Sampling', 'Échantillonnage'),
    3: t('Piece rate', 'À la pièce'),
    4: t('Per intervention', 'Par intervention'),
  },
  checkpointType: {
    1: t('Carton drop test', 'Test de chute du carton'),
    2: t('Barcode scan', 'Lecture du code-barres'),
    3: t('Metal detection', 'Détection de métaux'),
    4: t('Measurement check', 'Contrôle des mesures'),
    5: t('Function test', 'Test de fonctionnement'),
    6: t('Colour shade check', 'Contrôle de la teinte'),
    7: t('Labelling check', "Contrôle de l'étiquetage"),
    99: t('Other', 'Autre'),
  },
  category: {
    1: t('Product quality', 'Qualité du produit'),
    2: t('Report content', 'Contenu du rapport'),
    3: t('Inspector conduct', "Comportement de l'inspecteur"),
    4: t('Scheduling', 'Planification'),
    5: t('Invoicing', 'Facturation'),
    6: t('Other', 'Autre'),
  },
  severity: { 1: t('Critical', 'Critique'), 2: t('Major', 'Majeur'), 3: t('Minor', 'Mineur') },
  status: {
    1: t('Open', 'Ouverte'),
    2: t('In investigation', 'En cours d’analyse'),
    3: t('Closed', 'Clôturée'),
  },
  resultType: { 1: t('Pass', 'Conforme'), 2: t('Fail', 'Non conforme'), 3: t('Pending', 'En attente') },
};

/** The English text of a list value (exports), or the number when unknown. */
export function customerConfigEnumText(list: string, value: number): string {
  return CUSTOMER_CONFIG_ENUM_LABELS[list]?.[value]?.en ?? String(value);
}
