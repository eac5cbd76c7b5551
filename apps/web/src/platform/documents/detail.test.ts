import { describe, expect, it } from 'vitest';
import { editedDraft } from './detail.ts';

describe('the draft a form edits', () => {
  type Detail = { id: number; version: number; status: string; amount: string };
  const fromDetail = (d: Detail) => ({ amount: d.amount.replace('.', ',') });

  it('is the draft read, with the version it was read at, as the form holds it', () => {
    expect(editedDraft({ id: 7, version: 3, status: 'draft', amount: '12.50' }, fromDetail)).toEqual({
      id: 7,
      version: 3,
      values: { amount: '12,50' },
    });
  });

  it('is nothing while it loads, for a new document, or once the document is posted or annulled', () => {
    const loading = undefined as Detail | undefined;
    expect(editedDraft(loading, fromDetail)).toBeNull();
    for (const status of ['posted', 'annulled'])
      expect(editedDraft({ id: 7, version: 4, status, amount: '12.50' }, fromDetail)).toBeNull();
  });
});
