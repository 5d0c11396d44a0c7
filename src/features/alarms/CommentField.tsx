// The optional comment an alarm action carries, with its length limit: text over the limit is kept as typed and
// refused at the field, never cut.
import { Textarea } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import { useLingui } from '@lingui/react/macro';

const maxLength = 500;

export const commentTooLong = (comment: string) => comment.trim().length > maxLength;

export function CommentField({
  value,
  onChange,
  disabled,
  autoFocus,
}: {
  value: string;
  onChange: (comment: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Textarea
      label={t`Comment (optional)`}
      value={value}
      error={commentTooLong(value) ? t`Use at most ${maxLength} characters.` : undefined}
      autosize
      minRows={2}
      disabled={disabled}
      data-autofocus={autoFocus || undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
