/**
 * Texts of the contact, contact group, department, buyer and collection screens; keys start with
 * 'masterdata.customerRecords.'. The rule files name their labels 'customerRecords.field.*' (the server
 * translates those too): the same texts under those keys make the browser's messages read like the
 * server's. French must have every English key (typed below).
 */
const screens = {
  'masterdata.customerRecords.contact.summary.title': 'Customer contacts',
  'masterdata.customerRecords.contact.edit.title': 'Edit contact',
  'masterdata.customerRecords.contact.new.title': 'New contact',
  'masterdata.customerRecords.contactGroup.summary.title': 'Contact groups',
  'masterdata.customerRecords.contactGroup.edit.title': 'Edit contact group',
  'masterdata.customerRecords.contactGroup.new.title': 'New contact group',
  'masterdata.customerRecords.department.summary.title': 'Customer departments',
  'masterdata.customerRecords.department.edit.title': 'Edit department',
  'masterdata.customerRecords.department.new.title': 'New department',
  'masterdata.customerRecords.buyer.summary.title': 'Customer buyers',
  'masterdata.customerRecords.buyer.edit.title': 'Edit buyer',
  'masterdata.customerRecords.buyer.new.title': 'New buyer',
  'masterdata.customerRecords.collection.summary.title': 'Collections',
  'masterdata.customerRecords.collection.edit.title': 'Edit collection',
  'masterdata.customerRecords.collection.new.title': 'New collection',
  'masterdata.customerRecords.field.customer': 'Customer',
  'masterdata.customerRecords.field.code': 'Code',
  'masterdata.customerRecords.field.name': 'Name',
  'masterdata.customerRecords.field.jobTitle': 'Job title',
  'masterdata.customerRecords.field.email': 'Email',
  'masterdata.customerRecords.field.phone': 'Phone',
  'masterdata.customerRecords.field.mobile': 'Mobile',
  'masterdata.customerRecords.field.contactTypes': 'Contact types',
  'masterdata.customerRecords.field.contactGroup': 'Contact group',
  'masterdata.customerRecords.field.departments': 'Departments covered',
  'masterdata.customerRecords.field.brands': 'Brands covered',
  'masterdata.customerRecords.field.brand': 'Brand',
  'masterdata.customerRecords.field.description': 'Description',
  'masterdata.customerRecords.field.isPrimary': 'Primary contact',
  'masterdata.customerRecords.field.isActive': 'Active',
  'masterdata.customerRecords.field.contactCount': 'Contacts',
  'masterdata.customerRecords.filter.customer': 'Customer',
  'masterdata.customerRecords.filter.contactTypes': 'Contact types',
  'masterdata.customerRecords.yes': 'Yes',
  'masterdata.customerRecords.no': 'No',
  'masterdata.customerRecords.customerFixed': 'The customer cannot change once the record exists.',
  'masterdata.customerRecords.pickCustomerFirst': 'Choose the customer first.',
  'masterdata.customerRecords.contactType.1': 'Inspection',
  'masterdata.customerRecords.contactType.2': 'Accounting',
  'masterdata.customerRecords.contactType.3': 'Quotation',
  'masterdata.customerRecords.contactType.4': 'Report',
  'masterdata.customerRecords.contactType.5': 'Booking',
  'masterdata.customerRecords.contactType.6': 'Audit',
  'masterdata.customerRecords.exists.department':
    'This customer already has a department with this code or name.',
  'masterdata.customerRecords.exists.buyer': 'This customer already has a buyer with this code or name.',
  'masterdata.customerRecords.notFound': 'This record or its customer was not found.',
  'masterdata.customerRecords.duplicate.contactGroup':
    'This customer already has a contact group with this name.',
  'masterdata.customerRecords.duplicate.collection': 'This customer already has a collection with this name.',
  'masterdata.customerRecords.duplicate.contactEmail': 'Another contact of this customer has this email.',
  'masterdata.customerRecords.foreign.contact':
    "The group, departments and brands must be the contact's own customer's.",
  'masterdata.customerRecords.foreign.collection': "The brand must be one of the collection's customer.",
  'masterdata.customerRecords.inUse.department': 'Contacts still cover this department: change them first.',
  'masterdata.customerRecords.inUse.contactGroup': 'Contacts are still in this group: move them first.',
} as const;

type Key = keyof typeof screens;

