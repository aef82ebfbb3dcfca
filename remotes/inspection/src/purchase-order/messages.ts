import { PURCHASE_ORDER_SAVE_MESSAGES } from '@portal/domain';
import { importMessages } from './import-messages';

/**
 * The purchase order screens' texts (keys start with 'inspection.'). The import's row and file messages
 * come from the contract (PO_IMPORT_MESSAGES) under 'inspection.poImport.message.<code>'.
 */
const en = {
  'inspection.purchaseOrder.summary.title': 'Purchase orders',
  'inspection.purchaseOrder.edit.title': 'Purchase order',
  'inspection.purchaseOrder.new.title': 'New purchase order',
  'inspection.purchaseOrder.upload.title': 'Import purchase orders',
  'inspection.purchaseOrder.lite.title': 'Open purchase order lines',
  'inspection.purchaseOrder.summary.import': 'Import from Excel',

  'inspection.purchaseOrder.field.poNumber': 'PO number',
  'inspection.purchaseOrder.field.customer': 'Customer',
  'inspection.purchaseOrder.field.supplier': 'Supplier',
  'inspection.purchaseOrder.field.factory': 'Factory',
  'inspection.purchaseOrder.field.remarks': 'Remarks',
  'inspection.purchaseOrder.field.lines': 'Lines',
  'inspection.purchaseOrder.field.product': 'Product',
  'inspection.purchaseOrder.field.productReference': 'Product reference',
  'inspection.purchaseOrder.field.description': 'Description',
  'inspection.purchaseOrder.field.barcode': 'Barcode',
  'inspection.purchaseOrder.field.colour': 'Colour',
  'inspection.purchaseOrder.field.colorCode': 'Colour code',
  'inspection.purchaseOrder.field.colorName': 'Colour name',
  'inspection.purchaseOrder.field.quantity': 'Quantity',
  'inspection.purchaseOrder.field.bookedQuantity': 'Booked',
  'inspection.purchaseOrder.field.remainingQuantity': 'Remaining',
  'inspection.purchaseOrder.field.etd': 'ETD',
  'inspection.purchaseOrder.field.destinationCountry': 'Destination country',

  'inspection.purchaseOrder.filter.customers': 'Customers',
  'inspection.purchaseOrder.filter.suppliers': 'Suppliers',
  'inspection.purchaseOrder.filter.factories': 'Factories',
  'inspection.purchaseOrder.filter.products': 'Products',
  'inspection.purchaseOrder.filter.destinationCountries': 'Destination countries',
  'inspection.purchaseOrder.filter.etdFrom': 'ETD from',
  'inspection.purchaseOrder.filter.etdTo': 'ETD to',

  'inspection.purchaseOrder.customerFixed': 'The customer cannot change once the order is saved.',
  'inspection.purchaseOrder.chooseCustomerFirst': 'Choose the customer first.',
  // Worded as the server words the same refusal.
  'inspection.purchaseOrder.inUse': PURCHASE_ORDER_SAVE_MESSAGES.bookedLine.en,
  'inspection.purchaseOrder.duplicate': 'This customer already has a purchase order with this number.',
  'inspection.purchaseOrder.parentNotFound':
    'The customer, supplier, factory, a product or a country is not available to you.',
  'inspection.purchaseOrder.lines.title': 'Lines',
  'inspection.purchaseOrder.lines.line': 'Line {number}',
  'inspection.purchaseOrder.lines.none': 'No lines yet: add one.',
  'inspection.purchaseOrder.lines.add': 'Add a line',
  'inspection.purchaseOrder.lines.remove': 'Remove',
  'inspection.purchaseOrder.lines.removeLine': 'Remove line {number}',
  'inspection.purchaseOrder.lines.bookedKept': 'Booked: this line cannot be removed.',
  'inspection.purchaseOrder.lines.attention':
    'Some lines need attention: see the messages beside their fields.',
  'inspection.purchaseOrder.line.quantityWhole': 'Enter a whole number greater than zero.',
  'inspection.purchaseOrder.line.quantityTooLarge': 'At most {max}.',
  'inspection.purchaseOrder.line.quantityBelowBooked':
    'Bookings already hold {booked}: the quantity cannot be lower.',
  'inspection.purchaseOrder.line.etdInvalid': 'Enter a full date (dd/mm/yyyy).',
  'inspection.purchaseOrder.line.duplicate': 'Line {number} already has this product in this colour.',

  'inspection.poImport.intro':
    'Start from the template: one row per purchase order line. The whole file is checked first; if any row has an error, nothing is imported.',
  'inspection.poImport.downloadTemplate': 'Download template',
  'inspection.poImport.templateNeedsCustomer': 'Choose a customer to download its template.',
  'inspection.poImport.templateFailed': 'The template could not be downloaded. Try again.',
  'inspection.poImport.file': 'Excel file (.xlsx)',
  'inspection.poImport.upload': 'Upload',
  'inspection.poImport.uploading': 'Uploading…',
  'inspection.poImport.uploadFailed': 'The file could not be sent. Check the connection and try again.',
  'inspection.poImport.refused': 'The file was refused.',
  'inspection.poImport.backToSummary': 'Back to the purchase orders',
  'inspection.poImport.job.title': 'Import',
  'inspection.poImport.job.file': '{fileName} for {customerName}',
  'inspection.poImport.job.loading': 'Loading the import…',
  'inspection.poImport.job.loadFailed': 'The import could not be loaded.',
  'inspection.poImport.progress': 'Import progress',
  'inspection.poImport.phase.reading': 'Reading the file',
  'inspection.poImport.phase.checking': 'Checking the rows',
  'inspection.poImport.phase.writing': 'Writing the purchase orders',
  'inspection.poImport.phase.finished': 'Finished',
  'inspection.poImport.count.read': 'Rows read: {count} of {total}',
  'inspection.poImport.count.checked': 'Rows checked: {count} of {total}',
  'inspection.poImport.count.written': 'Rows written: {count} of {total}',
  'inspection.poImport.done':
    '{orders, plural, one {# purchase order} other {# purchase orders}}, {lines, plural, one {# line} other {# lines}} and {products, plural, one {# new product} other {# new products}} imported',
  'inspection.poImport.openSummary': 'Open the purchase orders',
  'inspection.poImport.invalid':
    'Nothing was imported: {count, plural, one {# row has errors} other {# rows have errors}}',
  'inspection.poImport.errors.caption': 'Rows with errors',
  'inspection.poImport.errors.row': 'Row',
  'inspection.poImport.errors.messages': 'Errors',
  'inspection.poImport.errors.firstShown': 'The first {shown} are listed here; the download has them all.',
  'inspection.poImport.errors.download': 'Download all errors (xlsx)',
  'inspection.poImport.errors.downloadFailed': 'The error list could not be downloaded. Try again.',
  'inspection.poImport.newImport': 'Import another file',

  'inspection.poLite.chooseCustomer': 'Choose a customer to see its open lines.',
  'inspection.poLite.searchText': 'PO number, product or colour',
  'inspection.poLite.search': 'Search',
  'inspection.poLite.loading': 'Loading…',
  'inspection.poLite.count': '{shown} of {total} open lines',
  'inspection.poLite.loadMore': 'Load more',
  'inspection.poLite.empty': 'No open lines.',
  'inspection.poLite.failed': 'The lines could not be loaded.',
  'inspection.poLite.pick': 'Pick',
  'inspection.poLite.pickLine': 'Pick {name}',
};

