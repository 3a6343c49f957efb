// A GET on PostgreSQL with a token looked up lately goes on with the token's holder as then read, while the lookup is
// made again with the next statement any request sends (`preparedHeldRead`): the round trip of its own that the
// lookup cost every request (one of the two of reading one merge request) is saved. The answer waits for the
// lookup: the steps that answer (server/http/confirmed-caller.ts) call the actor's `confirmed` first, which refuses
// (401) a token or a user no longer active and, where the holder changed since it was read (a name, administrator
// rights), takes the new one into the actor and says so, for the answer to be made again with it. A GET changes
// nothing, so nothing done with the holder as read before outlasts its answer. A token whose use is due to be
// recorded, sudo, and the other methods look the token up first, as before.
import { holdsReads } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';
import { jsonTextOf } from '../database/json-rows.js';
import { unauthorized } from '../http/api-error.js';
import { heldHolderOfToken, holderOf, useToRecord, type HolderRow } from './access-tokens.js';
import type { Actor } from './actor.js';

/** The rows of each database's latest lookups, by token hash, oldest first. */
const lookupsOf = new WeakMap<Database, Map<string, HolderRow>>();
const capacity = 1000;

function recentLookupsOf(db: Database): Map<string, HolderRow> {
  let lookups = lookupsOf.get(db);
  if (!lookups) lookupsOf.set(db, (lookups = new Map()));
  return lookups;
}

/** Keeps the row of a lookup that recorded nothing (a recorded use changed it), where lookups can be held. */
export function rememberLookup(db: Database, tokenHash: string, row: HolderRow): void {
  if (!holdsReads(db)) return;
  const recentLookups = recentLookupsOf(db);
  recentLookups.delete(tokenHash);
  if (recentLookups.size >= capacity) recentLookups.delete(recentLookups.keys().next().value!);
  recentLookups.set(tokenHash, row);
}

const rowText = (row: HolderRow): string => jsonTextOf(row) ?? JSON.stringify(row);

/**
 * What the lookup made again says of the caller as read before (`known`): the actor takes the holder as it is now,
 * and the answer is true when it changed; a token or user no longer active is refused.
 */
function confirm(db: Database, tokenHash: string, known: HolderRow, row: HolderRow | undefined, actor: Actor): boolean {
  const recentLookups = recentLookupsOf(db);
  const current = holderOf(row);
  if (!current || current.user.state !== 'active') {
    recentLookups.delete(tokenHash);
    throw unauthorized();
  }
  if (useToRecord(row!)) recentLookups.delete(tokenHash);
  else rememberLookup(db, tokenHash, row!);
  if (rowText(row!) === rowText(known)) return false;
  Object.assign(actor, { user: current.user, scopes: current.scopes });
  return true;
}

/** The caller as the lookup of its token read it lately, confirmed later; undefined where that cannot be. */
export function actorAheadOfLookup(db: Database, tokenHash: string): Actor | undefined {
  const known = lookupsOf.get(db)?.get(tokenHash);
  if (!known || useToRecord(known)) return undefined;
  const holder = holderOf(known);
  if (!holder || holder.user.state !== 'active') return undefined;
  const lookup = heldHolderOfToken(db, tokenHash);
  if (!lookup) return undefined;
  const actor: Actor = { user: holder.user, scopes: holder.scopes, via: 'token', tokenId: holder.tokenId };
  let verdict: Promise<boolean> | undefined;
  actor.confirmed = () => {
    if (!verdict) {
      // Most often a statement of the request carried the lookup by the time its answer asks for it.
      lookup.sendNow();
      verdict = lookup.rows.then(([row]) => {
        actor.confirmed = undefined;
        return confirm(db, tokenHash, known, row, actor);
      });
    }
    return verdict;
  };
  return actor;
}
