import { IntlMessageFormat } from 'intl-messageformat';
import { originFieldLabels } from './labels/field-labels';
import { MAX_TREE_DEPTH, MAX_TREE_NODES } from './limits';

/**
 * The messages built with values, as ICU MessageFormat (issue #27): the functions below write
 * their English from these, and the catalogues read them from here (i18n/areas/account.ts), so a
 * message said in English by a schema or the server is read back and said in French with its
 * values. Plain `{n}` (not `#`) keeps numbers as the English has always written them ('1000').
 */
export const messageFormats = {
  textTooShort: 'This text must have at least {minimum} characters',
  textTooLong: "This text can't exceed {maximum} characters",
  numberTooSmallInclusive: "This number can't be below {minimum}",
  numberTooSmallExclusive: 'This number must be above {minimum}',
  numberTooBigInclusive: "This number can't be above {maximum}",
  numberTooBigExclusive: 'This number must be below {maximum}',
  listTooShort:
    'This list must have at least {minimum, plural, one {{minimum} item} other {{minimum} items}}',
  listTooLong:
    "This list can't have more than {maximum, plural, one {{maximum} item} other {{maximum} items}}",
  notOneOf: 'Choose one of: {choices}',
  unknownFields: '{count, plural, one {Unknown field} other {Unknown fields}}: {keys}',
  mustBeANumber: '{field} must be a number',
  mustBeAWholeNumber: '{field} must be a whole number',
  cantBeNegative: "{field} can't be negative",
  basketsFull: 'Your account already keeps {limit} baskets: delete one before saving another.',
  kindNotFound: '{label} not found',
  plantLimitReached:
    'Your account can have at most {max} manufacturing plants, and this would create more. Reuse an existing plant (same company name, city and country) instead of creating a new one.',
  tooManyNewPlants:
    "This save would create {count} new manufacturing plants, and at most {max} can be created at once. Choose existing plants with 'Select an existing manufacturing plant', or save in smaller steps.",
  tooManyFailedAttemptsSeconds:
    'Too many failed attempts. Please wait {seconds, plural, one {{seconds} second} other {{seconds} seconds}} and try again.',
  tooManyFailedAttemptsMinutes: 'Too many failed attempts. Please wait {minutes} minutes and try again.',
  tooManyRequestsSeconds:
    'Too many requests. Please wait {seconds, plural, one {{seconds} second} other {{seconds} seconds}} and try again.',
  tooManyRequestsMinutes: 'Too many requests. Please wait {minutes} minutes and try again.',
  tooManyMedicineSearches:
    'Too many searches in a short time. Please wait {seconds, plural, one {{seconds} second} other {{seconds} seconds}} and try again.',
  /** 400: the mass balance must cover each reaction of the route (second-part.ts). */
  reactionsMissing:
    'Give the mass balance of each of the {count} reactions of the route, or mark it as unknown data.',
  staleSaveKept:
    'Your changes of {when} were not saved: this project was saved elsewhere meanwhile. Restore them on top of the latest version, or discard them.',
} as const;

type FormatName = keyof typeof messageFormats;
const compiled = new Map<FormatName, IntlMessageFormat>();

/** One of messageFormats in English; the domain's own words, so no catalogue is needed here. */
export function english(name: FormatName, values: Record<string, string | number>): string {
  let format = compiled.get(name);
  if (!format) {
    format = new IntlMessageFormat(messageFormats[name], 'en-GB', undefined, { ignoreTag: true });
    compiled.set(name, format);
  }
  return String(format.format(values));
}

/**
 * Every user-facing string the spec quotes, defined once.
 * Forms (apps/web) and request validation (apps/api) both read them from here,
 * so a message can never drift between the browser and the server.
 * Spec 000 §5 (validation), §8 (error catalogue); spec 001 §5 'New user'.
 */
