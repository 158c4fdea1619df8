import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SubUser } from '@pharmatrace/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, QueryError } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/errors';
import { useT } from '@/lib/language';
import { useDeleteSubUser } from '../api/delete-sub-user';
import { useSubUsers } from '../api/get-sub-users';

/** The columns of 'My User list' (spec 001 §2 Sub-user pages). */
function userColumns(t: ReturnType<typeof useT>, onDelete: (user: SubUser) => void): DataColumn<SubUser>[] {
  return [
    { key: 'name', header: t('account.users.name'), isRowHeader: true, render: (user) => user.name },
    { key: 'email', header: t('field.email'), render: (user) => user.email },
    { key: 'function', header: t('account.users.function'), render: (user) => user.function },
    {
      key: 'status',
      header: t('projectList.status'),
      render: (user) =>
        user.confirmed ? (
          <Chip label={t('account.users.active')} color="success" size="small" variant="outlined" />
        ) : (
          <Chip label={t('account.users.pending')} size="small" variant="outlined" />
        ),
    },
    {
      key: 'delete',
      header: t('projectList.delete'),
      align: 'right',
      render: (user) => (
        <Tooltip title={t('account.users.deleteTooltip')}>
          <IconButton
            aria-label={t('projectList.deleteName', { name: user.name })}
            onClick={() => onDelete(user)}
          >
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}

/** /my_account/user_list: 'My User list' (spec 001 §2 Sub-user pages). */
export function UserList() {
  const notify = useNotify();
  const t = useT();
  const usersQuery = useSubUsers();
  const [userToDelete, setUserToDelete] = useState<SubUser | null>(null);
  const deleteMutation = useDeleteSubUser();

  const setupLink = (
    <Button
      component={RouterLink}
      to={paths.account.setupNewUser.getHref()}
      variant="contained"
      startIcon={<PersonAddAlt aria-hidden />}
    >
      {t('account.setupNewUser')}
    </Button>
  );

  const closeDialog = () => {
    setUserToDelete(null);
    deleteMutation.reset();
  };

  const confirmDelete = () => {
    if (!userToDelete) return;
    const deleted = userToDelete;
    deleteMutation.mutate(
      { id: deleted.id },
      {
        onSuccess: () => {
          setUserToDelete(null);
          notify(t('account.users.deleted', { name: deleted.name }));
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('account.userList')}
        description={t('account.users.description')}
        back={{ to: paths.account.hub.getHref(), label: t('account.myAccount') }}
        actions={usersQuery.data?.length ? setupLink : undefined}
      />

      {usersQuery.isError ? (
        <QueryError error={usersQuery.error} onRetry={() => usersQuery.refetch()} />
      ) : null}

      {usersQuery.isSuccess && usersQuery.data.length === 0 ? (
        <EmptyState title={t('account.users.empty')} action={setupLink}>
          {t('account.users.emptyText')}
        </EmptyState>
      ) : null}

      {usersQuery.isPending || (usersQuery.isSuccess && usersQuery.data.length > 0) ? (
        <DataTable
          label={t('account.userList')}
          columns={userColumns(t, setUserToDelete)}
          rows={usersQuery.data}
          isPending={usersQuery.isPending}
          getRowKey={(user) => user.id}
        />
      ) : null}

      <ConfirmDialog
        open={userToDelete !== null}
        title={t('ui.subUser.deleteConfirm')}
        description={
          userToDelete
            ? t('account.users.deleteDescription', { name: userToDelete.name, email: userToDelete.email })
            : undefined
        }
        confirmLabel={t('projectList.delete')}
        isPending={deleteMutation.isPending}
        error={deleteMutation.isError ? serverMessageOf(deleteMutation.error) : null}
        onConfirm={confirmDelete}
        onClose={closeDialog}
      />
    </>
  );
}
