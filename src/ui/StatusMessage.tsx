// A full-page message with a way on: not found, not allowed, failed.
import { Button, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { ReactNode } from 'react';

export function StatusMessage({ title, children, action }: { title: string; children: ReactNode; action?: { label: string; href: string } }) {
  return (
    <Stack align="center" py="xl" ta="center" maw={560} mx="auto">
      <Title order={1}>{title}</Title>
      <Text>{children}</Text>
      {action && (
        <Button component="a" href={action.href}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