export const messages = {
  password: {
    empty: "Password can't be empty",
    tooShort: 'Password must have at least 9 characters',
    tooLong: "Password can't exceed 50 characters",
    upperCase: 'Password must have a upper case',
    lowerCase: 'Password must have a lower case',
    special: 'Password must have a special character',
    number: 'Password must have a number',
    hint: 'You need at least 9 signs including upper case, lower case, number and special character',
    confirmMismatch: 'Password does not match',
    confirmEmpty: "Confirm your password can't be empty",
    currentEmpty: "Password can't be empty",
  },
  email: {
    empty: "Email can't be empty",
    invalid: 'Incorrect email',
    /** Ours (issue #22): RFC 5321's longest address. */
    tooLong: "Email can't exceed 254 characters",
  },
  register: {
    companyName: "Company name can't be empty",
    contactName: "Contact name can't be empty",
    phone: "Phone number can't be empty",
    companylegalName: "Company legal name can't be empty",
    addressLine1: "Address line 1 (street) can't be empty",
    addressLine2: "Address line 2 (zip code and city) number can't be empty",
    addressLine3: "Address line 3 (country) can't be empty",
    accountType: 'Please choose an account type',
    acceptTerms: 'Please accept the terms',
  },
  generalInformation: {
    companyName: "Company name can't be empty",
    contactName: "Contact name can't be empty",
    phone: "Phone can't be empty",
    email: "Email can't be empty",
  },
  invoicingInformation: {
    companylegalName: "Company legal name can't be empty",
    addressLine1: "Address line 1 can't be empty",
    addressLine2: "Address line 2 can't be empty",
    addressLine3: "Address line 3 can't be empty",
  },
  reset: {
    codeEmpty: "Code can't be empty",
    codeFormat: 'The code has 6 digits',
    codeHint: '6 digits',
  },
  newUser: {
    name: "Name can't be empty",
    function: "Function can't be empty",
  },
  medicineSearch: {
    nameEmpty: "Name can't be empty",
  },
  /** Spec 001 §5 Footprint step 1 and 2. */
  footprint: {
    nameEmpty: "Name can't be empty",
    casEmpty: "Cas can't be empty",
    stepsSum:
      'The number of synthetic steps must be equal to the sum of the steps with production information and the steps without production information',
    supplierEmpty: "Name of the supplier can't be empty",
    productionCountryEmpty: "Country of production can't be empty",
    contactNameEmpty: "Contact name can't be empty",
    contactFunctionEmpty: "Contact function can't be empty",
    contactEmailEmpty: "Contact email can't be empty",
    productUseEmpty: "Use of the product can't be empty",
    companyActivityEmpty: "Description of company's activity can't be empty",
    annualVolumeEmpty: "Annual volume can't be empty",
    molecularStructureMissing: "Please provide Molecular Structure's file",
    fileTooLarge: 'File size must be less than 1mo',
    uploadFailed: 'Error while uploading file',
    /**
     * Ours: the hint under an upload field. It names the limit as the spec's error above does
     * ('1mo': spec 001 §9 displays the 1,200,000-byte limit as 1 Mo), and the types as §9 lists them.
     */
    uploadHint: 'PDF, Word (.doc, .docx) or Excel (.xls), less than 1mo',
    yearOfReportEmpty: "Year of report can't be empty",
    /** Ours: the spec gives the counters' bounds (integers, 0 to 100) but no message. */
    stepCounterInvalid: 'Enter a whole number from 0 to 100',
  },
  /** Spec 001 §5 Tree dialog. */
  tree: {
    casEmpty: "CAS number can't be empty",
    nameEmpty: "Name can't be empty",
    companyNameEmpty: "Company name can't be empty",
    productionCountryEmpty: "Production country can't be empty",
    cityEmpty: "City can't be empty",
    transformationTypeEmpty: "Transformation type can't be empty",
    otherStepEmpty: "Other step can't be empty",
    /** Ours: the spec only colours such a root as 'not completed'. */
    rootManufacturerMissing: 'Add at least one manufacturer of the product',
    /** Ours (issue #8): the bounds of limits.ts. */
    tooDeep: `A route tree can have at most ${MAX_TREE_DEPTH} levels`,
    tooManyNodes: `A route tree can have at most ${MAX_TREE_NODES} substances`,
  },
  /** Ours (issue #8): PostgreSQL cannot store a NUL character or half of a surrogate pair. */
  text: {
    invalidCharacter: 'This text contains a character that is not allowed',
  },
  /** Spec 001 §5 percentages (tree manufacturers, production countries). */
  percentage: {
    empty: "Percentage can't be empty",
    notNumber: 'Percentage must be a number',
    above100: "Percentage can't be above 100",
    zeroOrUnder: "Percentage can't be 0 or under",
    totalNot100: 'The total percentage has to be equal to 100',
  },
  /** Spec 001 §5 Substance and product wizards. */
  label: {
    innEmpty: "INN can't be empty",
    casEmpty: "CAS number can't be empty",
    typeEmpty: "Type can't be empty",
    hsCodeEmpty: "HS code can't be empty",
    hsCodeTooShort: 'HS code must be at least 6 digits long',
    hsCodeDigitsOnly: 'HS code is number only',
    /** Ours (issue #22): the spec sets no maximum; a tariff code has at most 12 digits. */
    hsCodeTooLong: "HS code can't exceed 12 digits",
    drugProductNameEmpty: `${originFieldLabels.drugProductName} can't be empty`,
    commercializationCountryEmpty: `${originFieldLabels.commercializationCountry} can't be empty`,
    drugProductCodeEmpty: `${originFieldLabels.drugProductCode} can't be empty`,
    formulationCountryEmpty: "Production country for drug formulation can't be empty",
    packagingCountryEmpty: "Production country for primary packaging can't be empty",
    /** Ours: the spec only says apiCount has a minimum of 1 (spec 001 §3). */
    apiCountInvalid: 'The number of drug substances must be a whole number from 1 to 20',
    substancesMissing: 'Every drug substance must be described',
  },
  /** Spec 001 §5 Plant. */
  plant: {
    reportingYearEmpty: "Reporting year can't be empty",
    countryEmpty: "Country can't be empty",
    cityEmpty: "City can't be empty",
    companyNameEmpty: "Company name can't be empty",
  },
} as const;

