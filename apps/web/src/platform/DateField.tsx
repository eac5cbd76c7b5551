import { formatDate, parseDateInput } from '@erario/contracts';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useId, useState } from 'react';
import { DropPanel } from './DropPanel.tsx';
import { CalendarIcon } from './icons.tsx';

const Calendar = lazy(async () => ({ default: (await import('./DateCalendar.tsx')).SpanishCalendar }));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What typing into a field that shows a whole date means: starting another. The characters typed
 * or pasted (what the new text has that the shown date had not, found by the caret after them, or
 * by what is left of the date where the caret is not known) begin the new date, instead of running on
 * into «16/11/216112026». Deleting or replacing a selection edits as usual.
 */
export function typedOver(shown: string, text: string, caret = text.length): string {
  if (parseDateInput(shown) === null || text.length <= shown.length) return text;
  const from = caret - (text.length - shown.length);
  if (from >= 0 && text.slice(0, from) + text.slice(caret) === shown) return text.slice(from, caret);
  let start = 0;
  while (start < shown.length && shown[start] === text[start]) start++;
  let end = 0;
  while (end < shown.length - start && shown[shown.length - 1 - end] === text[text.length - 1 - end]) end++;
  return text.slice(start, text.length - end);
}
/** Whether a date field gave a whole date (or was emptied), not text on its way to one. */
export const isDate = (value: string) => value === '' || ISO_DATE.test(value);

/** What a field says of text that is not a date. */
export const NOT_A_DATE = 'Escriba la fecha como dd/mm/aaaa';

/**
 * The one date field of the app: typed day first, dd/mm/aaaa, whatever the browser's language, with
 * a calendar in Spanish behind its button. It gives the calendar date (`yyyy-MM-dd`) once what is
 * typed is a real date, and the text itself until then (a form sends it and the server refuses it by
 * name; a filter ignores it), said to be wrong under the field when the user leaves it.
 */
export function DateField({
  value,
  onChange,
  label,
  name,
  error,
  helperText,
  required,
  disabled,
  size,
  fullWidth,
  sx,
}: {
  value: string;
  onChange(v: string): void;
  label: string;
  /** What a screen reader says, when the label alone is ambiguous (which bill). */
  name?: string;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: object;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [left, setLeft] = useState(false);
  // What is being typed, until it is a date; a date set from outside (a reset, the calendar) clears it.
  const [draft, setDraft] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (isDate(value)) setDraft(null);
  }
  const hint = useId();
  const iso = ISO_DATE.test(value);
  const shown = draft ?? (iso ? formatDate(value) : value);
  const wrong = shown !== '' && parseDateInput(shown) === null && left;
  const message = wrong ? NOT_A_DATE : error;
  return (
    <>
      <TextField
        label={label}
        value={shown}
        size={size}
        required={required}
        disabled={disabled}
        fullWidth={fullWidth}
        placeholder="dd/mm/aaaa"
        onChange={(e) => {
          const text = typedOver(shown, e.target.value, e.target.selectionEnd ?? e.target.value.length);
          const date = parseDateInput(text);
          setLeft(false);
          setDraft(date === null && text !== '' ? text : null);
          onChange(date ?? text);
        }}
        onBlur={() => setLeft(true)}
        error={Boolean(message)}
        helperText={message ?? helperText}
        sx={{ minWidth: 170, ...sx }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { 'aria-label': name ?? label, inputMode: 'numeric', 'aria-describedby': hint },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  disabled={disabled}
                  aria-label={`Elegir ${(name ?? label).toLowerCase()} en el calendario`}
                  onClick={(e) => setAnchor(e.currentTarget)}
                >
                  <CalendarIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <span id={hint} hidden>
        Día, mes y año: dd/mm/aaaa
      </span>
      <DropPanel anchor={anchor} onClose={() => setAnchor(null)}>
        <Suspense fallback={null}>
          <Calendar
            value={iso ? value : null}
            onPick={(picked) => {
              setAnchor(null);
              setLeft(false);
              setDraft(null);
              onChange(picked);
            }}
          />
        </Suspense>
      </DropPanel>
    </>
  );
}

/**
 * The two days a list or a report is narrowed to, «Desde» and «Hasta», side by side in the row of
 * filters: each waits for a whole date (or none) before it changes anything.
 */
export function DateRange({
  from,
  to,
  onChange,
  errorOf,
  sx,
}: {
  from: string;
  to: string;
  onChange(field: 'from' | 'to', date: string): void;
  /** What a field says of the date the server refused. */
  errorOf?(field: 'from' | 'to'): string | undefined;
  sx?: object;
}) {
  return (['from', 'to'] as const).map((field) => (
    <DateField
      key={field}
      label={field === 'from' ? 'Desde' : 'Hasta'}
      size="small"
      value={field === 'from' ? from : to}
      onChange={(date) => isDate(date) && onChange(field, date)}
      error={errorOf?.(field)}
      sx={sx}
    />
  ));
}
