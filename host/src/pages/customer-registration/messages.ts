/** Texts of the public registration, thank-you and email verification pages; merged into the host's. */
const en = {
  'login.register': 'New customer? Register as a customer',
  'customerRegistration.title': 'Register as a customer',
  'customerRegistration.intro':
    'Open a customer account with Quality Portal Services. We confirm your email address, then our team reviews your registration.',
  'customerRegistration.section.company': 'Your company',
  'customerRegistration.section.contact': 'Contact person',
  'customerRegistration.section.account': 'Your sign-in',
  'customerRegistration.field.companyName': 'Company name',
  'customerRegistration.field.country': 'Country',
  'customerRegistration.field.address': 'Address',
  'customerRegistration.field.contactName': 'Contact name',
  'customerRegistration.field.email': 'Email',
  'customerRegistration.field.phone': 'Phone',
  'customerRegistration.field.services': 'Services wanted',
  'customerRegistration.field.loginName': 'Login',
  'customerRegistration.field.password': 'Password',
  'customerRegistration.field.confirmPassword': 'Confirm the password',
  'customerRegistration.field.terms': 'I accept the terms and conditions of Quality Portal Services',
  'customerRegistration.service.1': 'Inspection',
  'customerRegistration.service.2': 'Audit',
  'customerRegistration.service.3': 'Technical compliance file (TCF)',
  'customerRegistration.service.4': 'Lab testing',
  'customerRegistration.submit': 'Register',
  'customerRegistration.submitting': 'Registering…',
  'customerRegistration.loading': 'Loading the form…',
  'customerRegistration.loadFailed': 'The form could not be loaded. Please try again.',
  'customerRegistration.retry': 'Retry',
  'customerRegistration.checkFields': 'Please check the fields marked below.',
  'customerRegistration.failed': 'The registration could not be sent. Please try again.',
  'customerRegistration.result.2': 'A customer with this company name is already registered.',
  'customerRegistration.result.3': 'This email address is already used.',
  'customerRegistration.result.4': 'This login is already taken.',
  'customerRegistration.result.5': 'The password does not meet the password policy.',
  'customerRegistration.result.6': 'The registration could not be saved. Please try again.',
  'customerRegistration.haveAccount': 'Already a customer? Sign in',
  'customerRegistration.thankYou.title': 'Thank you for registering',
  'customerRegistration.thankYou.sent':
    'We have sent a link to {email}. Open it within {hours} hours to confirm your email address.',
  'customerRegistration.thankYou.sentNoEmail':
    'We have sent a link to your email address. Open it within {hours} hours to confirm it.',
  'customerRegistration.thankYou.next':
    'Then our team reviews your registration. You will get an email as soon as your account is approved, and you can sign in with the login and password you chose.',
  'customerRegistration.backToSignIn': 'Back to sign-in',
  'customerRegistration.verify.title': 'Email verification',
  'customerRegistration.verify.checking': 'Checking your link…',
  'customerRegistration.verify.result.1':
    'Thank you, your email address is confirmed. Our team now reviews the registration of {company}; you will get an email once it is approved.',
  'customerRegistration.verify.result.2':
    'We could not find a registration for this link. Please register again.',
  'customerRegistration.verify.result.3':
    'The link is incomplete: the verification token is missing. Please open the link from the email again.',
  'customerRegistration.verify.result.4':
    'This link is not valid any more: it has expired or the registration was closed. Please register again.',
  'customerRegistration.verify.result.5':
    'Your email address was already confirmed. Your registration is being reviewed; you will get an email once it is approved.',
  'customerRegistration.verify.failed': 'The link could not be checked. Please try again.',
  'customerRegistration.verify.registerAgain': 'Register again',
};

export type RegistrationMessageKey = keyof typeof en;

