import { clientResource } from '@erario/contracts';
import { TuneIcon } from '../../platform/icons.tsx';
import { rowExtension } from '../../platform/masters/extensions.tsx';
import type { WebModule } from '../../platform/screens.ts';
import { ClientModulesDialog } from './ClientModulesDialog.tsx';

/** The institutions' master gets one more action per row: the modules each one has. */
export const mastersScreens: WebModule = {
  name: 'masters',
  rowExtensions: {
    client: rowExtension(clientResource, { label: 'Módulos', icon: TuneIcon, Dialog: ClientModulesDialog }),
  },
};
