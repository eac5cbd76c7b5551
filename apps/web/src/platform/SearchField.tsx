import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebounced } from './useDebounced.ts';

/**
 * What a list's search box holds, and what its query sends: the text as typed, and the search
 * once typing stops (trimmed; undefined when empty, so the query leaves it out).
 */
export function useSearchText() {
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), 300);
  return { text, setText, term: term || undefined };
}

/** A list's search box («Buscar»), the hint saying what it looks in, among the list's filters. */
export function SearchField({
  search,
  hint,
  sx,
}: {
  search: Pick<ReturnType<typeof useSearchText>, 'text' | 'setText'>;
  hint: string;
  sx?: object;
}) {
  return (
    <TextField
      label="Buscar"
      size="small"
      value={search.text}
      onChange={(e) => search.setText(e.target.value)}
      placeholder={hint}
      sx={{ minWidth: 260, ...sx }}
    />
  );
}
