/** Refusals the server words itself for bookings (field errors and 403/409 messages), English and French. */
export const BOOKING_MESSAGES = {
  notAllowed: {
    en: 'This booking cannot be changed this way in its current status.',
    fr: 'Cette réservation ne peut pas être modifiée ainsi dans son statut actuel.',
  },
  supplierSettingForbids: {
    en: 'Suppliers and factories may not cancel or reschedule a booking after it is requested.',
    fr: 'Les fournisseurs et usines ne peuvent pas annuler ni replanifier une réservation après sa demande.',
  },
  reasonRequired: { en: 'Give a reason.', fr: 'Indiquez un motif.' },
  overRemaining: {
    en: 'More than what is left of this PO line ({available}).',
    fr: 'Plus que le reste de cette ligne de commande ({available}).',
  },
  lineNotOpen: {
    en: 'This PO line is not one of the booking customer’s, supplier’s and factory’s open lines.',
    fr: 'Cette ligne de commande n’est pas une ligne ouverte du client, du fournisseur et de l’usine.',
  },
  duplicatePoLine: {
    en: 'This PO line is already in the booking.',
    fr: 'Cette ligne de commande est déjà dans la réservation.',
  },
  factoryNotLinked: {
    en: 'This factory does not work for this supplier.',
    fr: 'Cette usine ne travaille pas pour ce fournisseur.',
  },
  notInspectionService: {
    en: 'Choose an inspection service type.',
    fr: 'Choisissez un type de prestation d’inspection.',
  },
  dateOrder: {
    en: 'The last inspection day is before the first.',
    fr: 'Le dernier jour d’inspection est avant le premier.',
  },
  contactNotOwn: {
    en: 'This contact is not one of the booking’s customer, supplier or factory.',
    fr: 'Ce contact n’appartient pas au client, au fournisseur ou à l’usine de la réservation.',
  },
  productsMissing: {
    en: 'Every product of the lines needs its AQL choice, and only those products.',
    fr: 'Chaque produit des lignes doit avoir son choix AQL, et seulement ces produits.',
  },
  customSampleSize: {
    en: 'Type the sample size of a custom level.',
    fr: 'Saisissez la taille d’échantillon du niveau personnalisé.',
  },
  aqlValue: {
    en: 'Choose an AQL among 0, 0.65, 1.0, 1.5, 2.5, 4.0 and 6.5.',
    fr: 'Choisissez un AQL parmi 0, 0,65, 1,0, 1,5, 2,5, 4,0 et 6,5.',
  },
  containerNo: {
    en: 'Choose one of the booking’s containers.',
    fr: 'Choisissez un des conteneurs de la réservation.',
  },
  splitNothing: {
    en: 'Move at least one unit, and leave at least one unit on this booking.',
    fr: 'Déplacez au moins une unité et laissez au moins une unité sur cette réservation.',
  },
  splitLines: {
    en: 'Move only lines of this booking, each at most once and at most its quantity.',
    fr: 'Ne déplacez que des lignes de cette réservation, chacune une fois au plus et au plus sa quantité.',
  },
  combineTarget: {
    en: 'Choose the booking to keep among the bookings to combine.',
    fr: 'Choisissez la réservation à garder parmi celles à regrouper.',
  },
  combineMismatch: {
    en: 'Only bookings of the same customer, supplier, factory and service type, not yet scheduled, can be combined.',
    fr: 'Seules les réservations du même client, fournisseur, usine et type de prestation, non planifiées, peuvent être regroupées.',
  },
  pickingMismatch: {
    en: 'Products sampled together need the same AQL level and values.',
    fr: 'Les produits échantillonnés ensemble doivent avoir le même niveau et les mêmes valeurs AQL.',
  },
  pickingProducts: {
    en: 'Group only products of this booking, each in one group at most.',
    fr: 'Ne regroupez que des produits de cette réservation, chacun dans un seul groupe.',
  },
  attachmentTooLarge: {
    en: 'The file is larger than 10 MB.',
    fr: 'Le fichier dépasse 10 Mo.',
  },
  attachmentsFull: {
    en: 'A booking holds at most 20 files.',
    fr: 'Une réservation contient au plus 20 fichiers.',
  },
  attachmentType: {
    en: 'Attach a PDF or an image (JPEG, PNG, GIF or WebP).',
    fr: 'Joignez un PDF ou une image (JPEG, PNG, GIF ou WebP).',
  },
  attachmentMissing: { en: 'Choose a file to attach.', fr: 'Choisissez un fichier à joindre.' },
} as const;
