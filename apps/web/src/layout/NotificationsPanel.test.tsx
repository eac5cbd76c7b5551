import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationsPanel } from './NotificationsPanel.tsx';

const note = (id: number, read: boolean) => ({
  id,
  message: `Aviso ${id}`,
  read,
  createdAt: new Date().toISOString(),
});

describe('the notifications bell', () => {
  it('names the unread count its badge shows (WCAG 2.5.3), and only the word when none is unread', () => {
    const { unmount } = render(
      <NotificationsPanel notify={[note(1, false), note(2, false), note(3, true)]} />,
    );
    expect(screen.getByRole('button', { name: 'Notificaciones: 2 por leer' })).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    unmount();
    render(<NotificationsPanel notify={[note(3, true)]} />);
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeTruthy();
  });
});
