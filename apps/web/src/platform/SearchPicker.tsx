import Autocomplete, { type AutocompleteProps } from '@mui/material/Autocomplete';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from './useDebounced.ts';

/**
 * Picks one row an endpoint finds for what the user types, keeping the row as the endpoint gives
 * it (RefSelect reduces rows to an id and a label, which loses what a page shows beside its pick).
 * The search waits until typing stops, and the server's matches are shown as they come: the
 * options are never filtered again here.
 */
export function SearchPicker<Row extends { id: number }>({
  queryKey,
  find,
  value,
  onChange,
  label,
  optionLabel,
  noOptionsText,
  renderOption,
  placeholder,
  autoFocus,
  error,
  size,
  sx,
}: {
  /** The cache key of the search, before the text searched. */
  queryKey: QueryKey;
  find(search: string): Promise<Row[]>;
  value: Row | null;
  onChange(row: Row | null): void;
  label: string;
  optionLabel(row: Row): string;
  noOptionsText: string;
  renderOption?: AutocompleteProps<Row, false, false, false>['renderOption'];
  placeholder?: string;
  autoFocus?: boolean;
  error?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 250);
  const options = useQuery({
    queryKey: [...queryKey, search],
    queryFn: () => find(search),
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
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={noOptionsText}
      renderOption={renderOption}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error}
        />
      )}
      sx={sx}
    />
  );
}
