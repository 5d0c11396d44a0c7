// Create a product, or save a new version of one: its code (fixed once created), name, type, whether it is a trial
// and whether its licences renew by themselves to start with, how long it lasts, and what quantity of each resource
// it grants. Mistakes are named at their field before anything is sent; what the service refuses is shown with its
// reason, and what was typed stays. Numbers are plain text fields, so what was typed is what is checked and sent.
import { Button, Checkbox, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { resourceTypes, type Product, type ProductWrite } from '../../platform/licencesTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useFormFlow } from '../../ui/useFormFlow';
import { useDealerFlows } from './flows';
import { resourceTypeLabels } from './labels';
import { productValues, productWriteOf, validateProduct, type ProductFormErrors, type ProductFormValues } from './productForm';

export interface ProductDialogProps {
  organization: string;
  /** The product to save a new version of; absent for a new product. */
  product: Product | undefined;
  onSaved: () => void;
  onClose: () => void;
}

export function ProductDialog({ organization, product, onSaved, onClose }: ProductDialogProps) {
  const { t } = useLingui();
  const flows = useDealerFlows();
  // A new version starts from the version as the service holds it now (GET /products/{id}), not the list's copy.
  const { data, submitting, submitError, submit, load } = useFormFlow(() => flows.productForm(organization, product?.id), onSaved);

  return (
    <FormDialog
      title={product ? t`New version of ${product.code}` : t`New product`}
      onClose={onClose}
      {...load}
      loadingLabel={t`Loading the product`}
      loadFailedTitle={t`The product could not be loaded`}
    >
      {data && (
        <>
          {submitError !== undefined && (
            <Callout tone="error" title={t`The product was not saved`}>
              <ErrorMessage error={submitError} />
            </Callout>
          )}
          <ProductForm
            initial={productValues(data.product)}
            editing={data.product !== undefined}
            submitting={submitting}
            onSubmit={submit}
            onCancel={onClose}
          />
        </>
      )}
    </FormDialog>
  );
}

const fieldOrder: (keyof ProductFormErrors)[] = ['code', 'label', 'duration', 'resources', ...resourceTypes];

function ProductForm({
  initial,
  editing,
  submitting,
  onSubmit,
  onCancel,
}: {
  initial: ProductFormValues;
  editing: boolean;
  submitting: boolean;
  onSubmit: (product: ProductWrite) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateProduct(values) : {};
  const message = (field: keyof ProductFormErrors) => (errors[field] ? i18n._(errors[field]) : undefined);
  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateProduct(values);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      document.getElementById(first === 'resources' ? `product-${resourceTypes[0]}` : `product-${first}`)?.focus();
      return;
    }
    onSubmit(productWriteOf(values));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          id="product-code"
          label={t`Product code`}
          description={editing ? t`A new version keeps its product's code.` : t`Capital letters, digits, - and _, e.g. IOT-BASIC.`}
          value={values.code}
          readOnly={editing}
          onChange={(event) => set('code', event.currentTarget.value)}
          error={message('code')}
        />
        <TextInput id="product-label" label={t`Name`} value={values.label} onChange={(event) => set('label', event.currentTarget.value)} error={message('label')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="product-type-label">
            {t`Type`}
          </Text>
          <SegmentedControl
            aria-labelledby="product-type-label"
            value={values.type}
            onChange={(value) => set('type', value === 'PLUS' ? 'PLUS' : 'STANDARD')}
            data={[
              { value: 'STANDARD', label: t`Standard` },
              { value: 'PLUS', label: t`Plus` },
            ]}
          />
        </Stack>
        <Group>
          <Checkbox label={t`Trial`} checked={values.trial} onChange={(event) => set('trial', event.currentTarget.checked)} />
          <Checkbox label={t`Licences renew by themselves`} checked={values.autorenew} onChange={(event) => set('autorenew', event.currentTarget.checked)} />
        </Group>
        <TextInput
          id="product-duration"
          label={t`Duration (days)`}
          inputMode="numeric"
          value={values.duration}
          onChange={(event) => set('duration', event.currentTarget.value)}
          error={message('duration')}
        />
        <Text size="sm" fw={500}>
          {t`Quantity granted (blank: none; -1: unlimited)`}
        </Text>
        {errors.resources && (
          <Text size="sm" c="red.9" role="alert">
            {message('resources')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {resourceTypes.map((type) => (
            <TextInput
              key={type}
              id={`product-${type}`}
              label={i18n._(resourceTypeLabels[type])}
              inputMode="numeric"
              value={values.quantities[type]}
              onChange={(event) => {
                const typed = event.currentTarget.value;
                setValues((current) => ({ ...current, quantities: { ...current.quantities, [type]: typed } }));
              }}
              error={message(type)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {editing ? t`Save new version` : t`Create product`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
