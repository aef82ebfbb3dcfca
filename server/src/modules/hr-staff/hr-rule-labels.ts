import type { RuleLabels } from '../../lib/rule-validation';

/** Server texts of the label keys in staff.json, office.json and hr-company.json (the browser has its own). */
export const HR_RULE_LABELS: RuleLabels = {
  'hr.staff.field.employeeNo': { en: 'Employee no.', fr: 'Matricule' },
  'hr.staff.field.fullName': { en: 'Full name', fr: 'Nom complet' },
  'hr.staff.field.email': { en: 'Email', fr: 'E-mail' },
  'hr.staff.field.phone': { en: 'Phone', fr: 'Téléphone' },
  'hr.staff.field.positionTitle': { en: 'Position', fr: 'Poste' },
  'hr.staff.field.address': { en: 'Address', fr: 'Adresse' },
  'hr.staff.field.status': { en: 'Status', fr: 'Statut' },
  'hr.staff.field.employmentType': { en: 'Employment type', fr: "Type d'emploi" },
  'hr.staff.field.office': { en: 'Office', fr: 'Bureau' },
  'hr.staff.field.department': { en: 'Department', fr: 'Service' },
  'hr.office.field.name': { en: 'Name', fr: 'Nom' },
  'hr.office.field.code': { en: 'Code', fr: 'Code' },
  'hr.office.field.country': { en: 'Country', fr: 'Pays' },
  'hr.office.field.email': { en: 'Email', fr: 'E-mail' },
  'hr.office.field.phone': { en: 'Phone', fr: 'Téléphone' },
  'hr.office.field.address': { en: 'Address', fr: 'Adresse' },
  'hr.company.field.name': { en: 'Name', fr: 'Nom' },
  'hr.company.field.contactName': { en: 'Contact', fr: 'Contact' },
  'hr.company.field.email': { en: 'Email', fr: 'E-mail' },
  'hr.company.field.phone': { en: 'Phone', fr: 'Téléphone' },
};
