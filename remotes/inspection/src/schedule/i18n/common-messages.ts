/** Texts several scheduling screens share: trip types, the outsource badge, a journey's parts. */
const en = {
  'inspection.schedule.common.tripType.1': 'No trip',
  'inspection.schedule.common.tripType.2': 'Day return',
  'inspection.schedule.common.tripType.3': 'Overnight trip',
  'inspection.schedule.common.outsource': 'Outsource',
  'inspection.schedule.common.travel.hours': '{hours} h one way',
  'inspection.schedule.common.travel.unknown': 'No known journey',
  'inspection.schedule.common.travel.from': 'From {port}',
  'inspection.schedule.common.travel.tickets': 'Tickets {amount}',
  'inspection.schedule.common.travel.tariff': 'Tariff {amount}',
  'inspection.schedule.common.travel.food': 'Food {amount}',
  'inspection.schedule.common.travel.total': 'Total {amount}',
  'inspection.schedule.common.travel.excluded': 'Not in the total (another currency): {parts}',
  'inspection.schedule.common.travel.part.tariff': 'tariff',
  'inspection.schedule.common.travel.part.foodAllowance': 'food allowance',
};

const fr: Record<keyof typeof en, string> = {
  'inspection.schedule.common.tripType.1': 'Sans déplacement',
  'inspection.schedule.common.tripType.2': 'Aller-retour dans la journée',
  'inspection.schedule.common.tripType.3': 'Déplacement avec nuitée',
  'inspection.schedule.common.outsource': 'Sous-traitant',
  'inspection.schedule.common.travel.hours': '{hours} h aller',
  'inspection.schedule.common.travel.unknown': 'Aucun trajet connu',
  'inspection.schedule.common.travel.from': 'Depuis {port}',
  'inspection.schedule.common.travel.tickets': 'Billets {amount}',
  'inspection.schedule.common.travel.tariff': 'Forfait {amount}',
  'inspection.schedule.common.travel.food': 'Repas {amount}',
  'inspection.schedule.common.travel.total': 'Total {amount}',
  'inspection.schedule.common.travel.excluded': 'Hors total (autre devise) : {parts}',
  'inspection.schedule.common.travel.part.tariff': 'forfait',
  'inspection.schedule.common.travel.part.foodAllowance': 'indemnité de repas',
};

export const SCHEDULE_COMMON_MESSAGES = { en, fr };
