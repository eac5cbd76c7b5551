CREATE TABLE "holiday" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holiday_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"holiday_date" date NOT NULL,
	"description" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "holiday" ADD CONSTRAINT "holiday_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holiday_client_idx" ON "holiday" USING btree ("id_client","holiday_date");--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_holiday_date_uq" ON "holiday" USING btree ("id_client","holiday_date");--> statement-breakpoint
CREATE INDEX "holiday_search_idx" ON "holiday" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
-- Seconds of [p_from, p_until) that fall on the institution's working days (Monday to Friday and
-- not one of its holidays), each day taken on the institution's own wall clock.
CREATE FUNCTION working_seconds(p_client integer, p_from timestamptz, p_until timestamptz) RETURNS double precision
LANGUAGE sql STABLE AS $$
  select coalesce(sum(extract(epoch from
           least(p_until, (g.d + 1)::timestamp at time zone c.time_zone)
           - greatest(p_from, g.d::timestamp at time zone c.time_zone))), 0)::double precision
    from client c
   cross join lateral generate_series((p_from at time zone c.time_zone)::date::timestamp,
                                      (p_until at time zone c.time_zone)::date::timestamp, interval '1 day') s(day)
   cross join lateral (select s.day::date as d) g
   where c.id = p_client and p_until > p_from
     and extract(isodow from g.d) < 6
     and not exists (select 1 from holiday h where h.id_client = p_client and h.holiday_date = g.d)
$$;
--> statement-breakpoint
-- The working day that is the p_days-th after p_from (p_days >= 1): the last day of a term of
-- "n días hábiles" counted from p_from.
CREATE FUNCTION business_day_after(p_client integer, p_from date, p_days integer) RETURNS date
LANGUAGE sql STABLE AS $$
  select w.d from (
    select s.day::date as d, row_number() over (order by s.day) as n
      from generate_series((p_from + 1)::timestamp, (p_from + 14 + 3 * p_days)::timestamp, interval '1 day') s(day)
     where extract(isodow from s.day) < 6
       and not exists (select 1 from holiday h where h.id_client = p_client and h.holiday_date = s.day::date)
  ) w where w.n = p_days
$$;
