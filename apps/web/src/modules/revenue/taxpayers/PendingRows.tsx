import { formatDate, formatMoney, type PendingObligation } from '@erario/contracts';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * What a period owes as a person reads it: its bolívares, and a tariff in the legal unit its TCMMV
 * multiples beside them (at today's rate; without a rate, the multiples alone).
 */
function tariffText(p: PendingObligation): string {
  if (!p.tariff) return 'Sin tarifa';
  if (p.tariffUnit !== 'TCMMV') return formatMoney(p.tariff);
  const units = `${formatMoney(p.tariff)} TCMMV`;
  return p.amount ? `${formatMoney(p.amount)} (${units})` : `${units}, sin tasa del día`;
}

/**
 * A taxpayer's periods still owed, one row each (concept, period and its last day to pay, object,
 * tariff, interest on late payment), as the statement
 * lists them and the cash desk offers them; `action` adds what the row does there (add it to a receipt).
 */
export function PendingRows({
  pending,
  action,
}: {
  pending: PendingObligation[];
  action?(obligation: PendingObligation): ReactNode;
}) {
  return pending.map((p) => (
    <TableRow key={`${p.objectKind}:${p.idObject}:${p.idCollectionConcept}:${p.period}`}>
      <TableCell>
        {p.code} · {p.description}
        {/* What a computed tax comes from (a class, a cadastral value), or what it lacks. */}
        {p.basis && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {p.basis}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {p.periodLabel}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          Vence {formatDate(p.dueDate)}
        </Typography>
      </TableCell>
      <TableCell>{p.objectLabel}</TableCell>
      <TableCell align="right">
        {tariffText(p)}
        {p.discount && Number(p.discount) > 0 && p.discountUntil && (
          <Typography variant="caption" color="success.main" sx={{ display: 'block' }}>
            Pronto pago −{formatMoney(p.discount)} hasta el {formatDate(p.discountUntil)}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        {/* Interest on late payment to today, and its days at each month's rate. */}
        {p.interest && Number(p.interest) > 0 ? (
          <Tooltip title={p.interestBasis ?? ''}>
            <span>{formatMoney(p.interest)}</span>
          </Tooltip>
        ) : (
          '—'
        )}
      </TableCell>
      {action && <TableCell align="right">{action(p)}</TableCell>}
    </TableRow>
  ));
}
