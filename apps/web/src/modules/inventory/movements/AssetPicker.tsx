import { type AssetRow, assetEndpoints, formatMoney, INCORPORATION } from '@erario/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { useDebounced } from '../../../platform/useDebounced.ts';

/** An asset as a movement's form lists it. */
export interface Picked {
  id: number;
  number: string;
  description: string;
  value: string;
  unit: string;
}

/** Finds assets to add by number or description: waiting ones for an incorporation, in the inventory otherwise. */
export function AssetPicker({ idKind, onPick }: { idKind: number; onPick(asset: Picked): void }) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search, 250);
  const status = idKind === INCORPORATION ? 'pending' : 'in';
  const found = useQuery({
    queryKey: ['assets', 'pick', status, term],
    queryFn: async () =>
      (await call(assetEndpoints.list, { query: { status, search: term || undefined, page: 0, size: 20 } }))
        .data.rows,
  });
  return (
    <Autocomplete<AssetRow>
      options={found.data ?? []}
      loading={found.isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(a) => `${a.number} · ${a.description}`}
      renderOption={(props, a) => (
        <li {...props} key={a.id}>
          <Box>
            <Box>
              {a.number} · {a.description}
            </Box>
            <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
              {a.workUnitName} · {formatMoney(a.value)}
            </Box>
          </Box>
        </li>
      )}
      value={null}
      inputValue={search}
      onInputChange={(_e, text, reason) => reason !== 'reset' && setSearch(text)}
      onChange={(_e, a) => {
        if (a)
          onPick({
            id: a.id,
            number: a.number,
            description: a.description,
            value: a.value,
            unit: a.workUnitName,
          });
        setSearch('');
      }}
      noOptionsText={idKind === INCORPORATION ? 'Ningún bien por incorporar' : 'Ningún bien en el inventario'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Agregar bien"
          helperText={
            idKind === INCORPORATION
              ? 'Bienes registrados que esperan su incorporación'
              : 'Bienes en el inventario, por número o descripción'
          }
        />
      )}
    />
  );
}
