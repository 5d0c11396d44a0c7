// Uploading a widget package to the gallery (spec §7: multipart, field `file`): a file — the SDK's zip or a package
// manifest (JSON) — and the package name, taken from the file name unless the person gives another. Each field
// says its limit; a file or name over it is refused at the field as soon as it is there, and kept as chosen. The
// form keeps what was chosen after sending too (a failed upload can be sent again); the panel gives a fresh form
// once the package is stored.
import { Button, Group, Input, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  maxPackageBytes,
  maxPackageMegabytes,
  maxPackageNameLength,
  packageNameOf,
  packageNamePattern,
  type GalleryAction,
} from './galleryPackages';

export interface GalleryUploadFormProps {
  disabled: boolean;
  /** Whether an upload may be sent now (the fields stay open to edit either way). */
  canSend?: boolean;
  /** Whether the gallery has a package of that name (the upload then replaces it). */
  exists: (name: string) => boolean;
  onUpload: (action: Extract<GalleryAction, { kind: 'upload' }>) => void;
}

export function GalleryUploadForm({ disabled, canSend = true, exists, onUpload }: GalleryUploadFormProps) {
  const { t } = useLingui();
  const fileId = useId();
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const fileTooLarge = file !== undefined && file.size > maxPackageBytes;
  const fileProblem = file === undefined ? t`Choose a file.` : fileTooLarge ? t`The file is larger than ${maxPackageMegabytes} MB.` : undefined;
  const fileProblemShown = (tried || fileTooLarge) && fileProblem !== undefined;
  const nameTooLong = name.length > maxPackageNameLength;
  const nameProblem = nameTooLong
    ? t`Use at most ${maxPackageNameLength} characters.`
    : packageNamePattern.test(name)
      ? undefined
      : t`1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit.`;

  return (
    <form
      noValidate
      aria-label={t`Upload a widget package`}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (fileProblem !== undefined || nameProblem !== undefined || file === undefined) return;
        onUpload({ kind: 'upload', name, file, replaces: exists(name) });
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Input.Wrapper
          label={t`Package file`}
          description={t`A zip built with the widget SDK, or a package manifest (JSON), at most ${maxPackageMegabytes} MB`}
          error={fileProblemShown && fileProblem}
          id={fileId}
        >
          <input
            id={fileId}
            type="file"
            // The native input is outside Mantine's wiring: it names its limit and its problem itself.
            aria-describedby={`${fileId}-description${fileProblemShown ? ` ${fileId}-error` : ''}`}
            aria-invalid={fileProblemShown || undefined}
            accept=".zip,.json,.js,application/zip,application/json,text/javascript"
            disabled={disabled}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              setFile(chosen);
              if (chosen) setName(packageNameOf(chosen.name));
            }}
          />
        </Input.Wrapper>
        <TextInput
          label={t`Package name`}
          description={t`Up to ${maxPackageNameLength} letters, digits, dots, dashes or underscores; widget types are prefixed with it`}
          value={name}
          disabled={disabled}
          error={(tried || nameTooLong) && nameProblem}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" mt={44} disabled={disabled || !canSend}>
          {t`Upload`}
        </Button>
      </Group>
    </form>
  );
}