const screensFr: Record<Key, string> = {
  'masterdata.customerRecords.contact.summary.title': 'Contacts clients',
  'masterdata.customerRecords.contact.edit.title': 'Modifier le contact',
  'masterdata.customerRecords.contact.new.title': 'Nouveau contact',
  'masterdata.customerRecords.contactGroup.summary.title': 'Groupes de contacts',
  'masterdata.customerRecords.contactGroup.edit.title': 'Modifier le groupe de contacts',
  'masterdata.customerRecords.contactGroup.new.title': 'Nouveau groupe de contacts',
  'masterdata.customerRecords.department.summary.title': 'Départements clients',
  'masterdata.customerRecords.department.edit.title': 'Modifier le département',
  'masterdata.customerRecords.department.new.title': 'Nouveau département',
  'masterdata.customerRecords.buyer.summary.title': 'Acheteurs clients',
  'masterdata.customerRecords.buyer.edit.title': "Modifier l'acheteur",
  'masterdata.customerRecords.buyer.new.title': 'Nouvel acheteur',
  'masterdata.customerRecords.collection.summary.title': 'Collections',
  'masterdata.customerRecords.collection.edit.title': 'Modifier la collection',
  'masterdata.customerRecords.collection.new.title': 'Nouvelle collection',
  'masterdata.customerRecords.field.customer': 'Client',
  'masterdata.customerRecords.field.code': 'Code',
  'masterdata.customerRecords.field.name': 'Nom',
  'masterdata.customerRecords.field.jobTitle': 'Fonction',
  'masterdata.customerRecords.field.email': 'E-mail',
  'masterdata.customerRecords.field.phone': 'Téléphone',
  'masterdata.customerRecords.field.mobile': 'Portable',
  'masterdata.customerRecords.field.contactTypes': 'Types de contact',
  'masterdata.customerRecords.field.contactGroup': 'Groupe de contacts',
  'masterdata.customerRecords.field.departments': 'Départements suivis',
  'masterdata.customerRecords.field.brands': 'Marques suivies',
  'masterdata.customerRecords.field.brand': 'Marque',
  'masterdata.customerRecords.field.description': 'Description',
  'masterdata.customerRecords.field.isPrimary': 'Contact principal',
  'masterdata.customerRecords.field.isActive': 'Actif',
  'masterdata.customerRecords.field.contactCount': 'Contacts',
  'masterdata.customerRecords.filter.customer': 'Client',
  'masterdata.customerRecords.filter.contactTypes': 'Types de contact',
  'masterdata.customerRecords.yes': 'Oui',
  'masterdata.customerRecords.no': 'Non',
  'masterdata.customerRecords.customerFixed':
    "Le client ne peut plus changer une fois l'enregistrement créé.",
  'masterdata.customerRecords.pickCustomerFirst': "Choisissez d'abord le client.",
  'masterdata.customerRecords.contactType.1': 'Inspection',
  'masterdata.customerRecords.contactType.2': 'Comptabilité',
  'masterdata.customerRecords.contactType.3': 'Devis',
  'masterdata.customerRecords.contactType.4': 'Rapport',
  'masterdata.customerRecords.contactType.5': 'Réservation',
  'masterdata.customerRecords.contactType.6': 'Audit',
  'masterdata.customerRecords.exists.department': 'Ce client a déjà un département avec ce code ou ce nom.',
  'masterdata.customerRecords.exists.buyer': 'Ce client a déjà un acheteur avec ce code ou ce nom.',
  'masterdata.customerRecords.notFound': 'Cet enregistrement ou son client est introuvable.',
  'masterdata.customerRecords.duplicate.contactGroup': 'Ce client a déjà un groupe de contacts de ce nom.',
  'masterdata.customerRecords.duplicate.collection': 'Ce client a déjà une collection de ce nom.',
  'masterdata.customerRecords.duplicate.contactEmail': 'Un autre contact de ce client a cet e-mail.',
  'masterdata.customerRecords.foreign.contact':
    'Le groupe, les départements et les marques doivent être ceux du client du contact.',
  'masterdata.customerRecords.foreign.collection': 'La marque doit appartenir au client de la collection.',
  'masterdata.customerRecords.inUse.department':
    "Des contacts suivent encore ce département : modifiez-les d'abord.",
  'masterdata.customerRecords.inUse.contactGroup':
    "Des contacts sont encore dans ce groupe : déplacez-les d'abord.",
};

const FIELD = 'masterdata.customerRecords.field.';

/** The field texts again under the rule files' label keys ('customerRecords.field.name'). */
function ruleLabels(messages: Record<string, string>): Record<`customerRecords.field.${string}`, string> {
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => key.startsWith(FIELD))
      .map(([key, text]) => [`customerRecords.field.${key.slice(FIELD.length)}`, text]),
  );
}

export const en = { ...screens, ...ruleLabels(screens) };
export const fr: Record<keyof typeof en, string> = { ...screensFr, ...ruleLabels(screensFr) };
