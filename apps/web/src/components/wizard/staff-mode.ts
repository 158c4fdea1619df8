import {
  type Locale,
  type ProjectStatus,
  type StaffMoveButton,
  staffMoveNeedsCompleteDocument,
  translate,
} from '@pharmatrace/domain';
import { type ReactNode, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { PlantOption } from '@/components/route-tree/manufacturer-block';
import type { WizardPrimaryAction } from './project-wizard-layout';
import type { ProjectWizard, SubmitOptions } from './use-project-wizard';

/**
 * A wizard opened by the provider's staff (spec 001 §2 'Admin panel and validation', issue #12):
 * the same wizard and tree editor as the client's, with the staff calls instead of the client's.
 * Built by the staff screens (features/admin) from GET admin/{kind}/{id}; absent for a client.
 */
export type StaffWizardMode = {
  /** The plants of the project's client (for 'Select an existing manufacturing plant'). */
  plants: PlantOption[];
  /** POST admin/{kind}/update/{id}: amends without moving the status; the body names its `revision`. */
  save: (body: Record<string, unknown>) => Promise<{ revision: number }>;
  /** The moves the workflow table gives this screen from the project's status, main action first. */
  moves: readonly StaffMoveButton[];
  /** POST admin/{kind}/validate/{id} with the target status; the body names its `revision`. */
  validate: (body: Record<string, unknown>, status: ProjectStatus) => Promise<unknown>;
  /** Called once a move is saved (back to the panel; to /admin after a footprint without production data). */
  onMoved: (status: ProjectStatus, how?: 'withoutProduction') => void;
  /**
   * A footprint without production data (spec 001 §4 'For an admin it uses the admin route and
   * returns to /admin'): POST admin/carbon/validate_without_production/{id}; absent when the table
   * gives no such move from the project's status.
   */
  validateWithoutProduction?: ((body: Record<string, unknown>) => Promise<unknown>) | undefined;
  /** Shown above the steps: the project's client and its version history. */
  notice?: ReactNode;
};

/**
 * What a wizard in staff mode sends, plugged into useProjectWizard's `saveDraft` and `submit`: the
 * draft save becomes the staff amendment, the submission the move of the button pressed (kept in a
 * ref, so that 'Try again' after an error repeats the same move). Both name the revision the
 * screen started from, as the client's calls do (decision 0027).
 */
export function useStaffWizardCalls<TValues extends FieldValues>(
  staff: StaffWizardMode | undefined,
  projectId: string | null,
  toBody: (values: TValues, stepIndex?: number) => Record<string, unknown>,
  /** What a move sends beside the document (a label's confirmed EU-origin figures); may throw to stop it. */
  moveExtras?: (status: ProjectStatus) => Record<string, unknown>,
) {
  const move = useRef<ProjectStatus | null>(null);
  if (!staff) return { move, overrides: null };
  return {
    move,
    overrides: {
      saveDraft: async (values: TValues, stepIndex: number, revision: number | null) => {
        const saved = await staff.save({ ...toBody(values, stepIndex), revision });
        return { id: projectId ?? '', revision: saved.revision };
      },
      submit: (values: TValues, revision: number | null) => {
        const status = move.current ?? staff.moves[0]!.status;
        return staff.validate({ ...toBody(values), ...moveExtras?.(status), revision }, status);
      },
    },
  };
}

/**
 * The final buttons of a staff screen (spec 001 §4), one per move the table offers, and the wizard
 * to hand to <ProjectWizardLayout>, whose 'Try again' repeats the last move. A move that finishes
 * a part checks every step, like a client's submission; 'Save as Check' hands the project back to
 * the client, so only the draft's own rule is checked. After the move, `onMoved` (the panel).
 * The buttons are named in the page's `language` (the catalogue's staff.move.* keys).
 */
export function staffWizardParts<TValues extends FieldValues>(
  staff: StaffWizardMode,
  wizard: ProjectWizard<TValues>,
  move: { current: ProjectStatus | null },
  canSaveDraft: () => Promise<boolean>,
  language: Locale,
): { wizard: ProjectWizard<TValues>; actions: WizardPrimaryAction[] } {
  const send = async (status: ProjectStatus) => {
    move.current = status;
    const onSent = () => staff.onMoved(status);
    // A move that finishes a part needs the complete document: the server's own rule (decision 0009).
    if (staffMoveNeedsCompleteDocument(status)) return wizard.submit({ onSent });
    if (await canSaveDraft()) return wizard.submit({ throughStep: -1, onSent });
  };
  return {
    wizard: {
      ...wizard,
      submit: (options?: SubmitOptions<TValues>) =>
        options || move.current === null ? wizard.submit(options) : send(move.current),
    },
    actions: staff.moves.map((button) => ({
      label: translate(language, button.labelKey),
      onClick: () => void send(button.status),
    })),
  };
}
