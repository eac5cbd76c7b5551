// Removes registry download addresses from package-lock.json, keeping workspace links.
// Why: npm 11.19 with omit-lockfile-registry-resolved=true writes a lockfile that misses the
// dependencies of packages nested under a workspace, so we lock with addresses and strip them after:
//   npm install --omit-lockfile-registry-resolved=false && node scripts/strip-lock-urls.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
for (const entry of Object.values(lock.packages)) {
  if (typeof entry.resolved === 'string' && /^https?:/.test(entry.resolved)) delete entry.resolved;
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
