// Every password field of the portal. Mantine's PasswordInput shows its error and describes the field by it, but
// marks only `data-invalid` on the input, so assistive technology is not told the field is in error; this one is.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';

export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
