import { Client } from 'pg';

/** One short-lived connection for statements outside a test's own schema (create/drop schema or database). */
export async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
