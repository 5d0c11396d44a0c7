// @vitest-environment jsdom
// The portal's Mantine theme (src/app/theme.ts) hides the arrow a select draws from assistive technology: it only
// repeats that the control is a select, and a bare SVG may be announced as an image beside each filter.
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider, NativeSelect } from '@mantine/core';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { mantineThemeFor } from '../../../src/app/theme';
import { installJsdomShims } from '../jsdomShims';

beforeAll(installJsdomShims);
afterEach(cleanup);

test("a select's arrow is hidden from assistive technology under the portal's theme", () => {
  render(
    <MantineProvider theme={mantineThemeFor(undefined)}>
      <NativeSelect label="Device" data={['All devices', 'Boiler Hall A']} />
    </MantineProvider>,
  );
  const field = screen.getByRole('combobox', { name: 'Device' }).closest('.mantine-InputWrapper-root');
  const icons = [...(field?.querySelectorAll('svg') ?? [])];
  expect(icons).toHaveLength(1);
  expect(icons.map((icon) => icon.getAttribute('aria-hidden'))).toEqual(['true']);
});
