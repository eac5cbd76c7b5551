import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ConfirmProvider } from './platform/confirm.tsx';
import { SessionProvider } from './platform/session.tsx';
import { SettingsProvider } from './platform/settings.tsx';
import { theme } from './platform/theme.ts';
import { router } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('falta #root');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider>
        <SettingsProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </SettingsProvider>
      </SessionProvider>
    </ThemeProvider>
  </StrictMode>,
);
