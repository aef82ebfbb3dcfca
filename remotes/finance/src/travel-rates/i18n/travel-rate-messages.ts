import { TRIP_TYPE_NAMES, TRIP_TYPES } from '@portal/domain';

/**
 * The travel-rate screens' texts (keys start with 'finance.travel.'). The field labels are also the rule
 * files' label keys, so the browser's validation messages name the fields as the server's do.
 */
const en = {
  'finance.travel.startingPort.summary.title': 'Starting ports',
  'finance.travel.startingPort.edit.title': 'Starting port',
  'finance.travel.startingPort.new.title': 'New starting port',
  'finance.travel.matrix.summary.title': 'Travel matrix',
  'finance.travel.matrix.edit.title': 'Journey',
  'finance.travel.matrix.new.title': 'New journey',
  'finance.travel.tariff.summary.title': 'Travel tariffs',
  'finance.travel.tariff.edit.title': 'Travel tariff',
  'finance.travel.tariff.new.title': 'New travel tariff',
  'finance.travel.food.summary.title': 'Food allowances',
  'finance.travel.food.edit.title': 'Food allowance',
  'finance.travel.food.new.title': 'New food allowance',

  'finance.travel.field.name': 'Name',
  'finance.travel.field.office': 'Office',
  'finance.travel.field.country': 'Country',
  'finance.travel.field.city': 'City',
  'finance.travel.field.isActive': 'Active',
  'finance.travel.field.startingPort': 'Starting port',
  'finance.travel.field.destinationCity': 'Destination city',
  'finance.travel.field.tripType': 'Trip type',
  'finance.travel.field.travelTimeHours': 'Travel time (hours)',
  'finance.travel.field.ticketCost': 'Ticket cost',
  'finance.travel.field.currency': 'Currency',
  'finance.travel.field.amount': 'Amount',
  'finance.travel.field.amountPerManDay': 'Amount per man-day',

  'finance.travel.filter.offices': 'Offices',
  'finance.travel.filter.countries': 'Countries',
  'finance.travel.filter.startingPorts': 'Starting ports',
  'finance.travel.filter.tripTypes': 'Trip types',
  'finance.travel.active.yes': 'Yes',
  'finance.travel.active.no': 'No',
  'finance.travel.money': '{amount} {currency}',

  'finance.travel.startingPort.hint':
    'Where the office’s inspectors set out from: the office’s city, a station or an airport.',
  'finance.travel.startingPort.duplicate': 'Another starting port of this entity already has this name.',
  'finance.travel.startingPort.inUse':
    'Journeys of the travel matrix leave from this port: delete them first.',
  'finance.travel.startingPort.parentNotFound':
    'The office is not one of this entity’s, or the city is not in the chosen country.',
  'finance.travel.matrix.hint':
    'One journey per starting port and destination city. Travel time is one way. Ticket cost: for a single trip (there and back the same day) the return fare; for a double trip (a night away) one single ticket, counted twice in estimates; nothing for no trip.',
  'finance.travel.matrix.duplicate':
    'This starting port already has a journey to this city: open that journey to change it.',
  'finance.travel.matrix.parentNotFound':
    'The starting port no longer exists, or the city is not in the chosen country.',
  'finance.travel.tariff.hint':
    'What a trip of this type costs beyond tickets in the destination country (accommodation, local transport).',
  'finance.travel.tariff.duplicate': 'This country already has a tariff for this trip type.',
  'finance.travel.food.hint': 'An inspector’s meal allowance per man-day worked in the country.',
  'finance.travel.food.duplicate': 'This country already has a food allowance.',
  'finance.travel.countryNotFound': 'This country no longer exists.',
} as const;

type Key = keyof typeof en;

