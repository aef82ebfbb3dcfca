import { Client } from 'pg';

/** One short-lived connection for statements outside a test's own database (create or drop a database). */
export async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `url` with its database name replaced. */
export function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Drops every database whose name starts with `prefix` (a run's template and what a crash left behind). */
export async function dropDatabases(url: string, prefix: string): Promise<string[]> {
  return withAdminClient(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
    return rows.map((row) => row.datname);
  });
}

/** A copy of the template for one test file; dropped by the file's dispose(). */
export async function createDatabaseFromTemplate(url: string, template: string, name: string): Promise<void> {
  // Two workers may copy the same template at once; PostgreSQL refuses a copy while another session is
  // connected to the template, which only a racing copy can be. Try again shortly.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdminClient(url, (client) =>
        client.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`),
      );
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test((error as Error).message);
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdminClient(url, (client) =>
    client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
  );
}
