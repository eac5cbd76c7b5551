import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField, typedOver } from './DateField.tsx';

describe('typing into a date field that shows a whole date', () => {
  it('starts a new date with what is typed, wherever the caret was', () => {
    expect(typedOver('16/11/2026', '16/11/20261')).toBe('1');
    expect(typedOver('16/11/2026', '116/11/2026')).toBe('1');
    expect(typedOver('16/11/2026', '16/112/2026')).toBe('2');
    // Editing as usual: deleting, replacing a selection, or a field still being typed.
    expect(typedOver('16/11/2026', '16/11/202')).toBe('16/11/202');
    expect(typedOver('16/11/2026', '17/11/2026')).toBe('17/11/2026');
    expect(typedOver('16/11/20', '16/11/202')).toBe('16/11/202');
    // A whole date pasted before, inside or after it, the caret after what was pasted.
    expect(typedOver('16/11/2026', '17/12/202616/11/2026', 10)).toBe('17/12/2026');
    expect(typedOver('16/11/2026', '16/117/12/20261/2026', 14)).toBe('17/12/2026');
    expect(typedOver('16/11/2026', '16/11/202617/12/2026', 20)).toBe('17/12/2026');
  });

  it('gives the new date once it is whole, not «16/11/216112026»', () => {
    const seen: string[] = [];
    function Form() {
      const [value, setValue] = useState('2026-11-16');
      return (
        <DateField
          label="Fecha"
          value={value}
          onChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Fecha' }) as HTMLInputElement;
    expect(input.value).toBe('16/11/2026');
    // A click left the caret at the end and the user typed 1.
    fireEvent.change(input, { target: { value: '16/11/20261' } });
    expect(input.value).toBe('1');
    fireEvent.change(input, { target: { value: '17/12/2026' } });
    expect(input.value).toBe('17/12/2026');
    expect(seen.at(-1)).toBe('2026-12-17');
  });
});
