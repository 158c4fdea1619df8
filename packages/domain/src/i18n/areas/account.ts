import { messageFormats } from '../../messages';
import type { French } from './french';

/**
 * The account screens' words (issue #27), and the shared UI's (`common.*`). English: the spec's
 * strings, exactly; French: the field's vocabulary. Each area has its own file so that screens
 * are translated without touching the others.
 */
export const accountEn = {
  // The messages the domain builds with values (messages.ts), read from the domain.
  /** Issue #40: a request's first issue, when it is in the query string or the parameters. */
  'common.message.inPart': '{message} ({part})',
  'common.message.reactionsMissing': messageFormats.reactionsMissing,
  'common.message.textTooShort': messageFormats.textTooShort,
  'common.message.textTooLong': messageFormats.textTooLong,
  'common.message.numberTooSmallInclusive': messageFormats.numberTooSmallInclusive,
  'common.message.numberTooSmallExclusive': messageFormats.numberTooSmallExclusive,
  'common.message.numberTooBigInclusive': messageFormats.numberTooBigInclusive,
  'common.message.numberTooBigExclusive': messageFormats.numberTooBigExclusive,
  'common.message.listTooShort': messageFormats.listTooShort,
  'common.message.listTooLong': messageFormats.listTooLong,
  'common.message.notOneOf': messageFormats.notOneOf,
  'common.message.unknownFields': messageFormats.unknownFields,
  'common.message.mustBeANumber': messageFormats.mustBeANumber,
  'common.message.mustBeAWholeNumber': messageFormats.mustBeAWholeNumber,
  'common.message.cantBeNegative': messageFormats.cantBeNegative,
  'common.message.basketsFull': messageFormats.basketsFull,
  'common.message.kindNotFound': messageFormats.kindNotFound,
  'common.message.plantLimitReached': messageFormats.plantLimitReached,
  'common.message.tooManyNewPlants': messageFormats.tooManyNewPlants,
  'common.message.tooManyFailedAttemptsSeconds': messageFormats.tooManyFailedAttemptsSeconds,
  'common.message.tooManyFailedAttemptsMinutes': messageFormats.tooManyFailedAttemptsMinutes,
  'common.message.tooManyRequestsSeconds': messageFormats.tooManyRequestsSeconds,
  'common.message.tooManyRequestsMinutes': messageFormats.tooManyRequestsMinutes,
  'common.message.tooManyMedicineSearches': messageFormats.tooManyMedicineSearches,
  'common.message.staleSaveKept': messageFormats.staleSaveKept,

  // The shared UI (components/ui, components/errors, the root routes).
  'common.pageTitle': '{title} · Pharmatrace',
  'common.save': 'Save',
  'common.typeToConfirm': "Type ''{text}'' to confirm",
  'common.stay': 'Stay on this page',
  'common.dontSave': "Don't save",
  'common.restored': 'Your unsaved changes were restored.',
  'common.hideMessage': 'Hide this message',
  'common.countriesFailed': 'The list of countries could not be loaded. Reload the page to try again.',
  'common.somethingWrong': 'Something went wrong',
  'common.notDisplayedText':
    'The page could not be displayed. Reloading it usually solves the problem; your saved data is safe.',
  'common.reloadPage': 'Reload the page',
  'common.pageFailed': 'This page could not be displayed',
  'common.reloadUsually': 'Reloading the page usually solves the problem.',
  'common.error404': 'Error 404',
  'common.pageNotFound': 'Page not found',
  'common.pageNotFoundText': 'The page you asked for does not exist or has moved.',
  'common.loadingPage': 'Loading the page',
  'common.drugProductLabel': 'Drug product label',
  'common.drugSubstanceLabel': 'Drug substance label',
  'common.rowsPerPage': 'Rows per page:',
  'common.displayedRows': '{from}–{to} of {count}',
  'common.displayedRowsMore': '{from}–{to} of more than {to}',
  'common.firstPage': 'Go to first page',
  'common.lastPage': 'Go to last page',
  'common.nextPage': 'Go to next page',
  'common.previousPage': 'Go to previous page',
  // An answer with no message of its own (a proxy's 502, say): lib/api-client.ts.
  'common.requestFailed': 'Request failed with status {status}',

  // My Account's sub-pages (spec 000 §2, §5).
  'account.myAccount': 'My account',
  'account.adminTabs': 'Account administration',
  'account.generalInformation': 'General information',
  'account.changePassword': 'Change password',
  'account.currentPassword': 'Current password',
  'account.confirmPassword': 'Confirm your password',
  'account.generalSaved': 'General information saved',
  'account.invoicingSaved': 'Invoicing information saved',
  'account.loadFailed': 'Your account information could not be loaded: {reason}',
  'account.subscriptionStart': 'Subscription start date',
  'account.subscriptionEnd': 'Subscription end date',
  'account.prepaidAmount': 'Prepaid amount',
  'account.subscriptionInvoices': 'Subscription invoices',
  'account.noSubscriptionInvoice': 'No subscription invoice yet.',
  'account.downloadInvoice': 'Download invoice {year}',
  'account.noPricing': 'No pricing document yet',
  'account.noPricingText':
    'Your pricing document will be available here once your account has been validated and a quotation has been issued.',
  'account.pricingOpens': 'Your pricing document opens in a new window.',
  'account.openPricing': 'Open the pricing document',
  // The Invoices tab of /my_account/invoices: the projects' invoices.
  'account.projectInvoices.date': 'Date',
  'account.projectInvoices.download': 'Download invoice',
  'account.projectInvoices.loading': 'Loading your invoices',
  'account.projectInvoices.empty': 'No invoice yet',
  'account.projectInvoices.emptyText': 'Invoices of your projects will be listed here once they are issued.',

  // My User list and Setup new user (spec 001 §2 Sub-user pages).
  'account.users.description':
    "The users you invited share your account's projects. They cannot manage the account.",
  'account.users.name': 'Name',
  'account.users.function': 'Function',
  'account.users.active': 'Active',
  'account.users.pending': 'Invitation pending',
  'account.users.deleteTooltip': 'Delete this user',
  'account.users.deleted': '{name} has been deleted',
  'account.users.empty': 'No user yet',
  'account.users.emptyText': 'Invite your colleagues so that they can follow and create projects with you.',
  'account.users.deleteDescription': '{name} ({email}) will no longer be able to log in.',
  'account.setup.description':
    'The new user receives an invitation by e-mail and chooses a password at the first login.',
  'account.setup.submit': 'Create user',
  'account.setup.seeList': 'See My User list',

  // The account summary PDF (apps/api/src/features/accounts/account-summary.ts, issue #13).
  'account.pdf.title': 'Account summary',
  'account.pdf.subject': 'Pharmatrace account summary',
  'account.pdf.notice': '{company} - as of {date}',
  'account.pdf.validation': 'Account validation',
  'account.pdf.validatedOn': 'Validated on {date}',
  'account.pdf.awaitingValidation': 'Awaiting validation',
  'account.pdf.startDate': 'Start date',
  'account.pdf.endDate': 'End date',
  'account.pdf.projects': 'Projects ({count})',
  'account.pdf.unnamed': '(unnamed)',
  'account.pdf.created': 'created {date}',
  'account.pdf.invoice': 'invoice {status}',
  'account.pdf.footprint': 'footprint {headline}',
  'account.pdf.noProject': 'No project yet.',
} as const;

