// @vitest-environment jsdom
// The gallery upload form and the share dialog's people field say their limits at the field, and refuse
// input over them there with a message, keeping it as typed or chosen; nothing is sent.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { GalleryUploadForm } from '../../src/features/dashboards/gallery/GalleryUploadForm';
import { AddPeopleForm } from '../../src/features/dashboards/share/AddPeopleForm';
import { installJsdomShims } from './jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(cleanup);

const show = (form: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>{form}</MantineProvider>
    </I18nProvider>,
  );

/** The texts an input is described by: its stated limit and, when refused, the problem. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

/** A file of `bytes` bytes without allocating them (File.size is all the form reads). */
function fileOf(name: string, bytes: number): File {
  const file = new File(['{}'], name, { type: 'application/json' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

// Mantine in jsdom renders slowly on a busy machine: a generous ceiling, not a speed check.
describe('the gallery upload form', () => {
  const setup = () => {
    const onUpload = vi.fn();
    show(<GalleryUploadForm disabled={false} exists={() => false} onUpload={onUpload} />);
    return { onUpload, file: screen.getByLabelText('Package file'), name: screen.getByRole('textbox', { name: 'Package name' }) };
  };
  const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

  test('each field states its limit', () => {
    const { file, name } = setup();
    expect(describedBy(file)).toEqual(['A zip built with the widget SDK, or a package manifest (JSON), at most 10 MB']);
    expect(describedBy(name)).toEqual(['Up to 64 letters, digits, dots, dashes or underscores; widget types are prefixed with it']);
  });

  test('a file over 10 MB is refused at its field as soon as it is chosen, and not sent', () => {
    const { file, onUpload } = setup();
    fireEvent.change(file, { target: { files: [fileOf('tanks.json', 10 * 1024 * 1024 + 1)] } });
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(file)).toContain('The file is larger than 10 MB.');
    upload();
    expect(onUpload).not.toHaveBeenCalled();
  });

  test('a file of exactly 10 MB is taken', () => {
    const { file, onUpload } = setup();
    fireEvent.change(file, { target: { files: [fileOf('tanks.json', 10 * 1024 * 1024)] } });
    expect(file.getAttribute('aria-invalid')).toBeNull();
    upload();
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ kind: 'upload', name: 'tanks' }));
  });

  test('a name over 64 characters, typed or taken from the file, is refused as it stands and kept whole', () => {
    const { file, name, onUpload } = setup();
    const long = `tank-${'x'.repeat(60)}`;
    fireEvent.change(file, { target: { files: [fileOf(`${long}.json`, 100)] } });
    expect((name as HTMLInputElement).value).toBe(long);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toContain('Use at most 64 characters.');
    upload();
    expect(onUpload).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'tanks' } });
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    upload();
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'tanks' }));
  });
});

describe("the share dialog's people field", () => {
  const setup = () => {
    const onAdd = vi.fn();
    show(<AddPeopleForm owner="alice" disabled={false} onAdd={onAdd} />);
    return { onAdd, people: screen.getByRole('textbox', { name: 'Add people' }) as HTMLInputElement };
  };

  test('states the limit of a user name', () => {
    const { people } = setup();
    expect(describedBy(people)).toEqual(['User names, separated by commas or spaces, each at most 255 characters']);
  });

  test('a user name over 255 characters is refused at the field, kept as typed, and nobody is added', () => {
    const { people, onAdd } = setup();
    const typed = `bob, ${'c'.repeat(256)}`;
    fireEvent.change(people, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(people.value).toBe(typed);
    expect(people.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(people)).toContain(`A user name has at most 255 characters: “${'c'.repeat(20)}…” has 256.`);
    expect(onAdd).not.toHaveBeenCalled();
  });

  test('a user name of 255 characters is added', () => {
    const { people, onAdd } = setup();
    fireEvent.change(people, { target: { value: 'c'.repeat(255) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith(['c'.repeat(255)], 'r');
  });
});
