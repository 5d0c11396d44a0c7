// Where a paged list stands ("21–24 of 24") and the way to its other pages. Pages are 0-based like the services'
// (facts §3); Mantine's control counts from 1. Hidden controls when everything fits on one page. A list that offers
// several page sizes shows the choice while it holds more than the smallest page.
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
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
  /** The page sizes a person may choose from, smallest first, with what to do on a choice. */
  sizes?: { options: readonly number[]; onChoose: (pageSize: number) => void };
}

export function Pager({ page, pageSize, totalPages, totalElements, label, disabled, onPage, sizes }: PagerProps) {
  const { t, i18n } = useLingui();
  if (totalElements === 0) return null;
  // In the person's own digits and grouping ("1–500 of 2,000").
  const [first, last, total] = [page * pageSize + 1, Math.min(totalElements, (page + 1) * pageSize), totalElements].map((count) =>
    i18n.number(count),
  );
  const controlLabels = { first: t`First page`, previous: t`Previous page`, next: t`Next page`, last: t`Last page` };

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t`${first}–${last} of ${total}`}
        </Text>
        {sizes && totalElements > (sizes.options[0] ?? 0) && (
          <NativeSelect
            size="xs"
            label={t`Rows per page`}
            data={sizes.options.map(String)}
            value={String(pageSize)}
            disabled={disabled}
            onChange={(event) => sizes.onChoose(Number(event.currentTarget.value))}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' }, label: { fontWeight: 400 } }}
          />
        )}
      </Group>
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
