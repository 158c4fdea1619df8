import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type SubUser, uiMessages } from '@pharmatrace/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, QueryError } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/errors';
import { useDeleteSubUser } from '../api/delete-sub-user';
import { useSubUsers } from '../api/get-sub-users';

/** The columns of 'My User list' (spec 001 §2 Sub-user pages). */
function userColumns(onDelete: (user: SubUser) => void): DataColumn<SubUser>[] {
  return [
    { key: 'name', header: 'Name', isRowHeader: true, render: (user) => user.name },
    { key: 'email', header: 'Email', render: (user) => user.email },
    { key: 'function', header: 'Function', render: (user) => user.function },
    {
      key: 'status',
      header: 'Status',
      render: (user) =>
        user.confirmed ? (
          <Chip label="Active" color="success" size="small" variant="outlined" />
        ) : (
          <Chip label="Invitation pending" size="small" variant="outlined" />
        ),
    },
    {
      key: 'delete',
      header: 'Delete',
      align: 'right',
      render: (user) => (
        <Tooltip title="Delete this user">
          <IconButton aria-label={`Delete ${user.name}`} onClick={() => onDelete(user)}>
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
      Setup new user
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
          notify(`${deleted.name} has been deleted`);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title="My User list"
        description="The users you invited share your account's projects. They cannot manage the account."
        back={{ to: paths.account.hub.getHref(), label: 'My account' }}
        actions={usersQuery.data?.length ? setupLink : undefined}
      />

      {usersQuery.isError ? (
        <QueryError error={usersQuery.error} onRetry={() => usersQuery.refetch()} />
      ) : null}

      {usersQuery.isSuccess && usersQuery.data.length === 0 ? (
        <EmptyState title="No user yet" action={setupLink}>
          Invite your colleagues so that they can follow and create projects with you.
        </EmptyState>
      ) : null}

      {usersQuery.isPending || (usersQuery.isSuccess && usersQuery.data.length > 0) ? (
        <DataTable
          label="My User list"
          columns={userColumns(setUserToDelete)}
          rows={usersQuery.data}
          isPending={usersQuery.isPending}
          getRowKey={(user) => user.id}
        />
      ) : null}

      <ConfirmDialog
        open={userToDelete !== null}
        title={uiMessages.subUser.deleteConfirm}
        description={
          userToDelete
            ? `${userToDelete.name} (${userToDelete.email}) will no longer be able to log in.`
            : undefined
        }
        confirmLabel="Delete"
        isPending={deleteMutation.isPending}
        error={deleteMutation.isError ? serverMessageOf(deleteMutation.error) : null}
        onConfirm={confirmDelete}
        onClose={closeDialog}
      />
    </>
  );
}
