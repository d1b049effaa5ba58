-- One PostgreSQL role per service, each able to reach only its own schema (docs/operations.md).
-- Run once by the database owner on the shop's database, before the services first start:
-- docker-compose.yml runs it through deploy/postgres/10-roles.sh on the first start of an empty
-- data volume. The passwords come from settings of the session (never from this file):
--   shop.catalog_password, shop.commerce_password, shop.support_password, shop.gateway_password
-- e.g. PGOPTIONS='-c shop.catalog_password=... -c ...' psql -f init-roles.sql (what 10-roles.sh does).
-- Safe to run again: roles are created or get their password set, schemas created or handed over.
--
-- Each role owns its schema, so it runs its own migrations (tables, indexes, triggers) and reads
-- and writes nothing else: no role has USAGE on another service's schema, nobody may create
-- objects in `public`, and no role is superuser or may create roles or databases. The services
-- create their schema with `create schema if not exists`, which PostgreSQL allows only to a role
-- with CREATE on the database: granted, it lets a role make new schemas of its own, never enter
-- another's.
do $roles$
declare
  service text;
  role_name text;
  secret text;
  object record;
begin
  foreach service in array array['catalog', 'commerce', 'support', 'gateway'] loop
    role_name := 'shop_' || service;
    secret := nullif(current_setting('shop.' || service || '_password', true), '');
    if secret is null then
      raise exception 'set shop.%_password (the % database role''s password) before running init-roles.sql', service, service;
    end if;
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('alter role %I with login nosuperuser nocreatedb nocreaterole noinherit nobypassrls password %L', role_name, secret);
    else
      execute format('create role %I with login nosuperuser nocreatedb nocreaterole noinherit nobypassrls password %L', role_name, secret);
    end if;
    execute format('create schema if not exists %I authorization %I', service, role_name);
    execute format('alter schema %I owner to %I', service, role_name);
    -- Tables made before the roles existed (an installation that ran as one login) change hands too.
    for object in
      select format('alter %s %I.%I owner to %I',
               case c.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view' else 'table' end,
               n.nspname, c.relname, role_name) as statement
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = service and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and not (c.relkind = 'S' and exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i')))
    loop
      execute object.statement;
    end loop;
    execute format('revoke all on schema %I from public', service);
    execute format('grant connect, create, temporary on database %I to %I', current_database(), role_name);
  end loop;
  execute format('revoke all on database %I from public', current_database());
  revoke create on schema public from public;
end
$roles$;
