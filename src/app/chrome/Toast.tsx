// One message about background work, announced politely and dismissed by the user. Loaded when there is one.
import { Notification } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import { useLingui } from '@lingui/react/macro';
import { useUiStore } from '../uiStore';
import classes from './chrome.module.css';

export default function Toast() {
  const { t } = useLingui();
  const toast = useUiStore((state) => state.toast);
  const dismiss = useUiStore((state) => state.dismissToast);
  return (
    <div className={classes.toast} role="status" aria-live="polite">
      {toast && (
        <Notification color="red" title={toast.title} onClose={dismiss} closeButtonProps={{ 'aria-label': t`Dismiss message` }}>
          {toast.message}
        </Notification>
      )}
    </div>
  );
}
