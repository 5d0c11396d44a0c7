// The actions of one table row: small buttons (or links), each named for its row (the label says what, the
// accessible name says on which row), destructive ones in red. Actions the person may not take are left out.
// Below the mobile breakpoint (spec §9) two or more actions fold into one "Actions" menu, so a row's actions take
// one button's width in its card (src/ui/CardTable.tsx) instead of running off the screen.
import { Button, Group, Menu } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Menu.css';
import { useLingui } from '@lingui/react/macro';
import { usePhoneWidth } from './phone';

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

export interface RowActionsProps {
  actions: (RowAction | false | undefined)[];
  /** The accessible name of the folded menu's button, naming the row ("Actions for flow Line 3"). */
  label: string;
}

export function RowActions({ actions, label }: RowActionsProps) {
  const { t } = useLingui();
  const phone = usePhoneWidth();
  const shown = actions.filter((action): action is RowAction => Boolean(action));

  if (phone && shown.length > 1) {
    return (
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button size="xs" variant="default" aria-label={label}>
            {t`Actions`}
            <span aria-hidden="true">&nbsp;▾</span>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {shown.map(({ label: itemLabel, name, href, onClick, disabled, danger }) => {
            const look = { color: danger ? 'red.9' : undefined, disabled, 'aria-label': name };
            return href ? (
              <Menu.Item key={name} component="a" href={href} {...look}>
                {itemLabel}
              </Menu.Item>
            ) : (
              <Menu.Item key={name} onClick={onClick} {...look}>
                {itemLabel}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
    );
  }

  // Wrapping, so a narrow column (a dialog, a long translation) puts its buttons on two lines rather than cutting them.
  return (
    <Group gap="xs" wrap="wrap">
      {shown.map(({ label: buttonLabel, name, href, onClick, disabled, danger }) => {
        const look = { size: 'xs', variant: danger ? 'outline' : 'default', color: danger ? 'red.9' : undefined, 'aria-label': name };
        return href ? (
          <Button key={name} component="a" href={href} {...look}>
            {buttonLabel}
          </Button>
        ) : (
          <Button key={name} disabled={disabled} onClick={onClick} {...look}>
            {buttonLabel}
          </Button>
        );
      })}
    </Group>
  );
}