const fr: Record<RegistrationMessageKey, string> = {
  'login.register': 'Nouveau client ? Inscrivez-vous',
  'customerRegistration.title': 'Inscription client',
  'customerRegistration.intro':
    'Ouvrez un compte client chez Quality Portal Services. Nous confirmons votre adresse e-mail, puis notre équipe examine votre inscription.',
  'customerRegistration.section.company': 'Votre société',
  'customerRegistration.section.contact': 'Personne à contacter',
  'customerRegistration.section.account': 'Votre connexion',
  'customerRegistration.field.companyName': 'Nom de la société',
  'customerRegistration.field.country': 'Pays',
  'customerRegistration.field.address': 'Adresse',
  'customerRegistration.field.contactName': 'Nom du contact',
  'customerRegistration.field.email': 'E-mail',
  'customerRegistration.field.phone': 'Téléphone',
  'customerRegistration.field.services': 'Services souhaités',
  'customerRegistration.field.loginName': 'Identifiant',
  'customerRegistration.field.password': 'Mot de passe',
  'customerRegistration.field.confirmPassword': 'Confirmez le mot de passe',
  'customerRegistration.field.terms': "J'accepte les conditions générales de Quality Portal Services",
  'customerRegistration.service.1': 'Inspection',
  'customerRegistration.service.2': 'Audit',
  'customerRegistration.service.3': 'Dossier technique de conformité (TCF)',
  'customerRegistration.service.4': 'Essais en laboratoire',
  'customerRegistration.submit': "S'inscrire",
  'customerRegistration.submitting': 'Inscription…',
  'customerRegistration.loading': 'Chargement du formulaire…',
  'customerRegistration.loadFailed': "Le formulaire n'a pas pu être chargé. Merci de réessayer.",
  'customerRegistration.retry': 'Réessayer',
  'customerRegistration.checkFields': 'Merci de vérifier les champs signalés ci-dessous.',
  'customerRegistration.failed': "L'inscription n'a pas pu être envoyée. Merci de réessayer.",
  'customerRegistration.result.2': 'Un client portant ce nom de société est déjà enregistré.',
  'customerRegistration.result.3': 'Cette adresse e-mail est déjà utilisée.',
  'customerRegistration.result.4': 'Cet identifiant est déjà pris.',
  'customerRegistration.result.5': 'Le mot de passe ne respecte pas la politique de mots de passe.',
  'customerRegistration.result.6': "L'inscription n'a pas pu être enregistrée. Merci de réessayer.",
  'customerRegistration.haveAccount': 'Déjà client ? Connectez-vous',
  'customerRegistration.thankYou.title': 'Merci pour votre inscription',
  'customerRegistration.thankYou.sent':
    'Nous avons envoyé un lien à {email}. Ouvrez-le dans les {hours} heures pour confirmer votre adresse e-mail.',
  'customerRegistration.thankYou.sentNoEmail':
    'Nous avons envoyé un lien à votre adresse e-mail. Ouvrez-le dans les {hours} heures pour la confirmer.',
  'customerRegistration.thankYou.next':
    "Notre équipe examine ensuite votre inscription. Vous recevrez un e-mail dès que votre compte sera approuvé et pourrez vous connecter avec l'identifiant et le mot de passe choisis.",
  'customerRegistration.backToSignIn': 'Retour à la connexion',
  'customerRegistration.verify.title': "Vérification de l'adresse e-mail",
  'customerRegistration.verify.checking': 'Vérification de votre lien…',
  'customerRegistration.verify.result.1':
    "Merci, votre adresse e-mail est confirmée. Notre équipe examine maintenant l'inscription de {company} ; vous recevrez un e-mail dès son approbation.",
  'customerRegistration.verify.result.2':
    'Aucune inscription ne correspond à ce lien. Merci de vous inscrire de nouveau.',
  'customerRegistration.verify.result.3':
    "Le lien est incomplet : le jeton de vérification manque. Merci d'ouvrir de nouveau le lien de l'e-mail.",
  'customerRegistration.verify.result.4':
    "Ce lien n'est plus valable : il a expiré ou l'inscription a été close. Merci de vous inscrire de nouveau.",
  'customerRegistration.verify.result.5':
    'Votre adresse e-mail était déjà confirmée. Votre inscription est en cours d’examen ; vous recevrez un e-mail dès son approbation.',
  'customerRegistration.verify.failed': "Le lien n'a pas pu être vérifié. Merci de réessayer.",
  'customerRegistration.verify.registerAgain': "S'inscrire de nouveau",
};

export const registrationPageMessages = { en, fr };
