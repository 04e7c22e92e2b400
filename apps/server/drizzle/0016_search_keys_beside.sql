-- The search keys beside their rows, written by triggers (src/db/schemaSearch.ts, db/searchKey.ts).
CREATE TABLE "office_search_keys" (
	"office_id" integer PRIMARY KEY NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_search_keys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "offices_search_key_trgm";--> statement-breakpoint
DROP INDEX "users_search_key_trgm";--> statement-breakpoint
ALTER TABLE "office_search_keys" ADD CONSTRAINT "office_search_keys_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_search_keys" ADD CONSTRAINT "user_search_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_search_keys_trgm" ON "office_search_keys" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_search_keys_trgm" ON "user_search_keys" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "offices" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "search_key";--> statement-breakpoint
INSERT INTO "user_search_keys" ("user_id", "search_key") SELECT "id", btrim(regexp_replace(lower(translate(replace(replace(replace(replace(replace(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("company_name", '') || ' ' || coalesce("email", ''), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'), 'ß', 'ss'), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳØøĐđŁłĦħ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyooddllhh')), '[^a-z0-9]+', ' ', 'g')) FROM "users";--> statement-breakpoint
CREATE FUNCTION "user_search_key_of_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO "user_search_keys" ("user_id", "search_key")
    SELECT "id", btrim(regexp_replace(lower(translate(replace(replace(replace(replace(replace(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("company_name", '') || ' ' || coalesce("email", ''), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'), 'ß', 'ss'), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳØøĐđŁłĦħ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyooddllhh')), '[^a-z0-9]+', ' ', 'g')) FROM "new_rows";
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE FUNCTION "user_search_key_of_changed_row"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO "user_search_keys" ("user_id", "search_key") VALUES (NEW."id", btrim(regexp_replace(lower(translate(replace(replace(replace(replace(replace(coalesce(NEW."first_name", '') || ' ' || coalesce(NEW."last_name", '') || ' ' || coalesce(NEW."company_name", '') || ' ' || coalesce(NEW."email", ''), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'), 'ß', 'ss'), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳØøĐđŁłĦħ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyooddllhh')), '[^a-z0-9]+', ' ', 'g')))
    ON CONFLICT ("user_id") DO UPDATE SET "search_key" = excluded."search_key";
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "users_search_key_on_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_search_key_of_new_rows"();--> statement-breakpoint
CREATE TRIGGER "users_search_key_on_update" AFTER UPDATE OF "first_name", "last_name", "company_name", "email" ON "users" FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."company_name" IS DISTINCT FROM NEW."company_name" OR OLD."email" IS DISTINCT FROM NEW."email") EXECUTE FUNCTION "user_search_key_of_changed_row"();--> statement-breakpoint
INSERT INTO "office_search_keys" ("office_id", "search_key") SELECT "id", btrim(regexp_replace(lower(translate(replace(replace(replace(replace(replace(coalesce("title_fr", '') || ' ' || coalesce("address_line1", '') || ' ' || coalesce("zip_code", '') || ' ' || coalesce("city", ''), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'), 'ß', 'ss'), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳØøĐđŁłĦħ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyooddllhh')), '[^a-z0-9]+', ' ', 'g')) FROM "offices";--> statement-breakpoint
CREATE FUNCTION "office_search_key_of_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO "office_search_keys" ("office_id", "search_key")
    SELECT "id", btrim(regexp_replace(lower(translate(replace(replace(replace(replace(replace(coalesce("title_fr", '') || ' ' || coalesce("address_line1", '') || ' ' || coalesce("zip_code", '') || ' ' || coalesce("city", ''), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'), 'ß', 'ss'), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳØøĐđŁłĦħ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyooddllhh')), '[^a-z0-9]+', ' ', 'g')) FROM "new_rows";
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE FUNCTION "office_search_key_of_changed_row"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO "office_search_keys" ("office_id", "search_key") VALUES (NEW."id", btrim(regexp_replace(lower(translate(replace(replace(replace(replace(replace(coalesce(NEW."title_fr", '') || ' ' || coalesce(NEW."address_line1", '') || ' ' || coalesce(NEW."zip_code", '') || ' ' || coalesce(NEW."city", ''), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'), 'ß', 'ss'), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳØøĐđŁłĦħ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyooddllhh')), '[^a-z0-9]+', ' ', 'g')))
    ON CONFLICT ("office_id") DO UPDATE SET "search_key" = excluded."search_key";
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "offices_search_key_on_insert" AFTER INSERT ON "offices" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "office_search_key_of_new_rows"();--> statement-breakpoint
CREATE TRIGGER "offices_search_key_on_update" AFTER UPDATE OF "title_fr", "address_line1", "zip_code", "city" ON "offices" FOR EACH ROW WHEN (OLD."title_fr" IS DISTINCT FROM NEW."title_fr" OR OLD."address_line1" IS DISTINCT FROM NEW."address_line1" OR OLD."zip_code" IS DISTINCT FROM NEW."zip_code" OR OLD."city" IS DISTINCT FROM NEW."city") EXECUTE FUNCTION "office_search_key_of_changed_row"();