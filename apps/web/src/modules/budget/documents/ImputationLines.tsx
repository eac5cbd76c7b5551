import { type BudgetAccountOption, documentEndpoints, formatMoney } from '@erario/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { AddIcon, DeleteIcon } from '../../../platform/icons.tsx';
import { apiMoney, MoneyField } from '../../../platform/MoneyField.tsx';
import { SearchPicker } from '../../../platform/SearchPicker.tsx';
import { isMoney, type Line } from './documentForm.values.ts';

/** A budget account of the period, searched by code or name, with what it still has available. */
function AccountPicker({
  idPeriod,
  value,
  onChange,
  label,
  autoFocus,
}: {
  idPeriod: number;
  value: BudgetAccountOption | null;
  onChange(v: BudgetAccountOption | null): void;
  label: string;
  /** A row just added takes the focus, so the keyboard goes on where the eye does. */
  autoFocus?: boolean;
}) {
  return (
    <SearchPicker
      queryKey={['budget-accounts', idPeriod]}
      find={async (search) =>
        (await call(documentEndpoints.accounts, { params: { idPeriod }, query: { search } })).data
      }
      size="small"
      value={value}
      onChange={onChange}
      label={label}
      placeholder="Código o denominación"
      autoFocus={autoFocus}
      optionLabel={(o) => `${o.code} · ${o.description}`}
      noOptionsText="Sin cuentas que coincidan"
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          <Box>
            <Box sx={{ fontFamily: 'monospace', fontSize: 13 }}>{o.code}</Box>
            <Box sx={{ fontSize: 13 }}>
              {o.description} · disponible {formatMoney(o.available)}
            </Box>
          </Box>
        </li>
      )}
      sx={{ minWidth: 320, flex: 1 }}
    />
  );
}

/** The imputations: a field array of the form, each line an account and an amount (and in a traslado, its side). */
export function ImputationLines({
  idPeriod,
  transfer,
  lines,
  keys,
  onAccount,
  onSide,
  onAmount,
  onAdd,
  onRemove,
  errorFor,
}: {
  idPeriod: number;
  transfer: boolean;
  lines: Line[];
  keys: string[];
  onAccount(index: number, account: BudgetAccountOption | null): void;
  onSide(index: number, side: 'C' | 'R'): void;
  onAmount(index: number, amount: string): void;
  onAdd(): void;
  onRemove(index: number): void;
  errorFor(field: string): string | undefined;
}) {
  // Summed on every render: the form's values change in place, so nothing here is memoised on them.
  const sumOf = (t: 'C' | 'R') =>
    lines
      .filter((l) => l.type === t && isMoney(apiMoney(l.amount)))
      .reduce((a, l) => a.plus(apiMoney(l.amount)), new Decimal(0))
      .toFixed(2);
  const ceded = sumOf('C');
  const received = sumOf('R');
  // The row "Agregar cuenta" added: its account field takes the focus when it appears.
  const [added, setAdded] = useState<number | null>(null);
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Imputaciones
      </Typography>
      <Stack spacing={1}>
        {lines.map((line, i) => (
          <Stack
            key={keys[i]}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <AccountPicker
              idPeriod={idPeriod}
              label={`Cuenta ${i + 1}`}
              autoFocus={added === i}
              value={line.account}
              onChange={(account) => onAccount(i, account)}
            />
            {transfer && (
              <TextField
                select
                size="small"
                label="Partida"
                value={line.type ?? ''}
                onChange={(e) => onSide(i, e.target.value as 'C' | 'R')}
                sx={{ width: 150 }}
              >
                <MenuItem value="C">Cedente</MenuItem>
                <MenuItem value="R">Receptora</MenuItem>
              </TextField>
            )}
            <MoneyField
              label="Monto"
              name={`Monto de la cuenta ${i + 1}`}
              value={line.amount}
              onChange={(amount) => onAmount(i, amount)}
              // Spec section 4: a line reduced to zero leaves the document.
              onLeave={(amount) =>
                isMoney(apiMoney(amount)) && new Decimal(apiMoney(amount)).isZero() && onRemove(i)
              }
              error={errorFor(`lines.${i}.idBudgetAccount`) ?? errorFor(`lines.${i}.type`)}
            />
            {line.account && line.account.available !== '' && (
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
                Disponible {formatMoney(line.account.available)}
              </Typography>
            )}
            <IconButton aria-label={`Quitar la cuenta ${i + 1}`} onClick={() => onRemove(i)}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => {
              setAdded(lines.length);
              onAdd();
            }}
          >
            Agregar cuenta
          </Button>
        </Box>
      </Stack>
      {transfer && (
        <Typography sx={{ mt: 1 }} color={ceded === received ? 'text.secondary' : 'error'}>
          Total cedido {formatMoney(ceded)} · total recibido {formatMoney(received)}
        </Typography>
      )}
    </Box>
  );
}
