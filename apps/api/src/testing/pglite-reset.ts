import type { PGlite } from '@electric-sql/pglite';

// Puts a used test database back into the state of a freshly loaded migrated copy, and tells
// whether anything beyond the rows changed (reused-pglite.ts keeps a database only when not).

/** A migrated database as loaded: its schema's fingerprint, its rows and its sequences. */
export type Snapshot = {
  fingerprint: string;
  /** Every table, partitions included, schema-qualified and quoted. */
  tables: string[];
  /** The tables that hold rows when migrated (migrations run, pg-boss's version and queues). */
  rows: { table: string; columns: string; json: string }[];
  sequences: string;
};

const userSchemas = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp)'`;

/**
 * One hash of everything a test could change besides rows: relations, columns and their defaults,
 * constraints, indexes, triggers, functions, types, schemas, roles, databases, extensions,
 * policies, rules and per-database settings.
 */
const FINGERPRINT = `
with rels as (
  select c.oid, c.relkind, c.relpersistence, format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${userSchemas}
), lines(line) as (
  select format('rel %s %s %s', name, relkind, relpersistence) from rels
  union all select format('col %s %s %s %s %s %s', r.name, a.attname, format_type(a.atttypid, a.atttypmod),
      a.attnotnull, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
    from rels r join pg_attribute a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  union all select format('con %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(c.oid))
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace where ${userSchemas}
  union all select format('idx %s', pg_get_indexdef(indexrelid)) from pg_index where indrelid in (select oid from rels)
  union all select format('trg %s %s', pg_get_triggerdef(oid), tgenabled) from pg_trigger where not tgisinternal
  union all select format('fn %s %s', p.oid::regprocedure, md5(p.prosrc))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${userSchemas}
  union all select format('view %s %s', name, pg_get_viewdef(oid)) from rels where relkind in ('v', 'm')
  union all select format('type %s', t.oid::regtype) from pg_type t join pg_namespace n on n.oid = t.typnamespace where ${userSchemas}
  union all select format('enum %s %s', enumtypid::regtype, enumlabel) from pg_enum
  union all select format('nsp %s %s', nspname, nspowner) from pg_namespace n where nspname !~ '^pg_(toast|temp)'
  union all select format('role %s %s %s', rolname, rolsuper, rolcanlogin) from pg_roles
  union all select format('db %s', datname) from pg_database
  union all select format('ext %s %s', extname, extversion) from pg_extension
  union all select format('setting %s %s %s', setdatabase, setrole, setconfig) from pg_db_role_setting
  union all select format('policy %s %s', polrelid::regclass, polname) from pg_policy
  union all select format('rule %s', definition) from pg_rules where schemaname <> 'pg_catalog'
  union all select format('evt %s', evtname) from pg_event_trigger
)
select md5(string_agg(line, E'\\n' order by line)) as fingerprint from lines`;

export async function databaseFingerprint(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]!.fingerprint;
}

export async function databaseSnapshot(pglite: PGlite): Promise<Snapshot> {
  const { rows: tables } = await pglite.query<{ name: string; partitioned: boolean; columns: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name, c.relkind = 'p' as partitioned,
      (select string_agg(quote_ident(attname), ', ' order by attnum) from pg_attribute
        where attrelid = c.oid and attnum > 0 and not attisdropped and attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and ${userSchemas} order by 1`);
  const rows: Snapshot['rows'] = [];
  for (const table of tables.filter((t) => !t.partitioned)) {
    const { rows: found } = await pglite.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table.name} t`,
    );
    if (found[0]?.json) rows.push({ table: table.name, columns: table.columns, json: found[0].json });
  }
  const { rows: sequences } = await pglite.query<{ json: string | null }>(`
    select json_agg(json_build_object('name', format('%I.%I', schemaname, sequencename),
      'value', coalesce(last_value, start_value), 'called', last_value is not null))::text as json
    from pg_sequences`);
  return {
    fingerprint: await databaseFingerprint(pglite),
    tables: tables.map((t) => t.name),
    rows,
    sequences: sequences[0]?.json ?? '[]',
  };
}

/** Every table emptied, the migrated rows and sequence values put back, the session reset. */
export async function restoreSnapshot(pglite: PGlite, snapshot: Snapshot): Promise<void> {
  await pglite.transaction(async (tx) => {
    await tx.exec(`truncate ${snapshot.tables.join(', ')} restart identity cascade`);
    // The rows go back as they were; triggers (foreign keys among them) need not check them again.
    await tx.exec('set local session_replication_role = replica');
    for (const { table, columns, json } of snapshot.rows) {
      await tx.query(
        `insert into ${table} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
        [json],
      );
    }
    await tx.query(
      `select setval((s->>'name')::regclass, (s->>'value')::bigint, (s->>'called')::boolean)
       from json_array_elements($1::json) s`,
      [snapshot.sequences],
    );
  });
  // Settings, prepared statements, temporary tables, LISTENs and advisory locks of the session.
  await pglite.exec('discard all');
}
