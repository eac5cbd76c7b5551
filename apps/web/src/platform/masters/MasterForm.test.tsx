import { type FieldDef, RESOURCES } from '@erario/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../session.tsx';
import { MasterForm } from './MasterForm.tsx';

/**
 * Every declared master's form, rendered: each field shows its label on an input of the role a person
 * (and the browser sweep) finds it by. The browser walks only a few masters (master-coverage.ts); a
 * declaration that breaks its form fails here, at once.
 */

const roleOf: Record<FieldDef['kind'], string> = {
  text: 'textbox',
  email: 'textbox',
  money: 'textbox',
  rate: 'textbox',
  date: 'textbox',
  integer: 'spinbutton',
  enum: 'combobox',
  ref: 'combobox',
  boolean: 'switch',
};

/**
 * The element's ARIA role: its own attribute, or the one HTML gives the elements a form draws.
 * Read here rather than through `getByRole`, which in jsdom works out every element's role and
 * accessible name with computed styles: about a tenth of a second per form, most of this file's time.
 */
function roleOfElement(el: HTMLElement): string | null {
  const own = el.getAttribute('role');
  if (own) return own;
  if (el instanceof HTMLTextAreaElement) return 'textbox';
  if (!(el instanceof HTMLInputElement)) return null;
  const byType: Record<string, string> = {
    text: 'textbox',
    email: 'textbox',
    tel: 'textbox',
    url: 'textbox',
    number: 'spinbutton',
    checkbox: 'checkbox',
  };
  return byType[el.type] ?? null;
}

// A required field's label ends in " *", which screen readers do not read (it is aria-hidden).
const normalizer = (text: string) => getDefaultNormalizer()(text).replace(/\s\*$/, '');

beforeAll(() => {
  // The reference pickers ask the API for their options: an empty list is enough to draw them.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ result: true, data: [] }), { status: 200 })),
  );
});
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe.each(RESOURCES.map((def) => [def.name, def] as const))('%s form', (_name, def) => {
  it("shows each field's label on an input of its kind", () => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queries}>
        <SessionProvider>
          <MasterForm def={def} row={null} fixed={{}} onClose={() => {}} onSaved={() => {}} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    const dialog = screen.getByLabelText(`${def.labels.feminine ? 'Nueva' : 'Nuevo'} ${def.labels.singular}`);
    expect(roleOfElement(dialog)).toBe('dialog');
    for (const fd of def.fields) {
      const input = within(dialog).queryByLabelText(fd.label, { normalizer });
      expect(input, `${fd.name}: nothing labelled «${fd.label}»`).not.toBeNull();
      expect(roleOfElement(input as HTMLElement), `${fd.name} (${fd.kind})`).toBe(roleOf[fd.kind]);
    }
    expect(within(dialog).getByText('Guardar').closest('button')).not.toBeNull();
  });
});