/**
 * Ours (issue #16): what a request that breaks a rule without a message of its own is told,
 * instead of zod's default English ('Invalid input: expected object, received undefined').
 * `validation-messages.ts` installs them for every schema.
 */
export const validationMessages = {
  required: 'This field is required',
  notText: 'This field must be text',
  notNumber: 'This field must be a number',
  notWholeNumber: 'This field must be a whole number',
  notBoolean: 'This field must be true or false',
  notList: 'This field must be a list',
  notGroup: 'This field must be a group of fields',
  wrongType: 'This field has the wrong type',
  empty: "This field can't be empty",
  textTooShort: (minimum: number) => english('textTooShort', { minimum }),
  textTooLong: (maximum: number) => english('textTooLong', { maximum }),
  numberTooSmall: (minimum: number, inclusive: boolean) =>
    english(inclusive ? 'numberTooSmallInclusive' : 'numberTooSmallExclusive', { minimum }),
  numberTooBig: (maximum: number, inclusive: boolean) =>
    english(inclusive ? 'numberTooBigInclusive' : 'numberTooBigExclusive', { maximum }),
  listTooShort: (minimum: number) => english('listTooShort', { minimum }),
  listTooLong: (maximum: number) => english('listTooLong', { maximum }),
  notOneOf: (choices: readonly string[]) => english('notOneOf', { choices: choices.join(', ') }),
  notAChoice: 'This value is not one of the choices',
  wrongFormat: 'This value is not in the expected format',
  unknownFields: (keys: readonly string[]) =>
    english('unknownFields', { count: keys.length, keys: keys.join(', ') }),
  invalid: 'This value is not valid',
  /** Issue #35: a name with a line break forged a 'Bcc:' line in an e-mail's text; U+202E reverses it. */
  nameCharacters: 'A name cannot contain line breaks, control characters or text-direction marks',
} as const;

