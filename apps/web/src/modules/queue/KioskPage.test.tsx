import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsProvider } from '../../platform/settings.tsx';
import { renderApp, resetApp, signIn, stubNetwork } from '../../platform/test-render.tsx';
import { KioskPage } from './KioskPage.tsx';

afterEach(resetApp);

describe('KioskPage', () => {
  it('asks for the point first, without a false «Sin conexión» while there is nothing to connect to', async () => {
    stubNetwork(() => ({ rows: [], total: 0 }));
    signIn({ screens: ['TUR-SOL-01'] });
    renderApp(
      <SettingsProvider>
        <KioskPage />
      </SettingsProvider>,
    );
    expect(await screen.findByText('Elija la estación de cobro donde está este quiosco.')).toBeTruthy();
    expect(screen.queryByText(/Sin conexión/)).toBeNull();
  });
});
