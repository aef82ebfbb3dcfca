import { BOOKING_MESSAGES as M } from '@portal/domain';
import { BOOKING_SCREEN_MESSAGES } from '../i18n';

/**
 * The texts of the booking edit, split and picking screens (keys 'inspection.bookingEdit.',
 * '.bookingSplit.', '.bookingPicking.'), and the booking rule file's labels ('booking.field.'). Refusals the
 * server also words come from BOOKING_MESSAGES, so both sides say the same; the parties, service types and
 * AQL levels keep the names the other booking screens give them ('inspection.booking.').
 */
const E = 'inspection.bookingEdit';

const en = {
  [`${E}.title`]: 'Booking',
  [`${E}.new.title`]: 'New booking',
  [`${E}.parentNotFound`]:
    'The customer, supplier, factory, a PO line or a contact is not available to you any more.',
  [`${E}.readOnly`]: 'You can see this booking but not change it in its current status.',
  [`${E}.lookupsFailed`]:
    'The factories, contacts and offices could not be loaded. Choose the customer again.',
  [`${E}.saveAndRequest`]: 'Save and request',
  [`${E}.requestHint`]: 'Requesting sends the booking to customer service to verify.',
  [`${E}.steps`]: 'Booking steps',
  [`${E}.backToBooking`]: 'Back to the booking',
  [`${E}.chooseSupplierFirst`]: 'Choose the supplier first.',
  [`${E}.containerCountRange`]: 'Enter a number of containers from 1 to {max}.',
  [`${E}.containerCountHint`]: 'At most {max}; each line is then loaded in one of them.',

  [`${E}.field.inspectionDateFrom`]: 'First inspection day',
  [`${E}.field.inspectionDateTo`]: 'Last inspection day',
  [`${E}.field.containerCount`]: 'Number of containers',
  [`${E}.field.container`]: 'Container',
  [`${E}.field.quantity`]: 'Quantity',
  [`${E}.field.poLine`]: 'PO line',
  [`${E}.field.product`]: 'Product',
  [`${E}.field.products`]: 'Products',
  [`${E}.field.aqlLevel`]: 'AQL level',
  [`${E}.field.customerContacts`]: 'Customer contacts',
  [`${E}.field.supplierContacts`]: 'Supplier contacts',
  [`${E}.field.factoryContacts`]: 'Factory contacts',
  [`${E}.field.instructions`]: 'Instructions',

  [`${E}.lines.title`]: 'PO lines',
  [`${E}.lines.none`]: 'No PO lines yet: pick them from the open lines.',
  [`${E}.lines.line`]: 'Line {name}',
  [`${E}.lines.available`]: 'Available: {available}',
  [`${E}.lines.remove`]: 'Remove',
  [`${E}.lines.removeLine`]: 'Remove line {name}',
  [`${E}.lines.alreadyBooked`]: M.duplicatePoLine.en,
  [`${E}.lines.full`]: 'A booking holds at most {max} lines.',
  [`${E}.lines.chooseParties`]: 'Choose the customer, supplier and factory to pick their open PO lines.',
  [`${E}.lines.showOpenLines`]: 'Pick PO lines',
  [`${E}.lines.hideOpenLines`]: 'Hide the open PO lines',

  [`${E}.check.quantityWhole`]: 'Enter a whole number greater than zero.',
  [`${E}.check.overRemaining`]: M.overRemaining.en,
  [`${E}.check.containerNo`]: M.containerNo.en,
  [`${E}.check.customSampleSize`]: 'Type a sample size from 1 to {max}.',

  [`${E}.aql.title`]: 'AQL and sampling',
  [`${E}.aql.intro`]:
    'Each product is sampled from its lot (its booked quantity). The sample size and the accept (Ac) and reject (Re) numbers come from ISO 2859-1 and follow your changes.',
  [`${E}.aql.samplingFailed`]: 'The sampling could not be calculated. Change a value to try again.',
  [`${E}.aql.product`]: 'AQL of {reference}',
  [`${E}.aql.samplingOf`]: 'Sampling of {reference}',
  [`${E}.aql.lotSize`]: 'Lot size: {size}',
  [`${E}.aql.pickedTogether`]: 'Sampled together with picking group {group}',
  [`${E}.aql.level`]: 'Inspection level',
  [`${E}.aql.customSampleSize`]: 'Sample size',
  [`${E}.aql.criticalAql`]: 'Critical AQL',
  [`${E}.aql.majorAql`]: 'Major AQL',
  [`${E}.aql.minorAql`]: 'Minor AQL',
  [`${E}.aql.notInspected`]: 'Not inspected',

  [`${E}.sampling.calculating`]: 'Calculating the sampling…',
  [`${E}.sampling.incomplete`]: 'Enter the quantity and the AQL choice to see the sampling.',
  [`${E}.sampling.letter`]: 'Code letter: {letter}',
  [`${E}.sampling.sampleSize`]: 'Sample size: {size}',
  [`${E}.sampling.fullInspection`]: '100 % inspection',
  [`${E}.sampling.class`]: 'Defect class',
  [`${E}.sampling.class.critical`]: 'Critical',
  [`${E}.sampling.class.major`]: 'Major',
  [`${E}.sampling.class.minor`]: 'Minor',
  [`${E}.sampling.aql`]: 'AQL',
  [`${E}.sampling.ac`]: 'Ac',
  [`${E}.sampling.re`]: 'Re',
  [`${E}.sampling.notInspected`]: 'Not inspected',

  [`${E}.contacts.title`]: 'Contacts',

  [`${E}.files.title`]: 'Files',
  [`${E}.files.saveFirst`]: 'Save the booking first to attach files.',
  [`${E}.files.none`]: 'No files yet.',
  [`${E}.files.download`]: 'Download {name}',
  [`${E}.files.size`]: '{size} MB',
  [`${E}.files.remove`]: 'Remove {name}',
  [`${E}.files.removeShort`]: 'Remove',
  [`${E}.files.upload`]: 'Attach a file',
  [`${E}.files.uploading`]: 'Sending…',
  [`${E}.files.hint`]: 'A PDF or an image, at most {size} MB per file, {max} files per booking.',
  [`${E}.files.full`]: M.attachmentsFull.en,
  [`${E}.files.tooLarge`]: M.attachmentTooLarge.en,
  [`${E}.files.uploaded`]: '{name} attached.',
  [`${E}.files.removed`]: '{name} removed.',
  [`${E}.files.failed`]: 'The file could not be sent, read or removed. Try again.',

  'inspection.bookingSplit.title': 'Split booking',
  'inspection.bookingSplit.intro':
    'Enter, per line, the quantity that moves to a new booking. The new booking keeps the parties, service, dates, contacts and AQL of this one.',
  'inspection.bookingSplit.notNow': 'This booking cannot be split in its current status.',
  'inspection.bookingSplit.line': 'Line {name}',
  'inspection.bookingSplit.booked': 'Booked: {quantity}',
  'inspection.bookingSplit.move': 'Quantity to move',
  'inspection.bookingSplit.stays': 'Stays: {quantity}',
  'inspection.bookingSplit.moveRange': 'Enter a whole number from 0 to {quantity}.',
  'inspection.bookingSplit.nothing': M.splitNothing.en,
  'inspection.bookingSplit.split': 'Split',
  'inspection.bookingSplit.splitting': 'Splitting…',
  'inspection.bookingSplit.done': 'Booking {number} created with the moved quantities.',
  'inspection.bookingSplit.conflict':
    'Another user changed this booking since you opened it: its lines are shown again as they are now.',
  'inspection.bookingSplit.failed': 'The booking could not be split. Try again.',

  'inspection.bookingPicking.title': 'Picking',
  'inspection.bookingPicking.intro':
    'Products picked together are drawn as one lot and sampled together: put them in the same group.',
  'inspection.bookingPicking.notNow': 'The picking of this booking cannot be changed in its current status.',
  'inspection.bookingPicking.groupLabel': 'Picked with',
  'inspection.bookingPicking.alone': 'Sampled alone',
  'inspection.bookingPicking.group': 'Group {group}',
  'inspection.bookingPicking.quantity': 'Quantity: {quantity}',
  'inspection.bookingPicking.aql': '{level} · critical {critical} · major {major} · minor {minor}',
  'inspection.bookingPicking.savedLot': 'Lot as saved: {size}',
  'inspection.bookingPicking.samplingOf': 'Sampling of {reference}',
  'inspection.bookingPicking.noPlan': 'No sampling yet.',
  'inspection.bookingPicking.saveToSee': 'Save to see the sampling of the new groups.',
  'inspection.bookingPicking.mismatch': M.pickingMismatch.en,
  'inspection.bookingPicking.save': 'Save picking',
  'inspection.bookingPicking.saving': 'Saving…',
  'inspection.bookingPicking.saved': 'Picking saved: the sampling follows the new lots.',
  'inspection.bookingPicking.conflict':
    'Another user changed this booking since you opened it: its picking is shown again as it is now.',
  'inspection.bookingPicking.failed': 'The picking could not be saved. Try again.',
};

