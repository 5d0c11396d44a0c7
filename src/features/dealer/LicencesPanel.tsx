// The licenses tab: what the dealer sells (its products), what it sold (the licences) and the organisation's
// pre-authorised transactions, each a section with its own heading.
import { Stack } from '@mantine/core';
import '@mantine/core/styles/Stack.css';
import { LicencesSection } from './LicencesSection';
import { ProductsSection } from './ProductsSection';
import { TransactionsSection } from './TransactionsSection';

export function LicencesPanel({ organization }: { organization: string }) {
  return (
    <Stack gap="xl">
      <LicencesSection organization={organization} />
      <ProductsSection organization={organization} />
      <TransactionsSection organization={organization} />
    </Stack>
  );
}
