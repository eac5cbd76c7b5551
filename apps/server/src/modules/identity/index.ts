// What other modules and the composition root may use of identity: nothing else of its folder.
export { appUser, userClient, userScreen, userSession } from './identity.schema.ts';
export { generatePassword, hashPassword, PEPPERED_LIKE } from './password.ts';
export { sessionCheck } from './session.service.ts';
