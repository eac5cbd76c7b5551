CREATE TABLE "table_version" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Each statement that writes a table the masters' lists read counts one more change of it, in its own
-- transaction: a list kept in memory is good while the versions of its tables are those it was read under.
-- migrate.ts attaches it, for each statement, to every table a master's list reads (LISTED_TABLES).
create or replace function erario_table_changed() returns trigger language plpgsql as $$
begin
  insert into table_version (name, version) values (TG_TABLE_NAME, 1)
    on conflict (name) do update set version = table_version.version + 1;
  return null;
end $$;
