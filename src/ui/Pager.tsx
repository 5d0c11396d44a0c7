// Where a paged list stands ("21–24 of 24") and the way to its other pages. Pages are 0-based like the services'
// (facts §3); Mantine's control counts from 1. Hidden controls when everything fits on one page.
import { Group, Pagination, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Pagination.css';
import { useLingui } from '@lingui/react/macro';

export interface PagerProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
  /** What the list holds, for the navigation's name, e.g. "Notification rules pages". */
  label: string;
  disabled?: boolean;
  onPage: (page: number) => void;
}

export function Pager({ page, pageSize, totalPages, totalElements, label, disabled, onPage }: PagerProps) {
  const { t } = useLingui();
  if (totalElements === 0) return null;
  const first = page * pageSize + 1;
  const last = Math.min(totalElements, (page + 1) * pageSize);
  const controlLabels = { first: t`First page`, previous: t`Previous page`, next: t`Next page`, last: t`Last page` };

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t`${first}–${last} of ${totalElements}`}
      </Text>
      {totalPages > 1 && (
        <nav aria-label={label}>
          <Pagination
            total={totalPages}
            value={page + 1}
            onChange={(value) => onPage(value - 1)}
            disabled={disabled}
            size="sm"
            getItemProps={(item) => ({
              'aria-label': t`Page ${item}`,
              'aria-current': item === page + 1 ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          />
        </nav>
      )}
    </Group>
  );
}