const fr: Record<Key, string> = {
  'finance.travel.startingPort.summary.title': 'Points de départ',
  'finance.travel.startingPort.edit.title': 'Point de départ',
  'finance.travel.startingPort.new.title': 'Nouveau point de départ',
  'finance.travel.matrix.summary.title': 'Matrice des trajets',
  'finance.travel.matrix.edit.title': 'Trajet',
  'finance.travel.matrix.new.title': 'Nouveau trajet',
  'finance.travel.tariff.summary.title': 'Tarifs de déplacement',
  'finance.travel.tariff.edit.title': 'Tarif de déplacement',
  'finance.travel.tariff.new.title': 'Nouveau tarif de déplacement',
  'finance.travel.food.summary.title': 'Indemnités de repas',
  'finance.travel.food.edit.title': 'Indemnité de repas',
  'finance.travel.food.new.title': 'Nouvelle indemnité de repas',

  'finance.travel.field.name': 'Nom',
  'finance.travel.field.office': 'Bureau',
  'finance.travel.field.country': 'Pays',
  'finance.travel.field.city': 'Ville',
  'finance.travel.field.isActive': 'Actif',
  'finance.travel.field.startingPort': 'Point de départ',
  'finance.travel.field.destinationCity': 'Ville de destination',
  'finance.travel.field.tripType': 'Type de trajet',
  'finance.travel.field.travelTimeHours': 'Temps de trajet (heures)',
  'finance.travel.field.ticketCost': 'Prix du billet',
  'finance.travel.field.currency': 'Devise',
  'finance.travel.field.amount': 'Montant',
  'finance.travel.field.amountPerManDay': 'Montant par jour-homme',

  'finance.travel.filter.offices': 'Bureaux',
  'finance.travel.filter.countries': 'Pays',
  'finance.travel.filter.startingPorts': 'Points de départ',
  'finance.travel.filter.tripTypes': 'Types de trajet',
  'finance.travel.active.yes': 'Oui',
  'finance.travel.active.no': 'Non',
  'finance.travel.money': '{amount} {currency}',

  'finance.travel.startingPort.hint':
    'D’où partent les inspecteurs du bureau : la ville du bureau, une gare ou un aéroport.',
  'finance.travel.startingPort.duplicate': 'Un autre point de départ de cette entité porte déjà ce nom.',
  'finance.travel.startingPort.inUse':
    'Des trajets de la matrice partent de ce point : supprimez-les d’abord.',
  'finance.travel.startingPort.parentNotFound':
    'Le bureau n’appartient pas à cette entité, ou la ville n’est pas dans le pays choisi.',
  'finance.travel.matrix.hint':
    'Un trajet par point de départ et ville de destination. Le temps de trajet est pour un aller. Prix du billet : pour un aller-retour dans la journée, le prix de l’aller-retour ; pour un déplacement avec nuitée, un billet simple, compté deux fois dans les estimations ; rien sans déplacement.',
  'finance.travel.matrix.duplicate':
    'Ce point de départ a déjà un trajet vers cette ville : ouvrez ce trajet pour le modifier.',
  'finance.travel.matrix.parentNotFound':
    'Le point de départ n’existe plus, ou la ville n’est pas dans le pays choisi.',
  'finance.travel.tariff.hint':
    'Ce que coûte un déplacement de ce type en plus des billets dans le pays de destination (hébergement, transport local).',
  'finance.travel.tariff.duplicate': 'Ce pays a déjà un tarif pour ce type de trajet.',
  'finance.travel.food.hint': 'L’indemnité de repas d’un inspecteur par jour-homme travaillé dans le pays.',
  'finance.travel.food.duplicate': 'Ce pays a déjà une indemnité de repas.',
  'finance.travel.countryNotFound': 'Ce pays n’existe plus.',
};

/** 'finance.travel.tripType.{1,2,3}': the trip types' names, from the domain's. */
const tripTypes = (lang: 'en' | 'fr') =>
  Object.fromEntries(
    TRIP_TYPES.map((type) => [`finance.travel.tripType.${type}`, TRIP_TYPE_NAMES[type][lang]]),
  );

export const TRAVEL_RATE_MESSAGES = {
  en: { ...en, ...tripTypes('en') } as Record<string, string>,
  fr: { ...fr, ...tripTypes('fr') } as Record<string, string>,
};
