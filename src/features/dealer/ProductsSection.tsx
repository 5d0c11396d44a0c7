// The dealer's products, every version (an edit saves a new version; the licences sold keep theirs), counted;
// created, edited and deleted (confirmed) as the person's permissions allow.
import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Product } from '../../platform/licencesTypes';
import { useAccess } from '../../portal/portal';
import { CardTable } from '../../ui/CardTable';
import { ListStatus } from '../../ui/ListStatus';
import { RowActions } from '../../ui/RowActions';
import { usePagedList } from '../../ui/usePagedList';
import { useDealerFlows } from './flows';
import { resourceTypeLabels } from './labels';
import { ProductDialog } from './ProductDialog';

export function ProductsSection({ organization }: { organization: string }) {
  const { t, i18n } = useLingui();
  const ability = useAccess()?.ability;
  const can = (action: 'create' | 'update' | 'delete') => ability?.can(action, 'products') ?? false;
  const flows = useDealerFlows();
  // The whole catalogue is one page (spec §9: page size 10 000).
  const { list, stage, page, error, pending, actionError, busy, acting } = usePagedList(() => flows.products(organization), { pageSize: 10_000 });
  const [form, setForm] = useState<{ product?: Product }>();
  const count = page?.totalElements;

  return (
    <Stack gap="sm" component="section" aria-labelledby="dealer-products">
      <Group justify="space-between" align="flex-end">
        <Title order={2} id="dealer-products">
          {count === undefined ? t`Products` : t`Products (${count})`}
        </Title>
        {can('create') && <Button onClick={() => setForm({})}>{t`New product`}</Button>}
      </Group>
      <ListStatus
        stage={stage}
        error={error}
        actionError={actionError}
        empty={page && page.items.length === 0}
        searching={false}
        labels={{
          loading: t`Loading products`,
          failed: t`The products could not be loaded`,
          empty: t`You have no products yet. A product says what a licence grants and for how long.`,
          noMatch: '',
          actionFailed: t`The product was not deleted`,
        }}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && page && page.items.length > 0 && (
        <CardTable minWidth={720}>
          <Table striped verticalSpacing="sm" aria-label={t`Products, every version`} aria-busy={busy || stage === 'loading'}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Product`}</Table.Th>
                <Table.Th scope="col">{t`Version`}</Table.Th>
                <Table.Th scope="col">{t`Grants`}</Table.Th>
                <Table.Th scope="col">{t`Type`}</Table.Th>
                {(can('update') || can('delete')) && <Table.Th scope="col">{t`Actions`}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.items.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Th scope="row" fw={600}>
                    {product.label}
                    <Text size="sm" c="dimmed" fw={400}>
                      {product.code}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    <Group gap="xs">
                      {t`v${product.version}`}
                      {product.lastVersion ? <Badge color="teal.9">{t`Current`}</Badge> : <Badge color="gray.7">{t`Earlier`}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {product.resources.map(({ resourceType, quantity, duration }) => (
                      <Text size="sm" key={resourceType}>
                        {quantity === -1
                          ? t`${i18n._(resourceTypeLabels[resourceType])}: unlimited for ${duration} days`
                          : t`${i18n._(resourceTypeLabels[resourceType])}: ${i18n.number(quantity)} for ${duration} days`}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{product.type === 'PLUS' ? t`Plus` : t`Standard`}</Text>
                    {product.trial && <Badge color="blue.9">{t`Trial`}</Badge>}
                  </Table.Td>
                  {(can('update') || can('delete')) && (
                    <Table.Td>
                      {product.lastVersion && (
                        <RowActions
                          label={t`Actions for ${product.code}`}
                          actions={[
                            can('update') && { label: t`Edit`, name: t`Edit ${product.code}`, onClick: () => setForm({ product }), disabled: busy },
                            can('delete') && { label: t`Delete`, name: t`Delete ${product.code}`, onClick: () => list.send({ type: 'user.act', action: product }), disabled: busy, danger: true },
                          ]}
                        />
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CardTable>
      )}
      {form && (
        <ProductDialog
          organization={organization}
          product={form.product}
          onClose={() => setForm(undefined)}
          onSaved={() => {
            setForm(undefined);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      <Modal opened={pending !== undefined} onClose={() => list.send({ type: 'user.cancel' })} title={t`Delete product`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <Text>
          <Trans>Delete {pending?.code} with all its versions? Licences already sold keep what they grant. This cannot be undone.</Trans>
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" disabled={acting} onClick={() => list.send({ type: 'user.cancel' })}>
            {t`Cancel`}
          </Button>
          <Button color="red.9" loading={acting} onClick={() => list.send({ type: 'user.confirm' })}>
            {t`Delete product`}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
