import { formatMoney } from '@erario/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, useState } from 'react';

/**
 * One series of bars: its name and its amounts (decimal text, as the API gives money), one per
 * category; `null` where there is no figure (a month not yet begun), drawn as no bar and told «—».
 */
export interface MoneySeries {
  label: string;
  values: readonly (string | null)[];
  color?: string;
}

/**
 * Bars of money by category (the months of a year) with the table behind them: the chart for the eye
 * (and for the keyboard, which walks its bars with the arrows, each read out), the table saying the
 * same all at once to a screen reader, always in the page (hidden from sight until asked for), so
 * nobody depends on seeing the bars.
 */
export function BarsWithTable({
  title,
  categories,
  series,
  names,
  height = 260,
  horizontal = false,
}: {
  /** What the chart shows: its table's caption and the picture's name. */
  title: string;
  categories: readonly string[];
  /** What the table calls each category where the axis has only room for a code (2-01 Máquinas…). */
  names?: readonly string[];
  series: readonly MoneySeries[];
  height?: number;
  /** Bars lying down, for categories whose names are long (a budget code): the names on the left. */
  horizontal?: boolean;
}) {
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <Box>
      {/* A figure named by its title: the chart's own keyboard navigation reads each bar's value, and
          the table after it says it all at once. */}
      <Box
        component="figure"
        aria-label={`${title}. Los datos están también en la tabla que sigue.`}
        sx={{ m: 0 }}
      >
        <BarChart
          height={height}
          {...(horizontal
            ? {
                layout: 'horizontal' as const,
                yAxis: [{ scaleType: 'band' as const, data: [...categories], width: 200 }],
                xAxis: [{ valueFormatter: (v: number) => compact(v), tickNumber: 5 }],
              }
            : {
                xAxis: [{ scaleType: 'band' as const, data: [...categories] }],
                yAxis: [{ valueFormatter: (v: number) => compact(v) }],
              })}
          series={series.map((s) => ({
            label: s.label,
            data: s.values.map((v) => (v === null ? null : Number(v))),
            color: s.color,
            valueFormatter: (v: number | null) => (v === null ? '' : formatMoney(v)),
          }))}
          margin={{ left: 8, right: 8 }}
        />
      </Box>
      <Button size="small" aria-controls={tableId} aria-expanded={shown} onClick={() => setShown(!shown)}>
        {shown ? 'Ocultar la tabla' : 'Ver como tabla'}
      </Button>
      <Box id={tableId} sx={shown ? { overflowX: 'auto' } : visuallyHidden}>
        <Table size="small">
          <caption>{title}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" />
              {series.map((s) => (
                <TableCell key={s.label} component="th" scope="col" align="right">
                  {s.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {categories.map((category, i) => (
              <TableRow key={category}>
                <TableCell component="th" scope="row">
                  {names?.[i] ?? category}
                </TableCell>
                {series.map((s) => (
                  <TableCell key={s.label} align="right">
                    {s.values[i] === null ? '—' : formatMoney(s.values[i] ?? '0')}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** An axis tick as a finance officer reads it at a glance: 1,2 M, 1,5 mil, 900 (never two ticks alike). */
export function compact(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000)
    return `${(value / 1_000_000).toLocaleString('es-VE', { maximumFractionDigits: 1 })} M`;
  if (abs >= 1_000) return `${(value / 1_000).toLocaleString('es-VE', { maximumFractionDigits: 1 })} mil`;
  return value.toLocaleString('es-VE', { maximumFractionDigits: 0 });
}
