import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useState } from 'react';
import { DownloadIcon, PrintIcon } from './icons.tsx';

/**
 * A button that makes a file on the server (a report's PDF or XLSX, a document's print) and saves
 * it: while the server works it shows a spinner, says "Generando…" to screen readers and cannot be
 * pressed twice.
 */
export function DownloadButton({
  icon,
  children,
  onDownload,
  onError,
}: {
  icon: ReactNode;
  children: ReactNode;
  onDownload: () => Promise<void>;
  onError: (error: unknown) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : icon}
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await onDownload();
        } catch (error) {
          onError(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
      {busy && (
        <span
          role="status"
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          Generando {children}…
        </span>
      )}
    </Button>
  );
}

/** What a list or a report exports, as every screen offers it: its print (PDF) and its spreadsheet (XLSX). */
export function ExportButtons({
  save,
  onError,
}: {
  save(format: 'pdf' | 'xlsx'): Promise<void>;
  onError(error: unknown): void;
}) {
  return (
    <>
      <DownloadButton icon={<PrintIcon />} onDownload={() => save('pdf')} onError={onError}>
        PDF
      </DownloadButton>
      <DownloadButton icon={<DownloadIcon />} onDownload={() => save('xlsx')} onError={onError}>
        XLSX
      </DownloadButton>
    </>
  );
}
