// A list's filters on a phone (spec §9, below 600 px): folded behind one "Filters" button that counts the filters in
// force in a badge, so the list's first rows are on the first screen; the button opens them in place. From 600 px up the
// filters are shown as they are. Whether they are open is the view's own state: nothing waits or retries here.
import { Badge, Button, Stack } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { usePhoneWidth } from '../ui/phone';

export interface PhoneFiltersProps {
  /** How many filters narrow the list now (a search text counts as one). */
  active: number;
  children: ReactNode;
}

export function PhoneFilters({ active, children }: PhoneFiltersProps) {
  const { t } = useLingui();
  const phone = usePhoneWidth();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return <>{children}</>;
  return (
    <Stack gap="sm">
      <Button variant="default" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} style={{ alignSelf: 'flex-start' }}>
        {t`Filters`}
        {active > 0 && (
          <Badge ml={8} circle>
            {active}
          </Badge>
        )}
      </Button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </Stack>
  );
}
