// The actions of one table row: small buttons (or links), each named for its row (the label says what, the
// accessible name says on which row), destructive ones in red. Actions the person may not take are left out.
import { Button, Group } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

export interface RowAction {
  label: string;
  /** The label with the row's name, for screen readers ("Delete flow Line 3"). */
  name: string;
  /** A link to follow, or an action to run. */
  href?: string;
  onClick?: () => void;
  disabled?: boolean;
  danger?: boolean;
}

export function RowActions({ actions }: { actions: (RowAction | false | undefined)[] }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {actions
        .filter((action): action is RowAction => Boolean(action))
        .map(({ label, name, href, onClick, disabled, danger }) => {
          const look = { size: 'xs', variant: danger ? 'outline' : 'default', color: danger ? 'red.9' : undefined, 'aria-label': name };
          return href ? (
            <Button key={name} component="a" href={href} {...look}>
              {label}
            </Button>
          ) : (
            <Button key={name} disabled={disabled} onClick={onClick} {...look}>
              {label}
            </Button>
          );
        })}
    </Group>
  );
}
