import { addCreatorMembership, removeInstitutionSetup } from '../../modules/common/client.service.ts';
import type { AuthContext } from '../access/token.ts';
import type { Tx } from '../db/database.ts';

/** What a master does beyond its row, inside the same transaction. */
export interface ResourceHooks {
  afterCreate?(tx: Tx, auth: AuthContext, id: number): Promise<void>;
  /** Runs after the refusal check, before the row goes. */
  beforeDelete?(tx: Tx, auth: AuthContext, id: number): Promise<void>;
}

export const RESOURCE_HOOKS: Record<string, ResourceHooks> = {
  client: { afterCreate: addCreatorMembership, beforeDelete: removeInstitutionSetup },
};
