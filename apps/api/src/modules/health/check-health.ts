/** What the health check needs: a database that answers. */
export type HealthDeps = { database: { ping(): Promise<void> } };

/** GET /healthz: 'ok' while the database answers, else 'unavailable' (a load balancer takes the process out). */
export async function checkHealth(deps: HealthDeps): Promise<'ok' | 'unavailable'> {
  try {
    await deps.database.ping();
    return 'ok';
  } catch {
    return 'unavailable';
  }
}
