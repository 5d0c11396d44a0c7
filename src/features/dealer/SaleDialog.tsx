// A licence sold to one client: one of the dealer's current products, at a price in a currency, with the dealer's
// own reference, renewing by itself or not (the product's default to start with). Mistakes are named at their field
// before anything is sent; what the service refuses is shown with its reason, and what was typed stays.
import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ClientSummary, Licence, Product } from '../../platform/licencesTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useFormFlow } from '../../ui/useFormFlow';
import { useDealerFlows } from './flows';
import { newSaleValues, saleOf, validateSale, type SaleFormValues } from './saleForm';
import { nameOption } from '../../ui/Bidi';

export interface SaleDialogProps {
  organization: string;
  client: ClientSummary;
  onSold: (licence: Licence) => void;
  onClose: () => void;
}

export function SaleDialog({ organization, client, onSold, onClose }: SaleDialogProps) {
  const { t } = useLingui();
  const flows = useDealerFlows();
  const { data: products, submitting, submitError, submit, load } = useFormFlow(() => flows.sale(organization), onSold);

  return (
    <FormDialog
      title={t`Sell a licence to ${client.name}`}
      onClose={onClose}
      {...load}
      loadingLabel={t`Loading your products`}
      loadFailedTitle={t`Your products could not be loaded`}
    >
      {products && (
        <>
          {submitError !== undefined && (
            <Callout tone="error" title={t`The licence was not sold`}>
              <ErrorMessage error={submitError} />
            </Callout>
          )}
          <SaleForm
            products={products}
            client={client.orgResourceId}
            submitting={submitting}
            onSubmit={(draft) => submit(saleOf(draft, client.orgResourceId))}
            onCancel={onClose}
          />
        </>
      )}
    </FormDialog>
  );
}

function SaleForm({
  products,
  client,
  submitting,
  onSubmit,
  onCancel,
}: {
  products: Product[];
  client: string;
  submitting: boolean;
  onSubmit: (values: SaleFormValues) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(newSaleValues);
  // Checked from the first attempt to send on, so a corrected field loses its message as it is corrected.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateSale(values, client) : {};
  const message = (field: keyof typeof errors) => (errors[field] ? i18n._(errors[field]) : undefined);
  const set = <K extends keyof SaleFormValues>(field: K, value: SaleFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateSale(values, client);
    const first = (['productId', 'price', 'currency', 'externalRef'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`sale-${first}`)?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          id="sale-productId"
          label={t`Product`}
          data={[
            { value: '', label: t`Choose a product` },
            ...products.map((product) => nameOption(String(product.id), `${product.label} (${product.code}, v${product.version})`)),
          ]}
          value={values.productId}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            const product = products.find((candidate) => String(candidate.id) === chosen);
            setValues((current) => ({ ...current, productId: chosen, autorenew: product?.autorenewDefaultValueForNewLicenses ?? current.autorenew }));
          }}
          error={message('productId')}
        />
        <Group grow align="flex-start">
          <TextInput id="sale-price" label={t`Price`} inputMode="decimal" value={values.price} onChange={(event) => set('price', event.currentTarget.value)} error={message('price')} />
          <TextInput
            id="sale-currency"
            label={t`Currency`}
            value={values.currency}
            onChange={(event) => set('currency', event.currentTarget.value)}
            error={message('currency')}
          />
        </Group>
        <TextInput
          id="sale-externalRef"
          label={t`Your reference`}
          description={t`An order number or anything that links the sale to your records.`}
          value={values.externalRef}
          onChange={(event) => set('externalRef', event.currentTarget.value)}
          error={message('externalRef')}
        />
        <Checkbox label={t`Renews by itself`} checked={values.autorenew} onChange={(event) => set('autorenew', event.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {t`Sell licence`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
