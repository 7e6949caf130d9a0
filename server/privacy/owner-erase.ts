import type { Lead } from "../leads/repository.js";
import { erase, type EraseDeps } from "./erase.js";
import { addressKey, mailboxKey } from "./keys.js";
import { findRequest, insertRequest, type ErasedCounts } from "./store.js";

/**
 * An erasure the owner makes from the console when a person asks for it another way (an e-mail, a
 * call): everything held for the lead's address goes, exactly as if they had used the privacy
 * page's link, and it is recorded as a request like theirs, holding no address, so that restoring
 * a backup erases it again (decision 073). No link is sent: the request is born spent.
 */
export async function eraseForOwner(deps: EraseDeps, lead: Lead): Promise<ErasedCounts> {
  const at = deps.now();
  const id = crypto.randomUUID();
  await insertRequest(deps.db, {
    id,
    mailboxKey: mailboxKey(deps.secret, lead.email),
    addressKey: addressKey(deps.secret, lead.email),
    language: lead.language,
    at,
    linkExpiresAt: at,
  });
  return erase(deps, (await findRequest(deps.db, id))!);
}