export const accountFr: French<typeof accountEn> = {
  'common.message.inPart': '{message} ({part})',
  'common.message.reactionsMissing':
    'Donnez le bilan matière de chacune des {count} réactions de la voie, ou marquez-la comme donnée inconnue.',
  'common.message.textTooShort':
    'Ce texte doit comporter au moins {minimum, plural, one {{minimum} caractère} other {{minimum} caractères}}',
  'common.message.textTooLong':
    'Ce texte ne peut pas dépasser {maximum, plural, one {{maximum} caractère} other {{maximum} caractères}}',
  'common.message.numberTooSmallInclusive': 'Ce nombre ne peut pas être inférieur à {minimum}',
  'common.message.numberTooSmallExclusive': 'Ce nombre doit être supérieur à {minimum}',
  'common.message.numberTooBigInclusive': 'Ce nombre ne peut pas être supérieur à {maximum}',
  'common.message.numberTooBigExclusive': 'Ce nombre doit être inférieur à {maximum}',
  'common.message.listTooShort':
    'Cette liste doit comporter au moins {minimum, plural, one {{minimum} élément} other {{minimum} éléments}}',
  'common.message.listTooLong':
    'Cette liste ne peut pas comporter plus de {maximum, plural, one {{maximum} élément} other {{maximum} éléments}}',
  'common.message.notOneOf': 'Choisissez parmi : {choices}',
  'common.message.unknownFields': '{count, plural, one {Champ inconnu} other {Champs inconnus}} : {keys}',
  'common.message.mustBeANumber': '{field} : la valeur doit être un nombre',
  'common.message.mustBeAWholeNumber': '{field} : la valeur doit être un nombre entier',
  'common.message.cantBeNegative': '{field} : la valeur ne peut pas être négative',
  'common.message.basketsFull':
    "Votre compte conserve déjà {limit} paniers : supprimez-en un avant d'en enregistrer un autre.",
  'common.message.kindNotFound': '{label} introuvable',
  'common.message.plantLimitReached':
    "Votre compte peut compter au plus {max} sites de production, et cette action en créerait davantage. Réutilisez un site existant (même nom d'entreprise, ville et pays) au lieu d'en créer un nouveau.",
  'common.message.tooManyNewPlants':
    'Cet enregistrement créerait {count} nouveaux sites de production, alors que {max} au plus peuvent être créés à la fois. Choisissez des sites existants, ou enregistrez en plusieurs étapes.',
  'common.message.tooManyFailedAttemptsSeconds':
    'Trop de tentatives infructueuses. Veuillez patienter {seconds, plural, one {{seconds} seconde} other {{seconds} secondes}} puis réessayer.',
  'common.message.tooManyFailedAttemptsMinutes':
    'Trop de tentatives infructueuses. Veuillez patienter {minutes} minutes puis réessayer.',
  'common.message.tooManyRequestsSeconds':
    'Trop de demandes. Veuillez patienter {seconds, plural, one {{seconds} seconde} other {{seconds} secondes}} puis réessayer.',
  'common.message.tooManyRequestsMinutes':
    'Trop de demandes. Veuillez patienter {minutes} minutes puis réessayer.',
  'common.message.tooManyMedicineSearches':
    'Trop de recherches en peu de temps. Veuillez patienter {seconds, plural, one {{seconds} seconde} other {{seconds} secondes}} puis réessayer.',
  'common.message.staleSaveKept':
    "Vos modifications du {when} n'ont pas été enregistrées : ce projet a été enregistré ailleurs entre-temps. Rétablissez-les sur la dernière version, ou abandonnez-les.",

  'common.pageTitle': '{title} · Pharmatrace',
  'common.save': 'Enregistrer',
  'common.typeToConfirm': 'Saisissez « {text} » pour confirmer',
  'common.stay': 'Rester sur cette page',
  'common.dontSave': 'Ne pas enregistrer',
  'common.restored': 'Vos modifications non enregistrées ont été rétablies.',
  'common.hideMessage': 'Masquer ce message',
  'common.countriesFailed': "La liste des pays n'a pas pu être chargée. Rechargez la page pour réessayer.",
  'common.somethingWrong': 'Une erreur est survenue',
  'common.notDisplayedText':
    "La page n'a pas pu être affichée. La recharger résout généralement le problème ; vos données enregistrées sont en sécurité.",
  'common.reloadPage': 'Recharger la page',
  'common.pageFailed': "Cette page n'a pas pu être affichée",
  'common.reloadUsually': 'Recharger la page résout généralement le problème.',
  'common.error404': 'Erreur 404',
  'common.pageNotFound': 'Page introuvable',
  'common.pageNotFoundText': "La page demandée n'existe pas ou a été déplacée.",
  'common.loadingPage': 'Chargement de la page',
  'common.drugProductLabel': 'Label médicament',
  'common.drugSubstanceLabel': 'Label substance active',
  'common.rowsPerPage': 'Lignes par page :',
  'common.displayedRows': '{from}–{to} sur {count}',
  'common.displayedRowsMore': '{from}–{to} sur plus de {to}',
  'common.firstPage': 'Aller à la première page',
  'common.lastPage': 'Aller à la dernière page',
  'common.nextPage': 'Aller à la page suivante',
  'common.previousPage': 'Aller à la page précédente',
  'common.requestFailed': 'La requête a échoué (statut {status})',

  'account.myAccount': 'Mon compte',
  'account.adminTabs': 'Administration du compte',
  'account.generalInformation': 'Informations générales',
  'account.changePassword': 'Changer le mot de passe',
  'account.currentPassword': 'Mot de passe actuel',
  'account.confirmPassword': 'Confirmez votre mot de passe',
  'account.generalSaved': 'Informations générales enregistrées',
  'account.invoicingSaved': 'Informations de facturation enregistrées',
  'account.loadFailed': "Les informations de votre compte n'ont pas pu être chargées : {reason}",
  'account.subscriptionStart': "Date de début de l'abonnement",
  'account.subscriptionEnd': "Date de fin de l'abonnement",
  'account.prepaidAmount': 'Montant prépayé',
  'account.subscriptionInvoices': "Factures d'abonnement",
  'account.noSubscriptionInvoice': "Aucune facture d'abonnement pour le moment.",
  'account.downloadInvoice': 'Télécharger la facture {year}',
  'account.noPricing': 'Aucun document tarifaire pour le moment',
  'account.noPricingText':
    'Votre document tarifaire sera disponible ici une fois votre compte validé et un devis émis.',
  'account.pricingOpens': "Votre document tarifaire s'ouvre dans une nouvelle fenêtre.",
  'account.openPricing': 'Ouvrir le document tarifaire',
  'account.projectInvoices.date': 'Date',
  'account.projectInvoices.download': 'Télécharger la facture',
  'account.projectInvoices.loading': 'Chargement de vos factures',
  'account.projectInvoices.empty': 'Aucune facture pour le moment',
  'account.projectInvoices.emptyText': 'Les factures de vos projets apparaîtront ici dès leur émission.',

  'account.users.description':
    'Les utilisateurs que vous avez invités partagent les projets de votre compte. Ils ne peuvent pas gérer le compte.',
  'account.users.name': 'Nom',
  'account.users.function': 'Fonction',
  'account.users.active': 'Actif',
  'account.users.pending': 'Invitation en attente',
  'account.users.deleteTooltip': 'Supprimer cet utilisateur',
  'account.users.deleted': '{name} a été supprimé',
  'account.users.empty': 'Aucun utilisateur pour le moment',
  'account.users.emptyText':
    "Invitez vos collègues pour qu'ils puissent suivre et créer des projets avec vous.",
  'account.users.deleteDescription': '{name} ({email}) ne pourra plus se connecter.',
  'account.setup.description':
    'Le nouvel utilisateur reçoit une invitation par e-mail et choisit un mot de passe à sa première connexion.',
  'account.setup.submit': "Créer l'utilisateur",
  'account.setup.seeList': 'Voir Mes utilisateurs',

  'account.pdf.title': 'Récapitulatif du compte',
  'account.pdf.subject': 'Récapitulatif du compte Pharmatrace',
  'account.pdf.notice': '{company} - au {date}',
  'account.pdf.validation': 'Validation du compte',
  'account.pdf.validatedOn': 'Validé le {date}',
  'account.pdf.awaitingValidation': 'En attente de validation',
  'account.pdf.startDate': 'Date de début',
  'account.pdf.endDate': 'Date de fin',
  'account.pdf.projects': 'Projets ({count})',
  'account.pdf.unnamed': '(sans nom)',
  'account.pdf.created': 'créé le {date}',
  'account.pdf.invoice': 'facture {status}',
  'account.pdf.footprint': 'empreinte carbone {headline}',
  'account.pdf.noProject': 'Aucun projet pour le moment.',
};
