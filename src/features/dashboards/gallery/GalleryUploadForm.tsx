// Uploading a widget package to the gallery (spec §7: multipart, field `file`): a file — the SDK's zip or a package
// manifest (JSON) — and the package name, taken from the file name unless the person gives another.
import { Button, Group, Input, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { packageNameOf, packageNamePattern, type GalleryAction } from './galleryPackages';

export interface GalleryUploadFormProps {
  disabled: boolean;
  /** Whether the gallery has a package of that name (the upload then replaces it). */
  exists: (name: string) => boolean;
  onUpload: (action: Extract<GalleryAction, { kind: 'upload' }>) => void;
}

export function GalleryUploadForm({ disabled, exists, onUpload }: GalleryUploadFormProps) {
  const { t } = useLingui();
  const fileId = useId();
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  // The file input is cleared after each upload by giving it a new key.
  const [generation, setGeneration] = useState(0);
  const fileProblem = file === undefined ? t`Choose a file.` : undefined;
  const nameProblem = packageNamePattern.test(name) ? undefined : t`1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit.`;

  return (
    <form
      noValidate
      aria-label={t`Upload a widget package`}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (file === undefined || nameProblem !== undefined) return;
        onUpload({ kind: 'upload', name, file, replaces: exists(name) });
        setFile(undefined);
        setName('');
        setTried(false);
        setGeneration(generation + 1);
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Input.Wrapper label={t`Package file`} description={t`A zip built with the widget SDK, or a package manifest (JSON)`} error={tried && fileProblem} id={fileId}>
          <input
            key={generation}
            id={fileId}
            type="file"
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
          description={t`Widget types are prefixed with it`}
          value={name}
          disabled={disabled}
          error={tried && nameProblem}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" mt={44} disabled={disabled}>
          {t`Upload`}
        </Button>
      </Group>
    </form>
  );
}
