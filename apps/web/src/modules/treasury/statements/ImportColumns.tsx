import { STATEMENT_DATE_FORMATS } from '@erario/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Choice, SelectField } from '../../../platform/SelectField.tsx';

/** How a bank's CSV or Excel file is read, as the fields hold it (column numbers as typed). */
export interface Columns {
  delimiter: string;
  dateFormat: (typeof STATEMENT_DATE_FORMATS)[number];
  decimal: 'comma' | 'dot';
  skipRows: string;
  dateColumn: string;
  referenceColumn: string;
  descriptionColumn: string;
  amountColumn: string;
  debitColumn: string;
  creditColumn: string;
}
export const DEFAULT_COLUMNS: Columns = {
  delimiter: ';',
  dateFormat: 'DD/MM/AAAA',
  decimal: 'comma',
  skipRows: '1',
  dateColumn: '1',
  referenceColumn: '2',
  descriptionColumn: '3',
  amountColumn: '4',
  debitColumn: '',
  creditColumn: '',
};
const DELIMITERS = [
  { value: ';', label: 'Punto y coma (;)' },
  { value: ',', label: 'Coma (,)' },
  { value: '\t', label: 'Tabulador' },
  { value: '|', label: 'Barra (|)' },
] as const;
const DECIMALS = [
  { value: 'comma', label: '1.234,56' },
  { value: 'dot', label: '1,234.56' },
] as const;
const AMOUNTS = [
  { value: 'one', label: 'Una columna con signo' },
  { value: 'split', label: 'Débito y crédito' },
] as const;

/** The bank's columns, asked for a CSV or Excel file (an OFX file says its own); the server saves them. */
export function ImportColumns({
  kind,
  columns,
  onChange,
  split,
  onSplit,
}: {
  kind: 'csv' | 'xlsx';
  columns: Columns;
  onChange(key: keyof Columns, value: string): void;
  /** Whether the amounts come in two columns, debit and credit, instead of one with its sign. */
  split: boolean;
  onSplit(split: boolean): void;
}) {
  const columnField = (key: keyof Columns, label: string) => (
    <TextField
      label={label}
      value={columns[key]}
      onChange={(e) => onChange(key, e.target.value.replace(/\D/g, ''))}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
      sx={{ width: 130 }}
    />
  );
  const choiceField = (
    key: 'delimiter' | 'dateFormat' | 'decimal',
    label: string,
    options: readonly Choice<string>[],
    width: number,
  ) => (
    <SelectField
      label={label}
      options={options}
      value={columns[key]}
      onChange={(value) => onChange(key, value)}
      sx={{ width }}
    />
  );

  return (
    <Box role="group" aria-label="Columnas del archivo">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Cómo se lee el archivo de este banco (se guarda para la próxima vez)
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2, '& > *': { m: '0 !important' } }}>
        {kind === 'csv' && choiceField('delimiter', 'Separador', DELIMITERS, 180)}
        {choiceField('dateFormat', 'Fechas', STATEMENT_DATE_FORMATS, 160)}
        {choiceField('decimal', 'Decimales', DECIMALS, 170)}
        {columnField('skipRows', 'Filas de títulos')}
        {columnField('dateColumn', 'Columna fecha')}
        {columnField('referenceColumn', 'Columna referencia')}
        {columnField('descriptionColumn', 'Columna concepto')}
        <SelectField
          label="Montos"
          options={AMOUNTS}
          value={split ? 'split' : 'one'}
          onChange={(amounts) => onSplit(amounts === 'split')}
          sx={{ width: 240 }}
        />
        {split ? (
          <>
            {columnField('debitColumn', 'Columna débito')}
            {columnField('creditColumn', 'Columna crédito')}
          </>
        ) : (
          columnField('amountColumn', 'Columna monto')
        )}
      </Stack>
    </Box>
  );
}
