import type { ProjectKind } from '@pharmatrace/domain';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { serverMessageOf } from '@/lib/errors';
import { useT } from '@/lib/language';
import { useDeleteProject } from '../api/delete-project';

export type ProjectToDelete = { kind: ProjectKind; id: string; name: string };

/**
 * Spec 000 §2 'Delete confirmation dialog': titled 'Are you sure you want to delete this
 * project ?' (its accessible name), the note that all data will be lost, and Delete enabled only
 * once the person typed exactly 'Delete' (spec 000 §9). The server's answer to a refused delete
 * (409: the project left DRAFT meanwhile) is shown in the dialog; a success refreshes the lists
 * and says so.
 */
export function DeleteProjectDialog({
  project,
  onClose,
  title,
}: {
  /** The project to delete; the dialog is open while it is set. */
  project: ProjectToDelete | null;
  onClose: () => void;
  title?: string;
}) {
  const t = useT();
  const notify = useNotify();
  const mutation = useDeleteProject();
  // The last project shown, so that the text stays put while the dialog fades out.
  const [shown, setShown] = useState(project);
  if (project && project !== shown) setShown(project);

  const close = () => {
    mutation.reset();
    onClose();
  };

  const confirm = () => {
    if (!project) return;
    mutation.mutate(
      { kind: project.kind, id: project.id },
      {
        onSuccess: () => {
          notify(t('projectList.deleted', { name: project.name }));
          close();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={project !== null}
      title={title ?? t('ui.deleteProject.title')}
      description={
        shown ? (
          <>
            <strong>{shown.name}</strong> ({t(`kind.${shown.kind}.type`)}). {t('ui.deleteProject.note')}
          </>
        ) : undefined
      }
      confirmLabel={t('projectList.delete')}
      typeToConfirm={t('ui.deleteProject.typeToConfirm')}
      isPending={mutation.isPending}
      error={mutation.isError ? serverMessageOf(mutation.error) : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
