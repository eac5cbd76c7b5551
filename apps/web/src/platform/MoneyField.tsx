import { formatMoney, MONEY_PATTERN, parseMoneyInput } from '@erario/contracts';
import TextField from '@mui/material/TextField';

/** The API's decimal text of what is typed (`1.234,56` → `1234.56`), or the text itself when it is not an amount. */
export const apiMoney = (text: string) => parseMoneyInput(text);
/** Whether what is typed is an amount the API takes: at most two decimals. */
export const isMoneyText = (text: string) => MONEY_PATTERN.test(apiMoney(text));
/** An amount as a field shows it once typed: `1.234,56`. */
export const shownMoney = (text: string) => (isMoneyText(text) ? formatMoney(apiMoney(text)) : text);

/**
 * An amount field: takes `1.234,56` or `1234.56` and shows it back as `1.234,56` when the user
 * leaves it; what it holds is the text, and the form sends `apiMoney(text)`.
 */
export function MoneyField({
  value,
  onChange,
  label,
  name,
  error,
  onLeave,
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
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        const shown = shownMoney(e.target.value);
        onChange(shown);
        onLeave?.(shown);
      }}
      error={Boolean(error) || (value !== '' && !isMoneyText(value))}
      helperText={error}
      slotProps={{
        htmlInput: { 'aria-label': name ?? label, inputMode: 'decimal', style: { textAlign: 'right' } },
      }}
      sx={{ width: 150 }}
    />
  );
}
