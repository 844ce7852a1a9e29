CREATE TABLE "insight_sightings" (
	"day" text NOT NULL,
	"client" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "insight_sightings_day_client_kind_text_pk" PRIMARY KEY("day","client","kind","text")
);
--> statement-breakpoint
CREATE TABLE "install_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