const fr: Record<keyof typeof en, string> = {
  'inspection.purchaseOrder.summary.title': "Commandes d'achat",
  'inspection.purchaseOrder.edit.title': "Commande d'achat",
  'inspection.purchaseOrder.new.title': "Nouvelle commande d'achat",
  'inspection.purchaseOrder.upload.title': "Importer des commandes d'achat",
  'inspection.purchaseOrder.lite.title': 'Lignes de commande ouvertes',
  'inspection.purchaseOrder.summary.import': 'Importer depuis Excel',

  'inspection.purchaseOrder.field.poNumber': 'Numéro de commande',
  'inspection.purchaseOrder.field.customer': 'Client',
  'inspection.purchaseOrder.field.supplier': 'Fournisseur',
  'inspection.purchaseOrder.field.factory': 'Usine',
  'inspection.purchaseOrder.field.remarks': 'Remarques',
  'inspection.purchaseOrder.field.lines': 'Lignes',
  'inspection.purchaseOrder.field.product': 'Produit',
  'inspection.purchaseOrder.field.productReference': 'Référence produit',
  'inspection.purchaseOrder.field.description': 'Description',
  'inspection.purchaseOrder.field.barcode': 'Code-barres',
  'inspection.purchaseOrder.field.colour': 'Couleur',
  'inspection.purchaseOrder.field.colorCode': 'Code couleur',
  'inspection.purchaseOrder.field.colorName': 'Nom couleur',
  'inspection.purchaseOrder.field.quantity': 'Quantité',
  'inspection.purchaseOrder.field.bookedQuantity': 'Réservée',
  'inspection.purchaseOrder.field.remainingQuantity': 'Restante',
  'inspection.purchaseOrder.field.etd': 'ETD',
  'inspection.purchaseOrder.field.destinationCountry': 'Pays de destination',

  'inspection.purchaseOrder.filter.customers': 'Clients',
  'inspection.purchaseOrder.filter.suppliers': 'Fournisseurs',
  'inspection.purchaseOrder.filter.factories': 'Usines',
  'inspection.purchaseOrder.filter.products': 'Produits',
  'inspection.purchaseOrder.filter.destinationCountries': 'Pays de destination',
  'inspection.purchaseOrder.filter.etdFrom': 'ETD du',
  'inspection.purchaseOrder.filter.etdTo': 'ETD au',

  'inspection.purchaseOrder.customerFixed': 'Le client ne change plus une fois la commande enregistrée.',
  'inspection.purchaseOrder.chooseCustomerFirst': "Choisissez d'abord le client.",
  'inspection.purchaseOrder.inUse': PURCHASE_ORDER_SAVE_MESSAGES.bookedLine.fr,
  'inspection.purchaseOrder.duplicate': 'Ce client a déjà une commande avec ce numéro.',
  'inspection.purchaseOrder.parentNotFound':
    "Le client, le fournisseur, l'usine, un produit ou un pays ne vous est pas accessible.",
  'inspection.purchaseOrder.lines.title': 'Lignes',
  'inspection.purchaseOrder.lines.line': 'Ligne {number}',
  'inspection.purchaseOrder.lines.none': 'Aucune ligne pour le moment : ajoutez-en une.',
  'inspection.purchaseOrder.lines.add': 'Ajouter une ligne',
  'inspection.purchaseOrder.lines.remove': 'Supprimer',
  'inspection.purchaseOrder.lines.removeLine': 'Supprimer la ligne {number}',
  'inspection.purchaseOrder.lines.bookedKept': 'Réservée : cette ligne ne peut pas être supprimée.',
  'inspection.purchaseOrder.lines.attention':
    'Certaines lignes sont à corriger : voyez les messages à côté de leurs champs.',
  'inspection.purchaseOrder.line.quantityWhole': 'Saisissez un nombre entier supérieur à zéro.',
  'inspection.purchaseOrder.line.quantityTooLarge': 'Au plus {max}.',
  'inspection.purchaseOrder.line.quantityBelowBooked':
    'Les réservations tiennent déjà {booked} : la quantité ne peut pas être inférieure.',
  'inspection.purchaseOrder.line.etdInvalid': 'Saisissez une date complète (jj/mm/aaaa).',
  'inspection.purchaseOrder.line.duplicate': 'La ligne {number} a déjà ce produit dans cette couleur.',

  'inspection.poImport.intro':
    "Partez du modèle : une ligne par ligne de commande. Tout le fichier est d'abord vérifié ; si une ligne a une erreur, rien n'est importé.",
  'inspection.poImport.downloadTemplate': 'Télécharger le modèle',
  'inspection.poImport.templateNeedsCustomer': 'Choisissez un client pour télécharger son modèle.',
  'inspection.poImport.templateFailed': "Le modèle n'a pas pu être téléchargé. Réessayez.",
  'inspection.poImport.file': 'Fichier Excel (.xlsx)',
  'inspection.poImport.upload': 'Envoyer',
  'inspection.poImport.uploading': 'Envoi…',
  'inspection.poImport.uploadFailed':
    "Le fichier n'a pas pu être envoyé. Vérifiez la connexion et réessayez.",
  'inspection.poImport.refused': 'Le fichier a été refusé.',
  'inspection.poImport.backToSummary': 'Retour aux commandes',
  'inspection.poImport.job.title': 'Import',
  'inspection.poImport.job.file': '{fileName} pour {customerName}',
  'inspection.poImport.job.loading': "Chargement de l'import…",
  'inspection.poImport.job.loadFailed': "L'import n'a pas pu être chargé.",
  'inspection.poImport.progress': "Avancement de l'import",
  'inspection.poImport.phase.reading': 'Lecture du fichier',
  'inspection.poImport.phase.checking': 'Vérification des lignes',
  'inspection.poImport.phase.writing': 'Écriture des commandes',
  'inspection.poImport.phase.finished': 'Terminé',
  'inspection.poImport.count.read': 'Lignes lues : {count} sur {total}',
  'inspection.poImport.count.checked': 'Lignes vérifiées : {count} sur {total}',
  'inspection.poImport.count.written': 'Lignes écrites : {count} sur {total}',
  'inspection.poImport.done':
    '{orders, plural, one {# commande} other {# commandes}}, {lines, plural, one {# ligne} other {# lignes}} et {products, plural, one {# nouveau produit} other {# nouveaux produits}} importés',
  'inspection.poImport.openSummary': 'Ouvrir les commandes',
  'inspection.poImport.invalid':
    "Rien n'a été importé : {count, plural, one {# ligne a des erreurs} other {# lignes ont des erreurs}}",
  'inspection.poImport.errors.caption': 'Lignes en erreur',
  'inspection.poImport.errors.row': 'Ligne',
  'inspection.poImport.errors.messages': 'Erreurs',
  'inspection.poImport.errors.firstShown':
    'Les {shown} premières sont listées ici ; le téléchargement les contient toutes.',
  'inspection.poImport.errors.download': 'Télécharger toutes les erreurs (xlsx)',
  'inspection.poImport.errors.downloadFailed': "La liste des erreurs n'a pas pu être téléchargée. Réessayez.",
  'inspection.poImport.newImport': 'Importer un autre fichier',

  'inspection.poLite.chooseCustomer': 'Choisissez un client pour voir ses lignes ouvertes.',
  'inspection.poLite.searchText': 'Numéro de commande, produit ou couleur',
  'inspection.poLite.search': 'Rechercher',
  'inspection.poLite.loading': 'Chargement…',
  'inspection.poLite.count': '{shown} sur {total} lignes ouvertes',
  'inspection.poLite.loadMore': 'Charger la suite',
  'inspection.poLite.empty': 'Aucune ligne ouverte.',
  'inspection.poLite.failed': "Les lignes n'ont pas pu être chargées.",
  'inspection.poLite.pick': 'Choisir',
  'inspection.poLite.pickLine': 'Choisir {name}',
};

const FIELD_PREFIX = 'inspection.purchaseOrder.field.';

/**
 * The rule file's label keys ('purchaseOrder.field.poNumber', the names the server translates too) with
 * the texts of this remote's field keys, so the browser's validation messages name the fields alike.
 * Kept apart from the screens' texts: the remote's own keys all start with 'inspection.'.
 */
function ruleLabels(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => key.startsWith(FIELD_PREFIX))
      .map(([key, text]) => [`purchaseOrder.field.${key.slice(FIELD_PREFIX.length)}`, text]),
  );
}

export const PURCHASE_ORDER_MESSAGES = {
  en: { ...en, ...importMessages('en') },
  fr: { ...fr, ...importMessages('fr') },
};

export const PURCHASE_ORDER_RULE_LABELS = { en: ruleLabels(en), fr: ruleLabels(fr) };