/** '{Field} must be a number' (spec 001 §5 Plant). */
export const mustBeANumber = (field: string) => english('mustBeANumber', { field });
/** Ours (issue #16): counts such as the number of employees. */
export const mustBeAWholeNumber = (field: string) => english('mustBeAWholeNumber', { field });
/** Ours (issue #16): quantities a plant consumes or emits. */
export const cantBeNegative = (field: string) => english('cantBeNegative', { field });

/** '1 second', '45 seconds'; from two minutes on, '3 minutes' (rounded up). */
function waitMessage(
  retryAfterSeconds: number,
  inSeconds: FormatName,
  inMinutes: FormatName,
  inMinutesFrom = 120,
): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < inMinutesFrom) return english(inSeconds, { seconds });
  return english(inMinutes, { minutes: Math.ceil(seconds / 60) });
}

/** Messages the server sends verbatim (Cognito-style, spec 000 §7/§8, DESIGN.md). */
export const serverMessages = {
  incorrectCredentials: 'Incorrect username or password.',
  userNotConfirmed: 'User is not confirmed.',
  emailTaken: 'Email taken',
  invalidCode: 'Invalid verification code provided, please try again.',
  expiredCode: 'Invalid code provided, please request a code again.',
  invalidSession: 'Invalid session for the user, session is expired.',
  unauthorized: 'You need to log in to do this.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  invalidRefreshToken: 'Invalid Refresh Token',
  medicineNotFound: 'Medicine not found',
  purchasesFileShape:
    'Send one CSV or XLSX file in the multipart field "file", or the CSV itself as a text/csv body.',
  /** /api/medicine/baskets (issue #25): no basket with this id in the caller's account. */
  basketNotFound: 'Basket not found',
  basketsFull: (limit: number) => english('basketsFull', { limit }),
  /**
   * 409 STALE_SAVE (issue #22, decision 0027): the save named a revision another tab, another user
   * of the company or the provider has since replaced; nothing was written.
   */
  staleSave:
    'This project was changed elsewhere (in another tab, by a colleague or by our team) since this page opened it. Reload it to see the latest version.',
  /** 400: a save of a stored project that does not name the revision it started from (decision 0027). */
  revisionMissing:
    'Send the revision this save started from (`revision`, a whole number, as the last answer about this project gave it), so that it never overwrites a newer save.',
  /** 409 on a save outside the statuses where the caller may edit (issue #9). */
  projectNotEditable: 'This project is with our team and cannot be changed at the moment.',
  /** 409 on a client's delete outside DRAFT (DRAFT2 for footprints), spec 000 §4. */
  projectNotDeletable: 'Only a draft can be deleted. This project is already with our team.',
  /** 409 on a status move the workflow table does not allow (issue #12). */
  projectMoveRefused:
    'This project is no longer at the stage where this is possible. Reload the page to see where it stands.',
  /** 409 on a staff amendment outside ONGOING and CHECK (ONGOING2, CHECK2 for a second part), spec 001 §2. */
  staffProjectNotEditable:
    'This project can be amended only while it is On-going or in Check. Reload the page to see where it stands.',
  /** 409 on a staff delete where spec 001 §2 shows no delete icon. */
  staffProjectNotDeletable:
    'Only a project that is On-going or in Check can be deleted from the admin panel.',
  /** Spec 001 §7, §8: an upload over the limit; the form shows messages.footprint.fileTooLarge. */
  uploadTooLarge: 'size_more_1_mo',
  uploadTypeRefused:
    'Only PDF, Word (.doc, .docx) and Excel (.xls) files are accepted, and this file is none of them.',
  uploadUnpacksTooLarge: 'This Word file unpacks to far more data than any real document: it is refused.',
  uploadFileMissing: 'Choose a file to upload.',
  /** An upload key that is unknown, expired or another client's: the same words for all three. */
  uploadUnknown: 'This file is no longer available. Please upload it again.',
  /** 400: an `Idempotency-Key` header that is empty, too long or not plain visible ASCII. */
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  /** 422: a key the same user already sent with another request (another body or another call). */
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  /** 404s: what the caller asked for does not exist, or is another client's (the same words). */
  kindNotFound: (label: string) => english('kindNotFound', { label }),
  versionNotFound: 'Version not found',
  deletedProjectNotFound: 'Deleted project not found',
  deletedProjectGone: 'Deleted project not found, or deleted more than 30 days ago',
  userNotFound: 'User not found',
  plantNotFound: 'Plant not found',
  clientNotFound: 'Client not found',
  fileNotFound: 'File not found',
  unknownCountry: 'Unknown country',
  /** 400 `PLANT_LIMIT`: the account has MAX_PLANTS_PER_CLIENT plants (issue #22). */
  plantLimitReached: (max: number) => english('plantLimitReached', { max }),
  /** 400 `PLANT_LIMIT`: one save of route trees would create more than MAX_NEW_PLANTS_PER_SAVE plants. */
  tooManyNewPlants: (count: number, max: number) => english('tooManyNewPlants', { count, max }),
  /** 400: a second part names a plant that is not one of the client's. */
  unknownPlant: 'Unknown plant: choose one of your plants',
  /** 503: the file store (disk or S3) did not answer. */
  fileStorageUnavailable: 'File storage is unavailable, please try again in a moment.',
  /** 401 on a token that no longer verifies or a session that was revoked. */
  sessionEnded: 'Your session has ended, please log in again.',
  temporaryPasswordExpired: 'Temporary password has expired and must be reset by an administrator.',
  accountCreated: 'Account created, a confirmation e-mail was sent.',
  passwordChanged: 'Password changed.',
  downloadLinkExpired: 'This download link has expired. Open the page again to get a new one.',
  downloadLinkInvalid: 'This download link is not valid.',
  uploadFormShape: 'Send one file in the field "file" and the form field it belongs to in "name".',
  uploadUnreadable: 'The upload could not be read.',
  uploadNotMultipart: 'The upload must be multipart/form-data.',
  /** The request itself, before any rule of the call (plugins/error-handler.ts, app.ts). */
  bodyTooDeep: 'The request body is nested too deeply.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyNotJsonContentType: 'Unsupported content type: send application/json.',
  bodyTooLarge: 'The request body is too large.',
  badRequest: 'Bad request',
  invalidRequest: 'Invalid request',
  invalidValue: 'Invalid value',
  internalError: 'Internal Server Error',
  serviceUnavailable: 'The service is temporarily unavailable, please try again.',
  /*
   * The 429 answers (issue #8). Screens show them as the server sends them (spec 000 §8: 'any
   * other server message'; spec 001 §8 for searches), so each says how long to wait; a known and
   * an unknown account get the same words.
   */
  /** Too many wrong passwords or codes for one e-mail, or failures from one address. */
  tooManyFailedAttempts: (retryAfterSeconds: number) =>
    waitMessage(retryAfterSeconds, 'tooManyFailedAttemptsSeconds', 'tooManyFailedAttemptsMinutes'),
  /** Too many registrations from one address, or e-mails asked for one recipient. */
  tooManyRequests: (retryAfterSeconds: number) =>
    waitMessage(retryAfterSeconds, 'tooManyRequestsSeconds', 'tooManyRequestsMinutes'),
  tooManyMedicineSearches: (retryAfterSeconds: number) =>
    waitMessage(
      retryAfterSeconds,
      'tooManyMedicineSearches',
      'tooManyMedicineSearches',
      Number.POSITIVE_INFINITY,
    ),
} as const;

