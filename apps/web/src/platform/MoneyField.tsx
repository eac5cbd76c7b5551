import { formatMoney, MONEY_PATTERN, parseMoneyInput } from '@erario/contracts';
import TextField from '@mui/material/TextField';

/** The API's decimal text of what is typed (`1.234,56` → `1234.56`), or the text itself when it is not an amount. */
export const apiMoney = (text: string) => parseMoneyInput(text);
/** Whether what is typed is an amount the API takes: at most two decimals. */
export const isMoneyText = (text: string) => MONEY_PATTERN.test(apiMoney(text));
/** An amount as a field shows it once typed: `1.234,56`. */
export const shownMoney = (text: string) => (isMoneyText(text) ? formatMoney(apiMoney(text)) : text);

/** What a field says of text that is not an amount. */
export const NOT_AN_AMOUNT = 'Escriba el monto como 1.234,56 (hasta dos decimales)';

/**
 * The one amount field of the app: takes `1.234,56` or `1234.56` and shows it back as `1.234,56`
 * when the user leaves it; what it holds is the text, and the form sends `apiMoney(text)`. Text that
 * is not an amount is said so under the field, not only marked in red.
 */
export function MoneyField({
  value,
  onChange,
  label,
  name,
  error,
  onLeave,
  required,
  disabled,
  helperText,
  fullWidth,
}: {
  value: string;
  onChange(v: string): void;
  /** What the field holds once the user leaves it (shown as `1.234,56`). */
  onLeave?(v: string): void;
  /** The visible label. */
  label: string;
  /** What a screen reader says, when the label alone is ambiguous (which bill, which line). */
  name?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while there is nothing wrong. */
  helperText?: string;
  /** As wide as its container (a form), instead of a table cell's width. */
  fullWidth?: boolean;
}) {
  const message = value !== '' && !isMoneyText(value) ? NOT_AN_AMOUNT : error;
  return (
    <TextField
      size={fullWidth ? 'medium' : 'small'}
      label={label}
      value={value}
      required={required}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        const shown = shownMoney(e.target.value);
        onChange(shown);
        onLeave?.(shown);
      }}
      error={Boolean(message)}
      helperText={message ?? helperText}
      slotProps={{
        htmlInput: { 'aria-label': name ?? label, inputMode: 'decimal', style: { textAlign: 'right' } },
      }}
      sx={fullWidth ? undefined : { width: 150 }}
      fullWidth={fullWidth}
    />
  );
}
