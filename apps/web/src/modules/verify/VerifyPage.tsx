import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api } from '../../platform/api.ts';

/**
 * Public verification of a budget document or a collection receipt, reached from the QR code of the
 * printout. The content pages come with the budget and revenue modules; until a record is found,
 * the page shows the spec's not-found state.
 */
export function VerifyPage({ kind }: { kind: 'document' | 'receipt' }) {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['verify', kind, id],
    queryFn: () => api<unknown>('online', `/${kind}/verify/${encodeURIComponent(id)}`, { anonymous: true }),
    retry: false,
  });
  const notFound = kind === 'document' ? 'Documento no encontrado' : 'RECIBO NO ENCONTRADO';
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Paper sx={{ p: 4, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <Typography variant="overline" color="text.secondary">
          Erario · verificación {kind === 'document' ? 'de documento' : 'de recibo'}
        </Typography>
        {query.isPending ? (
          <CircularProgress sx={{ display: 'block', mx: 'auto', mt: 2 }} aria-label="Cargando" />
        ) : (
          <Typography variant="h5" component="h1" color="error" sx={{ mt: 1 }}>
            {notFound}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