/** What the screens show for a given situation (spec 000 §8, spec 001 §8). */
export const uiMessages = {
  login: {
    incorrectCredentials: 'Incorrect email or password',
    notConfirmed: 'Please confirm your account, click on the email we send to your email',
    unexpected: 'Unexpected Error',
    noResponse: 'Internal Server Error',
  },
  reset: {
    invalidCode: 'Invalid code provided, please request a code again.',
    noResponse: 'Internal Server Error',
    success: 'Your password is changed !',
  },
  confirmUser: {
    failure: 'Invalid code provided, please request an email again.',
    success: 'Your account is successfully activated !',
  },
  register: {
    /** Spec 000 §4 Registration: 'Email taken' sets an error on the e-mail field (wording ours). */
    emailTaken: 'Email already in use',
  },
  changePassword: {
    incorrectPassword: 'Incorrect password.',
    success: 'Password successfully updated !',
  },
  subUser: {
    emailInUse: 'Email already in use',
    created: 'User created successfully',
    deleteConfirm: 'Are you sure you want to delete this user ?',
  },
  deleteProject: {
    title: 'Are you sure you want to delete this project ?',
    note: 'The project and all its data will be lost.',
    typeToConfirm: 'Delete',
  },
  /** The lists' empty state (issue #5): the same words on /my_projects, /my_labels and /my_footprints. */
  projectLists: {
    empty: 'You have no project yet',
  },
  /** Spec 001 §2 and §8: the final screen of every wizard. */
  submission: {
    failed: 'An error happened',
    /** Spec 001 §8: 'the percentage of European origin will be evaluated in the coming days…' (wording ours). */
    label:
      'The percentage of European origin of your product will be evaluated in the coming days after reviewing all your data. We may have to ask you additional questions before finalizing it.',
    /** Spec 001 §2 first part: analysis, possible upstream steps, re-check of amendments, cost estimate (wording ours). */
    footprintFirstPart:
      'Our team will analyse your synthetic route and may add upstream steps to it. If we amend it, you will be asked to check and validate the amendments. A cost estimate for the study will follow.',
    /** Spec 001 §2 second part, verbatim. */
    footprintSecondPart:
      'The carbon footprint of your product will be evaluated in the coming days after reviewing all your data. We may have to ask additional questions before finalizing the footprint.',
  },
  /** Shown on a project the provider amended (spec 000 §4 'Check': the client must check and validate). */
  checkNotice:
    'Our team amended this project. Check the changes, then validate them in the last step: the project then goes back to our team.',
  /**
   * A save refused because someone else saved the project meanwhile (409 STALE_SAVE, decision
   * 0027; wording ours): nothing typed is lost, the page offers to reload the stored project, and
   * after the reload the typing is offered back.
   */
  staleSave: {
    notice:
      'Someone else saved this project while you were working on it (in another tab, a colleague or our team), so your last changes were not saved. They are kept in this browser: reload to see the latest version, then restore them.',
    reload: 'Reload',
    kept: (when: string) => english('staleSaveKept', { when }),
    restore: 'Restore my changes',
    discard: 'Discard them',
  },
  /** Spec 001 §4: leaving a form or a wizard with unsaved changes. */
  unsavedData: {
    title: 'You have unsaved data',
    saveAsDraft: 'Do you want to save the current project as draft ?',
  },
  medicine: {
    genericError: 'There seems to be an error with this request',
    /** Spec 001 §2 Medicine database: the note shown when a search finds nothing. */
    onlyTabletsAndCapsules: 'Only tablet and capsule medicines are available in this database.',
    /** Shown wherever generated values appear (issue #4): they must never pass for real footprints. */
    demoNotice:
      'Demonstration data: these medicines and footprints are generated for the demo, not real carbon footprints.',
  },
  tagline: 'For a sustainable access to health products',
} as const;
