// The row actions the IAM lists share (security policies, user groups, roles): open, rename or edit, and delete in
// red, each named for its row ("Rename Hall A"). An action without its handler is not offered, so a list passes only
// what the person may do.
import { useLingui } from '@lingui/react/macro';
import { RowActions } from '../../ui/RowActions';

export interface IamRowActionsProps {
  /** The row's item; its name says which row each action is for. */
  item: { name: string };
  /** A row action waits or runs, or the page loads: none may start. */
  busy: boolean;
  onOpen?: () => void;
  onRename?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function IamRowActions({ item, busy, onOpen, onRename, onEdit, onDelete }: IamRowActionsProps) {
  const { t } = useLingui();
  return (
    <RowActions
      label={t`Actions for ${item.name}`}
      actions={[
        onOpen && { label: t`Open`, name: t`Open ${item.name}`, onClick: onOpen, disabled: busy },
        onRename && { label: t`Rename`, name: t`Rename ${item.name}`, onClick: onRename, disabled: busy },
        onEdit && { label: t`Edit`, name: t`Edit ${item.name}`, onClick: onEdit, disabled: busy },
        onDelete && { label: t`Delete`, name: t`Delete ${item.name}`, onClick: onDelete, disabled: busy, danger: true },
      ]}
    />
  );
}