const fr: Record<keyof typeof en, string> = {
  [`${E}.title`]: 'Réservation',
  [`${E}.new.title`]: 'Nouvelle réservation',
  [`${E}.parentNotFound`]:
    "Le client, le fournisseur, l'usine, une ligne de commande ou un contact ne vous est plus accessible.",
  [`${E}.readOnly`]: 'Vous pouvez consulter cette réservation mais pas la modifier dans son statut actuel.',
  [`${E}.lookupsFailed`]:
    "Les usines, contacts et bureaux n'ont pas pu être chargés. Choisissez à nouveau le client.",
  [`${E}.saveAndRequest`]: 'Enregistrer et demander',
  [`${E}.requestHint`]: 'La demande envoie la réservation au service client pour vérification.',
  [`${E}.steps`]: 'Étapes de la réservation',
  [`${E}.backToBooking`]: 'Retour à la réservation',
  [`${E}.chooseSupplierFirst`]: "Choisissez d'abord le fournisseur.",
  [`${E}.containerCountRange`]: 'Saisissez un nombre de conteneurs de 1 à {max}.',
  [`${E}.containerCountHint`]: 'Au plus {max} ; chaque ligne est ensuite chargée dans l’un d’eux.',

  [`${E}.field.inspectionDateFrom`]: 'Premier jour d’inspection',
  [`${E}.field.inspectionDateTo`]: 'Dernier jour d’inspection',
  [`${E}.field.containerCount`]: 'Nombre de conteneurs',
  [`${E}.field.container`]: 'Conteneur',
  [`${E}.field.quantity`]: 'Quantité',
  [`${E}.field.poLine`]: 'Ligne de commande',
  [`${E}.field.product`]: 'Produit',
  [`${E}.field.products`]: 'Produits',
  [`${E}.field.aqlLevel`]: 'Niveau AQL',
  [`${E}.field.customerContacts`]: 'Contacts client',
  [`${E}.field.supplierContacts`]: 'Contacts fournisseur',
  [`${E}.field.factoryContacts`]: 'Contacts usine',
  [`${E}.field.instructions`]: 'Instructions',

  [`${E}.lines.title`]: 'Lignes de commande',
  [`${E}.lines.none`]: 'Aucune ligne pour le moment : choisissez-les parmi les lignes ouvertes.',
  [`${E}.lines.line`]: 'Ligne {name}',
  [`${E}.lines.available`]: 'Disponible : {available}',
  [`${E}.lines.remove`]: 'Retirer',
  [`${E}.lines.removeLine`]: 'Retirer la ligne {name}',
  [`${E}.lines.alreadyBooked`]: M.duplicatePoLine.fr,
  [`${E}.lines.full`]: 'Une réservation contient au plus {max} lignes.',
  [`${E}.lines.chooseParties`]:
    "Choisissez le client, le fournisseur et l'usine pour choisir leurs lignes de commande ouvertes.",
  [`${E}.lines.showOpenLines`]: 'Choisir des lignes de commande',
  [`${E}.lines.hideOpenLines`]: 'Masquer les lignes ouvertes',

  [`${E}.check.quantityWhole`]: 'Saisissez un nombre entier supérieur à zéro.',
  [`${E}.check.overRemaining`]: M.overRemaining.fr,
  [`${E}.check.containerNo`]: M.containerNo.fr,
  [`${E}.check.customSampleSize`]: "Saisissez une taille d'échantillon de 1 à {max}.",

  [`${E}.aql.title`]: 'AQL et échantillonnage',
  [`${E}.aql.intro`]:
    "Chaque produit est échantillonné dans son lot (sa quantité réservée). La taille d'échantillon et les nombres d'acceptation (Ac) et de rejet (Re) viennent de l'ISO 2859-1 et suivent vos changements.",
  [`${E}.aql.samplingFailed`]:
    "L'échantillonnage n'a pas pu être calculé. Modifiez une valeur pour réessayer.",
  [`${E}.aql.product`]: 'AQL de {reference}',
  [`${E}.aql.samplingOf`]: 'Échantillonnage de {reference}',
  [`${E}.aql.lotSize`]: 'Taille du lot : {size}',
  [`${E}.aql.pickedTogether`]: 'Échantillonné avec le groupe de prélèvement {group}',
  [`${E}.aql.level`]: "Niveau d'inspection",
  [`${E}.aql.customSampleSize`]: "Taille d'échantillon",
  [`${E}.aql.criticalAql`]: 'AQL critique',
  [`${E}.aql.majorAql`]: 'AQL majeur',
  [`${E}.aql.minorAql`]: 'AQL mineur',
  [`${E}.aql.notInspected`]: 'Non inspecté',

  [`${E}.sampling.calculating`]: "Calcul de l'échantillonnage…",
  [`${E}.sampling.incomplete`]: "Saisissez la quantité et le choix AQL pour voir l'échantillonnage.",
  [`${E}.sampling.letter`]: 'Lettre code : {letter}',
  [`${E}.sampling.sampleSize`]: "Taille d'échantillon : {size}",
  [`${E}.sampling.fullInspection`]: 'Inspection à 100 %',
  [`${E}.sampling.class`]: 'Classe de défaut',
  [`${E}.sampling.class.critical`]: 'Critique',
  [`${E}.sampling.class.major`]: 'Majeur',
  [`${E}.sampling.class.minor`]: 'Mineur',
  [`${E}.sampling.aql`]: 'AQL',
  [`${E}.sampling.ac`]: 'Ac',
  [`${E}.sampling.re`]: 'Re',
  [`${E}.sampling.notInspected`]: 'Non inspecté',

  [`${E}.contacts.title`]: 'Contacts',

  [`${E}.files.title`]: 'Fichiers',
  [`${E}.files.saveFirst`]: "Enregistrez d'abord la réservation pour joindre des fichiers.",
  [`${E}.files.none`]: 'Aucun fichier pour le moment.',
  [`${E}.files.download`]: 'Télécharger {name}',
  [`${E}.files.size`]: '{size} Mo',
  [`${E}.files.remove`]: 'Retirer {name}',
  [`${E}.files.removeShort`]: 'Retirer',
  [`${E}.files.upload`]: 'Joindre un fichier',
  [`${E}.files.uploading`]: 'Envoi…',
  [`${E}.files.hint`]: 'Un PDF ou une image, au plus {size} Mo par fichier, {max} fichiers par réservation.',
  [`${E}.files.full`]: M.attachmentsFull.fr,
  [`${E}.files.tooLarge`]: M.attachmentTooLarge.fr,
  [`${E}.files.uploaded`]: '{name} joint.',
  [`${E}.files.removed`]: '{name} retiré.',
  [`${E}.files.failed`]: "Le fichier n'a pas pu être envoyé, lu ou retiré. Réessayez.",

  'inspection.bookingSplit.title': 'Scinder la réservation',
  'inspection.bookingSplit.intro':
    'Saisissez, par ligne, la quantité qui passe dans une nouvelle réservation. La nouvelle réservation garde les parties, la prestation, les dates, les contacts et les AQL de celle-ci.',
  'inspection.bookingSplit.notNow': 'Cette réservation ne peut pas être scindée dans son statut actuel.',
  'inspection.bookingSplit.line': 'Ligne {name}',
  'inspection.bookingSplit.booked': 'Réservé : {quantity}',
  'inspection.bookingSplit.move': 'Quantité à déplacer',
  'inspection.bookingSplit.stays': 'Reste : {quantity}',
  'inspection.bookingSplit.moveRange': 'Saisissez un nombre entier de 0 à {quantity}.',
  'inspection.bookingSplit.nothing': M.splitNothing.fr,
  'inspection.bookingSplit.split': 'Scinder',
  'inspection.bookingSplit.splitting': 'Scission…',
  'inspection.bookingSplit.done': 'Réservation {number} créée avec les quantités déplacées.',
  'inspection.bookingSplit.conflict':
    'Un autre utilisateur a modifié cette réservation depuis son ouverture : ses lignes sont affichées telles qu’elles sont maintenant.',
  'inspection.bookingSplit.failed': "La réservation n'a pas pu être scindée. Réessayez.",

  'inspection.bookingPicking.title': 'Prélèvement',
  'inspection.bookingPicking.intro':
    'Les produits prélevés ensemble forment un seul lot et sont échantillonnés ensemble : mettez-les dans le même groupe.',
  'inspection.bookingPicking.notNow':
    'Le prélèvement de cette réservation ne peut pas être modifié dans son statut actuel.',
  'inspection.bookingPicking.groupLabel': 'Prélevé avec',
  'inspection.bookingPicking.alone': 'Échantillonné seul',
  'inspection.bookingPicking.group': 'Groupe {group}',
  'inspection.bookingPicking.quantity': 'Quantité : {quantity}',
  'inspection.bookingPicking.aql': '{level} · critique {critical} · majeur {major} · mineur {minor}',
  'inspection.bookingPicking.savedLot': 'Lot enregistré : {size}',
  'inspection.bookingPicking.samplingOf': 'Échantillonnage de {reference}',
  'inspection.bookingPicking.noPlan': "Pas encore d'échantillonnage.",
  'inspection.bookingPicking.saveToSee': "Enregistrez pour voir l'échantillonnage des nouveaux groupes.",
  'inspection.bookingPicking.mismatch': M.pickingMismatch.fr,
  'inspection.bookingPicking.save': 'Enregistrer le prélèvement',
  'inspection.bookingPicking.saving': 'Enregistrement…',
  'inspection.bookingPicking.saved': "Prélèvement enregistré : l'échantillonnage suit les nouveaux lots.",
  'inspection.bookingPicking.conflict':
    'Un autre utilisateur a modifié cette réservation depuis son ouverture : son prélèvement est affiché tel qu’il est maintenant.',
  'inspection.bookingPicking.failed': "Le prélèvement n'a pas pu être enregistré. Réessayez.",
};

/** The rule file's label keys (booking.json), worded as the screens' field labels. */
const RULE_LABELS: Record<string, string> = {
  customer: 'inspection.booking.field.customer',
  supplier: 'inspection.booking.field.supplier',
  factory: 'inspection.booking.field.factory',
  serviceType: 'inspection.booking.field.serviceType',
  inspectionDateFrom: `${E}.field.inspectionDateFrom`,
  inspectionDateTo: `${E}.field.inspectionDateTo`,
  instructions: `${E}.field.instructions`,
  lines: `${E}.lines.title`,
  poLine: `${E}.field.poLine`,
  quantity: `${E}.field.quantity`,
  products: `${E}.field.products`,
  product: `${E}.field.product`,
  aqlLevel: `${E}.field.aqlLevel`,
};

const ruleLabels = (messages: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(RULE_LABELS).map(([label, key]) => [`booking.field.${label}`, messages[key]!]),
  );

export const BOOKING_EDIT_MESSAGES = {
  en: { ...en, ...ruleLabels({ ...BOOKING_SCREEN_MESSAGES.en, ...en }) },
  fr: { ...fr, ...ruleLabels({ ...BOOKING_SCREEN_MESSAGES.fr, ...fr }) },
};
