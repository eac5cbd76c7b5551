import type { IssuedTicket } from '@erario/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { minutesText, timeOf } from './queue.shared.tsx';

/** Where the ticket's QR code leads: its public page, on this same site. */
const ticketUrl = (verifyId: string) => `${window.location.origin}/turno/${verifyId}`;

/** The printed ticket, vertical or horizontal as the kiosk is set. */
export function Ticket({
  ticket,
  orientation,
}: {
  ticket: IssuedTicket;
  orientation: 'VERTICAL' | 'HORIZONTAL';
}) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    void QRCode.toDataURL(ticketUrl(ticket.verifyId), { margin: 1, width: 160 }).then(setQr);
  }, [ticket.verifyId]);
  const horizontal = orientation === 'HORIZONTAL';
  return (
    <Box
      data-testid="ticket"
      sx={{
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        alignItems: 'center',
        gap: 2,
        textAlign: horizontal ? 'left' : 'center',
      }}
    >
      <Box>
        <Typography variant="overline">{ticket.pointName}</Typography>
        <Typography variant="h2" component="p" sx={{ fontWeight: 700, lineHeight: 1 }}>
          {ticket.code}
        </Typography>
        <Typography variant="h6" component="p">
          {ticket.serviceName}
        </Typography>
        <Typography variant="body2">Emitido a las {timeOf(ticket.issuedAt)}</Typography>
        <Typography variant="body2">
          {ticket.ahead === 0
            ? 'Es el siguiente en ser llamado'
            : `Delante de usted: ${ticket.ahead} · espera estimada: ${minutesText(ticket.estimatedMinutes)}`}
        </Typography>
      </Box>
      {qr && (
        <Box sx={{ textAlign: 'center' }}>
          <img src={qr} alt="Código QR para seguir su turno" width={140} height={140} />
          <Typography variant="caption" component="p">
            Escanee para seguir su turno
          </Typography>
        </Box>
      )}
    </Box>
  );
}
