import type { ResourceDef, ResourceRow, RowOf } from '@erario/contracts';
import type { ComponentType } from 'react';

interface ExtensionDialogProps<Row> {
  row: Row;
  onClose(): void;
  onSaved(message: string): void;
}

/**
 * What a module adds to the generic screen of a master, by master name: one more action per row,
 * opening the module's dialog (the institution's modules, for instance) or going to the module's page
 * of the row (a taxpayer's view). Contributed through the module's screens manifest; the master
 * screen never names a module.
 */
export interface RowExtension {
  /** The master it extends. */
  master: ResourceDef;
  label: string;
  icon: ComponentType;
  Dialog?: ComponentType<ExtensionDialogProps<ResourceRow>>;
  /** Where the row's page is; a page that only reads is offered to whoever may read the master. */
  to?(row: ResourceRow): string;
}

/**
 * Declares an extension of one master, its dialog typed by that master's row: the master screen
 * hands it rows read from that master's own endpoints.
 */
export function rowExtension<D extends ResourceDef>(
  master: D,
  extension: { label: string; icon: ComponentType; Dialog: ComponentType<ExtensionDialogProps<RowOf<D>>> },
): RowExtension {
  return {
    master,
    ...extension,
    Dialog: extension.Dialog as ComponentType<ExtensionDialogProps<ResourceRow>>,
  };
}

/** Declares a page of each row of one master, reached from the row's actions. */
export function rowLink<D extends ResourceDef>(
  master: D,
  link: { label: string; icon: ComponentType; to(row: RowOf<D>): string },
): RowExtension {
  return { master, label: link.label, icon: link.icon, to: link.to as (row: ResourceRow) => string };
}

/**
 * What a module adds to the toolbar of a master's screen: one action over the whole list (a new
 * period's opening balances from the previous one's closing), contributed through the module's
 * screens manifest like a row extension. The master screen shows what it answers and reloads.
 */
export interface ToolbarExtension {
  /** The master it extends. */
  master: ResourceDef;
  Action: ComponentType<{ onDone(message: string): void; onError(message: string): void }>;
}
