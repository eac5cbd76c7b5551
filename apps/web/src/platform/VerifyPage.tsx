import { formatMoney } from '@erario/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from './api.ts';
import { VerifiedIcon } from './icons.tsx';
import { QueryProvider } from './query.tsx';
import type { VerifyBody, VerifyView } from './screens.ts';
import { usePageTitle } from './title.ts';

/** A labelled value of a verified thing, for the modules' bodies. */
export function VerifyField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** An amount as a verified paper states it: Bs. 1.234,56, its digits aligned. */
export function VerifiedMoney({ amount }: { amount: string }) {
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      Bs. {formatMoney(amount)}
    </Box>
  );
}

/** A verified paper's name, its «Verificado» mark, and its fields in two columns. */
export function VerifiedPaper({
  title,
  mark = 'Verificado',
  children,
}: {
  title: string;
  mark?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Chip icon={<VerifiedIcon />} label={mark} color="success" size="small" />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        {children}
      </Box>
    </>
  );
}

interface Props {
  kind: string;
  view: VerifyView;
  body: VerifyBody;
}

/**
 * Public verification of what a module prints with a QR code (a budget document, a collection
 * receipt, a solvency certificate): the frame, the wait and an unknown id's not-found text are the
 * platform's; what is shown of a verified one is the declaring module's body (`WebModule.verifyViews`).
 */
export function VerifyPage(props: Props) {
  usePageTitle(props.view.title);
  return (
    <QueryProvider>
      <Verification {...props} />
    </QueryProvider>
  );
}

function Verification({ kind, view, body }: Props) {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['verify', kind, id], queryFn: () => body.read(id), retry: false });
  const { notFound } = view;
  // The server may say why after the not-found text ("RECIBO NO ENCONTRADO: …"): shown below it.
  const reason =
    query.error instanceof ApiError &&
    query.error.message !== notFound &&
    query.error.message.startsWith(notFound)
      ? query.error.message.slice(notFound.length).replace(/^:\s*/, '')
      : null;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 1, sm: 3 } }}
    >
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 960, width: '100%' }}>
        <Typography variant="overline" color="text.secondary">
          Erario · {view.title.toLowerCase()}
        </Typography>
        {query.isPending ? (
          <CircularProgress sx={{ display: 'block', mx: 'auto', mt: 2 }} aria-label="Cargando" />
        ) : query.data !== undefined ? (
          body.render(query.data)
        ) : (
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h5" component="h1" color="error" sx={{ mt: 1 }}>
              {notFound}
            </Typography>
            {reason && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {reason.charAt(0).toUpperCase() + reason.slice(1)}
              </Typography>
            )}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
