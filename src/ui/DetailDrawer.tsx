// One item beside its list (a device, a gateway), in a drawer from the right (the whole width on a phone): a spinner
// until the item is first read, the failure with Retry when it could not be, then the item; when reading it again
// fails, what is shown stays, with a note that it may be out of date.
import { Drawer, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Drawer.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LiveQueryStage } from '../../machines/liveQuery.machine';
import { LoadFailure } from './LoadFailure';
import { usePhoneWidth } from './phone';
import { Spinner } from './Spinner';

export interface DetailDrawerProps<Item> {
  title: string;
  /** The item's query: its stage, its last answer and why the last read failed. */
  stage: LiveQueryStage;
  item: Item | undefined;
  error: unknown;
  labels: { loading: string; failed: string; stale: string };
  onRetry: () => void;
  onClose: () => void;
  children: (item: Item) => ReactNode;
}

export function DetailDrawer<Item>({ title, stage, item, error, labels, onRetry, onClose, children }: DetailDrawerProps<Item>) {
  const { t } = useLingui();
  const phone = usePhoneWidth();
  return (
    <Drawer opened onClose={onClose} position="right" size={phone ? '100%' : 'xl'} title={title} closeButtonProps={{ 'aria-label': t`Close` }}>
      {item !== undefined ? children(item) : stage === 'failed' ? <LoadFailure title={labels.failed} error={error} onRetry={onRetry} /> : <Spinner label={labels.loading} />}
      {stage === 'failed' && item !== undefined && (
        <Text role="alert" c="red.9" size="sm" mt="sm">
          {labels.stale}
        </Text>
      )}
    </Drawer>
  );
}
