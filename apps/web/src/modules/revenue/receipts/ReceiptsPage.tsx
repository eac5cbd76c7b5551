import { useSearchParams } from 'react-router';
import { ReceiptForm } from './ReceiptForm.tsx';
import { ReceiptList } from './ReceiptList.tsx';
import { ReceiptView } from './ReceiptView.tsx';
import { FORM_PATH, pathsFrom } from './receipts.shared.ts';

/** Recibos and View-Recibos: the period's receipts, and one receipt with its concepts and payments. */
export function ReceiptsPage({ base }: { base: string }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  return id > 0 ? <ReceiptView id={id} paths={pathsFrom(base)} /> : <ReceiptList paths={pathsFrom(base)} />;
}

/**
 * add-recibo: a new receipt, or a saved draft (`?editar=`), on the cashier's open box; once posted,
 * the receipt itself (`?id=`), to print it for the taxpayer, without leaving the cashier's screen.
 */
export function AddReceiptPage() {
  const [params] = useSearchParams();
  const editing = Number(params.get('editar') ?? 0);
  const id = Number(params.get('id') ?? 0);
  if (id > 0) return <ReceiptView id={id} paths={pathsFrom(FORM_PATH)} />;
  return <ReceiptForm key={editing} id={editing || null} />;
}
