import { beneficiaryBudgetEndpoints } from '@erario/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { useDebounced } from '../../../platform/useDebounced.ts';

export interface Beneficiary {
  id: number;
  code: string;
  name: string;
}

/** Beneficiaries of the institution, searched by RIF, cédula or name as the user types. */
export function BeneficiaryPicker({
  value,
  onChange,
  error,
  size,
}: {
  value: Beneficiary | null;
  onChange(v: Beneficiary | null): void;
  error?: string;
  size?: 'small' | 'medium';
}) {
  const [input, setInput] = useState('');
  const filter = useDebounced(input.trim(), 250);
  const options = useQuery({
    queryKey: ['beneficiaries', filter],
    queryFn: () => fetchBeneficiaries(filter),
  });
  return (
    <Autocomplete
      size={size}
      options={options.data ?? []}
      value={value}
      loading={options.isFetching}
      filterOptions={(x) => x}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v, reason) => reason === 'input' && setInput(v)}
      getOptionLabel={(o) => `${o.code} · ${o.name}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText="Sin beneficiarios que coincidan"
      renderInput={(params) => (
        <TextField {...params} label="Beneficiario" error={Boolean(error)} helperText={error} />
      )}
      sx={{ flex: 1, minWidth: 280 }}
    />
  );
}

async function fetchBeneficiaries(filter: string): Promise<Beneficiary[]> {
  const { data } = await call(beneficiaryBudgetEndpoints.find, {
    body: { filter: filter || undefined, active: true, size: 20 },
  });
  return data.list;
}
