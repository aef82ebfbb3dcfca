/** Texts of the header, menus, side navigation, entity guard and page chrome. */
const en = {
  'layout.brand.logo': 'Quality Portal logo',
  'layout.header.label': 'Portal header',
  'layout.menu.label': 'Main menu',
  'layout.menu.more': 'More',
  'layout.menu.moreLabel': 'More menu headings',
  'layout.menu.empty': 'No menu for this service.',
  'layout.menu.expand': 'Show {title}',
  'layout.sidebar.toggle': 'Side bar',
  'layout.sidebar.label': 'Side navigation',
  'layout.drawer.open': 'Open the menu',
  'layout.drawer.close': 'Close the menu',
  'layout.drawer.title': 'Menu',
  'layout.services.title': 'Services',
  'layout.services.current': '{service} (current)',
  'layout.services.learnMore': 'Learn more about {service}',
  'layout.services.learnMoreHint': 'opens the {entity} site in a new tab',
  'layout.entity.current': 'Current entity',
  'layout.loading.route': 'Loading the page…',
  'layout.scrollTop': 'Back to top',
  'layout.entityGuard.notFound.title': 'Entity not found',
  'layout.entityGuard.notFound.message':
    'The entity "{entity}" in this address does not exist. Switch to choose where you want to work.',
  'layout.entityGuard.changed.title': 'The entity has changed',
  'layout.entityGuard.changed.message':
    'This address belongs to {urlEntity}, but you are working in {currentEntity}. Switch to change the entity.',
  'layout.entityGuard.noAccess.title': 'No access to this entity',
  'layout.entityGuard.noAccess.message':
    'This address belongs to {urlEntity}, and your account has no access to it. You are working in {currentEntity}.',
  'layout.entityGuard.switch': 'Switch',
  'layout.entityGuard.checking': 'Checking your access to this entity…',
  'layout.crossTab.title': 'Entity switched',
  'layout.crossTab.message':
    'The entity was switched to {entity} in another tab. Refresh this page to go on working there.',
  'layout.crossTab.refresh': 'Refresh',
};

const fr: Record<keyof typeof en, string> = {
  'layout.brand.logo': 'Logo du Portail Qualité',
  'layout.header.label': 'En-tête du portail',
  'layout.menu.label': 'Menu principal',
  'layout.menu.more': 'Plus',
  'layout.menu.moreLabel': 'Plus de rubriques du menu',
  'layout.menu.empty': 'Aucun menu pour ce service.',
  'layout.menu.expand': 'Afficher {title}',
  'layout.sidebar.toggle': 'Barre latérale',
  'layout.sidebar.label': 'Navigation latérale',
  'layout.drawer.open': 'Ouvrir le menu',
  'layout.drawer.close': 'Fermer le menu',
  'layout.drawer.title': 'Menu',
  'layout.services.title': 'Services',
  'layout.services.current': '{service} (actuel)',
  'layout.services.learnMore': 'En savoir plus sur {service}',
  'layout.services.learnMoreHint': 'ouvre le site de {entity} dans un nouvel onglet',
  'layout.entity.current': 'Entité actuelle',
  'layout.loading.route': 'Chargement de la page…',
  'layout.scrollTop': 'Retour en haut',
  'layout.entityGuard.notFound.title': 'Entité introuvable',
  'layout.entityGuard.notFound.message':
    "L'entité « {entity} » de cette adresse n'existe pas. Changez pour choisir où vous souhaitez travailler.",
  'layout.entityGuard.changed.title': "L'entité a changé",
  'layout.entityGuard.changed.message':
    "Cette adresse appartient à {urlEntity}, mais vous travaillez dans {currentEntity}. Changez pour modifier l'entité.",
  'layout.entityGuard.noAccess.title': 'Pas d’accès à cette entité',
  'layout.entityGuard.noAccess.message':
    "Cette adresse appartient à {urlEntity}, et votre compte n'y a pas accès. Vous travaillez dans {currentEntity}.",
  'layout.entityGuard.switch': 'Changer',
  'layout.entityGuard.checking': 'Vérification de votre accès à cette entité…',
  'layout.crossTab.title': 'Entité changée',
  'layout.crossTab.message':
    "L'entité a été changée pour {entity} dans un autre onglet. Actualisez cette page pour continuer à y travailler.",
  'layout.crossTab.refresh': 'Actualiser',
};

export const layoutMessages: { en: Record<string, string>; fr: Record<string, string> } = { en, fr };
