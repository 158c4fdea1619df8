import { originFieldLabels } from '../labels/field-labels';
import { messages, serverMessages, uiMessages, validationMessages } from '../messages';
import { medicineFootprintMessages } from '../schemas/medicine-footprint';
import { projectKindNames } from '../workflow/status';
import { accountEn } from './areas/account';
import { factorsEn } from './areas/factors';
import { footprintsEn } from './areas/footprints';
import { labelsEn } from './areas/labels';
import { medicineFootprintEn, medicineStudyEn } from './areas/medicine-footprint';
import { medicineSheetEn } from './areas/medicine-sheet';
import { medicinesEn } from './areas/medicines';
import { plantsEn } from './areas/plants';
import { staffEn } from './areas/staff';
import { tendersEn } from './areas/tenders';

/**
 * The English catalogue (issue #27, decision 0041): the spec's strings, exactly. Those the domain
 * already defined (messages.ts, status.ts, field-labels.ts) are read from there, so each stays
 * defined once; the screens' own words follow, by screen. ICU MessageFormat: `{name}` is a
 * parameter, and its type is checked (`MessageParams`).
 */

type Strings<T> = { [K in keyof T as T[K] extends string ? K : never]: T[K] };
type Prefixed<P extends string, T> = { readonly [K in keyof Strings<T> & string as `${P}.${K}`]: T[K] };

/** The string entries of one group of messages, keyed `prefix.name` (functions are left out). */
function prefixed<P extends string, T extends object>(prefix: P, group: T): Prefixed<P, T> {
  return Object.fromEntries(
    Object.entries(group)
      .filter(([, value]) => typeof value === 'string')
      .map(([key, value]) => [`${prefix}.${key}`, value]),
  ) as Prefixed<P, T>;
}

