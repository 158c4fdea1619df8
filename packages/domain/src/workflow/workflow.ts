import type { StaffMoveLabelKey } from '../i18n/areas/staff';
import { labelKinds, type ProjectKind, type ProjectStatus } from './status';

/**
 * The project status machine, in one table (spec 000 §4, spec 001 §4, issue #12): who (the
 * client or the provider's staff) may move which kind of project from which status to which.
 * The server refuses every other move with 409; the screens only offer the moves listed here.
 *
 * A footprint has two parts: DRAFT → ONGOING → (CHECK ⇄) → DRAFT2 opens the mass balance to the
 * client, then DRAFT2 → ONGOING2 → (CHECK2 ⇄) → COMPLETED. Labels stop at COMPLETED after the
 * first part.
 */

export type Actor = 'CLIENT' | 'STAFF';

/** What a move is called, so that the server can audit it and the screens can name the button. */
export type TransitionAction =
  /** The client sends a new or draft project (POST {kind}/create, {kind}/validate/{id}). */
  | 'submit'
  /** The client accepts the provider's amendments (POST {kind}/validate/{id} on CHECK). */
  | 'acceptAmendments'
  /** The client sends a footprint without production data (carbon/create_without_production). */
  | 'submitWithoutProduction'
  /** The client sends the mass balance (carbon/second_part/validate/{id}). */
  | 'submitSecondPart'
  /** Staff: 'Save as Completed' / 'Save as completed'. */
  | 'complete'
  /** Staff: 'Save as Check': the client must check the provider's amendments. */
  | 'askClientToCheck'
  /** Staff: 'Save first part as completed': opens the second part to the client. */
  | 'openSecondPart'
  /** Staff: validates a footprint without production data (admin/carbon/validate_without_production). */
  | 'completeWithoutProduction';

export interface Transition {
  kinds: readonly ProjectKind[];
  actor: Actor;
  from: readonly ProjectStatus[];
  to: ProjectStatus;
  action: TransitionAction;
}

/**
 * The medicine footprint (issue #37) has one part, as a label: draft → submitted → staff review
 * (⇄ check) → completed. Its result is the estimate staff adopt, then publish.
 */
const ONE_PART = [...labelKinds, 'MEDICINE'] as const satisfies readonly ProjectKind[];
const ALL = ['ORIGIN', 'SUBSTANCE', 'CARBON', 'MEDICINE'] as const satisfies readonly ProjectKind[];
const CARBON = ['CARBON'] as const satisfies readonly ProjectKind[];

export const projectTransitions: readonly Transition[] = [
  // ---- the client ----
  { kinds: ALL, actor: 'CLIENT', from: ['DRAFT'], to: 'ONGOING', action: 'submit' },
  { kinds: ALL, actor: 'CLIENT', from: ['CHECK'], to: 'ONGOING', action: 'acceptAmendments' },
  {
    kinds: CARBON,
    actor: 'CLIENT',
    from: ['DRAFT', 'CHECK'],
    to: 'ONGOING',
    action: 'submitWithoutProduction',
  },
  { kinds: CARBON, actor: 'CLIENT', from: ['DRAFT2', 'CHECK2'], to: 'ONGOING2', action: 'submitSecondPart' },
  // ---- the provider's staff (spec 001 §4 'Staff validation') ----
  { kinds: ONE_PART, actor: 'STAFF', from: ['ONGOING', 'CHECK'], to: 'COMPLETED', action: 'complete' },
  { kinds: ALL, actor: 'STAFF', from: ['ONGOING', 'CHECK'], to: 'CHECK', action: 'askClientToCheck' },
  { kinds: CARBON, actor: 'STAFF', from: ['ONGOING', 'CHECK'], to: 'DRAFT2', action: 'openSecondPart' },
  {
    kinds: CARBON,
    actor: 'STAFF',
    from: ['ONGOING', 'CHECK'],
    to: 'COMPLETED',
    action: 'completeWithoutProduction',
  },
  { kinds: CARBON, actor: 'STAFF', from: ['ONGOING2', 'CHECK2'], to: 'COMPLETED', action: 'complete' },
  { kinds: CARBON, actor: 'STAFF', from: ['ONGOING2', 'CHECK2'], to: 'CHECK2', action: 'askClientToCheck' },
];

/** The transition `actor` may take with `action` on a `kind` project in `from`, or undefined. */
export function findTransition(
  kind: ProjectKind,
  actor: Actor,
  from: string,
  action: TransitionAction,
): Transition | undefined {
  return projectTransitions.find(
    (t) =>
      t.actor === actor &&
      t.action === action &&
      t.kinds.includes(kind) &&
      (t.from as readonly string[]).includes(from),
  );
}

/** Whether `actor` may move a `kind` project from `from` to `to` (by any action). */
export function canTransition(kind: ProjectKind, actor: Actor, from: string, to: string): boolean {
  return projectTransitions.some(
    (t) =>
      t.actor === actor &&
      t.to === to &&
      t.kinds.includes(kind) &&
      (t.from as readonly string[]).includes(from),
  );
}

/** The statuses `actor` may move a `kind` project to from `from` (what the screens offer). */
export function nextStatuses(kind: ProjectKind, actor: Actor, from: string): ProjectStatus[] {
  const targets = projectTransitions
    .filter(
      (t) => t.actor === actor && t.kinds.includes(kind) && (t.from as readonly string[]).includes(from),
    )
    .map((t) => t.to);
  return [...new Set(targets)];
}

