import type { SxProps, Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { moneyCell } from './money.ts';

/** A column's heading: its name, right aligned over counts and amounts (or set as the money cells under it). */
export type Heading = ReactNode | { name: ReactNode; align?: 'right'; sx?: SxProps<Theme> };

const isHeading = (h: Heading): h is { name: ReactNode; align?: 'right'; sx?: SxProps<Theme> } =>
  typeof h === 'object' && h !== null && 'name' in h;

/** Headings of columns of counts or amounts, right aligned over them. */
export const right = (...names: string[]): Heading[] => names.map((name) => ({ name, align: 'right' }));
/** Headings of columns of money cells (`moneyCell`: right aligned, digits in columns, never wrapped). */
export const money = (...names: string[]): Heading[] => names.map((name) => ({ name, sx: moneyCell }));

/** A plain table's heading row, from its columns' headings in order ('' for a column of actions). */
export function HeadRow({ cells }: { cells: readonly Heading[] }) {
  return (
    <TableHead>
      <TableRow>
        {cells.map((h, i) =>
          isHeading(h) ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a heading row never reorders
            <TableCell key={i} align={h.align} sx={h.sx}>
              {h.name}
            </TableCell>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a heading row never reorders
            <TableCell key={i}>{h}</TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}
