import type { BillInput } from '@erario/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateField } from '../../../platform/DateField.tsx';
import { AddIcon, DeleteIcon } from '../../../platform/icons.tsx';
import { MoneyField } from '../../../platform/MoneyField.tsx';

/** The bills of the document: a field array of the form. */
export function BillsEditor({
  bills,
  keys,
  onSet,
  onAdd,
  onRemove,
}: {
  bills: BillInput[];
  keys: string[];
  onSet(index: number, field: keyof BillInput, value: string): void;
  onAdd(): void;
  onRemove(index: number): void;
}) {
  const moneyFields: [keyof BillInput, string][] = [
    ['amountTaxed', 'Exento'],
    ['amountWithoutTaxIva', 'Sin IVA'],
    ['amountBase', 'Base imponible'],
    ['ivaRate', 'Alícuota de IVA %'],
    ['amountTaxIva', 'IVA'],
    ['retentionIva', 'Retención de IVA'],
  ];
  // What the institution withholds besides IVA, as a withholding agent (Decreto 1.808, 1×1000).
  const otherWithholdings: [keyof BillInput, string][] = [
    ['retentionIslr', 'Retención de ISLR'],
    ['islrRate', '% de ISLR'],
    ['retentionTimbre', 'Timbre fiscal 1×1000'],
  ];
  // A bill's amounts, each named with the bill for a screen reader.
  const amounts = (b: BillInput, i: number, fields: [keyof BillInput, string][]) =>
    fields.map(([field, label]) => (
      <MoneyField
        key={field}
        label={label}
        name={`${label} de la factura ${i + 1}`}
        value={b[field] ?? ''}
        onChange={(v) => onSet(i, field, v)}
      />
    ));
  return (
    <Stack spacing={1}>
      {bills.map((b, i) => (
        <Stack
          key={keys[i]}
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
        >
          <DateField
            size="small"
            label="Fecha"
            name={`Fecha de la factura ${i + 1}`}
            value={b.dateBill}
            onChange={(date) => onSet(i, 'dateBill', date)}
          />
          {(
            [
              ['control', 'N° de control'],
              ['number', 'N° de factura'],
            ] as const
          ).map(([field, label]) => (
            <TextField
              key={field}
              size="small"
              label={label}
              value={b[field]}
              onChange={(e) => onSet(i, field, e.target.value)}
              sx={{ width: 140 }}
            />
          ))}
          {amounts(b, i, moneyFields)}
          <TextField
            size="small"
            label="Concepto de ISLR"
            placeholder="002"
            value={b.islrConcept ?? ''}
            onChange={(e) => onSet(i, 'islrConcept', e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            sx={{ width: 130 }}
          />
          {amounts(b, i, otherWithholdings)}
          <IconButton aria-label={`Quitar la factura ${i + 1}`} onClick={() => onRemove(i)}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={onAdd}>
          Agregar factura
        </Button>
      </Box>
    </Stack>
  );
}
