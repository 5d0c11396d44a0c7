// An image widget's picture: one of the dashboard's assets, or a new file uploaded through the asset upload flow
// (signed URL, then the transfer with its progress; cancel and retry).
import { Button, FileButton, Group, NativeSelect, Progress, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Progress.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  selectUploadError,
  selectUploadPercent,
  selectUploadStage,
  selectUploadStored,
  type AssetUploadOutput,
} from '../../../../machines/assetUpload.machine';
import { useAssetUpload } from './uploadFlow';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { nameOption } from '../../../ui/Bidi';

/** Asset names are path segments; keep them plain. */
export const assetNameOf = (fileName: string) => fileName.replace(/[^\w.-]+/g, '_').slice(-80) || 'image';

export function ImageField({
  assets,
  current,
  target,
  onChoose,
  onUploaded,
}: {
  assets: readonly string[];
  current: string;
  target: { dashboardId: string; organization: string; widgetId: string };
  onChoose: (name: string) => void;
  onUploaded: (asset: AssetUploadOutput) => void;
}) {
  const { t } = useLingui();
  const [upload, setUpload] = useState<{ id: number; file: File; name: string }>();
  return (
    <>
      <NativeSelect
        size="xs"
        label={t`Image`}
        value={current}
        onChange={(event) => onChoose(event.currentTarget.value)}
        data={[{ value: '', label: t`No image` }, ...assets.map((name) => nameOption(name, name))]}
      />
      {upload ? (
        <Transfer key={upload.id} file={upload.file} name={upload.name} target={target} onDone={(asset) => (setUpload(undefined), onUploaded(asset))} onClose={() => setUpload(undefined)} />
      ) : (
        <FileButton accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml" onChange={(file) => file && setUpload({ id: Date.now(), file, name: assetNameOf(file.name) })}>
          {(props) => (
            <Button size="xs" variant="default" {...props}>
              {t`Upload an image`}
            </Button>
          )}
        </FileButton>
      )}
    </>
  );
}

function Transfer({
  file,
  name,
  target,
  onDone,
  onClose,
}: {
  file: File;
  name: string;
  target: { dashboardId: string; organization: string; widgetId: string };
  onDone: (asset: AssetUploadOutput) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const machine = useAssetUpload();
  const upload = useActorRef(machine, { input: { ...target, name, file } }, (snapshot) => {
    if (snapshot.status === 'done' && snapshot.value === 'done' && snapshot.output) onDone(snapshot.output);
  });
  const stage = useSelector(upload, selectUploadStage);
  const percent = useSelector(upload, selectUploadPercent);
  const error = useSelector(upload, selectUploadError);
  const stored = useSelector(upload, selectUploadStored);
  return (
    <div role="group" aria-label={t`Upload of ${name}`}>
      <Text size="xs">
        {stage !== 'failed' ? t`Uploading ${name}…` : stored ? t`${name} was uploaded, but its address could not be read.` : t`The upload of ${name} failed.`}
      </Text>
      <Progress value={percent} aria-label={t`Upload progress`} aria-valuetext={t`${percent} percent`} mt={4} color={stage === 'failed' ? 'red' : undefined} />
      {stage === 'failed' && error ? (
        <Text size="xs" c="red" role="alert" component="div">
          <ErrorMessage error={error} />
        </Text>
      ) : null}
      <Group gap="xs" mt={4}>
        {stage === 'failed' ? (
          <>
            <Button size="xs" onClick={() => upload.send({ type: 'user.retry' })}>{t`Retry`}</Button>
            <Button size="xs" variant="default" onClick={onClose}>{t`Close`}</Button>
          </>
        ) : (
          <Button size="xs" variant="default" onClick={() => (upload.send({ type: 'user.cancel' }), onClose())}>{t`Cancel upload`}</Button>
        )}
      </Group>
    </div>
  );
}
