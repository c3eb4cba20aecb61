-- A member's stored time zone as the SQL may use it: the name when PostgreSQL knows it, else UTC, so
-- that one bad stored value cannot fail a query over every member (issue 25, finding 7). Volatile (the
-- default) on purpose: a subquery that selects it is not flattened into its caller, so it runs once
-- per member, not once per row of sets.
CREATE OR REPLACE FUNCTION forja_time_zone(tz text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  PERFORM now() AT TIME ZONE tz;
  RETURN tz;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN 'UTC';
END
$$;
