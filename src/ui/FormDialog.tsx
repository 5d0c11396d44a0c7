// A dialog whose form starts from loaded data: a spinner while it loads, the failure with Retry, then the form.
import { Modal } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LoadFailure } from './LoadFailure';
import { Spinner } from './Spinner';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** Whether the data is still loading, or failed to load (with the error). */
  loading: boolean;
  loadError?: unknown;
  loadingLabel: string;
  loadFailedTitle: string;
  onRetry: () => void;
  /** The form, once its data is there. */
  children: ReactNode;
  /** Wider for a form with a grid (the role's permissions): a Mantine size or pixels. */
  size?: 'lg' | 'xl' | number;
}

export function FormDialog({ title, onClose, loading, loadError, loadingLabel, loadFailedTitle, onRetry, children, size = 'lg' }: FormDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} size={size} title={title} closeButtonProps={{ 'aria-label': t`Close` }}>
      {loading ? (
        <Spinner label={loadingLabel} />
      ) : loadError !== undefined ? (
        <LoadFailure title={loadFailedTitle} error={loadError} onRetry={onRetry} />
      ) : (
        children
      )}
    </Modal>
  );
}
