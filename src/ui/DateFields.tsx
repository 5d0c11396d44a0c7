// Mantine's date fields as the portal's forms use them: a day ("YYYY-MM-DD") or a moment to the minute
// ("YYYY-MM-DDTHH:mm", local time), the strings a form keeps and its checks read, shown and typed in the person's
// locale ("28.11.2026 14:30"), with a calendar to pick from. Text that is not a date is handed to the form as typed,
// so the form refuses it at the field with its reason instead of the field quietly going back to its last date.
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/dates/styles.css';
import { i18n as activeI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import dayjs from 'dayjs';
import { Suspense, use, useState, type InputEvent } from 'react';
import { datesLocale } from './datesLocale';

// The language's file starts loading with the screen's chunk, so it is there by the time a field shows.
void datesLocale(activeI18n.locale);

type FieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'withTime' | 'dateParser' | 'defaultValue'> & {
  /** "YYYY-MM-DD" (a day) or "YYYY-MM-DDTHH:mm" (a moment); empty for none; anything else is text being corrected. */
  value: string;
  onChange: (value: string) => void;
};

const dayValue = /^\d{4}-\d{2}-\d{2}$/;
const momentValue = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A day, shown in the locale's short date ("11/28/2026"). */
export function DayInput(props: FieldProps) {
  return (
    <Suspense>
      <LocaleDateInput {...props} withTime={false} />
    </Suspense>
  );
}

/** A moment to the minute in the browser's time zone, shown as the locale's short date and time. */
export function DateTimeInput(props: FieldProps) {
  return (
    <Suspense>
      <LocaleDateInput {...props} withTime />
    </Suspense>
  );
}

function LocaleDateInput({ value, onChange, withTime, onInput, onClick, onKeyDown, onBlur, ...props }: FieldProps & { withTime: boolean }) {
  const { i18n } = useLingui();
  const locale = use(datesLocale(i18n.locale));
  // The calendar opens on a click (or Arrow Down) and folds away while the person types, so it never covers the
  // form's next field or button for someone entering a date from the keyboard.
  const [calendar, setCalendar] = useState(false);
  // What is shown is also what is read back; ISO dates are read too.
  const formats = withTime ? ['L LT', 'L HH:mm', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DDTHH:mm'] : ['L', 'YYYY-MM-DD'];
  const parse = (text: string) => {
    const parsed = dayjs(text.trim(), formats, locale, true);
    return parsed.isValid() ? parsed : undefined;
  };
  const valid = (withTime ? momentValue : dayValue).test(value);
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'en' ? 0 : 1 }}>
      <DateInput
        {...props}
        withTime={withTime}
        valueFormat={withTime ? 'L LT' : 'L'}
        fixOnBlur={false}
        allowDeselect={false}
        value={valid ? value.replace('T', ' ') : null}
        popoverProps={{ opened: calendar }}
        getDayProps={() => ({ onClick: () => setCalendar(false) })}
        onClick={(event) => {
          onClick?.(event);
          setCalendar(true);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'ArrowDown') setCalendar(true);
          if (event.key === 'Escape' || event.key === 'Enter') setCalendar(false);
        }}
        onBlur={(event) => {
          onBlur?.(event);
          setCalendar(false);
        }}
        dateParser={(text) => parse(text)?.format(withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD') ?? null}
        onChange={(picked) => onChange(picked === null ? '' : withTime ? picked.slice(0, 16).replace(' ', 'T') : picked.slice(0, 10))}
        onInput={(event: InputEvent<HTMLInputElement>) => {
          onInput?.(event);
          setCalendar(false);
          // A date is passed on by onChange; empty or unreadable text is passed on here.
          const text = event.currentTarget.value;
          if (parse(text) === undefined) onChange(text.trim());
        }}
      />
    </DatesProvider>
  );
}