/** Which part of a footprint a status belongs to (spec 000 §4: the suffix 2 marks the second part). */
export type ProjectPart = 'first' | 'second';

export function projectPartOf(status: string): ProjectPart {
  return status.endsWith('2') ? 'second' : 'first';
}

/**
 * Where the client may save changes without moving the status (POST {kind}/update/{id}):
 * a draft, or a project the provider amended and sent back for checking (spec 000 §2: the edit
 * link is shown in DRAFT and CHECK; DRAFT2 and CHECK2 for the second part of a footprint).
 */
export function clientCanEdit(kind: ProjectKind, status: string, part: ProjectPart = 'first'): boolean {
  if (part === 'second') return kind === 'CARBON' && (status === 'DRAFT2' || status === 'CHECK2');
  return status === 'DRAFT' || status === 'CHECK';
}

/**
 * Where staff may amend a project (spec 001 §2 'Admin panel': edit links only in ONGOING or CHECK,
 * ONGOING2 or CHECK2 for the second part of a footprint).
 */
export function staffCanEdit(kind: ProjectKind, status: string, part: ProjectPart = 'first'): boolean {
  if (part === 'second') return kind === 'CARBON' && (status === 'ONGOING2' || status === 'CHECK2');
  return status === 'ONGOING' || status === 'CHECK';
}

/**
 * Where staff may delete a project (spec 001 §2: the delete icon shows where the edit link does,
 * ONGOING or CHECK, ONGOING2 or CHECK2 for the second part of a footprint). 409 elsewhere.
 */
export function staffCanDelete(kind: ProjectKind, status: string): boolean {
  return staffCanEdit(kind, status, projectPartOf(status));
}

/**
 * The actions by which the client hands a project to the provider: the client's moves of the
 * table. What the provider changed since is read from the versions after the last of them.
 */
export const clientSubmissionActions: readonly TransitionAction[] = [
  ...new Set(projectTransitions.filter((t) => t.actor === 'CLIENT').map((t) => t.action)),
];

/** Which calls of the admin panel take which staff moves (spec 001 §4 'Staff validation', §7). */
export const staffMoveActions = {
  /** POST admin/origin|substance/validate/{id}: 'Save as Completed', 'Save as Check'. */
  labelValidation: ['complete', 'askClientToCheck'],
  /** POST admin/carbon/validate/{id}: 'Save first part as completed', 'Save as Check'. */
  firstPartValidation: ['openSecondPart', 'askClientToCheck'],
  /** POST admin/carbon/second_part/validate/{id}: 'Save as completed', 'Save as Check'. */
  secondPartValidation: ['complete', 'askClientToCheck'],
  /** POST admin/carbon/validate_without_production/{id}. */
  withoutProduction: ['completeWithoutProduction'],
} as const satisfies Record<string, readonly TransitionAction[]>;
export type StaffMoveCall = keyof typeof staffMoveActions;

/**
 * The move a staff call makes from `from` to `to`, or undefined when the table has none (409).
 * A call works on one part of a footprint: the second part's call never moves a first-part
 * status (ONGOING → CHECK is the first part's 'Save as Check'), and the other calls never move a
 * second-part one.
 */
export function findStaffMove(
  kind: ProjectKind,
  call: StaffMoveCall,
  from: string,
  to: string,
): Transition | undefined {
  const part: ProjectPart = call === 'secondPartValidation' ? 'second' : 'first';
  if (projectPartOf(from) !== part) return undefined;
  const actions: readonly TransitionAction[] = staffMoveActions[call];
  return projectTransitions.find(
    (t) =>
      t.actor === 'STAFF' &&
      t.to === to &&
      actions.includes(t.action) &&
      t.kinds.includes(kind) &&
      (t.from as readonly string[]).includes(from),
  );
}

/**
 * A button of a staff validation screen: the status it moves the project to, and its name as a key
 * of the staff catalogue area (i18n/areas/staff.ts holds the spec's English, once, and the French),
 * so that the screen writes it in the user's language.
 */
export type StaffMoveButton = { status: ProjectStatus; labelKey: StaffMoveLabelKey };

/** The buttons of each staff validation screen (spec 001 §4 'Staff validation'), main action first. */
export const staffMoveButtons = {
  labelValidation: [
    { status: 'COMPLETED', labelKey: 'staff.move.saveAsCompleted' },
    { status: 'CHECK', labelKey: 'staff.move.saveAsCheck' },
  ],
  firstPartValidation: [
    { status: 'DRAFT2', labelKey: 'staff.move.saveFirstPartAsCompleted' },
    { status: 'CHECK', labelKey: 'staff.move.saveAsCheck' },
  ],
  secondPartValidation: [
    { status: 'COMPLETED', labelKey: 'staff.move.saveSecondPartAsCompleted' },
    { status: 'CHECK2', labelKey: 'staff.move.saveAsCheck' },
  ],
  withoutProduction: [{ status: 'COMPLETED', labelKey: 'staff.move.validate' }],
} as const satisfies Record<StaffMoveCall, readonly StaffMoveButton[]>;

/**
 * The buttons a staff screen shows for a `kind` project in `from`: only the moves the table gives
 * that call (the server answers any other with 409), so a screen never offers a refused move.
 */
export function staffMovesOffered(kind: ProjectKind, call: StaffMoveCall, from: string): StaffMoveButton[] {
  return staffMoveButtons[call].filter(
    (button) => findStaffMove(kind, call, from, button.status) !== undefined,
  );
}
