import { type ResourceDef, resourceEndpoints } from '@erario/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api.ts';
import { useSession } from '../session.tsx';

export interface Option {
  id: number;
  label: string;
  /** Code and parent, which tell apart rows of the same name. */
  detail?: string;
}

interface RefSelectProps {
  target?: ResourceDef;
  /** Options from an endpoint of the module's own: its name for the cache and how to fetch a search. */
  source?: { name: string; fetch(search: string): Promise<Option[]> };
  label: string;
  value: number | null;
  valueLabel?: string;
  onChange(option: Option | null): void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
}

/**
 * Picks a row of another master through its `options` route, searching on the server as one types;
 * or, given `source`, a row of whatever that endpoint offers (a period's payroll runs).
 */
export function RefSelect({
  target,
  source,
  label,
  value,
  valueLabel,
  onChange,
  error,
  helperText,
  required,
  size,
  disabled,
}: RefSelectProps) {
  const [search, setSearch] = useState('');
  // Rows of a budget period (the structure) are offered from the period chosen in the top bar.
  const { period } = useSession();
  const idPeriod = target?.period || source ? period?.idPeriod : undefined;
  const query = useQuery({
    queryKey: ['options', target?.name ?? source?.name, search, idPeriod],
    queryFn: async () =>
      source
        ? source.fetch(search)
        : target
          ? (
              await call(resourceEndpoints(target).options, {
                query: { search: search || undefined, idPeriod },
              })
            ).data
          : [],
  });
  const options = query.data ?? [];
  const selected =
    value === null
      ? null
      : // A value the page fixed reads as the page names it (with its code), not as the options list it.
        ((disabled && valueLabel ? { id: value, label: valueLabel } : undefined) ??
        options.find((o) => o.id === value) ?? { id: value, label: valueLabel ?? String(value) });
  return (
    <Autocomplete
      size={size}
      disabled={disabled}
      options={options}
      value={selected}
      loading={query.isFetching}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          <Box>
            <Box>{o.label}</Box>
            {o.detail && <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{o.detail}</Box>}
          </Box>
        </li>
      )}
      onChange={(_e, option) => onChange(option)}
      onInputChange={(_e, text, reason) => reason === 'input' && setSearch(text)}
      noOptionsText="Sin resultados"
      loadingText="Cargando..."
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}

/**
 * A RefSelect over the option a page or a form holds (most keep the option picked, not its id), with
 * its value and its refusal as the other fields take theirs (a form binds them alike), and, given
 * `sx`, in a box of that width in a row of fields.
 */
export function RefField({
  value: option,
  error,
  helperText,
  sx,
  ...select
}: Omit<RefSelectProps, 'value' | 'valueLabel' | 'error'> & {
  value: Option | null;
  error?: string;
  sx?: SxProps<Theme>;
}) {
  const field = (
    <RefSelect
      value={option?.id ?? null}
      valueLabel={option?.label}
      error={Boolean(error)}
      helperText={error ?? helperText}
      {...select}
    />
  );
  return sx ? <Box sx={sx}>{field}</Box> : field;
}
