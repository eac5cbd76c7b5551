import type { ComponentType } from 'react';
import type { RowExtension, ToolbarExtension } from './masters/extensions.tsx';

/**
 * What a module brings to the web app, declared in `modules/<module>/<module>.screens.tsx`: the page
 * of each catalogue screen it serves (lazily loaded, so each stays its own chunk) and the row actions
 * it adds to masters' generic screens. `src/modules.ts` lists the modules; the screen lookup
 * (`src/ScreenPage.tsx`) reads that list, and the platform names no module.
 */
export interface WebModule {
  name: string;
  /** By screen code. */
  screens?: Record<string, ComponentType>;
  /** By master name. */
  rowExtensions?: Record<string, RowExtension>;
  /** By master name: an action over a master's whole list, in its toolbar. */
  toolbarExtensions?: Record<string, ToolbarExtension>;
}