export const en = {
  // Validation and server messages (messages.ts), read from the domain.
  ...prefixed('password', messages.password),
  ...prefixed('email', messages.email),
  ...prefixed('register', messages.register),
  ...prefixed('generalInformation', messages.generalInformation),
  ...prefixed('invoicingInformation', messages.invoicingInformation),
  ...prefixed('reset', messages.reset),
  ...prefixed('newUser', messages.newUser),
  ...prefixed('medicineSearch', messages.medicineSearch),
  ...prefixed('footprint', messages.footprint),
  ...prefixed('tree', messages.tree),
  ...prefixed('text', messages.text),
  ...prefixed('percentage', messages.percentage),
  ...prefixed('label', messages.label),
  ...prefixed('plant', messages.plant),
  ...prefixed('medicineFootprint', medicineFootprintMessages),
  ...prefixed('validation', validationMessages),
  ...prefixed('server', serverMessages),
  ...prefixed('ui', uiMessages),
  ...prefixed('ui.login', uiMessages.login),
  ...prefixed('ui.reset', uiMessages.reset),
  ...prefixed('ui.confirmUser', uiMessages.confirmUser),
  ...prefixed('ui.register', uiMessages.register),
  ...prefixed('ui.changePassword', uiMessages.changePassword),
  ...prefixed('ui.subUser', uiMessages.subUser),
  ...prefixed('ui.deleteProject', uiMessages.deleteProject),
  ...prefixed('ui.projectLists', uiMessages.projectLists),
  ...prefixed('ui.submission', uiMessages.submission),
  ...prefixed('ui.staleSave', uiMessages.staleSave),
  ...prefixed('ui.unsavedData', uiMessages.unsavedData),
  ...prefixed('ui.medicine', uiMessages.medicine),
  ...prefixed('originField', originFieldLabels),
  ...prefixed('kind.ORIGIN', projectKindNames.ORIGIN),
  ...prefixed('kind.SUBSTANCE', projectKindNames.SUBSTANCE),
  ...prefixed('kind.CARBON', projectKindNames.CARBON),
  ...prefixed('kind.MEDICINE', projectKindNames.MEDICINE),

  // Status names (spec 000 §4), as status.ts's projectStatusLabel and invoiceStatusLabel give them.
  'status.Draft': 'Draft',
  'status.On-going': 'On-going',
  'status.Check': 'Check',
  'status.Completed': 'Completed',
  'invoiceStatus.Paid': 'Paid',
  'invoiceStatus.Not Paid': 'Not Paid',

  // The language switch (ours).
  'language.label': 'Language',
  'language.en': 'English',
  'language.fr': 'Français',

  // Navigation (spec 000 §2, spec 001 §2).
  'nav.home': 'Home',
  'nav.myProjects': 'My Projects',
  'nav.myLabels': 'My Origin labels',
  'nav.myFootprints': 'My Footprints',
  'nav.myPlants': 'My Plants',
  'nav.footprintRequests': 'Footprint requests',
  'nav.myAccount': 'My Account',
  'nav.adminPanel': 'Admin Panel',
  'nav.logOut': 'Log out',
  'nav.main': 'Main navigation',
  'nav.skip': 'Skip to content',
  'nav.open': 'Open the navigation',
  'nav.loading': 'Loading',
  'nav.loggingOut': 'Logging out',

  // Shared field names of the public forms.
  'field.email': 'Email',
  'field.password': 'Password',
  'field.newPassword': 'New password',
  'field.code': 'Code',
  'field.showTyped': 'Show the typed characters',
  'field.hideTyped': 'Hide the typed characters',
  'field.companyName': 'Company name',
  'field.contactName': 'Contact name',
  'field.phone': 'Phone',
  'field.companylegalName': 'Company legal name',
  'field.addressLine1': 'Address line 1 (street)',
  'field.addressLine2': 'Address line 2 (zip code and city)',
  'field.addressLine3': 'Address line 3 (country)',

  // /login (spec 000 §2).
  'login.title': 'Log in',
  'login.submit': 'Log In',
  'login.noAccount': 'No account yet?',
  'login.registerHere': 'Register here',
  'login.keepLogged': 'Keep me logged in',
  'login.forgotPassword': 'Forgot password ?',

  // First login of an invited sub-user (spec 000 §2).
  'createPassword.title': 'Create your password',
  'createPassword.submit': 'Create password',
  'createPassword.welcome': 'Welcome! Please choose the password you will use from now on.',

  // /forgot_password and /set_password.
  'forgotPassword.title': 'Forgot password',
  'forgotPassword.intro':
    'Enter the e-mail address of your account: we will send you a code to choose a new password.',
  'forgotPassword.submit': 'Send code',
  'forgotPassword.sent': 'A code was sent to {destination}.',
  'forgotPassword.next': 'Enter this code on the next page to choose a new password.',
  'forgotPassword.setNew': 'Set a new password',
  'forgotPassword.backToLogin': 'Back to login',
  'forgotPassword.haveCode': 'I already have a code',
  'setPassword.title': 'Set a new password',
  'setPassword.intro': 'Enter the code you received by e-mail and choose a new password.',
  'setPassword.submit': 'Change password',
  'setPassword.requestNew': 'Request a new code',
  'auth.goToLogin': 'Go to login',

  // /confirm_user.
  'confirmUser.title': 'Account activation',
  'confirmUser.activating': 'Activating your account',

  // /register (spec 000 §2, §4 'Registration').
  'registration.title': 'Create your account',
  'registration.alreadyRegistered': 'Already registered?',
  'registration.step.account': 'Account information',
  'registration.step.invoicing': 'Invoicing information',
  'registration.step.accountType': 'Account type',
  'registration.step.confirmation': 'Confirmation',
  'registration.accountType': 'Account type',
  'registration.standard': 'Free access for hospital pharmacists and doctors, subject to professional proof.',
  'registration.premium':
    'Paid access for companies and non-medical institutions. A quotation for the subscription fee is sent after your account is validated.',
  'registration.terms': 'Terms',
  'registration.termsAccepted': 'You accepted the terms.',
  'registration.readTermsAgain': 'Read them again',
  'registration.readTerms': 'Read and accept the terms',
  'registration.thanks': 'Thank you for your registration!',
  'registration.emailSent':
    'We have sent you an e-mail: please click on the link it contains to activate your account. You can then log in.',
  'registration.goHome': 'Go to home',
  'registration.back': 'Back',
  'registration.next': 'Next',
  'registration.submit': 'Validation',

  // The terms dialog (spec 000 §2).
  'terms.title': 'Terms and conditions',
  'terms.intro': 'Please read the documents below. Every box must be ticked to create your account.',
  'terms.read': 'Read:',
  'terms.termsOfUseLink': 'Terms of Use',
  'terms.termsOfSalesLink': 'Terms of Sales',
  'terms.privacyPolicyLink': 'Privacy policy',
  'terms.termsOfUse': 'I accept the general terms of use',
  'terms.termsOfSale': 'I accept the terms of sale',
  'terms.privacyPolicy': 'I accept the privacy policy',
  'terms.noDisclosure': 'I confirm that I will not disclose the footprint values publicly',
  'terms.cancel': 'Cancel',
  'terms.agree': 'Agree',

  // /home (spec 000 §2).
  'home.intro':
    'European origin labels for drug products and drug substances, and carbon footprint studies of your products, reviewed by our experts.',
  'home.medicineDatabase': 'Medicine carbon footprint database',
  'home.medicineDatabaseText':
    'The cradle-to-gate carbon footprint of medicines sold in France, per box, with its breakdown.',
  'home.searchMedicine': 'Search a medicine',

  // The stages of the European-origin figures (eu-origin-confirmation.ts) and the certificate PDF.
  'stage.finalStep': 'Final API synthesis step',
  'stage.intermediates': 'Intermediates',
  'stage.route': 'Whole synthetic route',
  'stage.substanceFinalStep': '{name}: final step',
  'stage.substanceIntermediates': '{name}: intermediates',
  'stage.substanceRoute': '{name}: synthetic route',
  'stage.substanceNumber': 'Substance #{number}',
  'stage.activeSubstances': 'All drug substances',
  'stage.formulation': 'Drug formulation',
  'stage.packaging': 'Primary packaging',
  'stage.product': 'Drug product',
  'certificate.title': 'European origin label certificate',
  'certificate.subject': 'European origin of {product}',
  'certificate.product': 'Product',
  'certificate.type': 'Type',
  'certificate.confirmedOn': 'Confirmed on',
  'certificate.verificationCode': 'Verification code',
  'certificate.shares': 'Share made in the EU/EEA, per stage',
  'certificate.share': '{eu} % EU/EEA, {outside} % outside, {unknown} % unknown',
  'certificate.method':
    "Figures weighted by the manufacturers' percentages, by the rules of version {version}, and confirmed by the Pharmatrace team.",
  'certificate.check':
    'Check this certificate: GET /api/labels/verify/{code} on the Pharmatrace portal answers the same figures while the label stands.',

  // The project lists /my_projects, /my_labels, /my_footprints (spec 000 §2).
  'projectList.projects.description':
    'All your projects in one table: drug product and drug substance origin labels and carbon footprints.',
  'projectList.labels.description':
    'Your drug product and drug substance origin labels, their status and their reports.',
  'projectList.footprints.description': 'Your carbon footprint studies, their status and their reports.',
  'projectList.newOrigin': 'New origin label',
  'projectList.newSubstance': 'New substance label',
  'projectList.newCarbon': 'New carbon footprint',
  'projectList.sort.newest': 'Newest first',
  'projectList.sort.nameAsc': 'Name, A to Z',
  'projectList.sort.nameDesc': 'Name, Z to A',
  'projectList.sort.statusAsc': 'Status, Draft first',
  'projectList.sort.statusDesc': 'Status, Completed first',
  'projectList.noMatch': 'No project matches “{query}”.',
  'projectList.clearSearch': 'Clear the search',
  'projectList.tryAgain': 'Try again',
  'projectList.loadFailed': 'Your {kinds} could not be loaded.',
  'projectList.and': 'and',
  'projectList.emptyText': 'Your projects will be listed here, with their status and their reports.',
  'projectList.search': 'Search by name',
  'projectList.sortBy': 'Sort by',
  'projectList.countOf': '{visible} of {total} projects',
  'projectList.oneProject': '1 project',
  'projectList.count': '{count} projects',
  'projectList.name': 'Name of product',
  'projectList.type': 'Type',
  'projectList.status': 'Status',
  'projectList.document': 'Document',
  'projectList.access': 'Access',
  'projectList.report': 'Report',
  'projectList.invoice': 'Invoice',
  // `start`: 'vowel' when the name opens with one, for the French elision (d’amoxicilline, issue #39).
  'projectList.ofName': '{start, select, vowel {of {name}} other {of {name}}}',
  'projectList.edit': 'Edit',
  'projectList.europeanOrigin': 'European origin',
  'projectList.result': 'Result',
  'projectList.deleteTooltip': 'Delete this project',
  'projectList.deleteName': 'Delete {name}',
  'projectList.deleted': "''{name}'' has been deleted",
  'projectList.delete': 'Delete',
  'status.secondPart': 'Second part',

  // /my_plants (spec 001 §2 'My Plants').
  'plants.description': 'Here you will find a list of all your saved manufacturing plants',
  'plants.backHome': 'Back home',
  'plants.new': 'New Plant',
  'plants.empty': 'You have no plant yet',
  'plants.emptyText': 'Describe your manufacturing plants once; your carbon footprints can then reuse them.',
  'plants.companyName': 'Company name',
  'plants.country': 'Country',
  'plants.city': 'City',
  'plants.dataYear': 'Data year',
  'plants.reportingYear': '(reporting year)',
  'plants.update': 'Update information',
  'plants.edit': 'edit',

  // /my_account, the hub (spec 000 §2).
  'account.description': 'Manage your account, your users, your invoices and find our terms.',
  'account.account': 'Account',
  'account.administration': 'Administration',
  'account.userList': 'My User list',
  'account.setupNewUser': 'Setup new user',
  'account.pactConnections': 'PACT connections',
  'account.invoicing': 'Invoicing information',
  'account.subscription': 'Subscription',
  'account.pricing': 'Pricing',
  'account.invoices': 'Invoices',
  'account.aboutUs': 'About us',
  'account.legalTerms': 'Legal terms',
  'account.about.Company': 'Company',
  'account.about.Services': 'Services',
  'account.about.Contact us': 'Contact us',
  'account.summary': 'Download account summary',
  'account.summaryPreparing': 'Preparing…',

  // The e-mails (apps/api/src/mail/templates.ts).
  'mail.footer': 'Pharmatrace: for a sustainable access to health products',
  'mail.hello': 'Hello {name},',
  'mail.confirm.subject': 'Confirm your Pharmatrace account',
  'mail.confirm.intro':
    'Thank you for registering on Pharmatrace. Please confirm your e-mail address to activate your account.',
  'mail.confirm.button': 'Confirm my account',
  'mail.confirm.code': 'Your confirmation code is {code}. It is valid for 24 hours.',
  'mail.reset.subject': 'Your Pharmatrace password reset code',
  'mail.reset.intro':
    'Somebody asked to reset the password of your Pharmatrace account. Use this code to choose a new password:',
  'mail.reset.validity': 'The code is valid for 1 hour and can be used once.',
  'mail.reset.button': 'Set a new password',
  'mail.reset.ignore':
    'If you did not ask for this, you can ignore this e-mail: your password has not changed.',
  'mail.invitation.subject': 'You are invited to Pharmatrace by {company}',
  'mail.invitation.intro': '{company} invited you to its Pharmatrace account.',
  'mail.invitation.login':
    'Log in with your e-mail address {email} and this temporary password, then choose your own password:',
  'mail.invitation.validity': 'The temporary password is valid for 7 days.',
  'mail.invitation.button': 'Log in to Pharmatrace',
  'mail.passwordChanged.subject': 'Your Pharmatrace password was changed',
  'mail.passwordChanged.intro':
    'The password of your Pharmatrace account was just changed, and your other sessions were logged out.',
  'mail.passwordChanged.notYou': 'If you did not do this, reset your password at once and contact us.',
  'mail.resetMyPassword': 'Reset my password',
  'mail.registrationAttempt.subject': 'Someone tried to register with your e-mail address',
  'mail.registrationAttempt.intro':
    'Somebody just tried to create a new Pharmatrace account with your e-mail address. Your address already has an account, so no new account was created and nothing was changed.',
  'mail.registrationAttempt.ifYou':
    'If it was you, you can log in with your existing account, or choose a new password if you forgot it:',
  'mail.registrationAttempt.notYou': 'If it was not you, you can ignore this e-mail.',
  'mail.invitationExisting.subject': '{company} invited you to Pharmatrace',
  'mail.invitationExisting.intro':
    '{company} tried to add you as a user of its Pharmatrace account. Your e-mail address already has a Pharmatrace account, and one address can belong to one account only, so you were not added.',
  'mail.invitationExisting.ask':
    "If you should work in {company}'s account, ask them to invite another e-mail address of yours.",
  'mail.accountValidated.subject': 'Your Pharmatrace account is validated',
  'mail.accountValidated.intro':
    'Our team validated the account of {company}. You can now order origin labels and carbon footprint studies.',
  'mail.accountValidated.button': 'Start a project',
  'mail.projectReviewed.yourProject': 'your {type} "{name}"',
  'mail.projectReviewed.secondPartOf': 'the second part of {project}',
  'mail.projectReviewed.check.subject': 'Please check our amendments to {name}',
  'mail.projectReviewed.check.intro': 'Our team reviewed {project} and amended it.',
  'mail.projectReviewed.check.text':
    'Please check the changes, which are highlighted on the page, and validate them: the project then comes back to our team.',
  'mail.projectReviewed.check.button': 'Check the changes',
  'mail.projectReviewed.draft2.subject': 'The second part of {name} is open',
  'mail.projectReviewed.draft2.intro': 'Our team validated the first part of {project}.',
  'mail.projectReviewed.draft2.text':
    'You can now fill in the second part: the mass balance and process information of each reaction.',
  'mail.projectReviewed.draft2.button': 'Fill in the second part',
  'mail.projectReviewed.completed.subject': '{name} is completed',
  'mail.projectReviewed.completed.intro':
    'Our team completed {project}. Its report will be in {list} as soon as it is issued.',
  'mail.projectReviewed.completed.button': 'Open {list}',

  // The areas translated screen by screen (areas/*.ts).
  ...labelsEn,
  ...footprintsEn,
  ...accountEn,
  ...medicinesEn,
  ...tendersEn,
  ...plantsEn,
  ...staffEn,
  ...factorsEn,
  ...medicineFootprintEn,
  ...medicineStudyEn,
  ...medicineSheetEn,
} as const;

export type EnglishCatalogue = typeof en;
export type MessageKey = keyof EnglishCatalogue;
