/**
 * Secrets every instance shares, created by the first to ask (booking tokens, proofs of work,
 * privacy links), as Kysely sees them.
 */
export interface SecretTables {
  server_secrets: ServerSecretsTable;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}
