import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { EmptyState } from './query-state';

/** A page whose content is being built: says so plainly instead of showing an empty screen. */
export function InPreparation({ what }: { what: string }) {
  return (
    <EmptyState
      title="This page is in preparation"
      action={<ConstructionOutlined color="disabled" aria-hidden />}
    >
      {what} will be available here soon.
    </EmptyState>
  );
}
