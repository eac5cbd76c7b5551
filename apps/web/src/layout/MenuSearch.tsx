import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../platform/icons.tsx';
import { flattenMenu, type NavEntry } from '../platform/menu.ts';

/** Top-bar search: finds any screen of the user's menu by name and opens it. */
export function MenuSearch({ entries }: { entries: NavEntry[] }) {
  const navigate = useNavigate();
  const options = useMemo(
    () =>
      flattenMenu(entries).map(({ item, group }) => ({
        label: item.name,
        group: group?.name ?? '',
        path: item.path,
      })),
    [entries],
  );
  return (
    <Autocomplete
      size="small"
      options={options}
      groupBy={(o) => o.group}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      onChange={(_e, option) => option && navigate(option.path)}
      value={null}
      blurOnSelect
      forcePopupIcon={false}
      noOptionsText="Sin resultados"
      sx={{ width: { xs: '100%', md: 260 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Buscar pantalla"
          aria-label="Buscar pantalla"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              sx: { bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit', '& fieldset': { border: 0 } },
            },
          }}
        />
      )}
    />
  );
}
