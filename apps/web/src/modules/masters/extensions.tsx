import type { ComponentType } from 'react';
import { TuneIcon } from '../../platform/icons.tsx';
import { ClientModulesDialog } from './ClientModulesDialog.tsx';

export interface RowExtension {
  label: string;
  icon: ComponentType;
  Dialog: ComponentType<{ row: Record<string, unknown>; onClose(): void; onSaved(message: string): void }>;
}

/** What a master's screen adds to the generic one, by master name: one more action per row. */
export const ROW_EXTENSIONS: Record<string, RowExtension> = {
  client: { label: 'Módulos', icon: TuneIcon, Dialog: ClientModulesDialog },
};
