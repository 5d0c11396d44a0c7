// Pages of the dashboard: switch, add, rename and remove (confirmed; the last page stays). A title over its limit is
// kept as typed and refused at its field, with a counter beside it.
import { ActionIcon, Button, Group, Modal, Tabs, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Tabs.css';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Widget } from '../../../platform/dashboardDocument';
import { widgetName } from '../document/displayName';
import { gridOf } from '../document/tree';
import { characterCount, maxPageTitleLength, pageTitleProblem } from './textLimits';
import classes from './editor.module.css';
import phone from './editorPhone.module.css';

type Dialog = { kind: 'add' } | { kind: 'rename'; page: Widget } | { kind: 'remove'; page: Widget };

export function PagesBar({
  pages,
  current,
  onSwitch,
  onAdd,
  onRename,
  onRemove,
}: {
  pages: readonly Widget[];
  current: string;
  onSwitch: (pageId: string) => void;
  onAdd: (title: string) => void;
  onRename: (pageId: string, title: string) => void;
  onRemove: (pageId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [dialog, setDialog] = useState<Dialog>();
  const [title, setTitle] = useState('');
  // Problems show once the person tried to send, then follow their typing.
  const [tried, setTried] = useState(false);
  const titleOf = (page: Widget) => widgetName(page, i18n);
  const page = pages.find((candidate) => candidate.wgtId === current);
  const close = () => setDialog(undefined);
  const problem = pageTitleProblem(title);
  const open = (next: Dialog, initial: string) => {
    setTitle(initial);
    setTried(false);
    setDialog(next);
  };
  const widgetCount = dialog?.kind === 'remove' ? (gridOf(dialog.page)?.children.length ?? 0) : 0;
  const submit = () => {
    const trimmed = title.trim();
    setTried(true);
    if (problem || !dialog) return;
    if (dialog.kind === 'add') onAdd(trimmed);
    if (dialog.kind === 'rename') onRename(dialog.page.wgtId, trimmed);
    close();
  };

  return (
    <div className={phone.pagesBar}>
      <Tabs value={current} onChange={(value) => value && onSwitch(value)} className={phone.pageTabs}>
        <Tabs.List>
          {pages.map((candidate) => (
            <Tabs.Tab key={candidate.wgtId} value={candidate.wgtId} title={titleOf(candidate)}>
              <span className={classes.pageTab}>{titleOf(candidate)}</span>
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Button size="xs" variant="default" onClick={() => open({ kind: 'add' }, '')}>{t`Add page`}</Button>
      {page ? (
        <>
          <Button size="xs" variant="default" onClick={() => open({ kind: 'rename', page }, String(page.props.title ?? ''))}>{t`Rename page`}</Button>
          <ActionIcon
            size="md"
            variant="default"
            color="red"
            disabled={pages.length === 1}
            aria-label={t`Remove page ${titleOf(page)}`}
            title={pages.length === 1 ? t`A dashboard keeps at least one page` : undefined}
            onClick={() => setDialog({ kind: 'remove', page })}
          >
            ✕
          </ActionIcon>
        </>
      ) : null}

      <Modal opened={dialog?.kind === 'add' || dialog?.kind === 'rename'} onClose={close} title={dialog?.kind === 'add' ? t`New page` : t`Rename page`}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextInput
            label={t`Page title`}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            required
            description={i18n._(characterCount(title.trim(), maxPageTitleLength))}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={tried && problem ? i18n._(problem) : undefined}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>{t`Cancel`}</Button>
            <Button type="submit">{dialog?.kind === 'add' ? t`Add page` : t`Rename`}</Button>
          </Group>
        </form>
      </Modal>

      <Modal opened={dialog?.kind === 'remove'} onClose={close} title={t`Remove page`}>
        {dialog?.kind === 'remove' ? (
          <>
            <p>
              {t`Remove the page "${titleOf(dialog.page)}"?`}{' '}
              {widgetCount > 0 ? <>{i18n._(msg({ message: plural(widgetCount, { one: 'Its # widget goes with it.', other: 'Its # widgets go with it.' }) }))} </> : null}
              {t`You can undo this.`}
            </p>
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={close} data-autofocus>{t`Cancel`}</Button>
              <Button color="red.9" onClick={() => (onRemove(dialog.page.wgtId), close())}>{t`Remove page`}</Button>
            </Group>
          </>
        ) : null}
      </Modal>
    </div>
  );
}
