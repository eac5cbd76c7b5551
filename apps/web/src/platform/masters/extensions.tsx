import type { ComponentType } from 'react';

/**
 * What a module adds to the generic screen of a master, by master name: one more action per row,
 * opening the module's dialog (the institution's modules, for instance). Contributed through the
 * module's screens manifest; the master screen never names a module.
 */
export interface RowExtension {
  label: string;
  icon: ComponentType;
  Dialog: ComponentType<{ row: Record<string, unknown>; onClose(): void; onSaved(message: string): void }>;
}
