import { OTHER_MANDAY_PREFIX, OTHER_MANDAY_TEXTS, prefixedMessages } from '@portal/domain';

/** The other man-day screens: field labels shared with the server (domain), the rest here. */
const en = {
  'inspection.schedule.otherManday.summary.title': 'Other man-days',
  'inspection.schedule.otherManday.edit.title': 'Other man-day',
  'inspection.schedule.otherManday.new.title': 'New other man-day',
  'inspection.schedule.otherManday.filter.customers': 'Customers',
  'inspection.schedule.otherManday.filter.serviceTypes': 'Service types',
  'inspection.schedule.otherManday.hint.customer': 'Empty: the bookings of every customer.',
  'inspection.schedule.otherManday.hint.serviceType': 'Empty: every service type.',
  'inspection.schedule.otherManday.hint.manDays': 'More than 0, at most 10, in steps of 0.25.',
  'inspection.schedule.otherManday.value.yes': 'Yes',
  'inspection.schedule.otherManday.value.no': 'No',
  'inspection.schedule.otherManday.duplicateName': 'Another other man-day already has this name.',
  'inspection.schedule.otherManday.customerNotFound': 'This customer is not one of the entity’s customers.',
};

const fr: Record<keyof typeof en, string> = {
  'inspection.schedule.otherManday.summary.title': 'Autres jours-homme',
  'inspection.schedule.otherManday.edit.title': 'Autre jour-homme',
  'inspection.schedule.otherManday.new.title': 'Nouvel autre jour-homme',
  'inspection.schedule.otherManday.filter.customers': 'Clients',
  'inspection.schedule.otherManday.filter.serviceTypes': 'Types de prestation',
  'inspection.schedule.otherManday.hint.customer': 'Vide : les réservations de tous les clients.',
  'inspection.schedule.otherManday.hint.serviceType': 'Vide : tous les types de prestation.',
  'inspection.schedule.otherManday.hint.manDays': 'Plus de 0, au plus 10, par pas de 0,25.',
  'inspection.schedule.otherManday.value.yes': 'Oui',
  'inspection.schedule.otherManday.value.no': 'Non',
  'inspection.schedule.otherManday.duplicateName': 'Un autre jour-homme porte déjà ce nom.',
  'inspection.schedule.otherManday.customerNotFound': 'Ce client ne fait pas partie des clients de l’entité.',
};

export const OTHER_MANDAY_MESSAGES = {
  en: { ...prefixedMessages(OTHER_MANDAY_PREFIX, OTHER_MANDAY_TEXTS, 'en'), ...en },
  fr: { ...prefixedMessages(OTHER_MANDAY_PREFIX, OTHER_MANDAY_TEXTS, 'fr'), ...fr },
};
