export const ADMIN_PASSWORD = 'Admin-E2E-2026';
export const FIXTURE_PASSWORD = 'Tesorero-E2E-2026';
